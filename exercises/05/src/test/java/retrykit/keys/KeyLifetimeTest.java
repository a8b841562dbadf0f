package retrykit.keys;

import static retrykit.feedback.rules.KeyLifetimeRules.EMPTY;
import static retrykit.feedback.rules.KeyLifetimeRules.INVALID;
import static retrykit.feedback.rules.KeyLifetimeRules.LIFETIME;
import static retrykit.feedback.rules.KeyLifetimeRules.MAY_HAVE_COMMITTED;
import static retrykit.feedback.rules.KeyLifetimeRules.NOTHING_COMMITTED;
import static retrykit.feedback.rules.KeyLifetimeRules.REJECTED;
import static retrykit.feedback.rules.KeyLifetimeRules.SUCCESS;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import retrykit.feedback.ExampleTimeLimit;
import retrykit.feedback.JavaText;
import retrykit.feedback.Rule;
import retrykit.feedback.StubShownOnce;

/**
 * The given examples of stage 05: every row of the README's examples table (marked "example"),
 * and more rows that pin each rule, rule by rule. A row's name reads like the table:
 * {@code (key, sentAt, outcome)} per attempt, the time now, and the provider.
 */
// Outside the kit's loop (an IDE, surefire:test) a stub fails its first example in full, and skips the rest.
@ExtendWith({StubShownOnce.class, ExampleTimeLimit.class})
@DisplayName("Stage 05: idempotency key lifetime")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class KeyLifetimeTest {

    static final long DAY = 86_400;
    static final Provider HONOURS = new Provider(true, DAY);
    static final Provider IGNORES = new Provider(false, DAY);
    static final String FRESH = "fresh";

    private static Action decide(
            Rule rule, List<Attempt> history, long now, Provider provider, String freshKey, Action expected) {
        return rule.check(
                        JavaText.call("KeyLifetime.solve", history, now, provider, freshKey),
                        () -> KeyLifetime.solve(history, now, provider, freshKey))
                .returns(expected);
    }

    private static Attempt at(String key, long sentAt, Outcome outcome) {
        return new Attempt(key, sentAt, outcome);
    }

    private static List<Attempt> history(Attempt... attempts) {
        return List.of(attempts);
    }

    /** One row: its name for the report, then the arguments of solve (freshKey is "fresh") and the answer. */
    private static Arguments row(String name, List<Attempt> history, long now, Provider provider, Action expected) {
        return Arguments.of(name, history, now, provider, expected);
    }

    static final Outcome TIMEOUT = Outcome.timeout();
    static final Outcome OK = Outcome.ok();
    static final Outcome NOT_SENT = Outcome.notSent();

    static Outcome status(int code) {
        return Outcome.status(code);
    }

    // ---------------------------------------------------------------- Rule 1

    static Stream<Arguments> emptyHistories() {
        return Stream.of(
                row("example: (empty) at 0, keys honoured: Send(\"fresh\")", history(), 0, HONOURS, Action.send(FRESH)),
                row("(empty) at 0, keys ignored: Send(\"fresh\")", history(), 0, IGNORES, Action.send(FRESH)),
                row(
                        "(empty) at 5000, retention 0: Send(\"fresh\")",
                        history(),
                        5000,
                        new Provider(true, 0),
                        Action.send(FRESH)));
    }

    @Order(1)
    @ParameterizedTest(name = "{0}")
    @MethodSource("emptyHistories")
    @DisplayName("Rule 1: with no attempt yet, send under the fresh key")
    void emptyHistorySendsTheFreshKey(
            String name, List<Attempt> history, long now, Provider provider, Action expected) {
        decide(EMPTY, history, now, provider, FRESH, expected);
    }

    @Order(2)
    @Test
    @DisplayName("Rule 1: the fresh key is the one the caller passed, not a key of your own")
    void theFreshKeyIsTheCallersOwn() {
        decide(EMPTY, history(), 0, HONOURS, "order-1042-a", Action.send("order-1042-a"));
    }

    // ---------------------------------------------------------------- Rule 2

    static Stream<Arguments> successes() {
        return Stream.of(
                row(
                        "example: (k1, 0, timeout), (k1, 10, ok) at 20, keys honoured: Done",
                        history(at("k1", 0, TIMEOUT), at("k1", 10, OK)),
                        20,
                        HONOURS,
                        Action.done()),
                row("(k1, 0, ok) at 10, keys ignored: Done", history(at("k1", 0, OK)), 10, IGNORES, Action.done()),
                row(
                        "(null, 0, ok) at 200000, keys honoured: Done (no key needed to know it is complete)",
                        history(at(null, 0, OK)),
                        200_000,
                        HONOURS,
                        Action.done()),
                row(
                        "(k1, 0, timeout), (k2, 10, ok) at 20, keys honoured: Done",
                        history(at("k1", 0, TIMEOUT), at("k2", 10, OK)),
                        20,
                        HONOURS,
                        Action.done()),
                row(
                        "(k1, 0, ok), (k1, 10, 500) at 20, keys honoured: Done (any ok, not only the last)",
                        history(at("k1", 0, OK), at("k1", 10, status(500))),
                        20,
                        HONOURS,
                        Action.done()),
                row(
                        "(k1, 0, ok), (k1, 10, 422) at 20, keys honoured: Done (an ok outranks a later rejection)",
                        history(at("k1", 0, OK), at("k1", 10, status(422))),
                        20,
                        HONOURS,
                        Action.done()),
                row(
                        "(k1, 0, 500), (k2, 90000, ok), (k3, 95000, timeout) at 200000, keys ignored: Done",
                        history(at("k1", 0, status(500)), at("k2", 90_000, OK), at("k3", 95_000, TIMEOUT)),
                        200_000,
                        IGNORES,
                        Action.done()));
    }

    @Order(3)
    @ParameterizedTest(name = "{0}")
    @MethodSource("successes")
    @DisplayName("Rule 2: once any attempt came back ok, the answer is Done")
    void anySuccessIsDone(String name, List<Attempt> history, long now, Provider provider, Action expected) {
        decide(SUCCESS, history, now, provider, FRESH, expected);
    }

    // ---------------------------------------------------------------- Rule 3

    @Order(4)
    @Test
    @DisplayName("Rule 3 (example): (k1, 0, timeout), (k1, 10, 422) at 20, keys honoured: Failed")
    void exampleRejectionFails() {
        decide(REJECTED, history(at("k1", 0, TIMEOUT), at("k1", 10, status(422))), 20, HONOURS, FRESH, Action.failed());
    }

    @Order(5)
    @ParameterizedTest(name = "(k1, 0, timeout), (k1, 10, {0}) at 20, keys honoured: Failed")
    @ValueSource(ints = {400, 401, 403, 404, 405, 410, 412, 413, 422, 428, 451, 499})
    @DisplayName("Rule 3: a last 4xx other than 409 and 429 is Failed, even after a timeout")
    void lastRejectionFails(int code) {
        decide(
                REJECTED,
                history(at("k1", 0, TIMEOUT), at("k1", 10, status(code))),
                20,
                HONOURS,
                FRESH,
                Action.failed());
    }

    static Stream<Arguments> rejectionsWhateverTheKey() {
        return Stream.of(
                row(
                        "(k1, 0, 400) at 10, keys ignored: Failed",
                        history(at("k1", 0, status(400))),
                        10,
                        IGNORES,
                        Action.failed()),
                row(
                        "(null, 0, 422) at 10, keys honoured: Failed",
                        history(at(null, 0, status(422))),
                        10,
                        HONOURS,
                        Action.failed()),
                row(
                        "(k1, 0, 500), (k1, 90000, 401) at 90001, keys honoured: Failed (the key has expired, but a rejection still fails)",
                        history(at("k1", 0, status(500)), at("k1", 90_000, status(401))),
                        90_001,
                        HONOURS,
                        Action.failed()));
    }

    @Order(6)
    @ParameterizedTest(name = "{0}")
    @MethodSource("rejectionsWhateverTheKey")
    @DisplayName("Rule 3: a last rejection is Failed whatever the key and the provider")
    void rejectionFailsWhateverTheKey(
            String name, List<Attempt> history, long now, Provider provider, Action expected) {
        decide(REJECTED, history, now, provider, FRESH, expected);
    }

    static Stream<Arguments> earlierRejections() {
        return Stream.of(
                row(
                        "(k1, 0, 422), (k1, 10, 429) at 20, keys honoured: Send(\"k1\")",
                        history(at("k1", 0, status(422)), at("k1", 10, status(429))),
                        20,
                        HONOURS,
                        Action.send("k1")),
                row(
                        "(k1, 0, 400), (k1, 10, timeout) at 20, keys honoured: Send(\"k1\")",
                        history(at("k1", 0, status(400)), at("k1", 10, TIMEOUT)),
                        20,
                        HONOURS,
                        Action.send("k1")),
                row(
                        "(k1, 0, 400), (k1, 10, timeout) at 20, keys ignored: Reconcile",
                        history(at("k1", 0, status(400)), at("k1", 10, TIMEOUT)),
                        20,
                        IGNORES,
                        Action.reconcile()));
    }

    @Order(7)
    @ParameterizedTest(name = "{0}")
    @MethodSource("earlierRejections")
    @DisplayName("Rule 3: only the LAST outcome can fail the operation; an earlier 4xx is history")
    void onlyTheLastOutcomeFails(String name, List<Attempt> history, long now, Provider provider, Action expected) {
        decide(REJECTED, history, now, provider, FRESH, expected);
    }

    // ---------------------------------------------------------------- Rule 4

    static Stream<Arguments> lifetimes() {
        Provider forever = new Provider(true, Long.MAX_VALUE);
        return Stream.of(
                row(
                        "(k1, 0, timeout) at 86399, keys honoured: Send(\"k1\") (one second left)",
                        history(at("k1", 0, TIMEOUT)),
                        86_399,
                        HONOURS,
                        Action.send("k1")),
                row(
                        "example: (k1, 0, timeout) at 86400, keys honoured: Reconcile (the key has expired)",
                        history(at("k1", 0, TIMEOUT)),
                        86_400,
                        HONOURS,
                        Action.reconcile()),
                row(
                        "(k1, 0, timeout), (k1, 80000, 500) at 86400, keys honoured: Reconcile (counted from the first use, at 0)",
                        history(at("k1", 0, TIMEOUT), at("k1", 80_000, status(500))),
                        86_400,
                        HONOURS,
                        Action.reconcile()),
                row(
                        "(k1, 0, 429), (k1, 80000, 429) at 86400, keys honoured: Send(\"fresh\") (counted from the first use, at 0)",
                        history(at("k1", 0, status(429)), at("k1", 80_000, status(429))),
                        86_400,
                        HONOURS,
                        Action.send(FRESH)),
                row(
                        "(k1, 100, timeout), (k1, 200, 500), (k1, 300, 502) at 86499, keys honoured: Send(\"k1\")",
                        history(at("k1", 100, TIMEOUT), at("k1", 200, status(500)), at("k1", 300, status(502))),
                        86_499,
                        HONOURS,
                        Action.send("k1")),
                row(
                        "(k1, 100, timeout), (k1, 200, 500), (k1, 300, 502) at 86500, keys honoured: Reconcile",
                        history(at("k1", 100, TIMEOUT), at("k1", 200, status(500)), at("k1", 300, status(502))),
                        86_500,
                        HONOURS,
                        Action.reconcile()),
                row(
                        "(k1, 0, 429), (k2, 50000, timeout) at 120000, keys honoured: Send(\"k2\") (k2 was first used at 50000)",
                        history(at("k1", 0, status(429)), at("k2", 50_000, TIMEOUT)),
                        120_000,
                        HONOURS,
                        Action.send("k2")),
                row(
                        "(k1, 0, timeout) at 0, retention 0: Reconcile (a key kept 0 seconds is never alive)",
                        history(at("k1", 0, TIMEOUT)),
                        0,
                        new Provider(true, 0),
                        Action.reconcile()),
                row(
                        "(k1, 0, 429) at 0, retention 0: Send(\"fresh\")",
                        history(at("k1", 0, status(429))),
                        0,
                        new Provider(true, 0),
                        Action.send(FRESH)),
                row(
                        "(k1, 5, timeout) at 5, retention 1: Send(\"k1\")",
                        history(at("k1", 5, TIMEOUT)),
                        5,
                        new Provider(true, 1),
                        Action.send("k1")),
                row(
                        "(k1, 5, timeout) at 6, retention 1: Reconcile",
                        history(at("k1", 5, TIMEOUT)),
                        6,
                        new Provider(true, 1),
                        Action.reconcile()),
                row(
                        "(k1, 0, timeout) at Long.MAX_VALUE - 1, retention Long.MAX_VALUE: Send(\"k1\")",
                        history(at("k1", 0, TIMEOUT)),
                        Long.MAX_VALUE - 1,
                        forever,
                        Action.send("k1")),
                row(
                        "(k1, 0, timeout) at Long.MAX_VALUE, retention Long.MAX_VALUE: Reconcile (exactly one retention later)",
                        history(at("k1", 0, TIMEOUT)),
                        Long.MAX_VALUE,
                        forever,
                        Action.reconcile()),
                row(
                        "(k1, 1000000, timeout) at Long.MAX_VALUE, retention Long.MAX_VALUE: Send(\"k1\") (firstUse + retention overflows)",
                        history(at("k1", 1_000_000, TIMEOUT)),
                        Long.MAX_VALUE,
                        forever,
                        Action.send("k1")),
                row(
                        "(k1, Long.MAX_VALUE - 10, 429) at Long.MAX_VALUE, retention 86400: Send(\"k1\")",
                        history(at("k1", Long.MAX_VALUE - 10, status(429))),
                        Long.MAX_VALUE,
                        HONOURS,
                        Action.send("k1")),
                row(
                        "(null, 0, 429) at 10, keys honoured: Send(\"fresh\") (no key is never alive)",
                        history(at(null, 0, status(429))),
                        10,
                        HONOURS,
                        Action.send(FRESH)),
                row(
                        "(null, 0, timeout) at 10, keys honoured: Reconcile (no key is never alive)",
                        history(at(null, 0, TIMEOUT)),
                        10,
                        HONOURS,
                        Action.reconcile()));
    }

    @Order(8)
    @ParameterizedTest(name = "{0}")
    @MethodSource("lifetimes")
    @DisplayName("Rule 4: the last key lives from its FIRST use while now - firstUse < retention; no key never lives")
    void aKeyLivesFromItsFirstUse(String name, List<Attempt> history, long now, Provider provider, Action expected) {
        decide(LIFETIME, history, now, provider, FRESH, expected);
    }

    static Stream<Arguments> mayHaveCommitted() {
        return Stream.concat(
                        Stream.of(TIMEOUT),
                        IntStream.of(500, 501, 502, 503, 504, 505, 507, 511, 529, 599)
                                .mapToObj(Outcome::status))
                .map(outcome -> Arguments.of(JavaText.of(outcome), outcome));
    }

    @Order(9)
    @ParameterizedTest(name = "(k1, 0, {0}) at 10, keys ignored: Reconcile")
    @MethodSource("mayHaveCommitted")
    @DisplayName("Rule 4: a timeout or any 5xx may have committed (so a provider that ignores keys means Reconcile)")
    void aTimeoutOrA5xxMayHaveCommitted(String name, Outcome outcome) {
        decide(LIFETIME, history(at("k1", 0, outcome)), 10, IGNORES, FRESH, Action.reconcile());
    }

    static Stream<Arguments> didNothing() {
        return Stream.of(NOT_SENT, status(409), status(429))
                .map(outcome -> Arguments.of(JavaText.of(outcome), outcome));
    }

    @Order(10)
    @ParameterizedTest(name = "(k1, 0, {0}) at 10, keys ignored: Send(\"k1\")")
    @MethodSource("didNothing")
    @DisplayName(
            "Rule 4: not sent, 409 and 429 did nothing (so even a provider that ignores keys may get another copy)")
    void notSent409And429DidNothing(String name, Outcome outcome) {
        decide(LIFETIME, history(at("k1", 0, outcome)), 10, IGNORES, FRESH, Action.send("k1"));
    }

    // ---------------------------------------------------------------- Rule 5

    static Stream<Arguments> nothingCommitted() {
        return Stream.of(
                row(
                        "example: (k1, 0, 429) at 86400, keys honoured: Send(\"fresh\") (nothing could have committed)",
                        history(at("k1", 0, status(429))),
                        86_400,
                        HONOURS,
                        Action.send(FRESH)),
                row(
                        "(k1, 0, 429) at 100, keys honoured: Send(\"k1\") (keep the live key)",
                        history(at("k1", 0, status(429))),
                        100,
                        HONOURS,
                        Action.send("k1")),
                row(
                        "(k1, 0, not sent), (k1, 5, 409) at 10, keys honoured: Send(\"k1\")",
                        history(at("k1", 0, NOT_SENT), at("k1", 5, status(409))),
                        10,
                        HONOURS,
                        Action.send("k1")),
                row(
                        "(k1, 0, 429), (k1, 60, 409) at 86400, keys honoured: Send(\"fresh\") (a 409 did nothing either)",
                        history(at("k1", 0, status(429)), at("k1", 60, status(409))),
                        86_400,
                        HONOURS,
                        Action.send(FRESH)),
                row(
                        "(k1, 0, not sent) at 90000, keys ignored: Send(\"fresh\")",
                        history(at("k1", 0, NOT_SENT)),
                        90_000,
                        IGNORES,
                        Action.send(FRESH)),
                row(
                        "(k1, 0, 429), (k1, 60, 429), (k1, 180, 429) at 200, keys ignored: Send(\"k1\")",
                        history(at("k1", 0, status(429)), at("k1", 60, status(429)), at("k1", 180, status(429))),
                        200,
                        IGNORES,
                        Action.send("k1")),
                row(
                        "(k1, 0, 429), (k2, 10, 429) at 20, keys honoured: Send(\"k2\") (the LAST attempt's key)",
                        history(at("k1", 0, status(429)), at("k2", 10, status(429))),
                        20,
                        HONOURS,
                        Action.send("k2")),
                row(
                        "(null, 0, not sent), (null, 10, 429) at 20, keys honoured: Send(\"fresh\")",
                        history(at(null, 0, NOT_SENT), at(null, 10, status(429))),
                        20,
                        HONOURS,
                        Action.send(FRESH)),
                row(
                        "(k1, 0, 429), (null, 10, not sent) at 20, keys honoured: Send(\"fresh\") (the last attempt had no key)",
                        history(at("k1", 0, status(429)), at(null, 10, NOT_SENT)),
                        20,
                        HONOURS,
                        Action.send(FRESH)));
    }

    @Order(11)
    @ParameterizedTest(name = "{0}")
    @MethodSource("nothingCommitted")
    @DisplayName("Rule 5: with no timeout and no 5xx, send again: the last key while it lives, else the fresh key")
    void nothingCommittedSendsAgain(String name, List<Attempt> history, long now, Provider provider, Action expected) {
        decide(NOTHING_COMMITTED, history, now, provider, FRESH, expected);
    }

    // ---------------------------------------------------------------- Rule 6

    static Stream<Arguments> somethingCommitted() {
        return Stream.of(
                row(
                        "example: (k1, 0, timeout) at 100, keys honoured: Send(\"k1\")",
                        history(at("k1", 0, TIMEOUT)),
                        100,
                        HONOURS,
                        Action.send("k1")),
                row(
                        "example: (k1, 0, timeout) at 100, keys ignored: Reconcile",
                        history(at("k1", 0, TIMEOUT)),
                        100,
                        IGNORES,
                        Action.reconcile()),
                row(
                        "example: (k1, 0, timeout), (k2, 10, 500) at 100, keys honoured: Reconcile (k2 cannot deduplicate k1's attempt)",
                        history(at("k1", 0, TIMEOUT), at("k2", 10, status(500))),
                        100,
                        HONOURS,
                        Action.reconcile()),
                row(
                        "example: (k1, 0, timeout), (k1, 10, 409) at 20, keys honoured: Send(\"k1\")",
                        history(at("k1", 0, TIMEOUT), at("k1", 10, status(409))),
                        20,
                        HONOURS,
                        Action.send("k1")),
                row(
                        "example: (k1, 0, timeout), (k1, 90000, 503) at 90001, keys honoured: Reconcile (k1 expired before the second send)",
                        history(at("k1", 0, TIMEOUT), at("k1", 90_000, status(503))),
                        90_001,
                        HONOURS,
                        Action.reconcile()),
                row(
                        "(k1, 0, 500), (k1, 10, 502), (k1, 20, timeout) at 30, keys honoured: Send(\"k1\")",
                        history(at("k1", 0, status(500)), at("k1", 10, status(502)), at("k1", 20, TIMEOUT)),
                        30,
                        HONOURS,
                        Action.send("k1")),
                row(
                        "(k1, 0, timeout), (k1, 10, 500) at 100, keys ignored: Reconcile",
                        history(at("k1", 0, TIMEOUT), at("k1", 10, status(500))),
                        100,
                        IGNORES,
                        Action.reconcile()),
                row(
                        "(k1, 0, 429), (k2, 10, timeout) at 20, keys honoured: Send(\"k2\") (k1's attempt did nothing)",
                        history(at("k1", 0, status(429)), at("k2", 10, TIMEOUT)),
                        20,
                        HONOURS,
                        Action.send("k2")),
                row(
                        "(k1, 0, timeout), (k2, 10, 429) at 20, keys honoured: Reconcile (k1's attempt may have committed)",
                        history(at("k1", 0, TIMEOUT), at("k2", 10, status(429))),
                        20,
                        HONOURS,
                        Action.reconcile()),
                row(
                        "(k1, 0, 503), (k2, 10, not sent), (k1, 20, 429) at 30, keys honoured: Send(\"k1\")",
                        history(at("k1", 0, status(503)), at("k2", 10, NOT_SENT), at("k1", 20, status(429))),
                        30,
                        HONOURS,
                        Action.send("k1")),
                row(
                        "(u1, 0, timeout), (u2, 2, timeout), (u3, 6, timeout) at 10, keys honoured: Reconcile (a new key per attempt)",
                        history(at("u1", 0, TIMEOUT), at("u2", 2, TIMEOUT), at("u3", 6, TIMEOUT)),
                        10,
                        HONOURS,
                        Action.reconcile()),
                row(
                        "(null, 0, timeout), (k1, 10, 429) at 20, keys honoured: Reconcile (the attempt without a key may have committed)",
                        history(at(null, 0, TIMEOUT), at("k1", 10, status(429))),
                        20,
                        HONOURS,
                        Action.reconcile()),
                row(
                        "(null, 0, 500), (k1, 10, timeout) at 20, keys honoured: Reconcile (the attempt without a key may have committed)",
                        history(at(null, 0, status(500)), at("k1", 10, TIMEOUT)),
                        20,
                        HONOURS,
                        Action.reconcile()),
                row(
                        "(k1, 0, 500), (null, 10, not sent) at 20, keys honoured: Reconcile (the last attempt had no key)",
                        history(at("k1", 0, status(500)), at(null, 10, NOT_SENT)),
                        20,
                        HONOURS,
                        Action.reconcile()));
    }

    @Order(12)
    @ParameterizedTest(name = "{0}")
    @MethodSource("somethingCommitted")
    @DisplayName(
            "Rule 6: after a timeout or a 5xx, resend only under a live, honoured key that every such attempt carried")
    void somethingCommittedNeedsACoveringKey(
            String name, List<Attempt> history, long now, Provider provider, Action expected) {
        decide(MAY_HAVE_COMMITTED, history, now, provider, FRESH, expected);
    }

    // ---------------------------------------------------------------- Rule 7

    @Order(13)
    @Test
    @DisplayName("Rule 7: a null history is refused (an operation not yet sent has an empty one)")
    void nullHistoryIsRefused() {
        INVALID.check(
                        "KeyLifetime.solve(null, 0L, new Provider(true, 86400L), \"fresh\")",
                        () -> KeyLifetime.solve(null, 0, HONOURS, FRESH))
                .rejects("history");
    }

    @Order(14)
    @Test
    @DisplayName("Rule 7: a null provider is refused")
    void nullProviderIsRefused() {
        INVALID.check(
                        "KeyLifetime.solve(List.of(), 0L, null, \"fresh\")",
                        () -> KeyLifetime.solve(List.of(), 0, null, FRESH))
                .rejects("provider");
    }

    @Order(15)
    @Test
    @DisplayName("Rule 7: a null freshKey is refused")
    void nullFreshKeyIsRefused() {
        INVALID.check(
                        "KeyLifetime.solve(List.of(), 0L, new Provider(true, 86400L), null)",
                        () -> KeyLifetime.solve(List.of(), 0, HONOURS, null))
                .rejects("freshKey");
    }

    @Order(16)
    @Test
    @DisplayName("Rule 7: a null attempt in the history is refused")
    void nullAttemptIsRefused() {
        List<Attempt> history = Arrays.asList(at("k1", 0, status(429)), null);
        INVALID.check(
                        JavaText.call("KeyLifetime.solve", history, 10L, HONOURS, FRESH)
                                .replace("List.of", "Arrays.asList"),
                        () -> KeyLifetime.solve(history, 10, HONOURS, FRESH))
                .rejects("history");
    }

    @Order(17)
    @ParameterizedTest(name = "freshKey {0} is refused")
    @ValueSource(strings = {"", " ", "\t", "   "})
    @DisplayName("Rule 7: a blank freshKey is refused")
    void blankFreshKeyIsRefused(String blank) {
        INVALID.check(
                        JavaText.call("KeyLifetime.solve", List.of(), 0L, HONOURS, blank),
                        () -> KeyLifetime.solve(List.of(), 0, HONOURS, blank))
                .rejects("freshKey");
    }

    @Order(18)
    @Test
    @DisplayName("Rule 7: a freshKey that the last attempt already carried is refused, naming freshKey or the key")
    void freshKeyOfTheLastAttemptIsRefused() {
        List<Attempt> history = history(at("order-1042-a", 0, status(429)));
        INVALID.check(
                        JavaText.call("KeyLifetime.solve", history, 10L, HONOURS, "order-1042-a"),
                        () -> KeyLifetime.solve(history, 10, HONOURS, "order-1042-a"))
                .rejects("freshKey", "order-1042-a");
    }

    @Order(19)
    @Test
    @DisplayName("Rule 7: a freshKey that an earlier attempt already carried is refused, naming freshKey or the key")
    void freshKeyOfAnEarlierAttemptIsRefused() {
        List<Attempt> history = history(at("order-1042-a", 0, TIMEOUT), at("order-1042-b", 10, status(500)));
        INVALID.check(
                        JavaText.call("KeyLifetime.solve", history, 20L, HONOURS, "order-1042-a"),
                        () -> KeyLifetime.solve(history, 20, HONOURS, "order-1042-a"))
                .rejects("freshKey", "order-1042-a");
    }

    @Order(20)
    @Test
    @DisplayName("Rule 7: attempts out of order (sentAt going backwards) are refused, naming history or the sentAt")
    void decreasingSentAtIsRefused() {
        List<Attempt> history = history(at("k1", 300, status(429)), at("k1", 250, status(429)));
        INVALID.check(
                        JavaText.call("KeyLifetime.solve", history, 400L, HONOURS, FRESH),
                        () -> KeyLifetime.solve(history, 400, HONOURS, FRESH))
                .rejects("history", 250);
    }

    @Order(21)
    @Test
    @DisplayName("Rule 7: a time now before the last attempt was sent is refused, naming now")
    void nowBeforeTheLastAttemptIsRefused() {
        List<Attempt> history = history(at("k1", 0, TIMEOUT), at("k1", 300, status(500)));
        INVALID.check(
                        JavaText.call("KeyLifetime.solve", history, 250L, HONOURS, FRESH),
                        () -> KeyLifetime.solve(history, 250, HONOURS, FRESH))
                .rejects("now", 250);
    }

    @Order(22)
    @Test
    @DisplayName("Rule 7: a negative time now is refused, even with no attempt yet")
    void negativeNowIsRefused() {
        INVALID.check(
                        JavaText.call("KeyLifetime.solve", List.of(), -7L, HONOURS, FRESH),
                        () -> KeyLifetime.solve(List.of(), -7, HONOURS, FRESH))
                .rejects("now", -7);
    }

    @Order(23)
    @Test
    @DisplayName("Rule 7: attempts sent in the same second, and now equal to the last one, are fine")
    void equalTimesAreFine() {
        decide(
                INVALID,
                history(at("k1", 300, status(429)), at("k1", 300, TIMEOUT)),
                300,
                HONOURS,
                FRESH,
                Action.send("k1"));
    }
}
