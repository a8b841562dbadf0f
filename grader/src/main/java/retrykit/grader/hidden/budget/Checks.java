package retrykit.grader.hidden.budget;

import java.util.function.Consumer;
import retrykit.budget.BudgetCap;
import retrykit.budget.Result;
import retrykit.budget.Verdict;
import retrykit.feedback.JavaText;
import retrykit.feedback.Rule;
import retrykit.grader.hidden.budget.Generators.Call;

/** One call of the learner's BudgetCap.solve, checked against a rule, and the checks of its result. */
final class Checks {
    private Checks() {}

    /** Runs {@code c}, and fails under {@code rule} unless a Result comes back that satisfies {@code assertion}. */
    static void solve(Rule rule, Call c, String expectation, Consumer<Result> assertion) {
        rule.check(c::text, () -> BudgetCap.solve(c.outcomes(), c.op(), c.policy(), c.draws()))
                .satisfies(expectation, result -> {
                    if (result == null) {
                        throw new AssertionError("solve returned null instead of a Result");
                    }
                    assertion.accept(result);
                });
    }

    static void verdictIs(Result r, Verdict expected) {
        if (r.verdict() != expected) {
            throw new AssertionError("the verdict is " + JavaText.of(r.verdict()) + ", not " + JavaText.of(expected));
        }
    }

    static void attemptsAre(Result r, int attempts) {
        int made = r.waits().size() + 1;
        if (made != attempts) {
            throw new AssertionError(
                    waitsText(r.waits().size()) + " means " + attemptsText(made) + " on the wire, not " + attempts);
        }
    }

    static String waitsText(int count) {
        return count == 0 ? "no wait" : count + (count == 1 ? " wait" : " waits");
    }

    static String attemptsText(int count) {
        return count + (count == 1 ? " attempt" : " attempts");
    }
}
