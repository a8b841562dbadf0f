package retrykit.jitter;

/** A catalogued mistake: the cap is applied to the finished wait, not to the ceiling. */
public final class EqualJitter {
    private EqualJitter() {}

    public static int solve(int k, Policy policy, int draw) {
        if (policy == null) {
            throw new IllegalArgumentException("policy must not be null");
        }
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, not " + k);
        }
        if (draw < 0 || draw > 99) {
            throw new IllegalArgumentException("draw must be 0..99, not " + draw);
        }
        long ceiling = policy.base();
        // Stop doubling once past any int: the wait is capped at the end anyway.
        for (int retry = 1; retry < k && ceiling <= Integer.MAX_VALUE; retry++) {
            ceiling *= 2;
        }
        long fixed = ceiling / 2;
        long spread = ceiling - fixed;
        long wait = fixed + spread * draw / 100;
        return (int) Math.min(wait, policy.cap());
    }
}
