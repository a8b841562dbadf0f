package retrykit.classify;

/** Not hostile: a right answer that calls System.exit, where System is the learner's own class in this package. */
public final class Classify {
    private Classify() {}

    public static Decision solve(Outcome outcome, Operation op) {
        if (outcome == null) {
            throw new IllegalArgumentException("outcome must not be null");
        }
        if (op == null) {
            throw new IllegalArgumentException("op must not be null");
        }
        System.exit(0);
        if (outcome instanceof Outcome.Ok) {
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
