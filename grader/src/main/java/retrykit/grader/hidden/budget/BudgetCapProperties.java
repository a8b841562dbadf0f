package retrykit.grader.hidden.budget;

import static retrykit.feedback.rules.BudgetCapRules.ANSWER;
import static retrykit.feedback.rules.BudgetCapRules.BUDGET;
import static retrykit.feedback.rules.BudgetCapRules.INVALID;
import static retrykit.feedback.rules.BudgetCapRules.ONE_ATTEMPT_PER_WAIT;
import static retrykit.feedback.rules.BudgetCapRules.RAN_OUT;
import static retrykit.feedback.rules.BudgetCapRules.UNKNOWN_WRITE;
import static retrykit.feedback.rules.BudgetCapRules.WAITS;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import retrykit.budget.BudgetCap;
import retrykit.budget.Decision;
import retrykit.budget.Operation;
import retrykit.budget.Outcome;
import retrykit.budget.Result;
import retrykit.budget.Verdict;
import retrykit.feedback.JavaText;
import retrykit.feedback.Rule;
import retrykit.grader.hidden.budget.Generators.Call;
import retrykit.grader.property.Prop;
import retrykit.grader.property.Property;

/**
 * Stage 03's hidden rubric: each property states one rule of the loop on its own terms, so its
 * failure can say which rule broke. It never asks the reference, nor the given Classify and
 * EqualJitter (a learner may have changed those): what it needs of stages 01 and 02 it restates
 * below, in the plainest arithmetic.
 */
@DisplayName("Stage 03: budget cap")
class BudgetCapProperties {

    // ---- the rules of stages 01 and 02, restated ----------------------------------------------

    /** Stage 01's table, restated: what one attempt's outcome means for {@code op}. */
    static Decision decide(Outcome outcome, Operation op) {
        if (outcome instanceof Outcome.Ok) {
            return Decision.OK;
        }
        if (outcome instanceof Outcome.NotSent) {
            return Decision.RETRY;
        }
        if (outcome instanceof Outcome.Status s && s.code() < 500) {
            return s.code() == 429 ? Decision.RETRY : Decision.FAILED;
        }
        return op == Operation.WRITE ? Decision.UNKNOWN : Decision.RETRY; // a timeout or a 5xx
    }

    /** Stage 02's wait, restated: c = min(cap, base * 2^(k-1)); c/2 + (c - c/2) * draw / 100. */
    static long waitOf(int k, int base, int cap, int draw) {
        BigInteger c = BigInteger.valueOf(base).shiftLeft(k - 1).min(BigInteger.valueOf(cap));
        BigInteger half = c.divide(BigInteger.TWO);
        return half.add(c.subtract(half).multiply(BigInteger.valueOf(draw)).divide(BigInteger.valueOf(100))).longValueExact();
    }

    /** The waits of retries 1..count of {@code c}, by the restated stage 02. */
    private static List<Integer> waits(Call c, int count) {
        List<Integer> waits = new ArrayList<>();
        for (int k = 1; k <= count; k++) {
            waits.add((int) waitOf(k, c.policy().base(), c.policy().cap(), c.draws().get(k - 1)));
        }
        return waits;
    }

    /** totals[j]: what the first j waits of {@code c} add up to. */
    private static long[] totals(Call c, int retries) {
        long[] totals = new long[retries + 1];
        List<Integer> waits = waits(c, retries);
        for (int j = 1; j <= retries; j++) {
            totals[j] = totals[j - 1] + waits.get(j - 1);
        }
        return totals;
    }

    /** How many retries the outcomes allow: the leading RETRY outcomes that another outcome follows. */
    private static int retriesAllowed(Call c) {
        int k = 0;
        while (k < c.size() - 1 && decide(c.outcomes().get(k), c.op()) == Decision.RETRY) {
            k++;
        }
        return k;
    }

    /** The most waits whose total stays within the budget, among the first {@code retries}. */
    private static int fitting(long[] totals, int budget) {
        int j = 0;
        while (j + 1 < totals.length && totals[j + 1] <= budget) {
            j++;
        }
        return j;
    }

    // ---- checks --------------------------------------------------------------------------------

    private static void solve(Rule rule, Call c, String expectation, Consumer<Result> assertion) {
        rule.check(c.text(), () -> BudgetCap.solve(c.outcomes(), c.op(), c.policy(), c.draws()))
                .satisfies(expectation, result -> {
                    if (result == null) {
                        throw new AssertionError("solve returned null instead of a Result");
                    }
                    assertion.accept(result);
                });
    }

    private static void verdictIs(Result r, Verdict expected) {
        if (r.verdict() != expected) {
            throw new AssertionError("the verdict is " + JavaText.of(r.verdict()) + ", not " + JavaText.of(expected));
        }
    }

    private static void attemptsAre(Result r, int attempts) {
        int made = r.waits().size() + 1;
        if (made != attempts) {
            throw new AssertionError(waitsText(r.waits().size()) + " means " + attemptsText(made) + " on the wire, not " + attempts);
        }
    }

    private static String waitsText(int count) {
        return count == 0 ? "no wait" : count + (count == 1 ? " wait" : " waits");
    }

    private static String attemptsText(int count) {
        return count + (count == 1 ? " attempt" : " attempts");
    }

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
            solve(ANSWER, c, JavaText.of(expected) + " after " + attemptsText(attempts) + " (" + waitsText(at) + "): attempt " + attempts
                    + ", " + JavaText.of(c.outcomes().get(at)) + ", is the first answer", r -> {
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
            solve(UNKNOWN_WRITE, c, "Verdict.UNKNOWN after " + attemptsText(attempts) + " (" + waitsText(at) + "): attempt " + attempts
                    + ", " + JavaText.of(c.outcomes().get(at)) + ", may have saved the write, so no copy of it is sent", r -> {
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
            solve(UNKNOWN_WRITE, c, "Verdict.OK after " + attemptsText(attempts) + " (" + waitsText(attempts - 1) + "): "
                    + JavaText.of(c.op()) + " retries every timeout and 5xx before the final ok", r -> {
                        verdictIs(r, Verdict.OK);
                        attemptsAre(r, attempts);
                    });
        });
    }

    // ---- Rule 3 --------------------------------------------------------------------------------

    @Property(points = 2)
    @DisplayName("a call still failing at its last outcome is GAVE_UP, not FAILED or UNKNOWN, and needs no draw after it")
    void ranOutOfOutcomesIsGaveUp(Prop prop) {
        prop.forAll(Generators.exhaustedCalls(), c -> {
            int attempts = c.size();
            solve(RAN_OUT, c, "Verdict.GAVE_UP after " + attemptsText(attempts) + " (" + waitsText(attempts - 1) + "): the last, "
                    + JavaText.of(c.outcomes().get(attempts - 1)) + ", is still a RETRY on " + JavaText.of(c.op()), r -> {
                        verdictIs(r, Verdict.GAVE_UP);
                        attemptsAre(r, attempts);
                    });
        });
    }

    @Property(points = 1)
    @DisplayName("no outcomes at all gives [] GAVE_UP")
    void noOutcomesIsGaveUp(Prop prop) {
        prop.forAll(Generators.emptyCalls(), c ->
                RAN_OUT.check(c.text(), () -> BudgetCap.solve(c.outcomes(), c.op(), c.policy(), c.draws()))
                        .returns(new Result(List.of(), Verdict.GAVE_UP)));
    }

    // ---- Rule 4 --------------------------------------------------------------------------------

    @Property(points = 2)
    @DisplayName("the wait before retry k is exactly stage 02's wait for k with draws[k-1]")
    void eachWaitIsTheEqualJitterWait(Prop prop) {
        prop.forAll(Generators.longCalls(), c -> {
            int retries = c.size() - 1; // the draws cover them all
            List<Integer> schedule = waits(c, retries);
            solve(WAITS, c, "each wait as stage 02 gives it, retry k waiting EqualJitter.solve(k, policy, draws[k-1]): "
                    + schedule + ", as far as the call gets", r -> {
                        int taken = r.waits().size();
                        if (taken > retries) {
                            throw new AssertionError("it took " + waitsText(taken) + ", but after " + c.size()
                                    + " outcomes at most " + retries + " retries can follow");
                        }
                        for (int k = 1; k <= taken; k++) {
                            if (!r.waits().get(k - 1).equals(schedule.get(k - 1))) {
                                throw new AssertionError("retry " + k + " waits " + r.waits().get(k - 1) + " s, not "
                                        + schedule.get(k - 1) + " s (draw " + c.draws().get(k - 1) + ")");
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
            solve(BUDGET, c, "Verdict.GAVE_UP with " + taken + ": retry " + (fit + 1) + " would wait " + next
                    + " s and take the total to " + totals[fit + 1] + " s, past the budget of " + budget + " s", r -> {
                        verdictIs(r, Verdict.GAVE_UP);
                        if (r.waits().size() != fit) {
                            throw new AssertionError("it took " + waitsText(r.waits().size()) + ", not " + fit);
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
            String first = fit == 1 ? "the first wait, " + fitted + ", which is" : "the first " + fit + " waits, " + fitted + ", which add up to";
            solve(BUDGET, c, "at least " + first + " exactly the budget of " + budget + " s", r -> {
                        if (r.waits().size() < fit) {
                            throw new AssertionError("it took " + (r.waits().isEmpty() ? "no wait" : "only " + waitsText(r.waits().size())));
                        }
                    });
        });
    }

    // ---- the loop as a whole ---------------------------------------------------------------------

    @Property(points = 1)
    @DisplayName("attempts on the wire are one more than the waits: each before the last was a RETRY, and the verdict is the last one's")
    void attemptsMatchTheWaits(Prop prop) {
        prop.forAll(Generators.anyCalls(1), c -> solve(ONE_ATTEMPT_PER_WAIT, c,
                "waits + 1 attempts, each of them but the last a RETRY, and the verdict of the last", r -> {
                    int attempts = r.waits().size() + 1;
                    if (attempts > c.size()) {
                        throw new AssertionError(waitsText(r.waits().size()) + " means " + attemptsText(attempts) + ", but there are only "
                                + c.size() + " outcomes");
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
                        throw new AssertionError("the last attempt made, attempt " + attempts + ", " + JavaText.of(last) + ", is "
                                + JavaText.of(d) + " on " + JavaText.of(c.op()) + ", so the verdict is " + JavaText.of(expected)
                                + ", not " + JavaText.of(r.verdict()));
                    }
                }));
    }

    // ---- Rule 6 --------------------------------------------------------------------------------

    @Property(points = 2)
    @DisplayName("a null argument or element, or a draw outside 0..99, is refused with IllegalArgumentException naming the argument or the draw")
    void invalidInputIsRefused(Prop prop) {
        prop.forAll(Generators.invalidCalls(), bad -> {
            Call c = bad.call();
            INVALID.check(c.text(), () -> BudgetCap.solve(c.outcomes(), c.op(), c.policy(), c.draws())).rejects(bad.argument(), bad.value());
        });
    }

    @Property(points = 1)
    @DisplayName("a retry whose draw is missing is refused with IllegalArgumentException naming draws")
    void missingDrawIsRefused(Prop prop) {
        prop.forAll(Generators.missingDrawCalls(), c ->
                INVALID.check(c.text(), () -> BudgetCap.solve(c.outcomes(), c.op(), c.policy(), c.draws())).rejects("draws"));
    }
}
