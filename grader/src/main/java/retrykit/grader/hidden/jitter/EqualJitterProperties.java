package retrykit.grader.hidden.jitter;

import static org.assertj.core.api.Assertions.assertThat;
import static retrykit.feedback.rules.EqualJitterRules.CEILING_AT_CAP;
import static retrykit.feedback.rules.EqualJitterRules.CEILING_BEFORE_CAP;
import static retrykit.feedback.rules.EqualJitterRules.FIXED_HALF;
import static retrykit.feedback.rules.EqualJitterRules.INVALID;
import static retrykit.feedback.rules.EqualJitterRules.LARGER_DRAW;
import static retrykit.feedback.rules.EqualJitterRules.NEVER_SHRINKS;
import static retrykit.feedback.rules.EqualJitterRules.NO_OVERFLOW;
import static retrykit.feedback.rules.EqualJitterRules.REPRODUCIBLE;
import static retrykit.feedback.rules.EqualJitterRules.ROUNDS_DOWN;
import static retrykit.feedback.rules.EqualJitterRules.SPREAD_BOUNDS;
import static retrykit.feedback.rules.EqualJitterRules.SPREAD_FORMULA;

import java.math.BigInteger;
import org.junit.jupiter.api.DisplayName;
import retrykit.feedback.Check;
import retrykit.feedback.JavaText;
import retrykit.feedback.Rule;
import retrykit.grader.hidden.jitter.Generators.Call;
import retrykit.grader.property.Prop;
import retrykit.grader.property.Property;
import retrykit.jitter.EqualJitter;
import retrykit.jitter.Policy;

/**
 * Stage 02's hidden rubric: each property states one rule of the schedule on its own terms
 * (never by asking the reference), so its failure can say which rule broke. Where a property
 * needs the expected wait, it restates the rule with BigInteger, which cannot overflow.
 */
@DisplayName("Stage 02: equal-jitter schedule")
class EqualJitterProperties {

    // ---- the rule, restated ----------------------------------------------------------------

    private static final BigInteger TWO = BigInteger.TWO;
    private static final BigInteger HUNDRED = BigInteger.valueOf(100);

    /**
     * The ceiling of retry k, c = min(cap, base * 2^(k-1)), exactly. From k = 32 on, 2^(k-1) is
     * at least 2^31, more than any int cap, so c is cap and the (possibly enormous) power is never built.
     */
    static BigInteger ceiling(int k, Policy policy) {
        BigInteger cap = BigInteger.valueOf(policy.cap());
        if (k >= 32) {
            return cap;
        }
        return BigInteger.valueOf(policy.base()).multiply(TWO.pow(k - 1)).min(cap);
    }

    /** wait = c/2 + (c - c/2) * draw / 100, integer division throughout (all terms are >= 0). */
    static BigInteger wait(BigInteger c, int draw) {
        BigInteger half = c.divide(TWO);
        return half.add(c.subtract(half).multiply(BigInteger.valueOf(draw)).divide(HUNDRED));
    }

    /** The formula worked out for one call, as a learner would check it by hand. */
    static String workedOut(BigInteger c, int draw) {
        BigInteger half = c.divide(TWO);
        return wait(c, draw) + " (the ceiling c is " + c + ", so c/2 + (c - c/2) * draw / 100 = " + half + " + "
                + c.subtract(half) + " * " + draw + " / 100)";
    }

    // ---- calling the learner's solve -------------------------------------------------------

    private static Check<Integer> solve(Rule rule, int k, Policy policy, int draw) {
        return rule.check(
                JavaText.call("EqualJitter.solve", k, policy, draw), () -> EqualJitter.solve(k, policy, draw));
    }

    /** The call must return exactly the wait the formula gives. */
    private static void exactly(Rule rule, Call call) {
        BigInteger c = ceiling(call.k(), call.policy());
        int expected = wait(c, call.draw()).intValueExact();
        solve(rule, call.k(), call.policy(), call.draw()).satisfies(workedOut(c, call.draw()), w -> {
            if (w != expected) {
                throw new AssertionError(); // expected and actual are already in the message
            }
        });
    }

    // ---- Rule 1: the ceiling ---------------------------------------------------------------

    @Property(points = 2)
    @DisplayName("the first retry's ceiling is base, and each later retry doubles it: c = base * 2^(k-1) until cap")
    void ceilingStartsAtBaseAndDoubles(Prop prop) {
        prop.forAll(Generators.beforeTheCap(), call -> exactly(CEILING_BEFORE_CAP, call));
    }

    @Property(points = 2)
    @DisplayName("the cap applies to the ceiling, before the jitter: past the cap the waits still spread from cap/2 up")
    void capAppliesToTheCeilingNotTheWait(Prop prop) {
        prop.forAll(Generators.pastTheCap(), call -> exactly(CEILING_AT_CAP, call));
    }

    @Property(points = 2)
    @DisplayName("a later retry never waits less than an earlier one with the same draw")
    void laterRetryNeverWaitsLess(Prop prop) {
        prop.forAll(Generators.calls(), Generators.laterBy(), (call, by) -> {
            int later = (int) Math.min(Integer.MAX_VALUE, (long) call.k() + by);
            int before =
                    solve(NEVER_SHRINKS, call.k(), call.policy(), call.draw()).satisfies("a wait", w -> {});
            solve(NEVER_SHRINKS, later, call.policy(), call.draw())
                    .satisfies(
                            "a wait of at least " + before + " (what retry " + call.k() + " waits with the same draw)",
                            w -> assertThat(w).isGreaterThanOrEqualTo(before));
        });
    }

    // ---- Rule 2: the fixed half ------------------------------------------------------------

    @Property(points = 3)
    @DisplayName("every retry waits at least half its ceiling, c/2, whatever the draw (no full jitter)")
    void fixedHalfIsAlwaysWaited(Prop prop) {
        prop.forAll(Generators.calls(), call -> {
            BigInteger c = ceiling(call.k(), call.policy());
            int half = c.divide(TWO).intValueExact();
            solve(FIXED_HALF, call.k(), call.policy(), call.draw())
                    .satisfies(
                            "a wait of at least " + half + " (half the ceiling c = " + c + ")",
                            w -> assertThat(w).isGreaterThanOrEqualTo(half));
        });
    }

    // ---- Rule 3: the spread ----------------------------------------------------------------

    @Property(points = 2)
    @DisplayName("the draw adds its share of the other half: wait = c/2 + (c - c/2) * draw / 100")
    void drawAddsItsShareOfTheOtherHalf(Prop prop) {
        prop.forAll(Generators.calls(), call -> exactly(SPREAD_FORMULA, call));
    }

    @Property(points = 2)
    @DisplayName("every wait lies between half the ceiling and the ceiling: c/2 <= wait <= c <= cap")
    void waitLiesBetweenHalfTheCeilingAndTheCeiling(Prop prop) {
        prop.forAll(Generators.calls(), call -> {
            BigInteger c = ceiling(call.k(), call.policy());
            int low = c.divide(TWO).intValueExact();
            int high = c.intValueExact();
            solve(SPREAD_BOUNDS, call.k(), call.policy(), call.draw())
                    .satisfies(
                            "a wait from " + low + " to " + high + " (the ceiling c is " + c + ", the cap "
                                    + call.policy().cap() + ")",
                            w -> assertThat(w).isBetween(low, high));
        });
    }

    @Property(points = 1)
    @DisplayName("a larger draw never gives a shorter wait")
    void largerDrawNeverWaitsLess(Prop prop) {
        prop.forAll(Generators.calls(), Generators.drawPairs(), (call, draws) -> {
            int low = draws.low();
            int high = draws.high();
            int before = solve(LARGER_DRAW, call.k(), call.policy(), low).satisfies("a wait", w -> {});
            solve(LARGER_DRAW, call.k(), call.policy(), high)
                    .satisfies(
                            "a wait of at least " + before + " (what draw " + low + " waits)",
                            w -> assertThat(w).isGreaterThanOrEqualTo(before));
        });
    }

    @Property(points = 1)
    @DisplayName("identical inputs give identical waits: nothing inside solve is random or reads a clock")
    void identicalInputsGiveIdenticalWaits(Prop prop) {
        prop.forAll(Generators.calls(), call -> {
            Policy policy = call.policy();
            int first = solve(REPRODUCIBLE, call.k(), policy, call.draw()).satisfies("a wait", w -> {});
            Policy same = new Policy(policy.base(), policy.cap(), policy.budget());
            for (int again = 0; again < 2; again++) {
                solve(REPRODUCIBLE, call.k(), same, call.draw())
                        .satisfies(
                                first + ", the wait the same call gave the first time",
                                w -> assertThat(w).isEqualTo(first));
            }
        });
    }

    // ---- Rule 4: exact, for any k and any base ---------------------------------------------

    @Property(points = 2)
    @DisplayName("whole seconds by integer division: odd ceilings and awkward draws round down, never up")
    void integerDivisionThroughout(Prop prop) {
        prop.forAll(Generators.roundingCalls(), call -> exactly(ROUNDS_DOWN, call));
    }

    @Property(points = 3)
    @DisplayName("no overflow: k up to Integer.MAX_VALUE and base or cap near Integer.MAX_VALUE give the exact wait")
    void noOverflowForLargeKOrBase(Prop prop) {
        prop.forAll(Generators.largeCalls(), call -> exactly(NO_OVERFLOW, call));
    }

    // ---- Rule 5: invalid input -------------------------------------------------------------

    @Property(points = 1)
    @DisplayName(
            "k below 1, a draw outside 0..99 or a null policy is refused with IllegalArgumentException naming the argument or the value")
    void invalidInputIsRefused(Prop prop) {
        prop.forAll(
                Generators.invalid(),
                bad -> solve(INVALID, bad.k(), bad.policy(), bad.draw()).rejects(bad.argument(), bad.bad()));
    }
}
