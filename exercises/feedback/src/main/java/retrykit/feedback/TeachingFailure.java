package retrykit.feedback;

/**
 * A failed check, told as a lesson. It carries no stack trace of its own: the message already
 * names the call, the expectation, the answer and where to read, and a wall of framework frames
 * would only bury that. A learner's own exception, where there was one, stays as the cause.
 */
public final class TeachingFailure extends AssertionError {
    private static final long serialVersionUID = 1L;

    public TeachingFailure(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        return this;
    }
}
