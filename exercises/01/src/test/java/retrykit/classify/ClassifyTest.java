package retrykit.classify;

import static retrykit.classify.Operation.KEYED_WRITE;
import static retrykit.classify.Operation.READ;
import static retrykit.classify.Operation.WRITE;
import static retrykit.feedback.rules.ClassifyRules.AMBIGUOUS_IDEMPOTENT;
import static retrykit.feedback.rules.ClassifyRules.AMBIGUOUS_WRITE;
import static retrykit.feedback.rules.ClassifyRules.INVALID;
import static retrykit.feedback.rules.ClassifyRules.REFUSED;
import static retrykit.feedback.rules.ClassifyRules.REJECTED;
import static retrykit.feedback.rules.ClassifyRules.SUCCESS;

import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import retrykit.feedback.ExampleTimeLimit;
import retrykit.feedback.JavaText;
import retrykit.feedback.Rule;
import retrykit.feedback.StubShownOnce;

/** The given examples of stage 01: the whole table of README.md, rule by rule. */
// Outside the kit's loop (an IDE, surefire:test) a stub fails its first example in full, and skips the rest.
@ExtendWith({StubShownOnce.class, ExampleTimeLimit.class})
@DisplayName("Stage 01: classify outcomes")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClassifyTest {

    private static Decision classify(Rule rule, Outcome outcome, Operation op, Decision expected) {
        return rule.check(JavaText.call("Classify.solve", outcome, op), () -> Classify.solve(outcome, op))
                .returns(expected);
    }

    @Order(1)
    @ParameterizedTest(name = "ok on {0} is OK")
    @EnumSource(Operation.class)
    @DisplayName("Rule 1: an ok outcome is OK for every operation")
    void okIsOk(Operation op) {
        classify(SUCCESS, Outcome.ok(), op, Decision.OK);
    }

    @Order(2)
    @ParameterizedTest(name = "not sent on {0} is RETRY")
    @EnumSource(Operation.class)
    @DisplayName("Rule 2: a connection that never opened is RETRY, even for a WRITE")
    void notSentIsRetry(Operation op) {
        classify(REFUSED, Outcome.notSent(), op, Decision.RETRY);
    }

    @Order(3)
    @ParameterizedTest(name = "429 on {0} is RETRY")
    @EnumSource(Operation.class)
    @DisplayName("Rule 2: 429 Too Many Requests is RETRY, even for a WRITE")
    void tooManyRequestsIsRetry(Operation op) {
        classify(REFUSED, Outcome.status(429), op, Decision.RETRY);
    }

    static Stream<Arguments> ambiguousOutcomes() {
        return Stream.concat(
                        Stream.of(Named.of("timeout", Outcome.timeout())),
                        IntStream.of(500, 501, 502, 503, 504, 505, 507, 511, 529, 599)
                                .mapToObj(ClassifyTest::status))
                .map(Arguments::of);
    }

    /** A status as the README's table writes it, "500", and not as its record prints, Status[code=500]. */
    static Named<Outcome> status(int code) {
        return Named.of(String.valueOf(code), Outcome.status(code));
    }

    @Order(4)
    @ParameterizedTest(name = "{0} on READ is RETRY")
    @MethodSource("ambiguousOutcomes")
    @DisplayName("Rule 3: a timeout or any 5xx on a READ is RETRY")
    void ambiguousReadIsRetry(Outcome outcome) {
        classify(AMBIGUOUS_IDEMPOTENT, outcome, READ, Decision.RETRY);
    }

    @Order(5)
    @ParameterizedTest(name = "{0} on KEYED_WRITE is RETRY")
    @MethodSource("ambiguousOutcomes")
    @DisplayName("Rule 3: a timeout or any 5xx on a KEYED_WRITE is RETRY (the key makes the copy harmless)")
    void ambiguousKeyedWriteIsRetry(Outcome outcome) {
        classify(AMBIGUOUS_IDEMPOTENT, outcome, KEYED_WRITE, Decision.RETRY);
    }

    @Order(6)
    @ParameterizedTest(name = "{0} on WRITE is UNKNOWN")
    @MethodSource("ambiguousOutcomes")
    @DisplayName("Rule 4: a timeout or any 5xx on an unkeyed WRITE is UNKNOWN, never RETRY")
    void ambiguousWriteIsUnknown(Outcome outcome) {
        classify(AMBIGUOUS_WRITE, outcome, WRITE, Decision.UNKNOWN);
    }

    static Stream<Arguments> rejections() {
        return IntStream.of(400, 401, 403, 404, 405, 409, 410, 412, 413, 422, 428, 431, 451, 499)
                .boxed()
                .flatMap(code -> Stream.of(Operation.values()).map(op -> Arguments.of(status(code), op)));
    }

    @Order(7)
    @ParameterizedTest(name = "{0} on {1} is FAILED")
    @MethodSource("rejections")
    @DisplayName("Rule 5: any 4xx other than 429 is FAILED for every operation")
    void rejectionFails(Outcome outcome, Operation op) {
        classify(REJECTED, outcome, op, Decision.FAILED);
    }

    @Order(8)
    @Test
    @DisplayName("Rule 6: a null outcome is refused with IllegalArgumentException")
    void nullOutcomeIsRefused() {
        INVALID.check("Classify.solve(null, Operation.READ)", () -> Classify.solve(null, READ))
                .rejects("outcome");
    }

    @Order(9)
    @Test
    @DisplayName("Rule 6: a null operation is refused with IllegalArgumentException")
    void nullOperationIsRefused() {
        INVALID.check("Classify.solve(Outcome.ok(), null)", () -> Classify.solve(Outcome.ok(), null))
                .rejects("op");
    }
}
