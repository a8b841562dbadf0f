package retrykit.grader.submission;

/**
 * A submission that cannot be graded because of what it is (a corrupt zip, one past the caps, a
 * repository git cannot read): the learner's side, reported for that learner, never a fault of
 * the machine. Every other {@link java.io.IOException} while grading is the machine's.
 */
public final class UnreadableSubmission extends Exception {
    private static final long serialVersionUID = 1L;

    public UnreadableSubmission(String message) {
        super(message);
    }
}
