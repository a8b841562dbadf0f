package retrykit.grader.hidden.jitter;

import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.property.Gen;
import retrykit.jitter.Policy;

/** Stage 02's values, built from the kit's shared generators. */
final class Generators {
    private Generators() {}

    /** One call of {@code EqualJitter.solve}: retry {@code k} under {@code policy} with {@code draw}. */
    record Call(int k, Policy policy, int draw) {}

    /**
     * One call with exactly one invalid input: the argument at fault and its bad value (null for a
     * null policy), which the message must name.
     */
    record Invalid(int k, Policy policy, int draw, String argument, Object bad) {}

    // ---- single values ---------------------------------------------------------------------

    /** A draw, 0..99: shrinks toward 0; 50 and 99 are tried early. */
    static Gen<Integer> draws() {
        return KitGen.draws();
    }

    /**
     * The ks where a power of two leaves its type: 2^31 passes an int at k = 32, 2^63 a long at
     * k = 64, and a shift distance wraps around at k = 33 (int) and k = 65 (long).
     */
    static Gen<Integer> overflowKs() {
        return Gen.oneOf(32, 33, 64, 65, 31, 63, 34, 66, 96, 97, 128, 129);
    }

    /** Any retry number: mostly small, often at an overflow edge, sometimes up to Integer.MAX_VALUE. */
    static Gen<Integer> ks() {
        return Gen.frequency(Gen.weighted(7, KitGen.ks()), Gen.weighted(3, overflowKs()));
    }

    /** A retry number that is usually far past 31, where 2^(k-1) fits neither an int nor a long. */
    static Gen<Integer> largeKs() {
        return Gen.frequency(
                Gen.weighted(2, KitGen.ks()),
                Gen.weighted(4, overflowKs()),
                Gen.weighted(
                        4, Gen.ints(32, Integer.MAX_VALUE).withEdges(1000, Integer.MAX_VALUE - 1, Integer.MAX_VALUE)));
    }

    /**
     * A base or cap, >= 1: half the time lesson-sized and shrinking toward {@code origin}, half the
     * time from the kit's generator, which is sometimes near Integer.MAX_VALUE.
     */
    static Gen<Integer> seconds(int origin) {
        return Gen.frequency(
                Gen.weighted(5, Gen.ints(1, 120, origin).withEdges(1, 2, 3, 60)),
                Gen.weighted(5, KitGen.secondsAtLeastOne()));
    }

    /** A base or cap, >= 1, usually near Integer.MAX_VALUE, where (c - c/2) * 99 passes the int range. */
    static Gen<Integer> largeSeconds(int origin) {
        return Gen.frequency(
                Gen.weighted(2, Gen.ints(1, 120, origin)),
                Gen.weighted(3, KitGen.secondsAtLeastOne()),
                Gen.weighted(
                        5, Gen.ints(1 << 30, Integer.MAX_VALUE).withEdges(Integer.MAX_VALUE, Integer.MAX_VALUE - 1)));
    }

    /** A budget: it plays no part in this stage, so it shrinks toward the lesson's 120. */
    static Gen<Integer> budgets() {
        return Gen.frequency(
                Gen.weighted(5, Gen.ints(0, 300, 120).withEdges(0, 120)), Gen.weighted(5, KitGen.budgets()));
    }

    /** A policy from {@code bases} and {@code caps}. */
    static Gen<Policy> policies(Gen<Integer> bases, Gen<Integer> caps) {
        return Gen.combine(bases, caps, budgets()).as(Policy::new);
    }

    /** Any policy, shrinking toward the lesson's {@code new Policy(2, 60, 120)}. */
    static Gen<Policy> policies() {
        return policies(seconds(2), seconds(60));
    }

    // ---- calls -----------------------------------------------------------------------------

    /** Any valid call: small ks and policies mostly, with overflow edges and huge values mixed in. */
    static Gen<Call> calls() {
        return Gen.zip(
                Gen.zip(ks(), policies(), (k, p) -> new Call(k, p, 0)),
                draws(),
                (c, draw) -> new Call(c.k(), c.policy(), draw));
    }

    /** Valid calls where k, base or cap is usually huge. */
    static Gen<Call> largeCalls() {
        return Gen.zip(
                Gen.zip(largeKs(), policies(largeSeconds(2), largeSeconds(60)), (k, p) -> new Call(k, p, 0)),
                draws(),
                (c, draw) -> new Call(c.k(), c.policy(), draw));
    }

    /**
     * Calls before the cap: base * 2^(k-1) <= cap, so the ceiling is the doubled base itself.
     * k stays where base * 2^(k-1) fits an int; cap is at least that, often just above it.
     */
    static Gen<Call> beforeTheCap() {
        return seconds(2).flatMap(base -> {
            int maxK = 1;
            while (((long) base << maxK) <= Integer.MAX_VALUE) {
                maxK++;
            }
            int lastK = maxK;
            return Gen.ints(1, lastK).flatMap(k -> {
                int raw = (int) ((long) base << (k - 1));
                int near = (int) Math.min(Integer.MAX_VALUE, raw + 120L);
                Gen<Integer> caps = Gen.frequency(
                        Gen.weighted(7, Gen.ints(raw, near, Math.max(raw, Math.min(60, near)))),
                        Gen.weighted(3, Gen.ints(raw, Integer.MAX_VALUE)));
                return Gen.zip(
                        Gen.zip(caps, budgets(), (cap, budget) -> new Policy(base, cap, budget)),
                        draws(),
                        (policy, draw) -> new Call(k, policy, draw));
            });
        });
    }

    /**
     * Calls past the cap: base * 2^(k-1) >= cap, so the ceiling is cap. k starts at the first
     * retry whose doubled base reaches cap and goes on from there, a little or very far.
     */
    static Gen<Call> pastTheCap() {
        return policies().flatMap(policy -> {
            int firstK = 1;
            for (long raw = policy.base(); raw < policy.cap(); raw *= 2) {
                firstK++;
            }
            int from = firstK;
            Gen<Integer> later = Gen.frequency(
                    Gen.weighted(6, Gen.ints(0, 4)),
                    Gen.weighted(2, overflowKs()),
                    Gen.weighted(2, Gen.ints(0, Integer.MAX_VALUE - from)));
            return Gen.zip(
                    later,
                    draws(),
                    (extra, draw) -> new Call((int) Math.min(Integer.MAX_VALUE, (long) from + extra), policy, draw));
        });
    }

    /**
     * Calls whose ceiling is often odd and whose draws are awkward, where doubles round a
     * second away from integer division: small bases (odd ones drawn often), early retries.
     */
    static Gen<Call> roundingCalls() {
        Gen<Integer> bases = Gen.ints(1, 120, 5).withEdges(3, 5, 7, 9, 45, 99, 101);
        Gen<Integer> caps = Gen.frequency(
                Gen.weighted(6, Gen.ints(1, 1000, 1000).withEdges(45, 59, 61, 99, 101, 999)),
                Gen.weighted(2, Gen.ints(1, Integer.MAX_VALUE).withEdges(Integer.MAX_VALUE)),
                Gen.weighted(2, Gen.constant(Integer.MAX_VALUE)));
        return Gen.zip(
                Gen.zip(Gen.ints(1, 8), policies(bases, caps), (k, p) -> new Call(k, p, 0)),
                Gen.ints(0, 99).withEdges(0, 29, 50, 57, 60, 99),
                (c, draw) -> new Call(c.k(), c.policy(), draw));
    }

    /** Two draws, the second at least as large as the first. */
    record DrawPair(int low, int high) {}

    static Gen<DrawPair> drawPairs() {
        return draws().flatMap(low -> Gen.ints(low, 99).withEdges(99).map(high -> new DrawPair(low, high)));
    }

    /** How far past k a later retry lies: one or two, an overflow edge, or very far. */
    static Gen<Integer> laterBy() {
        return Gen.frequency(
                Gen.weighted(6, Gen.ints(1, 3)),
                Gen.weighted(2, Gen.oneOf(31, 32, 33, 63, 64, 65)),
                Gen.weighted(2, Gen.ints(1, Integer.MAX_VALUE)));
    }

    // ---- invalid calls ---------------------------------------------------------------------

    /** Exactly one invalid input: k below 1, a draw outside 0..99, or a null policy. */
    static Gen<Invalid> invalid() {
        Gen<Invalid> badK = Gen.zip(
                Gen.zip(
                        Gen.ints(Integer.MIN_VALUE, 0, 0).withEdges(0, -1, Integer.MIN_VALUE),
                        policies(),
                        (k, p) -> new Invalid(k, p, 0, "k", k)),
                draws(),
                (c, draw) -> new Invalid(c.k(), c.policy(), draw, "k", c.k()));
        Gen<Integer> badDraws = Gen.oneOfGens(
                Gen.ints(100, Integer.MAX_VALUE, 100).withEdges(100, 101, 1000, Integer.MAX_VALUE),
                Gen.ints(Integer.MIN_VALUE, -1, -1).withEdges(-1, -100, Integer.MIN_VALUE));
        Gen<Invalid> badDraw = Gen.zip(
                Gen.zip(ks(), policies(), (k, p) -> new Invalid(k, p, 0, "draw", 0)),
                badDraws,
                (c, draw) -> new Invalid(c.k(), c.policy(), draw, "draw", draw));
        Gen<Invalid> nullPolicy = Gen.zip(ks(), draws(), (k, draw) -> new Invalid(k, null, draw, "policy", null));
        return Gen.oneOfGens(badK, badDraw, nullPolicy);
    }
}
