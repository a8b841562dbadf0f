package retrykit.retryafter;

import java.util.ArrayList;
import java.util.List;

/** A catalogued mistake: ignores Retry-After: every retry waits its backoff, as in stage 03. */
public final class RetryAfter {
    private RetryAfter() {}

    public static Result solve(List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws) {
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
        for (Outcome outcome : outcomes) {
            if (outcome == null) {
                throw new IllegalArgumentException("outcomes must not hold null");
            }
        }
        for (Integer draw : draws) {
            if (draw == null) {
                throw new IllegalArgumentException("draws must not hold null");
            }
            if (draw < 0 || draw > 99) {
                throw new IllegalArgumentException("a draw is 0..99, not " + draw);
            }
        }
        List<Integer> waits = new ArrayList<>();
        long spent = 0;
        for (int i = 0; i < outcomes.size(); i++) {
            Outcome outcome = outcomes.get(i);
            Decision decision = Classify.solve(outcome, op);
            if (decision == Decision.OK) {
                return new Result(waits, Verdict.OK);
            }
            if (decision == Decision.FAILED) {
                return new Result(waits, Verdict.FAILED);
            }
            if (decision == Decision.UNKNOWN) {
                return new Result(waits, Verdict.UNKNOWN);
            }
            if (i == outcomes.size() - 1) {
                return new Result(waits, Verdict.GAVE_UP);
            }
            int k = i + 1;
            if (draws.size() < k) {
                throw new IllegalArgumentException("retry " + k + " needs a draw, but draws has only " + draws.size());
            }
            long wait = EqualJitter.solve(k, policy, draws.get(i));
            if (wait > policy.budget() - spent) {
                return new Result(waits, Verdict.GAVE_UP);
            }
            waits.add((int) wait);
            spent += wait;
        }
        return new Result(waits, Verdict.GAVE_UP);
    }
}
