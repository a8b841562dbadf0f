package retrykit.classify;

/** A catalogued mistake: treats a KEYED_WRITE like a WRITE. */
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
        if (outcome instanceof Outcome.Status s && s.code() < 500) {
            return Decision.FAILED;
        }
        return op == Operation.READ ? Decision.RETRY : Decision.UNKNOWN;
    }
}
