package retrykit.retryafter;

import java.util.ArrayList;
import java.util.List;

/** Stage 04, written from its lesson alone: stage 03's loop, each retry's wait raised to what its header asks for. */
public final class RetryAfter {
    private RetryAfter() {}

    public static Result solve(List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws) {
        if (outcomes == null) {
            throw new IllegalArgumentException("outcomes is required");
        }
        if (op == null) {
            throw new IllegalArgumentException("op is required");
        }
        if (policy == null) {
            throw new IllegalArgumentException("policy is required");
        }
        if (draws == null) {
            throw new IllegalArgumentException("draws is required");
        }
        if (outcomes.stream().anyMatch(o -> o == null)) {
            throw new IllegalArgumentException("outcomes holds a null");
        }
        for (Integer draw : draws) {
            if (draw == null) {
                throw new IllegalArgumentException("draws holds a null");
            }
            if (draw < 0 || draw > 99) {
                throw new IllegalArgumentException("draws holds " + draw + ", which is not a whole percentage");
            }
        }
        List<Integer> waits = new ArrayList<>();
        long left = policy.budget();
        for (int k = 1; k <= outcomes.size(); k++) {
            Outcome outcome = outcomes.get(k - 1);
            Decision decision = Classify.solve(outcome, op);
            if (decision != Decision.RETRY) {
                return new Result(waits, decision == Decision.OK ? Verdict.OK
                        : decision == Decision.FAILED ? Verdict.FAILED : Verdict.UNKNOWN);
            }
            if (k == outcomes.size()) {
                break;
            }
            if (draws.size() < k) {
                throw new IllegalArgumentException("draws has no draw for retry " + k);
            }
            long wait = EqualJitter.solve(k, policy, draws.get(k - 1));
            if (outcome instanceof Outcome.Status status) {
                wait = Math.max(wait, HeaderReading.secondsAsked(status.retryAfter(), status.date()));
            }
            if (wait > left) {
                break;
            }
            waits.add((int) wait);
            left -= wait;
        }
        return new Result(waits, Verdict.GAVE_UP);
    }
}
