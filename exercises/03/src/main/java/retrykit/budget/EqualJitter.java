package retrykit.budget;

/** Stage 02: how long to wait before a retry, by capped exponential backoff with equal jitter. */
public final class EqualJitter {
    private EqualJitter() {}

    /**
     * The wait before retry {@code k}: half the ceiling for sure, plus the draw's share of the rest.
     *
     * @param k      which retry this is: 1 for the first retry (the second attempt), 2 for the next, ...
     * @param policy the backoff's {@code base} and {@code cap}, in seconds
     * @param draw   the caller's random number for this retry, a whole percentage {@code 0..99}
     * @return the wait in whole seconds, as the formula in README.md says
     * @throws IllegalArgumentException if {@code k < 1}, {@code draw} is outside {@code 0..99}, or
     *                                  {@code policy} is null
     */
    public static int solve(int k, Policy policy, int draw) {
        if (policy == null) {
            throw new IllegalArgumentException("policy must not be null");
        }
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1 (the first retry), not " + k);
        }
        if (draw < 0 || draw > 99) {
            throw new IllegalArgumentException("a draw is a whole percentage 0..99, not " + draw);
        }
        long ceiling = ceiling(k, policy.base(), policy.cap());
        long fixed = ceiling / 2; // always waited: every retry spends some of the budget
        long spread = ceiling - fixed; // the draw picks a share of this; the two add up to the ceiling
        // In long: with a ceiling near Integer.MAX_VALUE, spread * 99 does not fit in an int.
        // The result is below the ceiling, so it fits in an int again.
        return (int) (fixed + spread * draw / 100);
    }

    /** min(cap, base * 2^(k-1)), without ever computing a power that overflows. */
    private static long ceiling(int k, int base, int cap) {
        long ceiling = base;
        // Double once per retry after the first, and stop as soon as the cap is reached: an int
        // cap is reached within 31 doublings, so even k = Integer.MAX_VALUE takes a few steps,
        // and the value (below 2 * cap) always fits in a long.
        for (int retry = 1; retry < k && ceiling < cap; retry++) {
            ceiling *= 2;
        }
        return Math.min(ceiling, cap);
    }
}
