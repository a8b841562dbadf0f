package retrykit.budget;

import java.util.ArrayList;
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
        validate(outcomes, op, policy, draws);

        List<Integer> waits = new ArrayList<>();
        int left = policy.budget(); // seconds this call may still spend waiting
        for (int attempt = 1; attempt <= outcomes.size(); attempt++) {
            Decision decision = Classify.solve(outcomes.get(attempt - 1), op);
            if (decision == Decision.OK) {
                return new Result(waits, Verdict.OK);
            }
            if (decision == Decision.FAILED) {
                return new Result(waits, Verdict.FAILED);
            }
            if (decision == Decision.UNKNOWN) {
                // The write may have committed: nothing more is sent; the caller looks it up.
                return new Result(waits, Verdict.UNKNOWN);
            }
            // RETRY: safe to send again, if an attempt and the budget are left for it.
            if (attempt == outcomes.size()) {
                return new Result(waits, Verdict.GAVE_UP); // still failing, and no attempt is left
            }
            int retry = attempt; // the retry that follows attempt k is retry k
            if (retry > draws.size()) {
                throw new IllegalArgumentException("retry " + retry + " needs draws[" + (retry - 1)
                        + "], but draws holds only " + draws.size() + ": give one draw per retry");
            }
            int wait = EqualJitter.solve(retry, policy, draws.get(retry - 1));
            // Decide before waiting: a wait the budget cannot cover would only delay a call that
            // gives up anyway. (wait > left means waits so far + wait > budget, with no sum that
            // could overflow an int; a wait that spends exactly what is left is allowed.)
            if (wait > left) {
                return new Result(waits, Verdict.GAVE_UP);
            }
            waits.add(wait);
            left -= wait;
        }
        return new Result(waits, Verdict.GAVE_UP); // no outcomes at all: nothing was attempted
    }

    /**
     * Refuses a caller's bug before anything is sent: a null anywhere, or a draw that is not a
     * whole percentage, whether or not the loop would reach it. A list of draws shorter than the
     * outcomes is fine (nobody knows in advance how many retries a call needs), so a missing
     * draw is refused only when a retry needs it.
     */
    private static void validate(List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws) {
        if (outcomes == null) {
            throw new IllegalArgumentException("outcomes must not be null");
        }
        if (op == null) {
            throw new IllegalArgumentException("op must not be null");
        }
        if (policy == null) {
            throw new IllegalArgumentException("policy must not be null");
        }
        if (draws == null) {
            throw new IllegalArgumentException("draws must not be null");
        }
        for (int i = 0; i < outcomes.size(); i++) {
            if (outcomes.get(i) == null) {
                throw new IllegalArgumentException("outcomes[" + i + "] must not be null");
            }
        }
        for (int i = 0; i < draws.size(); i++) {
            Integer draw = draws.get(i);
            if (draw == null) {
                throw new IllegalArgumentException("draws[" + i + "] must not be null");
            }
            if (draw < 0 || draw > 99) {
                throw new IllegalArgumentException("draws[" + i + "] must be a whole percentage 0..99, not " + draw);
            }
        }
    }
}
