package retrykit.grader.hidden.budget;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import retrykit.budget.Decision;
import retrykit.budget.Operation;
import retrykit.budget.Outcome;
import retrykit.grader.hidden.budget.Generators.Call;

/**
 * What stage 03's hidden suite needs of stages 01 and 02, restated in the plainest arithmetic: it
 * never asks the reference, nor the given Classify and EqualJitter (a learner may have changed
 * those).
 */
final class Restated {
    private Restated() {}

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
        return half.add(c.subtract(half).multiply(BigInteger.valueOf(draw)).divide(BigInteger.valueOf(100)))
                .longValueExact();
    }

    /** The waits of retries 1..count of {@code c}, by the restated stage 02. */
    static List<Integer> waits(Call c, int count) {
        List<Integer> waits = new ArrayList<>();
        for (int k = 1; k <= count; k++) {
            waits.add((int)
                    waitOf(k, c.policy().base(), c.policy().cap(), c.draws().get(k - 1)));
        }
        return waits;
    }

    /** totals[j]: what the first j waits of {@code c} add up to. */
    static long[] totals(Call c, int retries) {
        long[] totals = new long[retries + 1];
        List<Integer> waits = waits(c, retries);
        for (int j = 1; j <= retries; j++) {
            totals[j] = totals[j - 1] + waits.get(j - 1);
        }
        return totals;
    }

    /** How many retries the outcomes allow: the leading RETRY outcomes that another outcome follows. */
    static int retriesAllowed(Call c) {
        int k = 0;
        while (k < c.size() - 1 && decide(c.outcomes().get(k), c.op()) == Decision.RETRY) {
            k++;
        }
        return k;
    }

    /** The most waits whose total stays within the budget, among the first {@code retries}. */
    static int fitting(long[] totals, int budget) {
        int j = 0;
        while (j + 1 < totals.length && totals[j + 1] <= budget) {
            j++;
        }
        return j;
    }
}
