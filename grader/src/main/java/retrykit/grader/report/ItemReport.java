package retrykit.grader.report;

/**
 * One rubric item's result.
 *
 * @param id        the item's stable id (the property's method name)
 * @param name      what it checks, as a learner reads it
 * @param points    the points earned: all or nothing
 * @param maxPoints what it is worth
 * @param passed    whether it held on every case tried
 * @param feedback  when it failed: the shrunk call, expected, actual, why, where to read; or why it did not run
 * @param output    what the learner's code printed while it ran (capped)
 */
public record ItemReport(
        String id, String name, int points, int maxPoints, boolean passed, String feedback, String output) {
    public ItemReport {
        feedback = feedback == null ? "" : feedback;
        output = output == null ? "" : output;
        if (passed && feedback.startsWith(NOT_RUN)) {
            throw new IllegalArgumentException("an item that never ran cannot have passed: " + id);
        }
        if (points != (passed ? maxPoints : 0)) {
            throw new IllegalArgumentException(
                    "an item earns all its points or none: " + id + " " + points + "/" + maxPoints);
        }
    }

    /** How the feedback of an item that never ran starts, followed by why: the grader's own words, always. */
    public static final String NOT_RUN = "not run: ";

    /** Whether the item ran at all (passed or failed); an item that never ran is counted as failed, and says why. */
    public boolean ran() {
        return !feedback.startsWith(NOT_RUN);
    }
}
