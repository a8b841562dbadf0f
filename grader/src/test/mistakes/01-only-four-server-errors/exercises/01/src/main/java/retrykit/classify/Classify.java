package retrykit.classify;

/** A catalogued mistake: treats only 500, 502, 503 and 504 as server errors. */
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
        if (outcome instanceof Outcome.NotSent || outcome instanceof Outcome.Status s && s.code() == 429) {
            return Decision.RETRY;
        }
        boolean ambiguous = outcome instanceof Outcome.Timeout
                || outcome instanceof Outcome.Status s && java.util.Set.of(500, 502, 503, 504).contains(s.code());
        if (!ambiguous) {
            return Decision.FAILED;
        }
        return op == Operation.WRITE ? Decision.UNKNOWN : Decision.RETRY;
    }
}
