package retrykit.budget;

import java.util.ArrayList;
import java.util.List;

/** A right answer in a learner's own style (a running total in a long, checked before each wait): the base the stage-03 mistakes are edits of. */
public final class BudgetCap {
    private BudgetCap() {}

    public static Result solve(List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws) {
        check(outcomes, op, policy, draws);
        List<Integer> waits = new ArrayList<>();
        long spent = 0;
        for (int i = 0; i < outcomes.size(); i++) {
            Decision decision = Classify.solve(outcomes.get(i), op);
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
            int retry = i + 1;
            if (retry > draws.size()) {
                throw new IllegalArgumentException("retry " + retry + " has no draw: draws holds " + draws.size());
            }
            int wait = EqualJitter.solve(retry, policy, draws.get(retry - 1));
            if (spent + wait > policy.budget()) {
                return new Result(waits, Verdict.GAVE_UP);
            }
            waits.add(wait);
            spent += wait;
        }
        return new Result(waits, Verdict.GAVE_UP);
    }

    private static void check(List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws) {
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
        for (Outcome outcome : outcomes) { // not outcomes.contains(null), which a List.of(...) answers with a NullPointerException
            if (outcome == null) {
                throw new IllegalArgumentException("outcomes must not hold null: " + outcomes);
            }
        }
        for (Integer draw : draws) {
            if (draw == null || draw < 0 || draw > 99) {
                throw new IllegalArgumentException("draws must be whole percentages 0..99, not " + draw);
            }
        }
    }
}
