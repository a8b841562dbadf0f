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

    /** Whether the failure is the stub's own: solve still throws the kit's "is not implemented yet". */
    private final boolean unwritten;

    public TeachingFailure(String message, Throwable cause) {
        this(message, cause, null);
    }

    /** A failure of the rule taught under the README heading {@code section}, so a hint can find that rule. */
    public TeachingFailure(String message, Throwable cause, String section) {
        this(message, cause, section, false);
    }

    private TeachingFailure(String message, Throwable cause, String section, boolean unwritten) {
        super(message, cause);
        this.section = section;
        this.unwritten = unwritten;
    }

    /** The failure of an example whose {@code solve} is still the kit's stub, for the rule under {@code section}. */
    public static TeachingFailure unwritten(String message, String section) {
        return new TeachingFailure(message, null, section, true);
    }

    /** Whether solve is still the kit's stub, so every example fails the same way (see {@link StubShownOnce}). */
    public boolean unwritten() {
        return unwritten;
    }

    /**
     * Only the type: a runner that shows the message and then the stack trace (an IDE's, or
     * Surefire's report and then its summary) would otherwise print the whole message twice, once as
     * the message and once as the trace's first line. The check that asks for getMessage() instead
     * is suppressed here on purpose: the message stays whole, only the trace's first line shortens.
     */
    @Override
    @SuppressWarnings("OverrideThrowableToString")
    public String toString() {
        return getClass().getName();
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
