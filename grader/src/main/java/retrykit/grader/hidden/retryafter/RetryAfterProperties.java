package retrykit.grader.hidden.retryafter;

import static org.assertj.core.api.Assertions.assertThat;
import static retrykit.feedback.rules.RetryAfterRules.BUDGET;
import static retrykit.feedback.rules.RetryAfterRules.DATES;
import static retrykit.feedback.rules.RetryAfterRules.DATE_IGNORED;
import static retrykit.feedback.rules.RetryAfterRules.DECISION;
import static retrykit.feedback.rules.RetryAfterRules.INVALID;
import static retrykit.feedback.rules.RetryAfterRules.LOOP;
import static retrykit.feedback.rules.RetryAfterRules.NEVER_THROWS;
import static retrykit.feedback.rules.RetryAfterRules.NOT_A_NUMBER;
import static retrykit.feedback.rules.RetryAfterRules.NOT_LOWERED;
import static retrykit.feedback.rules.RetryAfterRules.RAISES;
import static retrykit.feedback.rules.RetryAfterRules.SECONDS;
import static retrykit.grader.hidden.retryafter.Walked.backoff;
import static retrykit.grader.hidden.retryafter.Walked.ends;
import static retrykit.grader.hidden.retryafter.Walked.listed;
import static retrykit.grader.hidden.retryafter.Walked.walk;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import retrykit.feedback.JavaText;
import retrykit.feedback.Rule;
import retrykit.grader.property.Prop;
import retrykit.grader.property.Property;
import retrykit.retryafter.Operation;
import retrykit.retryafter.Outcome;
import retrykit.retryafter.Policy;
import retrykit.retryafter.RetryAfter;
import retrykit.retryafter.Verdict;

/**
 * Stage 04's hidden rubric: each property states one rule of the lesson on its own terms (never
 * by asking the reference, nor the given Classify or EqualJitter), so its failure can say which
 * rule broke. The generators decide what each header asks for and write its text from that, so
 * no property parses a header; the expected result is the loop restated in {@link Walked}, step by step.
 */
@DisplayName("Stage 04: Retry-After")
class RetryAfterProperties {

    // ---- calling the learner's solve ---------------------------------------------------------

    /** The call must return exactly what the walk says. */
    private static void exactly(Rule rule, Scenario scenario) {
        Walked w = walk(scenario);
        rule.check(w::call, () -> RetryAfter.solve(w.outcomes(), w.op(), w.policy(), w.draws()))
                .satisfies(w.expectation(), r -> {
                    if (!w.expected().equals(r)) {
                        throw new AssertionError(); // the expectation and the answer say it all
                    }
                });
    }

    // ---- Rule 1 ------------------------------------------------------------------------------

    @Property(points = 2)
    @DisplayName("with no Retry-After, the call runs exactly as stage 03's loop: the same waits, verdict and attempts")
    void loopOfStage03StillRuns(Prop prop) {
        prop.forAll(Calls.scenarios(HeaderPlans.noRetryAfter()), scenario -> exactly(LOOP, scenario));
    }

    // ---- Rule 2 ------------------------------------------------------------------------------

    @Property(points = 3)
    @DisplayName(
            "a Retry-After of N seconds (spaces or tabs around it allowed) makes the retry wait max(backoff wait, N)")
    void retryAfterRaisesTheWait(Prop prop) {
        prop.forAll(Calls.scenarios(HeaderPlans.raising()), scenario -> exactly(RAISES, scenario));
    }

    @Property(points = 2)
    @DisplayName("a Retry-After shorter than the backoff wait leaves the backoff wait (max, not replace)")
    void shorterRetryAfterLeavesTheBackoff(Prop prop) {
        prop.forAll(Calls.scenarios(HeaderPlans.shorter()), scenario -> exactly(NOT_LOWERED, scenario));
    }

    // ---- Rule 3 ------------------------------------------------------------------------------

    @Property(points = 3)
    @DisplayName("a Retry-After never turns an unknown write, a rejection or the last outcome into a retry")
    void headerNeverChangesTheDecision(Prop prop) {
        prop.forAll(Calls.decidedDespiteTheHeader(), scenario -> exactly(DECISION, scenario));
    }

    // ---- Rule 4 ------------------------------------------------------------------------------

    @Property(points = 2)
    @DisplayName("a Retry-After that would take the waits past the budget gives GAVE_UP at once, the wait not taken;"
            + " one that fills the budget exactly is taken")
    void budgetStillWins(Prop prop) {
        prop.forAll(Calls.scenarios(HeaderPlans.atTheBudget()), scenario -> exactly(BUDGET, scenario));
    }

    // ---- Rule 5 ------------------------------------------------------------------------------

    @Property(points = 2)
    @DisplayName(
            "a Retry-After too large for an int or a long is longer than any budget: GAVE_UP, never an exception or an overflow")
    void hugeNumbersAreLongerThanAnyBudget(Prop prop) {
        prop.forAll(Calls.scenarios(HeaderPlans.huge()), scenario -> exactly(SECONDS, scenario));
    }

    // ---- Rule 6 ------------------------------------------------------------------------------

    @Property(points = 3)
    @DisplayName("a Retry-After date in any of the three forms asks for its distance from the response's Date header,"
            + " never from the local clock")
    void datesCountFromTheDateHeader(Prop prop) {
        prop.forAll(Calls.scenarios(HeaderPlans.dated()), scenario -> exactly(DATES, scenario));
    }

    // ---- Rule 7 ------------------------------------------------------------------------------

    @Property(points = 2)
    @DisplayName(
            "a Retry-After that is not only ASCII digits (signed, fractional, a unit, a word) is ignored: the backoff wait stands")
    void invalidRetryAfterIsIgnored(Prop prop) {
        prop.forAll(Calls.scenarios(HeaderPlans.notANumber()), scenario -> exactly(NOT_A_NUMBER, scenario));
    }

    @Property(points = 2)
    @DisplayName("a Retry-After date with no valid Date header, or not after it, is ignored: the backoff wait stands")
    void dateWithoutDateHeaderOrNotAfterItIsIgnored(Prop prop) {
        prop.forAll(Calls.scenarios(HeaderPlans.datesIgnored()), scenario -> exactly(DATE_IGNORED, scenario));
    }

    @Property(points = 2)
    @DisplayName(
            "solve never throws on any header text, and its waits still never pass the budget nor fall below the backoff")
    void neverThrowsOnAnyHeaderText(Prop prop) {
        prop.forAll(Calls.scenarios(HostileHeaders.hostileHeaders()), scenario -> {
            Walked w = walk(scenario); // only to write the headers out: what they ask for is not known here
            Policy policy = w.policy();
            int n = w.outcomes().size();
            int first = 0; // the first attempt that ends the call
            while (first < n && ends(w.outcomes().get(first), w.op()) == null) {
                first++;
            }
            int retries = first < n ? first : Math.max(0, n - 1); // the most retries the call can make
            Verdict end = first < n ? ends(w.outcomes().get(first), w.op()) : Verdict.GAVE_UP;
            List<Long> backoffs = new ArrayList<>();
            for (int k = 1; k <= retries; k++) {
                backoffs.add(backoff(k, policy, w.draws().get(k - 1)));
            }
            String expectation = "a result, not an exception: waits before at most " + retries
                    + (retries == 1 ? " retry" : " retries") + ", summing to at most " + policy.budget()
                    + " s, each at least its backoff wait " + backoffs + "; the verdict " + end + " if "
                    + (retries == 1 ? "that retry is" : "all " + retries + " retries are") + " made, else GAVE_UP";
            NEVER_THROWS
                    .check(w::call, () -> RetryAfter.solve(w.outcomes(), w.op(), policy, w.draws()))
                    .satisfies(expectation, r -> {
                        assertThat(r).as("the result").isNotNull();
                        List<Integer> waits = r.waits();
                        assertThat(waits.size())
                                .as("the number of retries made")
                                .isLessThanOrEqualTo(retries);
                        assertThat(waits.stream().mapToLong(Integer::longValue).sum())
                                .as("the sum of the waits")
                                .isLessThanOrEqualTo(policy.budget());
                        for (int j = 0; j < waits.size(); j++) {
                            assertThat(waits.get(j).longValue())
                                    .as("the wait before retry %d", j + 1)
                                    .isGreaterThanOrEqualTo(backoffs.get(j));
                        }
                        assertThat(r.verdict())
                                .as("the verdict after %d retries", waits.size())
                                .isEqualTo(waits.size() == retries ? end : Verdict.GAVE_UP);
                    });
        });
    }

    // ---- Rule 8 ------------------------------------------------------------------------------

    @Property(points = 1)
    @DisplayName("invalid input (a null, a draw outside 0..99, a missing draw a retry needs) is refused with"
            + " IllegalArgumentException naming the argument or the draw")
    void invalidInputIsRefused(Prop prop) {
        prop.forAll(InvalidCalls.invalidCalls(), invalid -> {
            Walked w = walk(invalid.scenario());
            List<Outcome> outcomes = w.outcomes();
            Operation op = w.op();
            Policy policy = w.policy();
            List<Integer> draws = w.draws();
            String named;
            Object value = null;
            switch (invalid.breakage()) {
                case NULL_OUTCOMES -> {
                    outcomes = null;
                    named = "outcomes";
                }
                case NULL_OP -> {
                    op = null;
                    named = "op";
                }
                case NULL_POLICY -> {
                    policy = null;
                    named = "policy";
                }
                case NULL_DRAWS -> {
                    draws = null;
                    named = "draws";
                }
                case NULL_OUTCOME -> {
                    outcomes = inserted(outcomes, invalid.where(), null);
                    named = "outcomes";
                }
                case NULL_DRAW -> {
                    draws = inserted(draws, invalid.where(), null);
                    named = "draws";
                }
                case DRAW_OUT_OF_RANGE -> {
                    draws = inserted(draws, invalid.where(), invalid.badDraw());
                    named = "draws";
                    value = invalid.badDraw();
                }
                case MISSING_DRAW -> {
                    // Every retry is made when all draws are there; cut them so that one a retry needs is missing.
                    int retries = w.expected().waits().size();
                    draws = listed(draws.subList(0, retries * invalid.where() / 100));
                    named = "draws";
                }
                default -> throw new IllegalStateException("unknown breakage " + invalid.breakage());
            }
            Object bad = value;
            List<Outcome> o = outcomes;
            Operation p = op;
            Policy q = policy;
            List<Integer> d = draws;
            INVALID.check(JavaText.call("RetryAfter.solve", o, p, q, d), () -> RetryAfter.solve(o, p, q, d))
                    .rejects(named, bad);
        });
    }

    /** {@code list} with {@code element} inserted at {@code where} percent of its positions (a list that may hold null). */
    private static <T> List<T> inserted(List<T> list, int where, T element) {
        List<T> out = new ArrayList<>(list);
        out.add(list.size() * where / 99, element);
        return Collections.unmodifiableList(out);
    }
}
