package retrykit.retryafter;

/** Stage 01: decide, from one attempt's outcome and the kind of call, what happens next. */
public final class Classify {
    private Classify() {}

    /**
     * Classifies one attempt by what the server may have done with it.
     *
     * @param outcome what the attempt returned
     * @param op      what kind of call it was
     * @return {@code OK}, {@code RETRY}, {@code UNKNOWN} or {@code FAILED}, as the table in README.md says
     * @throws IllegalArgumentException if an argument is null
     */
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
        if (outcome instanceof Outcome.NotSent) {
            return Decision.RETRY; // refused: the request never left the client
        }
        if (outcome instanceof Outcome.Status s && s.code() < 500) {
            // 429 is the server turning the request away before acting on it; any other 4xx
            // would fail the same way on every copy.
            return s.code() == 429 ? Decision.RETRY : Decision.FAILED;
        }
        // A timeout or any 5xx: the server may have acted. A second copy is harmless only when
        // the operation changes nothing or the provider deduplicates it by its key.
        return op == Operation.WRITE ? Decision.UNKNOWN : Decision.RETRY;
    }
}
