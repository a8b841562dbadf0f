package retrykit.grader.hidden.retryafter;

import static org.assertj.core.api.Assertions.assertThat;
import static retrykit.grader.hidden.retryafter.Walked.backoff;
import static retrykit.grader.hidden.retryafter.Walked.ends;
import static retrykit.grader.hidden.retryafter.Walked.listed;
import static retrykit.grader.hidden.retryafter.Walked.walk;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import retrykit.feedback.JavaText;
import retrykit.feedback.Lesson;
import retrykit.feedback.Rule;
import retrykit.grader.hidden.retryafter.InvalidCalls.Invalid;
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

    static final Lesson LESSON = new Lesson("04", "Retry-After");

    static final Rule LOOP = LESSON.rule("Rule 1: the loop of stage 03 still runs",
            "each attempt is classified as in stage 01; OK, FAILED and UNKNOWN end the call; retry k waits"
                    + " c/2 + (c - c/2) * draws[k-1] / 100 with c = min(cap, base * 2^(k-1)) if the budget allows it;"
                    + " GAVE_UP when the budget or the outcomes run out",
            "Retry-After changes how long one wait lasts and nothing else: a loop that sends one copy too many can book"
                    + " a write twice, and one that stops early gives up on a call that would have worked");
    static final Rule RAISES = LESSON.rule("Rule 2: Retry-After raises the wait, never lowers it",
            "when an outcome is retried and its Retry-After is a valid number of seconds N (spaces and tabs around it"
                    + " dropped), the wait is max(backoff wait, N), for that retry only",
            "a retry sooner than the server asked for lands while it is still overloaded or rate-limited and is refused"
                    + " again: one more attempt spent, and one more request on a server that is struggling");
    static final Rule NOT_LOWERED = LESSON.rule("Rule 2: Retry-After raises the wait, never lowers it",
            "a Retry-After shorter than the backoff wait leaves the backoff wait: the wait is max(backoff, Retry-After),"
                    + " not the Retry-After alone",
            "the jitter in the backoff is what spreads the clients that failed together; if every client waits exactly"
                    + " what one header said, they all come back in the same second");
    static final Rule DECISION = LESSON.rule("Rule 3: the header changes the wait, never the decision",
            "every outcome is classified first, whatever its Retry-After says: a 5xx on an unkeyed WRITE is UNKNOWN,"
                    + " a 4xx other than 429 is FAILED, and a retried outcome that is the last one is GAVE_UP",
            "Retry-After says when the server may be ready again, not that the first copy did nothing: a write resent"
                    + " because the server asked politely is booked twice all the same");
    static final Rule BUDGET = LESSON.rule("Rule 4: the budget still wins",
            "if the waits so far plus the raised wait would pass the budget, the call ends as GAVE_UP at once and that"
                    + " wait is not taken; a wait that fills the budget exactly is taken",
            "the caller's deadline does not move because a server asked for more time: waiting past it only holds the"
                    + " run up until it is killed, and the failure is reported late instead of now");
    static final Rule HUGE = LESSON.rule("Rule 5: a number of seconds is ASCII digits, of any size",
            "delay-seconds may have any number of digits; a number too large for an int or a long asks for longer than"
                    + " any budget, so that retry gives GAVE_UP",
            "Long.parseLong throws on a 20-digit number, and a cast to int turns 4294967297 into 1: one odd header"
                    + " either crashes the call or cuts the server's wait to nothing");
    static final Rule DATES = LESSON.rule("Rule 6: an HTTP-date counts from the response's Date header",
            "a Retry-After date in any of the three forms asks for (that date - the response's Date header) seconds,"
                    + " the Date header in any of the three forms too; the local clock plays no part",
            "both dates were written by the server's clock, while the client's clock may be minutes or years off:"
                    + " measured against it, a date waits far too long, or not at all");
    static final Rule NOT_A_NUMBER = LESSON.rule("Rule 7: anything else is ignored, never an error",
            "a Retry-After that is not exactly ASCII digits or an HTTP-date (a sign, a fraction, a unit, a word, digits"
                    + " of another script) asks for nothing: the backoff wait stands",
            "servers send all kinds of text: an exception turns one odd header into a failed call, and a lenient"
                    + " reading turns it into a wait the server never asked for");
    static final Rule DATE_IGNORED = LESSON.rule("Rule 7: anything else is ignored, never an error",
            "a Retry-After date with no valid Date header beside it, or not after the Date header, asks for nothing:"
                    + " the backoff wait stands",
            "without the server's own Date there is nothing fair to count from, and a moment already past asks for no"
                    + " wait; filling in with the local clock gives a wait the server never meant");
    static final Rule ROBUST = LESSON.rule("Rule 7: anything else is ignored, never an error",
            "solve never throws, whatever text the Retry-After and Date headers carry, and the loop still holds: the"
                    + " waits never pass the budget, no wait is shorter than its backoff, nothing is sent after the call ends",
            "a header is written by someone else's server: an exception on one odd value fails a call that would have"
                    + " worked, and a loop that breaks on it may resend what it must not");
    static final Rule INVALID = LESSON.rule("Rule 8: invalid input is refused",
            "a null argument or element, a draw outside 0..99, or a missing draw that a retry needs throws"
                    + " IllegalArgumentException whose message names the argument (outcomes, op, policy, draws) or the bad draw",
            "a wrong answer, an IndexOutOfBoundsException or a NullPointerException hides the caller's bug; a clear"
                    + " error shows it");

    // ---- calling the learner's solve ---------------------------------------------------------

    /** The call must return exactly what the walk says. */
    private static void exactly(Rule rule, Scenario scenario) {
        Walked w = walk(scenario);
        rule.check(w.call(), () -> RetryAfter.solve(w.outcomes(), w.op(), w.policy(), w.draws()))
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
    @DisplayName("a Retry-After of N seconds (spaces or tabs around it allowed) makes the retry wait max(backoff wait, N)")
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
    @DisplayName("a Retry-After too large for an int or a long is longer than any budget: GAVE_UP, never an exception or an overflow")
    void hugeNumbersAreLongerThanAnyBudget(Prop prop) {
        prop.forAll(Calls.scenarios(HeaderPlans.huge()), scenario -> exactly(HUGE, scenario));
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
    @DisplayName("a Retry-After that is not only ASCII digits (signed, fractional, a unit, a word) is ignored: the backoff wait stands")
    void invalidRetryAfterIsIgnored(Prop prop) {
        prop.forAll(Calls.scenarios(HeaderPlans.notANumber()), scenario -> exactly(NOT_A_NUMBER, scenario));
    }

    @Property(points = 2)
    @DisplayName("a Retry-After date with no valid Date header, or not after it, is ignored: the backoff wait stands")
    void dateWithoutDateHeaderOrNotAfterItIsIgnored(Prop prop) {
        prop.forAll(Calls.scenarios(HeaderPlans.datesIgnored()), scenario -> exactly(DATE_IGNORED, scenario));
    }

    @Property(points = 2)
    @DisplayName("solve never throws on any header text, and its waits still never pass the budget nor fall below the backoff")
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
            ROBUST.check(w.call(), () -> RetryAfter.solve(w.outcomes(), w.op(), policy, w.draws()))
                    .satisfies(expectation, r -> {
                        assertThat(r).as("the result").isNotNull();
                        List<Integer> waits = r.waits();
                        assertThat(waits.size()).as("the number of retries made").isLessThanOrEqualTo(retries);
                        assertThat(waits.stream().mapToLong(Integer::longValue).sum()).as("the sum of the waits")
                                .isLessThanOrEqualTo(policy.budget());
                        for (int j = 0; j < waits.size(); j++) {
                            assertThat(waits.get(j).longValue()).as("the wait before retry %d", j + 1)
                                    .isGreaterThanOrEqualTo(backoffs.get(j));
                        }
                        assertThat(r.verdict()).as("the verdict after %d retries", waits.size())
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
                case NULL_OUTCOMES -> { outcomes = null; named = "outcomes"; }
                case NULL_OP -> { op = null; named = "op"; }
                case NULL_POLICY -> { policy = null; named = "policy"; }
                case NULL_DRAWS -> { draws = null; named = "draws"; }
                case NULL_OUTCOME -> { outcomes = inserted(outcomes, invalid.where(), null); named = "outcomes"; }
                case NULL_DRAW -> { draws = inserted(draws, invalid.where(), null); named = "draws"; }
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
            INVALID.check(JavaText.call("RetryAfter.solve", o, p, q, d), () -> RetryAfter.solve(o, p, q, d)).rejects(named, bad);
        });
    }

    /** {@code list} with {@code element} inserted at {@code where} percent of its positions (a list that may hold null). */
    private static <T> List<T> inserted(List<T> list, int where, T element) {
        List<T> out = new ArrayList<>(list);
        out.add(list.size() * where / 99, element);
        return Collections.unmodifiableList(out);
    }
}
