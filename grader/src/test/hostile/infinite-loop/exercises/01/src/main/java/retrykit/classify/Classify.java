package retrykit.classify;

/** A hostile submission for the grader's tests: loops forever on a timed-out WRITE, with nothing the allow-list refuses. */
public final class Classify {
    private Classify() {}

    public static Decision solve(Outcome outcome, Operation op) {
        if (outcome == null) {
            throw new IllegalArgumentException("outcome must not be null");
        }
        if (op == null) {
            throw new IllegalArgumentException("op must not be null");
        }
        long spins = 0;
        while (op == Operation.WRITE && outcome instanceof Outcome.Timeout) {
            spins++;
        }
        if (spins < 0 || outcome instanceof Outcome.Ok) {
            return Decision.OK;
        }
        if (outcome instanceof Outcome.NotSent) {
            return Decision.RETRY;
        }
        if (outcome instanceof Outcome.Status s && s.code() < 500) {
            return s.code() == 429 ? Decision.RETRY : Decision.FAILED;
        }
        return op == Operation.WRITE ? Decision.UNKNOWN : Decision.RETRY;
    }
}
