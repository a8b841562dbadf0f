package retrykit.retryafter;

import java.util.ArrayList;
import java.util.List;

/** Stage 04: run the retry loop for one call, and let the server's Retry-After lengthen a wait, never past the budget. */
public final class RetryAfter {
    private RetryAfter() {}

    /**
     * Runs one call: classifies each attempt's outcome in turn, waits before each retry (the
     * backoff, raised to a valid {@code Retry-After}), and stops at an answer, at an unknown
     * write, when the budget would be passed, or when the outcomes run out.
     *
     * @param outcomes what each attempt in turn returns, an error status with its raw headers
     * @param op       what kind of call it is
     * @param policy   the backoff ceilings and the budget, in seconds
     * @param draws    the caller's random numbers, whole percentages 0..99; draws[k-1] is for retry k
     * @return the waits taken and the verdict, as the rules in README.md say
     * @throws IllegalArgumentException if an argument or an element is null, a draw is outside
     *                                  0..99, or a retry needs a draw that is missing
     */
    public static Result solve(List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws) {
        checkArguments(outcomes, op, policy, draws);
        List<Integer> waits = new ArrayList<>();
        int left = policy.budget(); // seconds this call may still spend waiting
        for (int k = 1; k <= outcomes.size(); k++) {
            Outcome outcome = outcomes.get(k - 1);
            Decision decision = Classify.solve(outcome, op);
            if (decision == Decision.OK) {
                return new Result(waits, Verdict.OK);
            }
            if (decision == Decision.FAILED) {
                return new Result(waits, Verdict.FAILED);
            }
            if (decision == Decision.UNKNOWN) {
                // Never resent, whatever Retry-After says: the header tells when to come back,
                // not whether the first copy committed. The caller reconciles.
                return new Result(waits, Verdict.UNKNOWN);
            }
            if (k == outcomes.size()) {
                return new Result(waits, Verdict.GAVE_UP); // still failing, and nothing left to try
            }
            if (k > draws.size()) {
                throw new IllegalArgumentException("retry " + k + " needs draws[" + (k - 1) + "], but draws holds only "
                        + draws.size() + ": give one draw per retry");
            }
            // The server knows when it expects to recover, so its word can lengthen the wait;
            // it never shortens the backoff, which still spreads the clients that failed together.
            long wait = Math.max(EqualJitter.solve(k, policy, draws.get(k - 1)), askedFor(outcome));
            // The budget still has the last word: a server asking for more than is left gives up
            // now, without waiting. Compared with what is left, not as "spent + wait > budget",
            // because a huge Retry-After would overflow that sum.
            if (wait > left) {
                return new Result(waits, Verdict.GAVE_UP);
            }
            waits.add((int) wait); // at most what was left of an int budget, so it fits
            left -= (int) wait;
        }
        return new Result(waits, Verdict.GAVE_UP); // no outcomes: nothing was attempted
    }

    /** The seconds the outcome's Retry-After asks for, or 0 when it asks for nothing (absent or unreadable). */
    private static long askedFor(Outcome outcome) {
        if (outcome instanceof Outcome.Status s) {
            return RetryAfterHeader.seconds(s.retryAfter(), s.date()).orElse(0);
        }
        return 0;
    }

    /** Refuses what no call could mean, before anything is sent. A missing draw is found only when a retry needs it. */
    private static void checkArguments(List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws) {
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
        // Not outcomes.contains(null): a List.of(...) throws NullPointerException on that question.
        for (int i = 0; i < outcomes.size(); i++) {
            if (outcomes.get(i) == null) {
                throw new IllegalArgumentException("outcomes[" + i + "] must not be null");
            }
        }
        // Every draw, whether or not a retry reaches it: a bad one is the caller's bug either way.
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
