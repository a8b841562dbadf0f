package retrykit.grader.hidden.classify;

import static retrykit.feedback.rules.ClassifyRules.AMBIGUOUS_IDEMPOTENT;
import static retrykit.feedback.rules.ClassifyRules.AMBIGUOUS_WRITE;
import static retrykit.feedback.rules.ClassifyRules.EVERY_5XX;
import static retrykit.feedback.rules.ClassifyRules.INVALID;
import static retrykit.feedback.rules.ClassifyRules.REFUSED;
import static retrykit.feedback.rules.ClassifyRules.REJECTED;
import static retrykit.feedback.rules.ClassifyRules.RETRY_ONLY_WHEN_HARMLESS;
import static retrykit.feedback.rules.ClassifyRules.SUCCESS;
import static retrykit.grader.hidden.classify.Generators.ambiguous;
import static retrykit.grader.hidden.classify.Generators.idempotent;
import static retrykit.grader.hidden.classify.Generators.operations;
import static retrykit.grader.hidden.classify.Generators.outcomes;
import static retrykit.grader.hidden.classify.Generators.refused;
import static retrykit.grader.hidden.classify.Generators.rejected;

import org.junit.jupiter.api.DisplayName;
import retrykit.classify.Classify;
import retrykit.classify.Decision;
import retrykit.classify.Operation;
import retrykit.classify.Outcome;
import retrykit.feedback.JavaText;
import retrykit.feedback.Rule;
import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.property.Prop;
import retrykit.grader.property.Property;

/**
 * Stage 01's hidden rubric: each property states one rule of the table on its own terms (never
 * by asking the reference), so its failure can say which rule broke.
 */
@DisplayName("Stage 01: classify outcomes")
class ClassifyProperties {

    private static Decision classify(Rule rule, Outcome outcome, Operation op, Decision expected) {
        return rule.check(JavaText.call("Classify.solve", outcome, op), () -> Classify.solve(outcome, op))
                .returns(expected);
    }

    @Property(points = 1)
    @DisplayName("an ok outcome is OK for every operation")
    void okIsOk(Prop prop) {
        prop.forAll(operations(), op -> classify(SUCCESS, Outcome.ok(), op, Decision.OK));
    }

    @Property(points = 2)
    @DisplayName("a refusal (429, not sent) is retried for every operation, writes included")
    void refusedIsRetriedForEveryOperation(Prop prop) {
        prop.forAll(refused(), operations(), (outcome, op) -> classify(REFUSED, outcome, op, Decision.RETRY));
    }

    @Property(points = 3)
    @DisplayName("a timeout or any 5xx on an unkeyed WRITE is UNKNOWN, never resent")
    void ambiguousWriteIsUnknown(Prop prop) {
        prop.forAll(ambiguous(), outcome -> classify(AMBIGUOUS_WRITE, outcome, Operation.WRITE, Decision.UNKNOWN));
    }

    @Property(points = 2)
    @DisplayName("any 4xx but 429 fails at once (400, 401, 404, 422 are never retried)")
    void rejectionFailsAtOnce(Prop prop) {
        prop.forAll(rejected(), operations(), (outcome, op) -> classify(REJECTED, outcome, op, Decision.FAILED));
    }

    @Property(points = 2)
    @DisplayName("not every failure is retried: RETRY only for a refusal, or an ambiguous read or keyed write")
    void notEveryFailureIsRetried(Prop prop) {
        prop.forAll(outcomes(), operations(), (outcome, op) -> {
            boolean safe = outcome instanceof Outcome.NotSent
                    || (outcome instanceof Outcome.Status s && s.code() == 429)
                    || ((outcome instanceof Outcome.Timeout
                                    || (outcome instanceof Outcome.Status s5 && s5.code() >= 500))
                            && op != Operation.WRITE);
            RETRY_ONLY_WHEN_HARMLESS
                    .check(JavaText.call("Classify.solve", outcome, op), () -> Classify.solve(outcome, op))
                    .satisfies(
                            safe ? "Decision.RETRY" : "anything but Decision.RETRY",
                            d -> org.assertj.core.api.Assertions.assertThat(d == Decision.RETRY)
                                    .isEqualTo(safe));
        });
    }

    @Property(points = 2)
    @DisplayName("every 5xx (500..599) is ambiguous, not only 500, 502, 503 and 504")
    void everyServerErrorIsAmbiguous(Prop prop) {
        prop.forAll(
                KitGen.serverErrors(),
                operations(),
                (code, op) -> classify(
                        EVERY_5XX,
                        Outcome.status(code),
                        op,
                        op == Operation.WRITE ? Decision.UNKNOWN : Decision.RETRY));
    }

    @Property(points = 2)
    @DisplayName("a timeout or 5xx on a READ or KEYED_WRITE is retried (the key makes the copy harmless)")
    void keyedWriteIsResentAfterAmbiguity(Prop prop) {
        prop.forAll(
                ambiguous(),
                idempotent(),
                (outcome, op) -> classify(AMBIGUOUS_IDEMPOTENT, outcome, op, Decision.RETRY));
    }

    @Property(points = 1)
    @DisplayName("a null outcome or operation is refused with IllegalArgumentException naming it")
    void invalidInputIsRefused(Prop prop) {
        prop.forAll(outcomes(), operations(), (outcome, op) -> {
            INVALID.check(JavaText.call("Classify.solve", null, op), () -> Classify.solve(null, op))
                    .rejects("outcome");
            INVALID.check(JavaText.call("Classify.solve", outcome, null), () -> Classify.solve(outcome, null))
                    .rejects("op");
        });
    }
}
