package retrykit.grader.property;

/**
 * A property that found a counterexample. The message is the learner's feedback: the broken
 * rule with the shrunk call, expected, actual, why and where to read, then the number to replay.
 */
public final class PropertyFailure extends AssertionError {
    private static final long serialVersionUID = 1L;

    private final long replay;

    PropertyFailure(String message, long replay, Throwable cause) {
        super(message, cause);
        this.replay = replay;
    }

    /**
     * What {@code --replay} takes to run the failing case again, before shrinking: a random case's
     * seed, or an enumerated case's index (see {@link PropertyConfig#isCaseIndex}).
     */
    public long replay() {
        return replay;
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        return this; // the message is the report; frames of the engine would only bury it
    }
}
