package retrykit.grader.hidden.jitter;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.DisplayName;
import retrykit.feedback.Check;
import retrykit.feedback.JavaText;
import retrykit.feedback.Lesson;
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

    static final Lesson LESSON = new Lesson("02", "Equal-jitter schedule");

    static final String CEILING = "Rule 1: the ceiling doubles from base and stops at cap";
    static final String FIXED_HALF = "Rule 2: half the ceiling is always waited";
    static final String SPREAD = "Rule 3: the draw spreads the other half";
    static final String EXACT = "Rule 4: the wait is exact for any k and any base";
    static final String INVALID = "Rule 5: invalid input is refused";

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
        return wait(c, draw) + " (the ceiling c is " + c + ", so c/2 + (c - c/2) * draw / 100 = "
                + half + " + " + c.subtract(half) + " * " + draw + " / 100)";
    }

    // ---- calling the learner's solve -------------------------------------------------------

    private static Check<Integer> solve(Rule rule, int k, Policy policy, int draw) {
        return rule.check(JavaText.call("EqualJitter.solve", k, policy, draw), () -> EqualJitter.solve(k, policy, draw));
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
        Rule rule = LESSON.rule(CEILING,
                "before the cap, retry k's ceiling is base * 2^(k-1): base itself for k = 1, twice base for k = 2, ...",
                "an exponent one too high doubles every wait from the very first retry, and a call runs out of budget"
                        + " after half the retries it was meant to have");
        prop.forAll(Generators.beforeTheCap(), call -> exactly(rule, call));
    }

    @Property(points = 2)
    @DisplayName("the cap applies to the ceiling, before the jitter: past the cap the waits still spread from cap/2 up")
    void capAppliesToTheCeilingNotTheWait(Prop prop) {
        Rule rule = LESSON.rule(CEILING,
                "once base * 2^(k-1) reaches cap the ceiling is cap, so the wait is cap/2 + (cap - cap/2) * draw / 100",
                "capping the finished wait instead pins every late retry to exactly cap, whatever the draw, and the"
                        + " clients that failed together come back together");
        prop.forAll(Generators.pastTheCap(), call -> exactly(rule, call));
    }

    @Property(points = 2)
    @DisplayName("a later retry never waits less than an earlier one with the same draw")
    void laterRetryNeverWaitsLess(Prop prop) {
        Rule rule = LESSON.rule(CEILING,
                "for the same policy and draw, retry k + n waits at least as long as retry k",
                "a backoff that shrinks, or wraps around to 0 at a large k, sends retries back ever faster at a"
                        + " server that keeps failing");
        prop.forAll(Generators.calls(), Generators.laterBy(), (call, by) -> {
            int later = (int) Math.min(Integer.MAX_VALUE, (long) call.k() + by);
            int before = solve(rule, call.k(), call.policy(), call.draw()).satisfies("a wait", w -> { });
            solve(rule, later, call.policy(), call.draw()).satisfies(
                    "a wait of at least " + before + " (what retry " + call.k() + " waits with the same draw)",
                    w -> assertThat(w).isGreaterThanOrEqualTo(before));
        });
    }

    // ---- Rule 2: the fixed half ------------------------------------------------------------

    @Property(points = 3)
    @DisplayName("every retry waits at least half its ceiling, c/2, whatever the draw (no full jitter)")
    void fixedHalfIsAlwaysWaited(Prop prop) {
        Rule rule = LESSON.rule(FIXED_HALF,
                "the wait is never less than c/2, half the ceiling rounded down, and with draw 0 it is exactly c/2",
                "full jitter can wait 0 seconds: the retry goes straight back at a failing server and spends none of"
                        + " the budget, so the budget no longer bounds the attempts");
        prop.forAll(Generators.calls(), call -> {
            BigInteger c = ceiling(call.k(), call.policy());
            int half = c.divide(TWO).intValueExact();
            solve(rule, call.k(), call.policy(), call.draw()).satisfies(
                    "a wait of at least " + half + " (half the ceiling c = " + c + ")",
                    w -> assertThat(w).isGreaterThanOrEqualTo(half));
        });
    }

    // ---- Rule 3: the spread ----------------------------------------------------------------

    @Property(points = 2)
    @DisplayName("the draw adds its share of the other half: wait = c/2 + (c - c/2) * draw / 100")
    void drawAddsItsShareOfTheOtherHalf(Prop prop) {
        Rule rule = LESSON.rule(SPREAD,
                "wait = c/2 + (c - c/2) * draw / 100 with c = min(cap, base * 2^(k-1)): the draw picks how much of the"
                        + " other half to add",
                "without jitter every client that failed in the same second comes back in the same second, into a"
                        + " server that is still overloaded");
        prop.forAll(Generators.calls(), call -> exactly(rule, call));
    }

    @Property(points = 2)
    @DisplayName("every wait lies between half the ceiling and the ceiling: c/2 <= wait <= c <= cap")
    void waitLiesBetweenHalfTheCeilingAndTheCeiling(Prop prop) {
        Rule rule = LESSON.rule(SPREAD,
                "c/2 <= wait <= c <= cap, where c = min(cap, base * 2^(k-1))",
                "a wait below c/2 spends too little of the budget, and one above the ceiling or the cap keeps a"
                        + " caller waiting longer than its policy allows");
        prop.forAll(Generators.calls(), call -> {
            BigInteger c = ceiling(call.k(), call.policy());
            int low = c.divide(TWO).intValueExact();
            int high = c.intValueExact();
            solve(rule, call.k(), call.policy(), call.draw()).satisfies(
                    "a wait from " + low + " to " + high + " (the ceiling c is " + c + ", the cap " + call.policy().cap() + ")",
                    w -> assertThat(w).isBetween(low, high));
        });
    }

    @Property(points = 1)
    @DisplayName("a larger draw never gives a shorter wait")
    void largerDrawNeverWaitsLess(Prop prop) {
        Rule rule = LESSON.rule(SPREAD,
                "for the same k and policy, a larger draw gives a wait at least as long",
                "the draw is the caller's dial for spreading clients out; if turning it up can shorten the wait,"
                        + " the schedule is not the one the caller asked for");
        prop.forAll(Generators.calls(), Generators.drawPairs(), (call, draws) -> {
            int low = draws.low();
            int high = draws.high();
            int before = solve(rule, call.k(), call.policy(), low).satisfies("a wait", w -> { });
            solve(rule, call.k(), call.policy(), high).satisfies(
                    "a wait of at least " + before + " (what draw " + low + " waits)",
                    w -> assertThat(w).isGreaterThanOrEqualTo(before));
        });
    }

    @Property(points = 1)
    @DisplayName("identical inputs give identical waits: nothing inside solve is random or reads a clock")
    void identicalInputsGiveIdenticalWaits(Prop prop) {
        Rule rule = LESSON.rule(SPREAD,
                "the same k, policy and draw always give the same wait",
                "the randomness is the caller's draw, so a schedule can be replayed second by second in a test or a"
                        + " bug report; a hidden random number or clock makes it impossible to reproduce");
        prop.forAll(Generators.calls(), call -> {
            Policy policy = call.policy();
            int first = solve(rule, call.k(), policy, call.draw()).satisfies("a wait", w -> { });
            Policy same = new Policy(policy.base(), policy.cap(), policy.budget());
            for (int again = 0; again < 2; again++) {
                solve(rule, call.k(), same, call.draw()).satisfies(
                        first + ", the wait the same call gave the first time",
                        w -> assertThat(w).isEqualTo(first));
            }
        });
    }

    // ---- Rule 4: exact, for any k and any base ---------------------------------------------

    @Property(points = 2)
    @DisplayName("whole seconds by integer division: odd ceilings and awkward draws round down, never up")
    void integerDivisionThroughout(Prop prop) {
        Rule rule = LESSON.rule(EXACT,
                "c/2 and (c - c/2) * draw / 100 are integer divisions, each rounding down; no doubles, no Math.round",
                "stage 03 adds these waits against a budget to the second; a wait one second off turns a retry that"
                        + " fits into one that does not, or the other way round");
        prop.forAll(Generators.roundingCalls(), call -> exactly(rule, call));
    }

    @Property(points = 3)
    @DisplayName("no overflow: k up to Integer.MAX_VALUE and base or cap near Integer.MAX_VALUE give the exact wait")
    void noOverflowForLargeKOrBase(Prop prop) {
        Rule rule = LESSON.rule(EXACT,
                "the wait is exact for every k >= 1 and every base and cap up to Integer.MAX_VALUE: once the ceiling"
                        + " reaches cap it stays there, and (c - c/2) * draw is computed in long",
                "a power of two that wraps around (an int from k = 32, a long from k = 64) turns the longest wait"
                        + " into 0, a negative number or a short one, and a late retry hammers the server");
        prop.forAll(Generators.largeCalls(), call -> exactly(rule, call));
    }

    // ---- Rule 5: invalid input -------------------------------------------------------------

    @Property(points = 1)
    @DisplayName("k below 1, a draw outside 0..99 or a null policy is refused with IllegalArgumentException naming the argument or the value")
    void invalidInputIsRefused(Prop prop) {
        Rule rule = LESSON.rule(INVALID,
                "k < 1, a draw outside 0..99 or a null policy throws IllegalArgumentException whose message names the"
                        + " argument (k, draw, policy) or the bad value; either will do",
                "a wrong answer, a NullPointerException or an ArithmeticException hides the caller's bug; a clear error"
                        + " shows it where it happened");
        prop.forAll(Generators.invalid(), bad ->
                solve(rule, bad.k(), bad.policy(), bad.draw()).rejects(bad.argument(), bad.bad()));
    }
}
