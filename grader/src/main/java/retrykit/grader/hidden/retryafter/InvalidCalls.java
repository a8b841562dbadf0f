package retrykit.grader.hidden.retryafter;

import retrykit.grader.property.Gen;

/** Calls with one thing wrong, which solve must refuse. */
final class InvalidCalls {
    private InvalidCalls() {}

    enum Breakage {
        NULL_OUTCOMES,
        NULL_OP,
        NULL_POLICY,
        NULL_DRAWS,
        NULL_OUTCOME,
        NULL_DRAW,
        DRAW_OUT_OF_RANGE,
        MISSING_DRAW
    }

    /**
     * One thing wrong with an otherwise valid call.
     *
     * @param breakage what is wrong
     * @param scenario the call it is wrong in
     * @param where    where in its list the wrong element goes, as a percentage of the positions
     * @param badDraw  the draw outside 0..99, for {@link Breakage#DRAW_OUT_OF_RANGE}
     */
    record Invalid(Breakage breakage, Scenario scenario, int where, int badDraw) {}

    static Gen<Integer> drawsOutOfRange() {
        return Gen.oneOfGens(Gen.ints(100, Integer.MAX_VALUE, 100), Gen.ints(Integer.MIN_VALUE, -1, -1))
                .withEdges(100, -1, 101, 250, 1000, Integer.MAX_VALUE, Integer.MIN_VALUE);
    }

    static Gen<Invalid> invalidCalls() {
        Gen<Breakage> simple = Gen.oneOf(
                Breakage.DRAW_OUT_OF_RANGE,
                Breakage.NULL_OUTCOME,
                Breakage.NULL_DRAW,
                Breakage.NULL_OUTCOMES,
                Breakage.NULL_OP,
                Breakage.NULL_POLICY,
                Breakage.NULL_DRAWS);
        Gen<Invalid> ordinary = Gen.combine(
                        simple, Calls.scenarios(HeaderPlans.validHeaders()), Gen.ints(0, 99), drawsOutOfRange())
                .as(Invalid::new);
        Gen<Invalid> missing = Gen.zip(
                Calls.everyRetryMade(), Gen.ints(0, 99), (s, where) -> new Invalid(Breakage.MISSING_DRAW, s, where, 0));
        return Gen.frequency(Gen.weighted(4, ordinary), Gen.weighted(1, missing));
    }
}
