package retrykit.jitter;

/**
 * Stage 02, written from its lesson alone: the ceiling by one shift in a long, which cannot
 * overflow while the shift is below 32 (base is below 2^31); from a shift of 32 on, the doubling
 * has passed any int cap, so the ceiling is the cap.
 */
public final class EqualJitter {
    private EqualJitter() {}

    public static int solve(int k, Policy policy, int draw) {
        if (policy == null) {
            throw new IllegalArgumentException("policy is required");
        }
        if (k < 1) {
            throw new IllegalArgumentException("k must be 1 or more: retries count from 1");
        }
        if (draw < 0 || draw > 99) {
            throw new IllegalArgumentException("draw must be a whole percentage from 0 to 99");
        }
        long ceiling = ceiling(k, policy);
        long fixedHalf = ceiling / 2;
        long randomHalf = ceiling - fixedHalf;
        return (int) (fixedHalf + randomHalf * draw / 100);
    }

    private static long ceiling(int k, Policy policy) {
        int shift = k - 1;
        if (shift >= 32) {
            return policy.cap();
        }
        return Math.min(policy.cap(), ((long) policy.base()) << shift);
    }
}
