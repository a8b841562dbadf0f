package retrykit.jitter;

/** A catalogued mistake: the wait is worked out in doubles and rounded, not by integer division. */
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
        double ceiling = Math.min(policy.cap(), policy.base() * Math.pow(2, k - 1));
        double half = ceiling / 2;
        return (int) Math.round(half + half * (draw / 100.0));
    }
}
