package retrykit.grader.hidden.budget;

import java.util.function.Function;
import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.property.Gen;

/** How a generator picks a budget from the totals the call's waits could reach: {@code totals[j]} is the sum of the first j waits. */
@FunctionalInterface
interface Budgets extends Function<long[], Gen<Integer>> {

    /** A budget above every total: it never stops the call (and never is reached exactly). */
    static Gen<Integer> roomy(long[] totals) {
        long all = totals[totals.length - 1];
        if (all >= Integer.MAX_VALUE) {
            return Gen.constant(Integer.MAX_VALUE); // callers keep the totals below this
        }
        return Gen.frequency(
                Gen.weighted(4, Gen.ints(1, 300).withEdges(1, 60).map(slack -> clamp(all + slack))),
                Gen.weighted(1, Gen.constant(Integer.MAX_VALUE)));
    }

    /** Any budget, often exactly a total of the first j waits or one second off it. */
    static Gen<Integer> anyBudget(long[] totals) {
        Gen<Integer> j = Gen.ints(0, totals.length - 1);
        return Gen.frequency(
                Gen.weighted(3, KitGen.budgets()),
                Gen.weighted(3, j.map(i -> clamp(totals[i]))),
                Gen.weighted(2, Gen.zip(j, Gen.oneOf(-1, 1), (i, off) -> clamp(totals[i] + off))),
                Gen.weighted(2, roomy(totals)));
    }

    static int clamp(long seconds) {
        return (int) Math.max(0, Math.min(Integer.MAX_VALUE, seconds));
    }
}
