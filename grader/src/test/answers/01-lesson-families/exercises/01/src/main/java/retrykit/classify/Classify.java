package retrykit.classify;

/**
 * Stage 01, written from its lesson alone: sort the outcome into the lesson's three families
 * first, then let the family and the operation decide, as the lesson's table reads.
 */
public final class Classify {
    private Classify() {}

    /** The lesson's three families of failure, and success. */
    private enum Family { SUCCESS, REFUSED, AMBIGUOUS, REJECTED }

    public static Decision solve(Outcome outcome, Operation op) {
        if (outcome == null) {
            throw new IllegalArgumentException("outcome is required");
        }
        if (op == null) {
            throw new IllegalArgumentException("op is required");
        }
        switch (familyOf(outcome)) {
            case SUCCESS:
                return Decision.OK;
            case REFUSED:
                return Decision.RETRY;
            case REJECTED:
                return Decision.FAILED;
            default:
                return op == Operation.WRITE ? Decision.UNKNOWN : Decision.RETRY;
        }
    }

    private static Family familyOf(Outcome outcome) {
        if (outcome instanceof Outcome.Ok) {
            return Family.SUCCESS;
        }
        if (outcome instanceof Outcome.NotSent) {
            return Family.REFUSED;
        }
        if (outcome instanceof Outcome.Timeout) {
            return Family.AMBIGUOUS;
        }
        int code = ((Outcome.Status) outcome).code();
        if (code == 429) {
            return Family.REFUSED;
        }
        return code >= 500 ? Family.AMBIGUOUS : Family.REJECTED;
    }
}
