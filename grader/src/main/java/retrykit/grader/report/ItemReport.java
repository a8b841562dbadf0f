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
        if (points != (passed ? maxPoints : 0)) {
            throw new IllegalArgumentException(
                    "an item earns all its points or none: " + id + " " + points + "/" + maxPoints);
        }
    }
}
