package retrykit.grader.hidden.classify;

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
import retrykit.feedback.Lesson;
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

    static final Lesson LESSON = new Lesson("01", "Classify outcomes");

    private static Decision classify(Rule rule, Outcome outcome, Operation op, Decision expected) {
        return rule.check(JavaText.call("Classify.solve", outcome, op), () -> Classify.solve(outcome, op)).returns(expected);
    }

    @Property(points = 1)
    @DisplayName("an ok outcome is OK for every operation")
    void okIsOk(Prop prop) {
        Rule rule = LESSON.rule("Rule 1: success ends the call", "an ok outcome is OK for every operation",
                "nothing is left to do; another copy would only repeat the work");
        prop.forAll(operations(), op -> classify(rule, Outcome.ok(), op, Decision.OK));
    }

    @Property(points = 2)
    @DisplayName("a refusal (429, not sent) is retried for every operation, writes included")
    void refusedIsRetriedForEveryOperation(Prop prop) {
        Rule rule = LESSON.rule("Rule 2: a refusal may be resent", "not sent and 429 are RETRY for every operation",
                "the server did nothing, so a copy cannot duplicate anything; giving up loses a write that was never made");
        prop.forAll(refused(), operations(), (outcome, op) -> classify(rule, outcome, op, Decision.RETRY));
    }

    @Property(points = 3)
    @DisplayName("a timeout or any 5xx on an unkeyed WRITE is UNKNOWN, never resent")
    void ambiguousWriteIsUnknown(Prop prop) {
        Rule rule = LESSON.rule("Rule 4: an ambiguous write is never resent",
                "a timeout or any 5xx on an unkeyed WRITE is UNKNOWN",
                "the server may have saved the record before it failed; a resend books it twice and nobody logs it");
        prop.forAll(ambiguous(), outcome -> classify(rule, outcome, Operation.WRITE, Decision.UNKNOWN));
    }

    @Property(points = 2)
    @DisplayName("any 4xx but 429 fails at once (400, 401, 404, 422 are never retried)")
    void rejectionFailsAtOnce(Prop prop) {
        Rule rule = LESSON.rule("Rule 5: a rejection fails at once", "any 4xx other than 429 is FAILED for every operation",
                "the same request fails the same way every time; retrying only delays the real error");
        prop.forAll(rejected(), operations(), (outcome, op) -> classify(rule, outcome, op, Decision.FAILED));
    }

    @Property(points = 2)
    @DisplayName("not every failure is retried: RETRY only for a refusal, or an ambiguous read or keyed write")
    void notEveryFailureIsRetried(Prop prop) {
        Rule rule = LESSON.rule("The rule", "RETRY only when the server did nothing, or when a copy is harmless",
                "a policy that retries every failure resends rejected requests and ambiguous writes alike");
        prop.forAll(outcomes(), operations(), (outcome, op) -> {
            boolean safe = outcome instanceof Outcome.NotSent
                    || outcome instanceof Outcome.Status s && s.code() == 429
                    || (outcome instanceof Outcome.Timeout || outcome instanceof Outcome.Status s5 && s5.code() >= 500)
                            && op != Operation.WRITE;
            rule.check(JavaText.call("Classify.solve", outcome, op), () -> Classify.solve(outcome, op))
                    .satisfies(safe ? "Decision.RETRY" : "anything but Decision.RETRY",
                            d -> org.assertj.core.api.Assertions.assertThat(d == Decision.RETRY).isEqualTo(safe));
        });
    }

    @Property(points = 2)
    @DisplayName("every 5xx (500..599) is ambiguous, not only 500, 502, 503 and 504")
    void everyServerErrorIsAmbiguous(Prop prop) {
        Rule rule = LESSON.rule("Rule 3: an ambiguous read or keyed write may be resent",
                "every status from 500 to 599 is ambiguous, like 500",
                "a 507 or a 529 says as little about the write as a 500 does");
        prop.forAll(KitGen.serverErrors(), operations(), (code, op) ->
                classify(rule, Outcome.status(code), op, op == Operation.WRITE ? Decision.UNKNOWN : Decision.RETRY));
    }

    @Property(points = 2)
    @DisplayName("a timeout or 5xx on a READ or KEYED_WRITE is retried (the key makes the copy harmless)")
    void keyedWriteIsResentAfterAmbiguity(Prop prop) {
        Rule rule = LESSON.rule("Rule 3: an ambiguous read or keyed write may be resent",
                "a timeout or any 5xx is RETRY for READ and KEYED_WRITE",
                "a read changes nothing and the provider deduplicates a keyed write; stopping here gives up on a safe retry");
        prop.forAll(ambiguous(), idempotent(), (outcome, op) -> classify(rule, outcome, op, Decision.RETRY));
    }

    @Property(points = 1)
    @DisplayName("a null outcome or operation is refused with IllegalArgumentException naming it")
    void invalidInputIsRefused(Prop prop) {
        Rule rule = LESSON.rule("Rule 6: invalid input is refused",
                "a null argument throws IllegalArgumentException naming it",
                "a wrong answer or a NullPointerException hides the caller's bug");
        prop.forAll(outcomes(), operations(), (outcome, op) -> {
            rule.check(JavaText.call("Classify.solve", null, op), () -> Classify.solve(null, op)).rejects("outcome");
            rule.check(JavaText.call("Classify.solve", outcome, null), () -> Classify.solve(outcome, null)).rejects("op");
        });
    }
}
