package retrykit.grader.hidden.retryafter;

import retrykit.grader.property.Gen;

/** How many seconds a header asks for, given the retry's backoff wait and the budget left; the kinds the rubric needs. */
@FunctionalInterface
interface Amount {
    long of(long backoff, long left);

    /** Longer than the backoff wait, and within the budget left when it can be: where the header decides the wait. */
    static Gen<Amount> longerThanTheBackoff() {
        return Gen.ints(0, 99)
                .withEdges(0, 99)
                .map(p -> (backoff, left) ->
                        backoff < left ? backoff + 1 + (left - backoff - 1) * p / 100 : backoff + 1 + p);
    }

    /**
     * Longer than the backoff wait and within the budget left, so the header alone decides the
     * wait; where there is no room for that, exactly the backoff wait (the header changes nothing).
     */
    static Gen<Amount> raisingWithinTheBudget() {
        return Gen.ints(0, 99)
                .withEdges(0, 99)
                .map(p -> (backoff, left) -> backoff < left ? backoff + 1 + (left - backoff - 1) * p / 100 : backoff);
    }

    /** Shorter than the backoff wait (0 when the backoff is 0): where the backoff must stand. */
    static Gen<Amount> shorterThanTheBackoff() {
        return Gen.ints(0, 99).withEdges(0, 50, 99).map(p -> (backoff, left) -> backoff * p / 100);
    }

    /** One second or more past what is left of the budget. */
    static Gen<Amount> pastTheBudget() {
        return Gen.oneOfGens(Gen.ints(0, 100), Gen.ints(0, 1_000_000)).map(p -> (backoff, left) -> left + 1 + p);
    }

    /** Exactly what is left of the budget: allowed. */
    static Gen<Amount> exactlyTheBudget() {
        return Gen.<Amount>constant((backoff, left) -> left);
    }

    /** A fixed number of seconds, whatever the backoff and the budget. */
    static Gen<Amount> fixed(Gen<Integer> seconds) {
        return seconds.map(n -> (backoff, left) -> n);
    }
}
