package retrykit.classify;

/** A hostile submission for the grader's tests: starts a subclass of Thread, whose start() it inherits (beside an overload of its own), on a WRITE. */
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
            new Worker().start();
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

    private static final class Worker extends Thread {
        @Override
        public void run() {
            // nothing: starting it is the point
        }

        // An overload of its own, so a check by name alone would take start() for the learner's.
        void start(int ignored) {
            run();
        }
    }
}
