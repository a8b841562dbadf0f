package retrykit.classify;

/**
 * Hostile: answers RETRY for everything, and ships its own copies of every type the stage gives,
 * with a Decision whose equals says yes to anything, so that a check comparing with
 * Objects.equals(actual, expected) would pass every case.
 */
public final class Classify {
    private Classify() {}

    public static Decision solve(Outcome outcome, Operation op) {
        if (outcome == null || op == null) {
            throw new IllegalArgumentException((outcome == null ? "outcome" : "op") + " must not be null");
        }
        return Decision.RETRY;
    }
}
