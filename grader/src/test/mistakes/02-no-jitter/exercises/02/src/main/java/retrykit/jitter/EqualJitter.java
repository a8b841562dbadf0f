package retrykit.jitter;

/** A catalogued mistake: no jitter, the wait is the ceiling whatever the draw. */
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
        return (int) ceiling(k, policy.base(), policy.cap());
    }

    /** min(cap, base * 2^(k-1)), doubling only until the cap is reached. */
    private static long ceiling(int k, int base, int cap) {
        long ceiling = base;
        for (int retry = 1; retry < k && ceiling < cap; retry++) {
            ceiling *= 2;
        }
        return Math.min(ceiling, cap);
    }
}
