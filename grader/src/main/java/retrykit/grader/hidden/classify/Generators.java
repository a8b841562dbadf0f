package retrykit.grader.hidden.classify;

import retrykit.classify.Operation;
import retrykit.classify.Outcome;
import retrykit.grader.property.Gen;
import retrykit.grader.property.KitGen;

/** Stage 01's values, built from the kit's shared generators. */
final class Generators {
    private Generators() {}

    static Gen<Operation> operations() {
        return Gen.oneOf(Operation.READ, Operation.KEYED_WRITE, Operation.WRITE);
    }

    static Gen<Operation> idempotent() {
        return Gen.oneOf(Operation.READ, Operation.KEYED_WRITE);
    }

    /** Refused: the server did nothing (429, or the connection never opened). */
    static Gen<Outcome> refused() {
        return Gen.oneOf(Outcome.status(429), Outcome.notSent());
    }

    /** Ambiguous: a timeout or any 5xx, shrinking toward 500. */
    static Gen<Outcome> ambiguous() {
        return Gen.oneOfGens(KitGen.serverErrors().map(Outcome::status), Gen.constant(Outcome.timeout()));
    }

    /** Rejected: any 4xx but 429, shrinking toward 400. */
    static Gen<Outcome> rejected() {
        return KitGen.rejections().map(Outcome::status);
    }

    /** Any outcome at all, shrinking toward a 500. */
    static Gen<Outcome> outcomes() {
        return Gen.oneOfGens(ambiguous(), refused(), rejected(), Gen.constant(Outcome.ok()));
    }
}
