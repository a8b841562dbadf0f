package retrykit.jitter;

import static org.assertj.core.api.Assertions.assertThat;
import static retrykit.feedback.rules.EqualJitterRules.CEILING;
import static retrykit.feedback.rules.EqualJitterRules.EXACT;
import static retrykit.feedback.rules.EqualJitterRules.FIXED_HALF;
import static retrykit.feedback.rules.EqualJitterRules.INVALID;
import static retrykit.feedback.rules.EqualJitterRules.SPREAD;

import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import retrykit.feedback.Check;
import retrykit.feedback.ExampleTimeLimit;
import retrykit.feedback.JavaText;
import retrykit.feedback.Rule;
import retrykit.feedback.StubShownOnce;

/** The given examples of stage 02: every example of README.md, and each rule over small grids. */
// Outside the kit's loop (an IDE, surefire:test) a stub fails its first example in full, and skips the rest.
@ExtendWith({StubShownOnce.class, ExampleTimeLimit.class})
@DisplayName("Stage 02: equal-jitter schedule")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EqualJitterTest {

    /** The policy of every example in README.md: base 2 s, cap 60 s, budget 120 s. */
    static final Policy P = new Policy(2, 60, 120);

    private static Check<Integer> wait(Rule rule, int k, Policy policy, int draw) {
        return rule.check(
                JavaText.call("EqualJitter.solve", k, policy, draw), () -> EqualJitter.solve(k, policy, draw));
    }

    /** The ceiling for a small k, written out as the README's formula (small k cannot overflow a long). */
    private static int ceiling(int k, Policy policy) {
        return (int) Math.min(policy.cap(), policy.base() * (1L << (k - 1)));
    }

    // ---- Rule 1: the ceiling ---------------------------------------------------------------------

    @Order(1)
    @ParameterizedTest(name = "base {0}, cap 1000")
    @ValueSource(ints = {1, 2, 3, 5, 8, 10, 100, 999})
    @DisplayName("Rule 1: the first retry's ceiling is base itself, so it waits at most base for every draw")
    void firstRetryWaitsAtMostBase(int base) {
        Policy policy = new Policy(base, 1000, 1000);
        for (int draw = 0; draw <= 99; draw++) {
            wait(CEILING, 1, policy, draw)
                    .satisfies(
                            "a wait of at most " + base + " (the first ceiling is base)",
                            w -> assertThat(w).isLessThanOrEqualTo(base));
        }
    }

    @Order(3)
    @ParameterizedTest(name = "draw {0}, k = 1..10")
    @ValueSource(ints = {0, 10, 50, 99})
    @DisplayName(
            "Rule 1: with base 100 and cap 60 the ceiling is the cap from the first retry, so for one draw every retry waits the same")
    void baseLargerThanCapGivesOneCeiling(int draw) {
        Policy policy = new Policy(100, 60, 120);
        int first = wait(CEILING, 1, policy, draw)
                .satisfies("a wait of at most 60 (the cap)", w -> assertThat(w).isLessThanOrEqualTo(60));
        for (int k = 2; k <= 10; k++) {
            wait(CEILING, k, policy, draw)
                    .satisfies(
                            first + ", the wait of retry 1 (every ceiling is the cap, 60)",
                            w -> assertThat(w).isEqualTo(first));
        }
    }

    /** Each policy named as the README writes it, "base 2, cap 60", and not as its record prints. */
    static Stream<Named<Policy>> namedPolicies() {
        return policies().map(EqualJitterTest::named);
    }

    static Stream<Named<Policy>> namedPoliciesWithAnEvenCeiling() {
        return policiesWithAnEvenCeiling().map(EqualJitterTest::named);
    }

    private static Named<Policy> named(Policy policy) {
        return Named.of("base " + policy.base() + ", cap " + policy.cap(), policy);
    }

    /** The policies with an even ceiling for some k in 1..10: Rule 2's grid checks only those. */
    static Stream<Policy> policiesWithAnEvenCeiling() {
        return policies()
                .filter(policy ->
                        java.util.stream.IntStream.rangeClosed(1, 10).anyMatch(k -> ceiling(k, policy) % 2 == 0));
    }

    static Stream<Policy> policies() {
        return Stream.of(
                new Policy(1, 1, 0),
                new Policy(1, 60, 120),
                new Policy(2, 60, 120),
                new Policy(3, 50, 120),
                new Policy(5, 7, 10),
                new Policy(7, 100, 300),
                new Policy(10, 10, 30),
                new Policy(100, 60, 120));
    }

    /**
     * The last k whose base * 2^(k-1) still fits in an int. Rule 1's checks stop there: past it, a
     * wrong wait is an overflow, which Rule 4 is about (its tests take k to Integer.MAX_VALUE), and
     * Rule 1's explanation, about capping the wait, would mislead.
     */
    private static int lastKBeforeOverflow(Policy policy) {
        int k = 1;
        while (policy.base() * (1L << k) <= Integer.MAX_VALUE) {
            k++;
        }
        return k;
    }

    @Order(2)
    @ParameterizedTest(name = "{0}, draws 0, 50, 99, k from 1 while base * 2^(k-1) fits in an int")
    @MethodSource("namedPolicies")
    @DisplayName("Rule 1: for a fixed draw the wait never shrinks as k grows, and never passes cap")
    void waitNeverShrinksAsKGrows(Policy policy) {
        for (int draw : new int[] {0, 50, 99}) {
            int before = 0;
            for (int k = 1; k <= lastKBeforeOverflow(policy); k++) {
                int earlier = before;
                String expectation = k == 1
                        ? "a wait of at most " + policy.cap() + " (the cap)"
                        : "a wait from " + earlier + " (the wait before retry " + (k - 1) + ") to " + policy.cap()
                                + " (the cap)";
                before = wait(CEILING, k, policy, draw)
                        .satisfies(expectation, w -> assertThat(w).isBetween(earlier, policy.cap()));
            }
        }
    }

    // ---- Rule 2: the fixed half ------------------------------------------------------------------

    @Order(4)
    @ParameterizedTest(name = "{0}, k = 1..10")
    @MethodSource("namedPoliciesWithAnEvenCeiling")
    @DisplayName(
            "Rule 2: with draw 0 every retry waits exactly half its ceiling (even ceilings; odd ones are Rule 4's)")
    void drawZeroIsHalfTheCeilingEverywhere(Policy policy) {
        for (int k = 1; k <= 10; k++) {
            int c = ceiling(k, policy);
            if (c % 2 == 0) { // half an odd ceiling rounds down: exact integer arithmetic is Rule 4's check
                wait(FIXED_HALF, k, policy, 0).returns(c / 2);
            }
        }
    }

    // ---- Rule 3: the spread ----------------------------------------------------------------------

    @Order(5)
    @ParameterizedTest(name = "{0}, k = 1..10")
    @MethodSource("namedPolicies")
    @DisplayName("Rule 3: every wait lies between half the ceiling and the ceiling: c/2 <= wait <= c <= cap")
    void waitLiesBetweenHalfTheCeilingAndTheCeiling(Policy policy) {
        for (int k = 1; k <= 10; k++) {
            int c = ceiling(k, policy);
            for (int draw : new int[] {0, 1, 33, 49, 50, 51, 67, 98, 99}) {
                wait(SPREAD, k, policy, draw)
                        .satisfies(
                                "a wait from " + c / 2 + " to " + c + " (the ceiling c is " + c + ")",
                                w -> assertThat(w).isBetween(c / 2, c));
            }
        }
    }

    @Order(6)
    @ParameterizedTest(name = "{0}, k = 1..10, draws 0..99")
    @MethodSource("namedPolicies")
    @DisplayName("Rule 3: for a fixed k a larger draw never gives a shorter wait")
    void waitNeverShrinksAsTheDrawGrows(Policy policy) {
        for (int k = 1; k <= 10; k++) {
            int before = 0;
            for (int draw = 0; draw <= 99; draw++) {
                int earlier = before;
                String expectation = draw == 0
                        ? "a wait of at least 0"
                        : "a wait of at least " + earlier + " (the wait for draw " + (draw - 1) + ")";
                before = wait(SPREAD, k, policy, draw)
                        .satisfies(expectation, w -> assertThat(w).isGreaterThanOrEqualTo(earlier));
            }
        }
    }

    // ---- Rule 4: exact, for any k and any base ---------------------------------------------------

    @Order(7)
    @ParameterizedTest(name = "retry 1 with draw {0} waits 0")
    @ValueSource(ints = {0, 1, 50, 99})
    @DisplayName("Rule 4: with base 1 the first retry waits 0: half of 1 rounds down to 0, and so does 1 * draw / 100")
    void baseOneFirstRetryWaitsZero(int draw) {
        wait(EXACT, 1, new Policy(1, 60, 120), draw).returns(0);
    }

    @Order(8)
    @ParameterizedTest(name = "retry {0}, base {1}, cap {2}, draw {3} waits {4}")
    @CsvSource({
        "1, 3, 100, 34, 1", // c = 3: 1 + 2 * 34 / 100 = 1 + 0
        "1, 5, 100, 60, 3", // c = 5: 2 + 3 * 60 / 100 = 2 + 1
        "1, 7, 100, 50, 5", // c = 7: 3 + 4 * 50 / 100 = 3 + 2
        "2, 5, 100, 50, 7", // c = 10: 5 + 5 * 50 / 100 = 5 + 2
        "6, 2, 45, 60, 35", // c = 45: 22 + 23 * 60 / 100 = 22 + 13
        "1, 200, 1000, 29, 129", // c = 200: 100 + 100 * 29 / 100 = 100 + 29
        "1, 200, 1000, 57, 157" // c = 200: 100 + 100 * 57 / 100 = 100 + 57
    })
    @DisplayName("Rule 4: odd ceilings and awkward draws give the exact integer answer (no doubles, no rounding up)")
    void integerArithmeticThroughout(int k, int base, int cap, int draw, int expected) {
        wait(EXACT, k, new Policy(base, cap, 1000), draw).returns(expected);
    }

    static Stream<Integer> largeKs() {
        return Stream.of(31, 32, 33, 64, 65, 1000, Integer.MAX_VALUE);
    }

    @Order(9)
    @ParameterizedTest(name = "retry {0} waits 30, 45 and 59 for draws 0, 50 and 99")
    @MethodSource("largeKs")
    @DisplayName("Rule 4: a very late retry waits what the cap gives (base 2, cap 60: 30, 45, 59), however large k is")
    void largeKWaitsWhatTheCapGives(int k) {
        wait(EXACT, k, P, 0).returns(30);
        wait(EXACT, k, P, 50).returns(45);
        wait(EXACT, k, P, 99).returns(59);
    }

    @Order(10)
    @ParameterizedTest(name = "retry {0} with draw {1} waits {2}")
    @CsvSource({
        "31, 0, 536870912", "31, 99, 1068373114",
        "32, 0, 1073741823", "32, 99, 2136746228",
        "33, 0, 1073741823", "33, 99, 2136746228",
        "1000, 0, 1073741823", "1000, 99, 2136746228",
        "2147483647, 0, 1073741823", "2147483647, 99, 2136746228"
    })
    @DisplayName(
            "Rule 4: base 1, cap Integer.MAX_VALUE: 2^(k-1) passes the int range at k = 32, and the ceiling becomes the cap")
    void baseOneUpToTheLargestCap(int k, int draw, int expected) {
        wait(EXACT, k, new Policy(1, Integer.MAX_VALUE, 0), draw).returns(expected);
    }

    @Order(11)
    @ParameterizedTest(name = "retry {0} with draw {1} waits {2}")
    @CsvSource({
        "1, 0, 1073741823",
        "1, 50, 1610612735",
        "1, 99, 2136746228",
        "2, 0, 1073741823",
        "2, 99, 2136746228",
        "2147483647, 99, 2136746228"
    })
    @DisplayName("Rule 4: base and cap Integer.MAX_VALUE: (c - c/2) * 99 passes the int range, yet the wait is exact")
    void largestBaseAndCap(int k, int draw, int expected) {
        wait(EXACT, k, new Policy(Integer.MAX_VALUE, Integer.MAX_VALUE, 0), draw)
                .returns(expected);
    }

    @Order(12)
    @ParameterizedTest(name = "retry {0} with draw {1} waits {2}")
    @CsvSource({"1, 0, 30", "1, 50, 45", "1, 99, 59", "2, 0, 30", "2, 99, 59", "5, 0, 30", "5, 50, 45", "5, 99, 59"})
    @DisplayName(
            "Rule 1: a base larger than cap is capped before the jitter (base 100, cap 60: the ceiling is 60 from the first retry)")
    // After Rules 2 to 4: its waits also depend on the half, the spread and integer arithmetic.
    void baseLargerThanCapIsCappedFirst(int k, int draw, int expected) {
        wait(CEILING, k, new Policy(100, 60, 120), draw).returns(expected);
    }

    // ---- the examples of README.md -------------------------------------------------------------
    // They come after the rules' own checks: each of them depends on several rules at once (the
    // cap, the half, the spread, integer arithmetic), so a mistake that one rule's own checks
    // catch is named under that rule, not under whichever example happened to run first.

    @Order(13)
    @ParameterizedTest(name = "retry {0} with draw 0 waits {1}")
    @CsvSource({"1, 1", "2, 2", "3, 4", "4, 8", "5, 16", "6, 30", "7, 30"})
    @DisplayName("Rule 2: with draw 0 the wait is half the ceiling: 1, 2, 4, 8, 16, 30, 30 (base 2, cap 60)")
    void drawZeroWaitsTheFixedHalf(int k, int expected) {
        wait(FIXED_HALF, k, P, 0).returns(expected);
    }

    @Order(14)
    @ParameterizedTest(name = "retry {0} with draw 50 waits {1}")
    @CsvSource({"1, 1", "2, 3"})
    @DisplayName("Rule 3: with draw 50 the first two retries wait 1 and 3 (base 2, cap 60)")
    void drawFiftyAddsAShareOfTheOtherHalf(int k, int expected) {
        wait(SPREAD, k, P, 50).returns(expected);
    }

    @Order(15)
    @ParameterizedTest(name = "retry {0} with draw 99 waits {1}")
    @CsvSource({"1, 1", "2, 3", "3, 7", "4, 15", "5, 31", "6, 59"})
    @DisplayName("Rule 3: with draw 99 the waits are 1, 3, 7, 15, 31, 59 (base 2, cap 60)")
    void drawNinetyNineAddsAlmostAllOfTheOtherHalf(int k, int expected) {
        wait(SPREAD, k, P, 99).returns(expected);
    }

    // ---- Rule 5: invalid input -------------------------------------------------------------------

    @Order(16)
    @ParameterizedTest(name = "k = {0} is refused")
    @ValueSource(ints = {0, -1, Integer.MIN_VALUE})
    @DisplayName(
            "Rule 5: k below 1 is refused with IllegalArgumentException naming k or its value (retries count from 1)")
    void kBelowOneIsRefused(int k) {
        wait(INVALID, k, P, 50).rejects("k", k);
    }

    @Order(17)
    @ParameterizedTest(name = "draw {0} is refused")
    @ValueSource(ints = {-1, 100, Integer.MIN_VALUE, Integer.MAX_VALUE})
    @DisplayName("Rule 5: a draw outside 0..99 is refused with IllegalArgumentException naming draw or its value")
    void drawOutsideItsRangeIsRefused(int draw) {
        wait(INVALID, 1, P, draw).rejects("draw", draw);
    }

    @Order(18)
    @Test
    @DisplayName("Rule 5: a null policy is refused with IllegalArgumentException naming it")
    void nullPolicyIsRefused() {
        wait(INVALID, 1, null, 50).rejects("policy");
    }
}
