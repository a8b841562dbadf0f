package retrykit.classify;

/** A hostile submission for the grader's tests: starts a process on a WRITE. */
public final class Classify {
    private Classify() {}

    public static Decision solve(Outcome outcome, Operation op) {
        if (outcome == null) {
            throw new IllegalArgumentException("outcome must not be null");
        }
        if (op == null) {
            throw new IllegalArgumentException("op must not be null");
        }
        if (op == Operation.WRITE) {
            try {
                new ProcessBuilder("true").start();
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        }
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
