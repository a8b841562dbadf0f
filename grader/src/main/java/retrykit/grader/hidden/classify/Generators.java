package retrykit.grader.hidden.classify;

import retrykit.classify.Operation;
import retrykit.classify.Outcome;
import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.property.Gen;

/** Stage 01's values, built from the kit's shared generators. */
final class Generators {
    private Generators() {}

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

    /** Any outcome at all, shrinking toward a 500. */
    static Gen<Outcome> outcomes() {
        return Gen.oneOfGens(ambiguous(), refused(), rejected(), Gen.constant(Outcome.ok()));
    }
}
