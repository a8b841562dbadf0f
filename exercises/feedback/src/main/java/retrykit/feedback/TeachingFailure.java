package retrykit.feedback;

/**
 * A failed check, told as a lesson. It carries no stack trace of its own: the message already
 * names the call, the expectation, the answer and where to read, and a wall of framework frames
 * would only bury that. A learner's own exception, where there was one, stays as the cause.
 */
public final class TeachingFailure extends AssertionError {
    private static final long serialVersionUID = 1L;

    /** The heading of the lesson section the broken rule is taught under, or null when no rule is known. */
    private final String section;

    public TeachingFailure(String message, Throwable cause) {
        this(message, cause, null);
    }

    /** A failure of the rule taught under the README heading {@code section}, so a hint can find that rule. */
    public TeachingFailure(String message, Throwable cause, String section) {
        super(message, cause);
        this.section = section;
    }

    /** The README heading of the broken rule ("Rule 4: an ambiguous write is never resent"), or null. */
    public String section() {
        return section;
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        return this;
    }
}
