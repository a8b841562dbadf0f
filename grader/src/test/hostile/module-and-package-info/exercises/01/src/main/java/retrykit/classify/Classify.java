package retrykit.classify;

/** Stage 01: decide, from one attempt's outcome and the kind of call, what happens next. */
public final class Classify {
    private Classify() {}

    /**
     * Classifies one attempt.
     *
     * @param outcome what the attempt returned
     * @param op      what kind of call it was
     * @return {@code OK}, {@code RETRY}, {@code UNKNOWN} or {@code FAILED}, as the table in README.md says
     * @throws IllegalArgumentException if an argument is null
     */
    public static Decision solve(Outcome outcome, Operation op) {
        throw new UnsupportedOperationException(
                "Stage 01 (classify outcomes) is not implemented yet: read exercises/01/README.md, then write Classify.solve");
    }
}
