package retrykit.budget;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Stage 03, written from its lesson alone: the four steps of "The rule" in order, the waits kept
 * as a running total in a long (Rule 5's "mind the arithmetic").
 */
public final class BudgetCap {
    private BudgetCap() {}

    public static Result solve(List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws) {
        refuseBadInput(outcomes, op, policy, draws);
        List<Integer> waits = new ArrayList<>();
        long waited = 0;
        int retry = 0;
        Iterator<Outcome> attempts = outcomes.iterator();
        while (attempts.hasNext()) {
            Decision decision = Classify.solve(attempts.next(), op);
            switch (decision) {
                case OK:
                    return new Result(waits, Verdict.OK);
                case FAILED:
                    return new Result(waits, Verdict.FAILED);
                case UNKNOWN:
                    return new Result(waits, Verdict.UNKNOWN);
                default:
                    break;
            }
            if (!attempts.hasNext()) {
                break; // step 2: a RETRY with no outcome after it
            }
            retry++;
            if (retry > draws.size()) {
                throw new IllegalArgumentException("draws has no draw for retry " + retry);
            }
            int wait = EqualJitter.solve(retry, policy, draws.get(retry - 1));
            if (waited + wait > policy.budget()) {
                break; // step 3: this wait is not taken
            }
            waits.add(wait);
            waited += wait;
        }
        return new Result(waits, Verdict.GAVE_UP);
    }

    private static void refuseBadInput(List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws) {
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
        for (Outcome outcome : outcomes) {
            if (outcome == null) {
                throw new IllegalArgumentException("outcomes holds a null");
            }
        }
        for (Integer draw : draws) {
            if (draw == null) {
                throw new IllegalArgumentException("draws holds a null");
            }
            if (draw < 0 || draw > 99) {
                throw new IllegalArgumentException("draws holds a draw outside 0..99");
            }
        }
    }
}
