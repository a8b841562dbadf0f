package retrykit.classify;

/** A hostile submission for the grader's tests: solve lost its second parameter. */
public final class Classify {
    private Classify() {}

    public static Decision solve(Outcome outcome) {
        return outcome instanceof Outcome.Ok ? Decision.OK : Decision.RETRY;
    }
}
