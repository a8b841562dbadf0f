package retrykit.classify;

/** A catalogued mistake: retries every failure. */
public final class Classify {
    private Classify() {}

    public static Decision solve(Outcome outcome, Operation op) {
        if (outcome == null) {
            throw new IllegalArgumentException("outcome must not be null");
        }
        if (op == null) {
            throw new IllegalArgumentException("op must not be null");
        }
        return outcome instanceof Outcome.Ok ? Decision.OK : Decision.RETRY;
    }
}
