/** Hostile: a module of the learner's own, which would change what the compiled code may read. */
module retrykit.learner {}
