package retrykit.grader.hidden./**/classify;

/**
 * Hostile: a comment inside the package name, and a decoy package line in a text block, so that a
 * reader of the source text sees package retrykit.classify while the compiler writes this class
 * (and its nested and local classes) into the hidden suite's package, where it would replace the
 * suite if the class loader looked in the learner's classes first.
 */
final class ClassifyProperties {
    static final String DECOY = """
            package retrykit.classify;
            """;

    static final class Nested {}

    static Object local() {
        class Local {}
        return new Local();
    }
}
