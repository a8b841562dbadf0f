package retrykit.jitter;

/** Stage 02: how long to wait before a retry, by capped exponential backoff with equal jitter. */
public final class EqualJitter {
    private EqualJitter() {}

    /**
     * The wait before retry {@code k}.
     *
     * @param k      which retry this is: 1 for the first retry (the second attempt), 2 for the next, ...
     * @param policy the backoff's {@code base} and {@code cap}, in seconds
     * @param draw   the caller's random number for this retry, a whole percentage {@code 0..99}
     * @return the wait in whole seconds, as the formula in README.md says
     * @throws IllegalArgumentException if {@code k < 1}, {@code draw} is outside {@code 0..99}, or
     *                                  {@code policy} is null
     */
    public static int solve(int k, Policy policy, int draw) {
        throw new UnsupportedOperationException(
                "Stage 02 (equal-jitter schedule) is not implemented yet: read exercises/02/README.md, then write EqualJitter.solve");
    }
}
