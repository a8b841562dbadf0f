package retrykit.grader.property;

/**
 * A property that found a counterexample. The message is the learner's feedback: the broken
 * rule with the shrunk call, expected, actual, why and where to read, then the seed to replay.
 */
public final class PropertyFailure extends AssertionError {
    private static final long serialVersionUID = 1L;

    private final long caseSeed;

    PropertyFailure(String message, long caseSeed, Throwable cause) {
        super(message, cause);
        this.caseSeed = caseSeed;
    }

    /** The seed that regenerates the failing case before shrinking. */
    public long caseSeed() {
        return caseSeed;
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        return this; // the message is the report; frames of the engine would only bury it
    }
}
