package retrykit.budget;

import java.util.List;

/** Stage 03: run the retry loop for one call, and stop before its waits pass the budget. */
public final class BudgetCap {
    private BudgetCap() {}

    /**
     * Runs one call: classifies each attempt's outcome in turn, waits before each retry, and
     * stops at an answer, at an unknown write, when the budget would be passed, or when the
     * outcomes run out.
     *
     * @param outcomes what each attempt in turn returns
     * @param op       what kind of call it is
     * @param policy   the backoff ceilings and the budget, in seconds
     * @param draws    the caller's random numbers, whole percentages 0..99; draws[k-1] is for retry k
     * @return the waits taken and the verdict, as the rules in README.md say
     * @throws IllegalArgumentException if an argument or an element is null, a draw is outside
     *                                  0..99, or a retry needs a draw that is missing
     */
    public static Result solve(List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws) {
        throw new UnsupportedOperationException(
                "Stage 03 (budget cap) is not implemented yet: read exercises/03/README.md, then write BudgetCap.solve");
    }
}
