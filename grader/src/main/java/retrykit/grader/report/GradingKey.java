package retrykit.grader.report;

/**
 * What a grade was given for: a roster run regrades a learner whose key has changed, so a grade
 * on the record always belongs to these sources, these settings and this grader.
 *
 * @param sources  the SHA-256 of the submission's graded sources (every stage's files the grader took)
 * @param settings the stages, seeds, tries and limits, as one line
 * @param grader   the grader's version and a digest of its code
 */
public record GradingKey(String sources, String settings, String grader) {}
