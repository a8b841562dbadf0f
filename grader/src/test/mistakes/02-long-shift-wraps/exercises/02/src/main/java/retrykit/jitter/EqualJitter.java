package retrykit.jitter;

/** A catalogued mistake: the ceiling in a long, whose shift wraps at k = 65 and overflows near k = 64. */
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
        long ceiling = Math.min(policy.cap(), policy.base() * (1L << (k - 1)));
        long fixed = ceiling / 2;
        long spread = ceiling - fixed;
        return (int) (fixed + spread * draw / 100);
    }
}
