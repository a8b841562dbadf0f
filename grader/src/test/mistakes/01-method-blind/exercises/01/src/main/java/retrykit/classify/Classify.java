package retrykit.classify;

/** A catalogued mistake: retries a 5xx or a timeout on a WRITE (a method-blind policy). */
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
        if (outcome instanceof Outcome.Status s && s.code() < 500 && s.code() != 429) {
            return Decision.FAILED;
        }
        return Decision.RETRY;
    }
}
