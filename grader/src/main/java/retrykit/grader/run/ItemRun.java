package retrykit.grader.run;

/**
 * How one property ended in the child JVM, as the supervisor saw it.
 *
 * @param status   how it ended
 * @param feedback the failure's message, or why it did not finish
 * @param output   what the learner's code printed while it ran (capped)
 */
public record ItemRun(Status status, String feedback, String output) {

    /** Passed and failed ran to the end; the others say why they did not. */
    public enum Status {
        PASSED,
        FAILED,
        TIMED_OUT,
        CRASHED,
        NOT_RUN
    }

    public ItemRun {
        feedback = feedback == null ? "" : feedback;
        output = output == null ? "" : output;
    }
}
