package retrykit.grader.hidden.budget;

import static retrykit.feedback.rules.BudgetCapRules.ANSWER;
import static retrykit.feedback.rules.BudgetCapRules.BUDGET;
import static retrykit.feedback.rules.BudgetCapRules.INVALID;
import static retrykit.feedback.rules.BudgetCapRules.ONE_ATTEMPT_PER_WAIT;
import static retrykit.feedback.rules.BudgetCapRules.RAN_OUT;
import static retrykit.feedback.rules.BudgetCapRules.UNKNOWN_WRITE;
import static retrykit.feedback.rules.BudgetCapRules.WAITS;
import static retrykit.grader.hidden.budget.Checks.attemptsAre;
import static retrykit.grader.hidden.budget.Checks.attemptsText;
import static retrykit.grader.hidden.budget.Checks.solve;
import static retrykit.grader.hidden.budget.Checks.verdictIs;
import static retrykit.grader.hidden.budget.Checks.waitsText;
import static retrykit.grader.hidden.budget.Restated.decide;
import static retrykit.grader.hidden.budget.Restated.fitting;
import static retrykit.grader.hidden.budget.Restated.retriesAllowed;
import static retrykit.grader.hidden.budget.Restated.totals;
import static retrykit.grader.hidden.budget.Restated.waits;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import retrykit.budget.BudgetCap;
import retrykit.budget.Decision;
import retrykit.budget.Outcome;
import retrykit.budget.Result;
import retrykit.budget.Verdict;
import retrykit.feedback.JavaText;
import retrykit.grader.hidden.budget.Generators.Call;
import retrykit.grader.property.Prop;
import retrykit.grader.property.Property;

/**
 * Stage 03's hidden rubric: each property states one rule of the loop on its own terms, so its
 * failure can say which rule broke. It never asks the reference, nor the given Classify and
 * EqualJitter (a learner may have changed those): what it needs of stages 01 and 02 it restates
 * in the plainest arithmetic ({@link Restated}); {@link Checks} runs one call and checks its result.
 */
@DisplayName("Stage 03: budget cap")
class BudgetCapProperties {

    // ---- Rule 1 --------------------------------------------------------------------------------

    @Property(points = 2)
    @DisplayName("the first OK or FAILED ends the call with that verdict, after one attempt per outcome up to it")
    void answerEndsTheCall(Prop prop) {
        prop.forAll(Generators.answeredCalls(), c -> {
            int at = 0;
            while (decide(c.outcomes().get(at), c.op()) == Decision.RETRY) {
                at++;
            }
            Verdict expected = decide(c.outcomes().get(at), c.op()) == Decision.OK ? Verdict.OK : Verdict.FAILED;
            int attempts = at + 1;
            solve(
                    ANSWER,
                    c,
                    JavaText.of(expected) + " after " + attemptsText(attempts) + " (" + waitsText(at) + "): attempt "
                            + attempts + ", " + JavaText.of(c.outcomes().get(at)) + ", is the first answer",
                    r -> {
                        verdictIs(r, expected);
                        attemptsAre(r, attempts);
                    });
        });
    }

    // ---- Rule 2 --------------------------------------------------------------------------------

    @Property(points = 3)
    @DisplayName("the first timeout or 5xx on an unkeyed WRITE ends the call as UNKNOWN: nothing after it is sent")
    void unknownWriteIsNeverResent(Prop prop) {
        prop.forAll(Generators.unknownWrites(), c -> {
            int at = 0;
            while (decide(c.outcomes().get(at), c.op()) == Decision.RETRY) {
                at++;
            }
            int attempts = at + 1;
            solve(
                    UNKNOWN_WRITE,
                    c,
                    "Verdict.UNKNOWN after " + attemptsText(attempts) + " (" + waitsText(at) + "): attempt " + attempts
                            + ", " + JavaText.of(c.outcomes().get(at))
                            + ", may have saved the write, so no copy of it is sent",
                    r -> {
                        verdictIs(r, Verdict.UNKNOWN);
                        attemptsAre(r, attempts);
                    });
        });
    }

    @Property(points = 2)
    @DisplayName("a timeout or 5xx on a READ or KEYED_WRITE is retried: UNKNOWN is for unkeyed writes only")
    void ambiguousReadOrKeyedWriteIsRetried(Prop prop) {
        prop.forAll(Generators.ambiguousIdempotentCalls(), c -> {
            int attempts = c.size();
            solve(
                    UNKNOWN_WRITE,
                    c,
                    "Verdict.OK after " + attemptsText(attempts) + " (" + waitsText(attempts - 1) + "): "
                            + JavaText.of(c.op()) + " retries every timeout and 5xx before the final ok",
                    r -> {
                        verdictIs(r, Verdict.OK);
                        attemptsAre(r, attempts);
                    });
        });
    }

    // ---- Rule 3 --------------------------------------------------------------------------------

    @Property(points = 2)
    @DisplayName(
            "a call still failing at its last outcome is GAVE_UP, not FAILED or UNKNOWN, and needs no draw after it")
    void ranOutOfOutcomesIsGaveUp(Prop prop) {
        prop.forAll(Generators.exhaustedCalls(), c -> {
            int attempts = c.size();
            solve(
                    RAN_OUT,
                    c,
                    "Verdict.GAVE_UP after " + attemptsText(attempts) + " (" + waitsText(attempts - 1) + "): the last, "
                            + JavaText.of(c.outcomes().get(attempts - 1)) + ", is still a RETRY on "
                            + JavaText.of(c.op()),
                    r -> {
                        verdictIs(r, Verdict.GAVE_UP);
                        attemptsAre(r, attempts);
                    });
        });
    }

    @Property(points = 1)
    @DisplayName("no outcomes at all gives [] GAVE_UP")
    void noOutcomesIsGaveUp(Prop prop) {
        prop.forAll(
                Generators.emptyCalls(),
                c -> RAN_OUT.check(c::text, () -> BudgetCap.solve(c.outcomes(), c.op(), c.policy(), c.draws()))
                        .returns(new Result(List.of(), Verdict.GAVE_UP)));
    }

    // ---- Rule 4 --------------------------------------------------------------------------------

    @Property(points = 2)
    @DisplayName("the wait before retry k is exactly stage 02's wait for k with draws[k-1]")
    void eachWaitIsTheEqualJitterWait(Prop prop) {
        prop.forAll(Generators.longCalls(), c -> {
            int retries = c.size() - 1; // the draws cover them all
            List<Integer> schedule = waits(c, retries);
            solve(
                    WAITS,
                    c,
                    "each wait as stage 02 gives it, retry k waiting EqualJitter.solve(k, policy, draws[k-1]): "
                            + schedule + ", as far as the call gets",
                    r -> {
                        int taken = r.waits().size();
                        if (taken > retries) {
                            throw new AssertionError("it took " + waitsText(taken) + ", but after " + c.size()
                                    + " outcomes at most " + retries + " retries can follow");
                        }
                        for (int k = 1; k <= taken; k++) {
                            if (!r.waits().get(k - 1).equals(schedule.get(k - 1))) {
                                throw new AssertionError("retry " + k + " waits "
                                        + r.waits().get(k - 1) + " s, not " + schedule.get(k - 1) + " s (draw "
                                        + c.draws().get(k - 1) + ")");
                            }
                        }
                    });
        });
    }

    // ---- Rule 5 --------------------------------------------------------------------------------

    @Property(points = 3)
    @DisplayName("the waits never add up to more than the budget, even when their total passes what an int holds")
    void budgetIsNeverPassed(Prop prop) {
        prop.forAll(Generators.anyOrHugeCalls(), c -> {
            int budget = c.policy().budget();
            solve(BUDGET, c, "waits that add up to at most the budget, " + budget + " s", r -> {
                long total = 0;
                for (int w : r.waits()) {
                    total += w;
                }
                if (total > budget) {
                    throw new AssertionError("the waits add up to " + total + " s");
                }
            });
        });
    }

    @Property(points = 3)
    @DisplayName("when the next wait would pass the budget, the call is GAVE_UP at once and that wait is not taken")
    void budgetCheckedBeforeTheWait(Prop prop) {
        prop.forAll(Generators.budgetStoppedCalls(), c -> {
            int retries = retriesAllowed(c);
            long[] totals = totals(c, retries);
            int budget = c.policy().budget();
            int fit = fitting(totals, budget);
            if (fit >= retries) {
                throw new IllegalStateException("the generator promised a budget that stops the call: " + c.text());
            }
            List<Integer> fitted = waits(c, fit);
            long next = totals[fit + 1] - totals[fit];
            String taken = fit == 0 ? "no wait taken" : "the " + waitsText(fit) + " that fit, " + fitted;
            solve(
                    BUDGET,
                    c,
                    "Verdict.GAVE_UP with " + taken + ": retry " + (fit + 1) + " would wait " + next
                            + " s and take the total to " + totals[fit + 1] + " s, past the budget of " + budget + " s",
                    r -> {
                        verdictIs(r, Verdict.GAVE_UP);
                        if (r.waits().size() != fit) {
                            throw new AssertionError(
                                    "it took " + waitsText(r.waits().size()) + ", not " + fit);
                        }
                    });
        });
    }

    @Property(points = 2)
    @DisplayName("a wait that brings the total to exactly the budget is taken")
    void budgetReachedExactlyIsAllowed(Prop prop) {
        prop.forAll(Generators.budgetReachedCalls(), c -> {
            int retries = retriesAllowed(c);
            long[] totals = totals(c, retries);
            int budget = c.policy().budget();
            int fit = fitting(totals, budget);
            List<Integer> fitted = waits(c, fit);
            String first = fit == 1
                    ? "the first wait, " + fitted + ", which is"
                    : "the first " + fit + " waits, " + fitted + ", which add up to";
            solve(BUDGET, c, "at least " + first + " exactly the budget of " + budget + " s", r -> {
                if (r.waits().size() < fit) {
                    throw new AssertionError("it took "
                            + (r.waits().isEmpty()
                                    ? "no wait"
                                    : "only " + waitsText(r.waits().size())));
                }
            });
        });
    }

    // ---- the loop as a whole ---------------------------------------------------------------------

    @Property(points = 1)
    @DisplayName(
            "attempts on the wire are one more than the waits: each before the last was a RETRY, and the verdict is the last one's")
    void attemptsMatchTheWaits(Prop prop) {
        prop.forAll(
                Generators.anyCalls(1),
                c -> solve(
                        ONE_ATTEMPT_PER_WAIT,
                        c,
                        "waits + 1 attempts, each of them but the last a RETRY, and the verdict of the last",
                        r -> {
                            int attempts = r.waits().size() + 1;
                            if (attempts > c.size()) {
                                throw new AssertionError(waitsText(r.waits().size()) + " means "
                                        + attemptsText(attempts) + ", but there are only " + c.size() + " outcomes");
                            }
                            for (int i = 0; i < attempts - 1; i++) {
                                Outcome o = c.outcomes().get(i);
                                if (decide(o, c.op()) != Decision.RETRY) {
                                    throw new AssertionError("attempt " + (i + 1) + ", " + JavaText.of(o) + ", is "
                                            + JavaText.of(decide(o, c.op())) + " on " + JavaText.of(c.op())
                                            + ": the call ends there, yet a wait and another attempt followed it");
                                }
                            }
                            Outcome last = c.outcomes().get(attempts - 1);
                            Decision d = decide(last, c.op());
                            Verdict expected = switch (d) {
                                case OK -> Verdict.OK;
                                case FAILED -> Verdict.FAILED;
                                case UNKNOWN -> Verdict.UNKNOWN;
                                case RETRY -> Verdict.GAVE_UP;
                            };
                            if (r.verdict() != expected) {
                                throw new AssertionError("the last attempt made, attempt " + attempts + ", "
                                        + JavaText.of(last) + ", is "
                                        + JavaText.of(d) + " on " + JavaText.of(c.op()) + ", so the verdict is "
                                        + JavaText.of(expected)
                                        + ", not " + JavaText.of(r.verdict()));
                            }
                        }));
    }

    // ---- Rule 6 --------------------------------------------------------------------------------

    @Property(points = 2)
    @DisplayName(
            "a null argument or element, or a draw outside 0..99, is refused with IllegalArgumentException naming the argument or the draw")
    void invalidInputIsRefused(Prop prop) {
        prop.forAll(Generators.invalidCalls(), bad -> {
            Call c = bad.call();
            INVALID.check(c::text, () -> BudgetCap.solve(c.outcomes(), c.op(), c.policy(), c.draws()))
                    .rejects(bad.argument(), bad.value());
        });
    }

    @Property(points = 1)
    @DisplayName("a retry whose draw is missing is refused with IllegalArgumentException naming draws")
    void missingDrawIsRefused(Prop prop) {
        prop.forAll(
                Generators.missingDrawCalls(),
                c -> INVALID.check(c::text, () -> BudgetCap.solve(c.outcomes(), c.op(), c.policy(), c.draws()))
                        .rejects("draws"));
    }
}
