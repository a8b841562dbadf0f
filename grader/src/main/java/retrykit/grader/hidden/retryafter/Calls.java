package retrykit.grader.hidden.retryafter;

import java.util.ArrayList;
import java.util.List;
import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.property.Gen;
import retrykit.retryafter.Operation;
import retrykit.retryafter.Outcome;
import retrykit.retryafter.Policy;

/** Stage 04's calls: operations, policies, attempts whose error statuses carry headers, and draws. */
final class Calls {
    private Calls() {}

    static Gen<Operation> operations() {
        return Gen.oneOf(Operation.READ, Operation.KEYED_WRITE, Operation.WRITE);
    }

    /**
     * Any policy the type allows: mostly the lesson's own sizes, shrinking toward its
     * {@code Policy(2, 60, 120)} so that a failure reads like the README's examples; sometimes
     * any numbers at all, near Integer.MAX_VALUE included.
     */
    static Gen<Policy> policies() {
        Gen<Policy> lessonSized = Gen.combine(
                        Gen.ints(1, 120, 2).withEdges(1, 2, 60),
                        Gen.ints(1, 120, 60).withEdges(1, 2, 60),
                        Gen.ints(0, 300, 120).withEdges(0, 1, 120))
                .as(Policy::new);
        Gen<Policy> any = Gen.combine(KitGen.secondsAtLeastOne(), KitGen.secondsAtLeastOne(), KitGen.budgets())
                .as(Policy::new);
        return Gen.frequency(Gen.weighted(7, lessonSized), Gen.weighted(3, any));
    }

    /** An attempt that op retries; an error status carries a header from {@code plans}. */
    static Gen<Step> retried(Operation op, Gen<Plan> plans) {
        Gen<Step> tooMany = plans.map(plan -> Step.status(429, plan));
        Gen<Step> notSent = Gen.constant(Step.of(Outcome.notSent()));
        if (op == Operation.WRITE) {
            return Gen.oneOfGens(tooMany, notSent);
        }
        Gen<Step> serverError = Gen.zip(KitGen.serverErrors(), plans, Step::status);
        return Gen.oneOfGens(serverError, tooMany, notSent, Gen.constant(Step.of(Outcome.timeout())));
    }

    /** An attempt that ends the call for op: ok, a rejection, or (for a WRITE) an ambiguous outcome. */
    static Gen<Step> ending(Operation op, Gen<Plan> plans) {
        Gen<Step> ok = Gen.constant(Step.of(Outcome.ok()));
        Gen<Step> rejected = Gen.zip(KitGen.rejections(), plans, Step::status);
        if (op != Operation.WRITE) {
            return Gen.oneOfGens(ok, rejected);
        }
        Gen<Step> serverError = Gen.zip(KitGen.serverErrors(), plans, Step::status);
        return Gen.oneOfGens(ok, rejected, serverError, Gen.constant(Step.of(Outcome.timeout())));
    }

    /** Any attempt, mostly retried ones so that calls run for a while. */
    static Gen<Step> steps(Operation op, Gen<Plan> plans) {
        // The ending attempts first, so that an attempt the failure does not need shrinks to ok.
        return Gen.frequency(Gen.weighted(1, ending(op, plans)), Gen.weighted(6, retried(op, plans)));
    }

    /** Calls of up to 12 attempts whose error statuses carry headers from {@code plans}, with a draw for every retry. */
    static Gen<Scenario> scenarios(Gen<Plan> plans) {
        return scenarios(plans, policies());
    }

    static Gen<Scenario> scenarios(Gen<Plan> plans, Gen<Policy> policies) {
        return operations().flatMap(op -> withPolicyAndDraws(Gen.listOf(steps(op, plans), 0, 12), op, policies));
    }

    /** Attempts and a policy, before their draws. */
    private record Attempts(List<Step> steps, Policy policy) {}

    /** Adds a policy and enough draws (one per retry, sometimes one or two spare) to a list of attempts. */
    static Gen<Scenario> withPolicyAndDraws(Gen<List<Step>> steps, Operation op, Gen<Policy> policies) {
        return Gen.combine(steps, policies).as(Attempts::new).flatMap(a -> {
            int retries = Math.max(0, a.steps().size() - 1);
            return Gen.listOf(KitGen.draws(), retries, retries + 2)
                    .map(draws -> new Scenario(a.steps(), op, a.policy(), draws));
        });
    }

    /**
     * Calls that end on an outcome carrying a valid Retry-After that must not be obeyed: a 5xx on
     * a WRITE (UNKNOWN), a rejection (FAILED), or a retried outcome that is the last one (GAVE_UP).
     */
    static Gen<Scenario> decidedDespiteTheHeader() {
        Gen<Plan> asking = Plan.of(Amount.longerThanTheBackoff(), Spelling.digitsOrDates());
        Gen<Operation> ops = Gen.frequency(
                Gen.weighted(2, Gen.constant(Operation.WRITE)),
                Gen.weighted(1, Gen.constant(Operation.READ)),
                Gen.weighted(1, Gen.constant(Operation.KEYED_WRITE)));
        return ops.flatMap(op -> {
            // Before the end, no Retry-After: the item is about the decision, and its waits are the backoff's.
            Gen<List<Step>> prefix = Gen.listOf(retried(op, HeaderPlans.noRetryAfter()), 0, 3);
            Gen<List<Step>> tail = Gen.listOf(steps(op, Gen.oneOfGens(HeaderPlans.noRetryAfter(), asking)), 0, 2);
            Gen<Step> rejected = Gen.zip(KitGen.rejections(), asking, Step::status);
            Gen<List<Step>> ends;
            if (op == Operation.WRITE) {
                Gen<Step> unknown = Gen.zip(KitGen.serverErrors(), asking, Step::status);
                ends = Gen.oneOfGens(
                        Gen.zip(unknown, tail, Calls::then),
                        Gen.zip(rejected, tail, Calls::then),
                        retried(op, asking).map(step -> List.of(step)));
            } else {
                ends = Gen.oneOfGens(
                        Gen.zip(rejected, tail, Calls::then),
                        retried(op, asking).map(step -> List.of(step)));
            }
            return withPolicyAndDraws(Gen.zip(prefix, ends, Calls::joined), op, policies());
        });
    }

    private static List<Step> then(Step first, List<Step> rest) {
        return joined(List.of(first), rest);
    }

    private static List<Step> joined(List<Step> first, List<Step> rest) {
        List<Step> all = new ArrayList<>(first);
        all.addAll(rest);
        return List.copyOf(all);
    }

    /**
     * Calls where every retry is made: one to six retried attempts and a last one, small waits,
     * and all the budget an int holds. Used to take a draw away that a retry then needs.
     */
    static Gen<Scenario> everyRetryMade() {
        Gen<Plan> small = Gen.frequency(
                Gen.weighted(1, Gen.constant(Plan.NO_HEADER)),
                Gen.weighted(1, Plan.of(Amount.fixed(Gen.ints(0, 100)), Spelling.digits())));
        Gen<Policy> policies =
                Gen.zip(Gen.ints(1, 10), Gen.ints(1, 60), (base, cap) -> new Policy(base, cap, Integer.MAX_VALUE));
        return operations().flatMap(op -> {
            Gen<List<Step>> steps = Gen.zip(
                    Gen.listOf(retried(op, small), 1, 6),
                    steps(op, small),
                    (retries, last) -> joined(retries, List.of(last)));
            return withPolicyAndDraws(steps, op, policies);
        });
    }
}
