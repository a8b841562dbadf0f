package retrykit.grader.hidden.budget;

import retrykit.budget.Policy;
import retrykit.grader.property.Gen;

/**
 * Where a policy's base and cap come from: any size, moderate sizes whose nine waits fit an int,
 * or huge ones whose running total does not.
 */
record Sizes(Gen<Integer> bases, Gen<Integer> caps) {

    Gen<BaseCap> baseCaps() {
        return Gen.combine(bases, caps).as(BaseCap::new);
    }

    /**
     * A base or a cap (as {@code origin} says: 2 for a base, 60 for a cap, the README's policy)
     * of any size, up to Integer.MAX_VALUE.
     */
    static Gen<Integer> anySeconds(int origin) {
        return Gen.frequency(
                Gen.weighted(7, Gen.ints(1, 120, origin).withEdges(1, 2, 3, 60)),
                Gen.weighted(
                        3,
                        Gen.ints(1, Integer.MAX_VALUE, origin)
                                .withEdges(Integer.MAX_VALUE, Integer.MAX_VALUE - 1, 1 << 30)));
    }

    /**
     * A base or a cap from {@code min} up to 200,000,000 s, shrinking toward {@code origin}: nine
     * waits of such a policy still add up to less than Integer.MAX_VALUE, so a budget can always
     * be set above, on or below them.
     */
    static Gen<Integer> moderateSeconds(int min, int origin) {
        return Gen.frequency(
                Gen.weighted(7, Gen.ints(min, 120, origin).withEdges(min, 2, 3, 60)),
                Gen.weighted(3, Gen.ints(min, 200_000_000, origin)));
    }

    /** Bases and caps of any size: shrinking toward the README's base 2 and cap 60. */
    static final Sizes ANY = new Sizes(anySeconds(2), anySeconds(60));

    /** Bases and caps whose nine waits fit an int, from 1 s. */
    static final Sizes MODERATE = new Sizes(moderateSeconds(1, 2), moderateSeconds(1, 60));

    /** Like {@link #MODERATE}, from 2 s: every ceiling is at least 2, so every wait is at least 1 s. */
    static final Sizes NO_ZERO_WAITS = new Sizes(moderateSeconds(2, 2), moderateSeconds(2, 60));

    /** A policy's base and cap, before its budget is picked. */
    record BaseCap(int base, int cap) {
        Policy policy(int budget) {
            return new Policy(base, cap, budget);
        }
    }

    /**
     * Bases and caps from 2^29 s up to Integer.MAX_VALUE: three waits of such a policy add up to
     * more than an int holds, so a running total kept in an int wraps around.
     */
    static final Sizes HUGE = new Sizes(
            Gen.ints(1 << 29, Integer.MAX_VALUE, 1 << 30).withEdges(Integer.MAX_VALUE),
            Gen.ints(1 << 29, Integer.MAX_VALUE, Integer.MAX_VALUE).withEdges(Integer.MAX_VALUE));
}
