package retrykit.grader.hidden.budget;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import retrykit.budget.Operation;
import retrykit.budget.Outcome;
import retrykit.budget.Policy;
import retrykit.feedback.JavaText;
import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.property.Gen;

/**
 * Stage 03's values, built from the kit's shared generators. Lists of outcomes are short (up to
 * ten attempts) and mostly failures, so that retries are made and budgets are spent. Each call
 * shrinks toward fewer outcomes, status 500, 429 or 400, draws of 0, and small policies.
 */
final class Generators {
    private Generators() {}

    /** One call of {@code BudgetCap.solve}; a list may hold a null only in an invalid call. */
    record Call(List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws) {

        /** The call as Java text, so a learner can paste it into a test. */
        String text() {
            return JavaText.call("BudgetCap.solve", outcomes, op, policy, draws);
        }

        int size() {
            return outcomes.size();
        }
    }

    /**
     * An invalid call, and what the IllegalArgumentException's message must name: the argument,
     * or the bad value where there is one (null where there is none).
     */
    record Invalid(Call call, String argument, Object value) {}

    // ---- operations and outcomes ------------------------------------------------------------

    static Gen<Operation> operations() {
        return Gen.oneOf(Operation.READ, Operation.KEYED_WRITE, Operation.WRITE);
    }

    static Gen<Operation> idempotent() {
        return Gen.oneOf(Operation.READ, Operation.KEYED_WRITE);
    }

    private static final KitGen.Outcomes<Outcome> OUTCOMES =
            new KitGen.Outcomes<>(Outcome.ok(), Outcome.notSent(), Outcome.timeout(), Outcome::status);

    static Gen<Outcome> refused() {
        return OUTCOMES.refused();
    }

    static Gen<Outcome> ambiguous() {
        return OUTCOMES.ambiguous();
    }

    static Gen<Outcome> rejected() {
        return OUTCOMES.rejected();
    }

    /** An outcome that {@code op} retries: a refusal, or a timeout or 5xx unless op is an unkeyed WRITE. */
    static Gen<Outcome> retried(Operation op) {
        if (op == Operation.WRITE) {
            return Gen.oneOfGens(Gen.constant(Outcome.status(429)), Gen.constant(Outcome.notSent()));
        }
        return Gen.frequency(Gen.weighted(3, ambiguous()), Gen.weighted(2, refused()));
    }

    /** Any outcome, mostly one that {@code op} retries, now and then an answer or an ambiguous write. */
    static Gen<Outcome> outcomes(Operation op) {
        return Gen.frequency(
                Gen.weighted(7, retried(op)),
                Gen.weighted(1, ambiguous()),
                Gen.weighted(1, rejected()),
                Gen.weighted(1, Gen.constant(Outcome.ok())));
    }

    /** What may follow the attempt that ends a call: anything, to show whether it was sent. */
    static Gen<List<Outcome>> tails(int max) {
        Gen<Outcome> any = Gen.frequency(
                Gen.weighted(2, Gen.constant(Outcome.ok())),
                Gen.weighted(2, ambiguous()),
                Gen.weighted(2, refused()),
                Gen.weighted(1, rejected()));
        return Gen.listOf(any, 0, max);
    }

    // ---- policies and draws -----------------------------------------------------------------

    /** A draw outside 0..99, shrinking toward 100 or -1. */
    static Gen<Integer> badDraws() {
        return Gen.oneOfGens(
                Gen.ints(100, Integer.MAX_VALUE).withEdges(100, 101, 250, 1000, Integer.MAX_VALUE),
                Gen.ints(Integer.MIN_VALUE, -1, -1).withEdges(-1, -2, -100, Integer.MIN_VALUE));
    }

    /**
     * A call on {@code op} with these outcomes: base and cap from {@code sizes}, one valid draw
     * for every retry the outcomes could need ({@code size - 1}) plus up to {@code spare} more,
     * and a budget that {@code budgets} picks from {@code totals}: {@code totals[j]} is the sum of
     * the first {@code j} waits, by the rule restated in {@link Restated#waitOf}.
     */
    static Gen<Call> call(Operation op, List<Outcome> outcomes, Sizes sizes, int spare, Budgets budgets) {
        int retries = Math.max(0, outcomes.size() - 1);
        return sizes.baseCaps()
                .flatMap(baseCap -> Gen.listOf(KitGen.draws(), retries, retries + spare)
                        .flatMap(draws -> {
                            long[] totals = new long[retries + 1];
                            for (int k = 1; k <= retries; k++) {
                                totals[k] = totals[k - 1]
                                        + Restated.waitOf(k, baseCap.base(), baseCap.cap(), draws.get(k - 1));
                            }
                            return budgets.apply(totals)
                                    .map(budget -> new Call(list(outcomes), op, baseCap.policy(budget), list(draws)));
                        }));
    }

    // ---- calls ------------------------------------------------------------------------------

    /** Any valid call of 0..10 outcomes (at least {@code min}), policies of any size, any budget. */
    static Gen<Call> anyCalls(int min) {
        return operations()
                .flatMap(op -> Gen.listOf(outcomes(op), min, 10)
                        .flatMap(outcomes -> call(op, outcomes, Sizes.ANY, 2, Budgets::anyBudget)));
    }

    /**
     * Calls that keep failing under a huge policy with a budget near Integer.MAX_VALUE: the waits
     * so far plus the next one pass the int range (Rule 5's "mind the arithmetic").
     */
    static Gen<Call> hugeCalls() {
        return operations()
                .flatMap(op -> Gen.listOf(retried(op), 3, 8)
                        .flatMap(outcomes -> call(
                                op,
                                outcomes,
                                Sizes.HUGE,
                                1,
                                totals -> Gen.frequency(
                                        Gen.weighted(2, Gen.constant(Integer.MAX_VALUE)),
                                        Gen.weighted(1, Gen.ints(Integer.MAX_VALUE / 2, Integer.MAX_VALUE)),
                                        Gen.weighted(1, Budgets.anyBudget(totals))))));
    }

    /** Any call, and now and then a huge one whose running total would not fit an int. */
    static Gen<Call> anyOrHugeCalls() {
        return Gen.frequency(Gen.weighted(4, anyCalls(0)), Gen.weighted(1, hugeCalls()));
    }

    /** Like {@link #anyCalls}, but the budget is mostly too large to matter: many waits are taken. */
    static Gen<Call> longCalls() {
        return operations()
                .flatMap(op -> Gen.listOf(outcomes(op), 1, 10)
                        .flatMap(outcomes -> call(
                                op,
                                outcomes,
                                Sizes.ANY,
                                2,
                                totals -> Gen.frequency(
                                        Gen.weighted(3, Gen.constant(Integer.MAX_VALUE)),
                                        Gen.weighted(1, Budgets.anyBudget(totals))))));
    }

    /** Retried outcomes, then an OK or a rejection, then anything; the budget never matters. */
    static Gen<Call> answeredCalls() {
        return operations()
                .flatMap(op -> Gen.zip(
                                Gen.zip(
                                        Gen.listOf(retried(op), 0, 6),
                                        Gen.oneOfGens(Gen.constant(Outcome.ok()), rejected()),
                                        Generators::append),
                                tails(3),
                                Generators::concat)
                        .flatMap(outcomes -> call(op, outcomes, Sizes.MODERATE, 2, Budgets::roomy)));
    }

    /** A WRITE: refusals, then a timeout or 5xx, then anything; the budget never matters. */
    static Gen<Call> unknownWrites() {
        return Gen.zip(
                        Gen.zip(Gen.listOf(refused(), 0, 5), ambiguous(), Generators::append),
                        tails(4),
                        Generators::concat)
                .flatMap(outcomes -> call(Operation.WRITE, outcomes, Sizes.MODERATE, 2, Budgets::roomy));
    }

    /** A READ or KEYED_WRITE: retried outcomes with at least one timeout or 5xx among them, then ok. */
    static Gen<Call> ambiguousIdempotentCalls() {
        return idempotent()
                .flatMap(op -> Gen.zip(
                                Gen.zip(Gen.listOf(retried(op), 0, 4), ambiguous(), Generators::append),
                                Gen.listOf(retried(op), 0, 4),
                                Generators::concat)
                        .map(outcomes -> append(outcomes, Outcome.ok()))
                        .flatMap(outcomes -> call(op, outcomes, Sizes.MODERATE, 2, Budgets::roomy)));
    }

    /** Only outcomes that op retries, 1..10 of them, with just enough draws; the budget never matters. */
    static Gen<Call> exhaustedCalls() {
        return operations()
                .flatMap(op -> Gen.listOf(retried(op), 1, 10)
                        .flatMap(outcomes -> call(op, outcomes, Sizes.MODERATE, 2, Budgets::roomy)));
    }

    /** No outcomes at all, with any policy and any valid draws. */
    static Gen<Call> emptyCalls() {
        return operations().flatMap(op -> call(op, List.of(), Sizes.ANY, 3, totals -> KitGen.budgets()));
    }

    /** 1..9 retried outcomes, then one more of any kind: every retried outcome is followed by an attempt. */
    private static Gen<List<Outcome>> retriedThenOne(Operation op) {
        Gen<Outcome> last = Gen.frequency(
                Gen.weighted(3, Gen.constant(Outcome.ok())), Gen.weighted(2, retried(op)), Gen.weighted(1, rejected()));
        return Gen.zip(Gen.listOf(retried(op), 1, 9), last, Generators::append);
    }

    /**
     * A call whose budget stops it: the first j waits fit (j from 0), the next one does not. Base
     * and cap are at least 2, so every wait is at least 1 s and a budget between the two totals
     * exists; it is often exactly the total of the first j waits.
     */
    static Gen<Call> budgetStoppedCalls() {
        return operations()
                .flatMap(op -> retriedThenOne(op)
                        .flatMap(outcomes -> call(
                                op,
                                outcomes,
                                Sizes.NO_ZERO_WAITS,
                                2,
                                totals -> Gen.ints(0, totals.length - 2)
                                        .flatMap(j -> Gen.longs(totals[j], totals[j + 1] - 1, totals[j])
                                                .withEdges(totals[j])
                                                .map(Budgets::clamp)))));
    }

    /** A call whose budget is exactly the total of its first j waits, j from 1. */
    static Gen<Call> budgetReachedCalls() {
        return operations()
                .flatMap(op -> retriedThenOne(op)
                        .flatMap(outcomes -> call(
                                op,
                                outcomes,
                                Sizes.MODERATE,
                                2,
                                totals -> Gen.ints(1, totals.length - 1).map(j -> Budgets.clamp(totals[j])))));
    }

    /**
     * A call whose retry k finds no draw: the first k outcomes are retried and another follows,
     * only k - 1 draws are given, and the budget would cover the wait whatever its draw.
     */
    static Gen<Call> missingDrawCalls() {
        return operations()
                .flatMap(op -> Gen.zip(
                                Gen.listOf(retried(op), 1, 6), Gen.listOf(outcomes(op), 1, 3), Generators::concat)
                        .flatMap(outcomes -> Sizes.MODERATE.baseCaps().flatMap(baseCap -> {
                            int k = leadingRetried(outcomes, op);
                            long most = 0; // every wait as if drawn 99: the most the first k waits can be
                            for (int retry = 1; retry <= k; retry++) {
                                most += Restated.waitOf(retry, baseCap.base(), baseCap.cap(), 99);
                            }
                            long enough = most;
                            return Gen.zip(
                                    Gen.listOf(KitGen.draws(), k - 1, k - 1),
                                    Gen.ints(1, 300),
                                    (draws, slack) -> new Call(
                                            list(outcomes),
                                            op,
                                            baseCap.policy(Budgets.clamp(enough + slack)),
                                            list(draws)));
                        })));
    }

    /** How many outcomes at the start of {@code outcomes} op retries, at most size - 1. */
    private static int leadingRetried(List<Outcome> outcomes, Operation op) {
        int k = 0;
        while (k < outcomes.size() - 1 && Restated.decide(outcomes.get(k), op) == retrykit.budget.Decision.RETRY) {
            k++;
        }
        return k;
    }

    /** A call with exactly one thing wrong with it, and what the message must name. */
    static Gen<Invalid> invalidCalls() {
        // Draws for every retry even after a null outcome is slipped in: nothing else is wrong.
        Gen<Call> valid = operations()
                .flatMap(op -> Gen.listOf(outcomes(op), 0, 6)
                        .flatMap(outcomes -> Gen.listOf(KitGen.draws(), outcomes.size(), outcomes.size() + 2)
                                .flatMap(draws -> Gen.zip(
                                        Sizes.MODERATE.baseCaps(),
                                        KitGen.budgets(),
                                        (baseCap, budget) ->
                                                new Call(list(outcomes), op, baseCap.policy(budget), list(draws))))));
        return Gen.oneOfGens(
                valid.map(c -> new Invalid(new Call(null, c.op(), c.policy(), c.draws()), "outcomes", null)),
                valid.map(c -> new Invalid(new Call(c.outcomes(), null, c.policy(), c.draws()), "op", null)),
                valid.map(c -> new Invalid(new Call(c.outcomes(), c.op(), null, c.draws()), "policy", null)),
                valid.map(c -> new Invalid(new Call(c.outcomes(), c.op(), c.policy(), null), "draws", null)),
                valid.flatMap(c -> Gen.ints(0, c.size())
                        .map(at -> new Invalid(
                                new Call(inserted(c.outcomes(), at, null), c.op(), c.policy(), c.draws()),
                                "outcomes",
                                null))),
                valid.flatMap(c -> Gen.ints(0, c.draws().size())
                        .map(at -> new Invalid(
                                new Call(c.outcomes(), c.op(), c.policy(), inserted(c.draws(), at, null)),
                                "draws",
                                null))),
                valid.flatMap(c -> Gen.zip(
                        Gen.ints(0, c.draws().size()),
                        badDraws(),
                        (at, bad) -> new Invalid(
                                new Call(c.outcomes(), c.op(), c.policy(), inserted(c.draws(), at, bad)),
                                "draws",
                                bad))));
    }

    // ---- lists ------------------------------------------------------------------------------

    /**
     * An unmodifiable copy that, unlike List.of, answers contains(null) and holds a null if asked:
     * any correct way of checking the lists must work on it.
     */
    static <T> List<T> list(List<T> values) {
        return Collections.unmodifiableList(new ArrayList<>(values));
    }

    private static <T> List<T> append(List<T> values, T last) {
        List<T> out = new ArrayList<>(values);
        out.add(last);
        return list(out);
    }

    private static <T> List<T> concat(List<T> first, List<T> second) {
        List<T> out = new ArrayList<>(first);
        out.addAll(second);
        return list(out);
    }

    private static <T> List<T> inserted(List<T> values, int at, T value) {
        List<T> out = new ArrayList<>(values);
        out.add(at, value);
        return Collections.unmodifiableList(out);
    }
}
