package retrykit.classify;

/** A catalogued mistake: retries a 400, 401, 404 or 422. */
public final class Classify {
    private Classify() {}

    public static Decision solve(Outcome outcome, Operation op) {
        if (outcome == null) {
            throw new IllegalArgumentException("outcome must not be null");
        }
        if (op == null) {
            throw new IllegalArgumentException("op must not be null");
        }
        if (outcome instanceof Outcome.Ok) {
            return Decision.OK;
        }
        if (outcome instanceof Outcome.NotSent || outcome instanceof Outcome.Status s && s.code() < 500) {
            return Decision.RETRY;
        }
        return op == Operation.WRITE ? Decision.UNKNOWN : Decision.RETRY;
    }
}
