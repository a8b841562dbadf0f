package retrykit.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static retrykit.feedback.rules.OnTheWireRules.AMBIGUOUS;
import static retrykit.feedback.rules.OnTheWireRules.BUDGET;
import static retrykit.feedback.rules.OnTheWireRules.INTERRUPT;
import static retrykit.feedback.rules.OnTheWireRules.INVALID;
import static retrykit.feedback.rules.OnTheWireRules.KEYS;
import static retrykit.feedback.rules.OnTheWireRules.LOOKUP_ENCODES;
import static retrykit.feedback.rules.OnTheWireRules.NEVER_SENT;
import static retrykit.feedback.rules.OnTheWireRules.REFUSED;
import static retrykit.feedback.rules.OnTheWireRules.REJECTED;
import static retrykit.feedback.rules.OnTheWireRules.SCENARIOS;
import static retrykit.feedback.rules.OnTheWireRules.SUCCESS;
import static retrykit.feedback.rules.OnTheWireRules.TIMEOUT;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import retrykit.feedback.ExampleTimeLimit;
import retrykit.feedback.JavaText;
import retrykit.feedback.Rule;
import retrykit.feedback.StubShownOnce;
import retrykit.lab.Did;
import retrykit.lab.Door;
import retrykit.lab.LabServer;
import retrykit.lab.LabWire;
import retrykit.lab.Request;
import retrykit.lab.Scenario;
import retrykit.lab.ScenarioRun;
import retrykit.lab.Step;
import retrykit.lab.WatchedClient;

/**
 * The given examples of stage 06: the five scenarios of README.md, then the rules one by one. Each
 * test starts the lab server ({@code exercises/lab}) on 127.0.0.1, lets {@code solve} send its
 * ticket there, and checks what the SERVER counted: the writes that reached it, the records it
 * saved, the keys they carried. What solve returns is checked too, but never trusted alone.
 *
 * <p>No test waits in real time. The sleeper writes the seconds down and moves the lab's clock
 * (which opens a door that was shut). The client solve gets ({@code WatchedClient}) sends every
 * request through a real one and writes each down; a reply the lab holds back, or a connect to a
 * door that never accepts, ends at once for a request with a timeout, as the JDK would end it once
 * the timeout had passed.
 */
// Outside the kit's loop (an IDE, surefire:test) a stub fails its first example in full, and skips the rest.
@ExtendWith({StubShownOnce.class, ExampleTimeLimit.class})
@DisplayName("Stage 06: on the wire")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class OnTheWireTest {

    static final Policy POLICY = new Policy(2, 60, 120);
    static final List<Integer> DRAWS = List.of(50, 50, 50, 50, 50, 50, 50, 50);
    /** Long enough for any reply the lab sends at once, even on a busy machine; a stall ends at once anyway. */
    static final Duration PATIENT = Duration.ofSeconds(5);

    static final Ticket TICKET = new Ticket("ws-booking-17", "Move Thursday's workshop to room 4");

    private HttpClient http;

    @BeforeEach
    void openClient() {
        http = LabWire.newClient();
    }

    @AfterEach
    void closeClient() {
        LabWire.close(http);
    }

    // ---- how a test runs solve and reads the server -----------------------------------------

    /** Hands out "op-1", "op-2", ... and counts how many keys solve asked for. */
    static final class Keys implements Supplier<String> {
        int minted;

        @Override
        public String get() {
            minted++;
            return "op-" + minted;
        }
    }

    /** One run of solve: its answer, what the server counted while it ran, and how the client sent each request. */
    static final class Seen {
        final State state;
        final int writes;
        final int records;
        final int lookups;
        final List<String> keys;
        final List<Request> requests;
        final List<WatchedClient.Sent> sent;
        final List<Integer> waits;
        final int minted;
        final boolean interrupted;
        final String log;
        final String handedBack;

        Seen(State state, LabServer lab, WatchedClient client, List<Integer> waits, int minted, boolean interrupted) {
            this.state = state;
            this.writes = lab.writes();
            this.records = lab.records().size();
            this.lookups = lab.lookups();
            this.keys = lab.keys();
            this.requests = lab.requests();
            this.sent = client.sent();
            this.waits = List.copyOf(waits);
            this.minted = minted;
            this.interrupted = interrupted;
            this.log = lab.log();
            this.handedBack = client.handedBackText();
        }

        /** The methods of the requests, in order: "POST, GET, POST". */
        String methods() {
            return requests.stream().map(Request::method).collect(Collectors.joining(", "));
        }

        @Override
        public String toString() {
            return JavaText.of(state) + " after " + writes(writes) + " on the wire"
                    + (writes == 0
                            ? ""
                            : keys.stream().allMatch(k -> k == null)
                                    ? " (no key)"
                                    : " (keys "
                                            + keys.stream().map(JavaText::of).collect(Collectors.joining(", ")) + ")")
                    + ", " + records(records) + " saved, waits " + waits
                    + "\n            " + log.replace("\n", "\n            ")
                    + "\n            what client.send handed back: " + handedBack;
        }
    }

    static String writes(int n) {
        return n + (n == 1 ? " write" : " writes");
    }

    static String records(int n) {
        return n + (n == 1 ? " record" : " records");
    }

    private static Endpoint told(LabServer lab, boolean honoursKeys, boolean lookup) {
        return new Endpoint(lab.uri(), PATIENT, honoursKeys, lookup);
    }

    /** Runs solve against {@code lab} and checks the run (the answer and the server's counts) against {@code check}. */
    private Seen send(
            Rule rule,
            LabServer lab,
            Endpoint endpoint,
            Ticket ticket,
            Policy policy,
            List<Integer> draws,
            String expectation,
            Consumer<Seen> check) {
        return send(rule, lab, WatchedClient.of(http, lab), endpoint, ticket, policy, draws, expectation, check);
    }

    private Seen send(
            Rule rule,
            LabServer lab,
            WatchedClient client,
            Endpoint endpoint,
            Ticket ticket,
            Policy policy,
            List<Integer> draws,
            String expectation,
            Consumer<Seen> check) {
        Keys keys = new Keys();
        List<Integer> waits = new ArrayList<>();
        Sleeper sleeper = seconds -> {
            waits.add(seconds);
            lab.elapse(Math.max(0, seconds)); // the lab's clock moves as the client waits
        };
        return rule.check(call(lab, endpoint, ticket, policy, draws), () -> {
                    State state;
                    boolean interrupted;
                    try {
                        state = OnTheWire.solve(client, endpoint, ticket, policy, draws, keys, sleeper);
                    } finally {
                        interrupted = Thread.interrupted(); // read, and cleared for the tests after this one
                    }
                    return new Seen(state, lab, client, waits, keys.minted, interrupted);
                })
                .satisfies(expectation, check);
    }

    private Seen send(Rule rule, LabServer lab, Endpoint endpoint, String expectation, Consumer<Seen> check) {
        return send(rule, lab, endpoint, TICKET, POLICY, DRAWS, expectation, check);
    }

    /** The call as a learner would write it, and the lab it ran against. */
    static String call(LabServer lab, Endpoint endpoint, Ticket ticket, Policy policy, List<Integer> draws) {
        String timeout = endpoint.timeout().toMillis() % 1000 == 0
                ? "Duration.ofSeconds(" + endpoint.timeout().toSeconds() + ")"
                : "Duration.ofMillis(" + endpoint.timeout().toMillis() + ")";
        String lookupText = endpoint.lookup() ? "true" : "false";
        return "OnTheWire.solve(client, new Endpoint(lab.uri(), " + timeout + ", " + endpoint.honoursKeys() + ", "
                + lookupText + "), "
                + JavaText.of(ticket) + ", " + JavaText.of(policy) + ", " + JavaText.of(draws) + ", keys, sleeper)"
                + "\n            with lab = " + lab
                + " (keys hands out \"op-1\", \"op-2\", ...; sleeper writes each wait down and moves the lab's clock)";
    }

    /** The expectation in words: {@code State.completed("ticket-1") after 2 writes, 1 record saved}. */
    static String says(State state, int writes, int records) {
        return JavaText.of(state) + " after " + writes(writes) + " on the wire, " + records(records) + " saved";
    }

    /** Checks the server's two counts, then the answer. */
    static Consumer<Seen> is(State state, int writes, int records) {
        return seen -> {
            assertThat(seen.writes).as("writes that reached the server").isEqualTo(writes);
            assertThat(seen.records).as("records the server saved").isEqualTo(records);
            assertThat(seen.state).as("what solve returned").isEqualTo(state);
        };
    }

    static Consumer<Seen> waits(Integer... seconds) {
        return seen -> assertThat(seen.waits)
                .as("the seconds passed to sleeper.sleep, one per resend")
                .containsExactly(seconds);
    }

    static Consumer<Seen> oneKey() {
        return seen -> {
            assertThat(seen.keys).as("the Idempotency-Key of every write").containsOnly("op-1");
            assertThat(seen.minted).as("keys minted (calls of keys.get())").isEqualTo(1);
        };
    }

    // ---- The five scenarios ------------------------------------------------------------------

    @Order(1)
    @Test
    @DisplayName(
            "Scenario 1: a blind retry after a dropped connection saves the ticket twice; your client stops for review")
    void blindRetryAfterADroppedConnection() throws Exception {
        Scenario scenario = Scenario.BLIND_RETRY;
        ScenarioRun naive = scenario.run(null);
        assertThat(naive.row())
                .as("the blind client of exercises/lab reproduces row 1")
                .isEqualTo(scenario.row());

        // Your client, told the same things (no honoured keys, no lookup), on the same server:
        try (LabServer lab = scenario.start()) {
            send(
                    SCENARIOS,
                    lab,
                    told(lab, scenario.toldHonoursKeys(), scenario.toldLookup()),
                    says(State.reviewRequired(), 1, 1) + " (row 3, not row 1)",
                    is(State.reviewRequired(), 1, 1));
        }
    }

    @Order(2)
    @Test
    @DisplayName("Scenario 2: same key, provider honours it: 2 writes, 1 record, complete")
    void sameKeyProviderHonoursIt() {
        Scenario scenario = Scenario.SAME_KEY_HONOURED;
        try (LabServer lab = scenario.start()) {
            send(
                    SCENARIOS,
                    lab,
                    told(lab, scenario.toldHonoursKeys(), scenario.toldLookup()),
                    says(State.completed("ticket-1"), 2, 1) + ", both writes under one key",
                    is(State.completed("ticket-1"), 2, 1).andThen(oneKey()));
        }
    }

    @Order(3)
    @Test
    @DisplayName("Scenario 3: unkeyed write, stop for review: 1 write, 1 record, review required")
    void unkeyedWriteStopsForReview() {
        Scenario scenario = Scenario.STOP_FOR_REVIEW;
        try (LabServer lab = scenario.start()) {
            send(
                    SCENARIOS,
                    lab,
                    told(lab, scenario.toldHonoursKeys(), scenario.toldLookup()),
                    says(State.reviewRequired(), 1, 1),
                    is(State.reviewRequired(), 1, 1));
        }
    }

    @Order(4)
    @Test
    @DisplayName(
            "Scenario 4: same key, provider ignores it: 2 writes, 2 records, complete (the key was a promise nobody kept)")
    void sameKeyProviderIgnoresIt() throws Exception {
        Scenario scenario = Scenario.SAME_KEY_IGNORED;
        ScenarioRun naive = scenario.run(null);
        assertThat(naive.row())
                .as("the key-trusting client of exercises/lab reproduces row 4")
                .isEqualTo(scenario.row());

        // Your client believes the same promise (honoursKeys = true), so it resends under its key,
        // and only the server's count shows the duplicate. Rule 3 shows what it does when told the truth.
        try (LabServer lab = scenario.start()) {
            send(
                    SCENARIOS,
                    lab,
                    told(lab, scenario.toldHonoursKeys(), scenario.toldLookup()),
                    says(State.completed("ticket-2"), 2, 2) + ", both writes under one key",
                    is(State.completed("ticket-2"), 2, 2).andThen(oneKey()));
        }
    }

    @Order(5)
    @Test
    @DisplayName("Scenario 5: validation rejection: 1 write, 0 records, rejected")
    void validationRejection() {
        Scenario scenario = Scenario.VALIDATION_REJECTION;
        Ticket invalid =
                new Ticket(scenario.ticket().businessId(), scenario.ticket().subject());
        try (LabServer lab = scenario.start()) {
            send(
                    SCENARIOS,
                    lab,
                    told(lab, scenario.toldHonoursKeys(), scenario.toldLookup()),
                    invalid,
                    POLICY,
                    DRAWS,
                    says(State.rejected(422), 1, 0),
                    is(State.rejected(422), 1, 0));
        }
    }

    // ---- Rule 1 ------------------------------------------------------------------------------

    @Order(10)
    @Test
    @DisplayName("Rule 1: a 201 on the first try is Completed with its id, after 1 write and no wait")
    void createdOnTheFirstTry() {
        try (LabServer lab = LabServer.start(false)) {
            send(
                    SUCCESS,
                    lab,
                    told(lab, false, false),
                    says(State.completed("ticket-1"), 1, 1) + ", no wait",
                    is(State.completed("ticket-1"), 1, 1).andThen(waits()));
        }
    }

    @Order(11)
    @Test
    @DisplayName("Rule 1: the record id is the one in the server's reply, not one of your own")
    void theRecordIdIsTheServers() throws Exception {
        try (LabServer lab = LabServer.start(false)) {
            // Two tickets of someone else's are saved first, so yours is the third record.
            LabWire.post(http, lab.uri(), PATIENT, null, "other-1", "Someone else's ticket");
            LabWire.post(http, lab.uri(), PATIENT, null, "other-2", "Someone else's ticket");
            send(
                    SUCCESS,
                    lab,
                    told(lab, false, false),
                    says(State.completed("ticket-3"), 3, 3) + " (2 of them someone else's)",
                    is(State.completed("ticket-3"), 3, 3));
        }
    }

    @Order(12)
    @Test
    @DisplayName(
            "Rule 1: a 201 without the record's id is settled like an ambiguous reply: resent under the honoured key, it gets the id")
    void aSuccessWithoutAnIdUnderAKey() {
        try (LabServer lab = LabServer.start(true, Step.saveWithoutId())) {
            send(
                    SUCCESS,
                    lab,
                    told(lab, true, false),
                    says(State.completed("ticket-1"), 2, 1) + ", both under one key",
                    is(State.completed("ticket-1"), 2, 1).andThen(oneKey()));
        }
    }

    @Order(13)
    @Test
    @DisplayName("Rule 1: a 201 without the record's id, no key: a lookup finds the record's id")
    void aSuccessWithoutAnIdIsLookedUp() {
        try (LabServer lab = LabServer.start(false, Step.saveWithoutId())) {
            send(
                    SUCCESS,
                    lab,
                    told(lab, false, true),
                    says(State.completed("ticket-1"), 1, 1) + ", after a lookup: POST, GET",
                    is(State.completed("ticket-1"), 1, 1)
                            .andThen(seen -> assertThat(seen.methods())
                                    .as("the requests, in order")
                                    .isEqualTo("POST, GET")));
        }
    }

    // ---- Rule 2 ------------------------------------------------------------------------------

    @Order(20)
    @Test
    @DisplayName("Rule 2: a 429 with Retry-After: 30 waits 30 s and sends again, even an unkeyed write")
    void tooManyRequestsWaitsItsRetryAfter() {
        try (LabServer lab = LabServer.start(false, Step.tooManyRequests(30))) {
            send(
                    REFUSED,
                    lab,
                    told(lab, false, false),
                    says(State.completed("ticket-1"), 2, 1) + ", waits [30]",
                    is(State.completed("ticket-1"), 2, 1).andThen(waits(30)));
        }
    }

    @Order(21)
    @Test
    @DisplayName("Rule 2: a Retry-After given as an HTTP date 45 s after the reply's Date header waits 45 s")
    void retryAfterAsADate() {
        try (LabServer lab = LabServer.start(false, Step.tooManyRequestsUntil(45))) {
            // 45 s after the reply's Date header, which the JDK's server writes from its own clock: on a
            // busy machine its second may tick over first, and the lab logs the 44 the client was told.
            send(
                    REFUSED,
                    lab,
                    told(lab, false, false),
                    says(State.completed("ticket-1"), 2, 1) + ", waits [45]",
                    is(State.completed("ticket-1"), 2, 1)
                            .andThen(seen -> waits(seen.requests.get(0).retryAfterSeconds())
                                    .accept(seen)));
        }
    }

    @Order(22)
    @Test
    @DisplayName("Rule 2: a 429 with no Retry-After, or one that cannot be read, waits the backoff: 1 s")
    void tooManyRequestsWithoutAReadableRetryAfter() {
        try (LabServer lab = LabServer.start(false, Step.tooManyRequests(), Step.tooManyRequestsSaying("soon"))) {
            send(
                    REFUSED,
                    lab,
                    told(lab, false, false),
                    says(State.completed("ticket-1"), 3, 1) + ", waits [1, 3]",
                    is(State.completed("ticket-1"), 3, 1).andThen(waits(1, 3)));
        }
    }

    @Order(23)
    @Test
    @DisplayName("Rule 2: Retry-After raises the wait, never lowers it: Retry-After 1 with draws of 99 waits 1, 3, 7")
    void retryAfterNeverLowersTheBackoff() {
        try (LabServer lab =
                LabServer.start(false, Step.tooManyRequests(1), Step.tooManyRequests(1), Step.tooManyRequests(1))) {
            send(
                    REFUSED,
                    lab,
                    told(lab, false, false),
                    TICKET,
                    POLICY,
                    List.of(99, 99, 99, 99),
                    says(State.completed("ticket-1"), 4, 1) + ", waits [1, 3, 7]",
                    is(State.completed("ticket-1"), 4, 1).andThen(waits(1, 3, 7)));
        }
    }

    @Order(24)
    @Test
    @DisplayName("Rule 2: a 409 (the key is still in flight) waits and sends again under the same key")
    void conflictWaitsAndResendsTheSameKey() {
        try (LabServer lab = LabServer.start(true, Step.conflict())) {
            send(
                    REFUSED,
                    lab,
                    told(lab, true, false),
                    says(State.completed("ticket-1"), 2, 1) + ", both under one key, waits [1]",
                    is(State.completed("ticket-1"), 2, 1).andThen(waits(1)).andThen(oneKey()));
        }
    }

    @Order(25)
    @Test
    @DisplayName(
            "Rule 2: a connection that is never accepted is sent again until the budget runs out: GaveUp, never ReviewRequired")
    void aConnectionThatNeverOpensIsARefusal() {
        try (LabServer lab = LabServer.start(false, Door.refusing(1000), 0, List.of())) {
            send(
                    NEVER_SENT,
                    lab,
                    told(lab, false, false),
                    TICKET,
                    new Policy(2, 2, 3),
                    DRAWS,
                    "State.gaveUp() after waits [1, 1, 1] (a fourth wait would pass the budget of 3), 0 writes, no lookup",
                    is(State.gaveUp(), 0, 0).andThen(waits(1, 1, 1)));
        }
    }

    @Order(26)
    @Test
    @DisplayName(
            "Rule 2: a refused connection (ConnectException) is a refusal: after the wait the server is up, and the ticket is saved once")
    void aRefusedConnectionIsResent() {
        try (LabServer lab = LabServer.start(false, Door.refusing(1), 0, List.of())) {
            send(
                    NEVER_SENT,
                    lab,
                    told(lab, false, true),
                    says(State.completed("ticket-1"), 1, 1) + ", waits [1], no lookup",
                    is(State.completed("ticket-1"), 1, 1)
                            .andThen(waits(1))
                            .andThen(seen -> assertThat(seen.methods())
                                    .as("the requests that reached the server")
                                    .isEqualTo("POST")));
        }
    }

    @Order(27)
    @Test
    @DisplayName(
            "Rule 2: a connect that times out (HttpConnectTimeoutException, a kind of HttpTimeoutException) is a refusal too, not a timeout")
    void aConnectThatTimesOutIsResent() {
        try (LabServer lab = LabServer.start(false, Door.stuck(1), 0, List.of())) {
            send(
                    NEVER_SENT,
                    lab,
                    told(lab, false, false),
                    says(State.completed("ticket-1"), 1, 1) + ", waits [1]",
                    is(State.completed("ticket-1"), 1, 1).andThen(waits(1)));
        }
    }

    @Order(28)
    @Test
    @DisplayName("Rule 2: a 503 with Retry-After: 30 under an honoured key waits 30 s before the resend")
    void aServerErrorsRetryAfterCounts() {
        try (LabServer lab = LabServer.start(true, Step.fail(503, 30))) {
            send(
                    REFUSED,
                    lab,
                    told(lab, true, false),
                    says(State.completed("ticket-1"), 2, 1) + ", waits [30]",
                    is(State.completed("ticket-1"), 2, 1).andThen(waits(30)).andThen(oneKey()));
        }
    }

    // ---- Rule 3 ------------------------------------------------------------------------------

    @Order(30)
    @Test
    @DisplayName(
            "Rule 3: a 500 after the save, provider honours keys: the resend under the same key gets the saved record")
    void keyedWriteAfterAServerError() {
        try (LabServer lab = LabServer.start(true, Step.saveThenFail(500))) {
            send(
                    KEYS,
                    lab,
                    told(lab, true, false),
                    says(State.completed("ticket-1"), 2, 1) + ", both under one key, waits [1]",
                    is(State.completed("ticket-1"), 2, 1).andThen(waits(1)).andThen(oneKey()));
        }
    }

    @Order(31)
    @Test
    @DisplayName("Rule 3: a reply slower than the timeout, provider honours keys: resend under the same key")
    void keyedWriteAfterATimeout() {
        try (LabServer lab = LabServer.start(true, Step.saveThenStall())) {
            send(
                    KEYS,
                    lab,
                    told(lab, true, false),
                    says(State.completed("ticket-1"), 2, 1) + ", both under one key",
                    is(State.completed("ticket-1"), 2, 1).andThen(oneKey()));
        }
    }

    @Order(32)
    @Test
    @DisplayName(
            "Rule 3: one key for every copy: saved and dropped, 503, dropped, then answered is 4 writes under one key, 1 record")
    void oneKeyForEveryCopy() {
        try (LabServer lab = LabServer.start(true, Step.saveThenDrop(), Step.fail(503), Step.drop())) {
            send(
                    KEYS,
                    lab,
                    told(lab, true, false),
                    says(State.completed("ticket-1"), 4, 1) + ", all under one key, waits [1, 3, 6]",
                    is(State.completed("ticket-1"), 4, 1)
                            .andThen(waits(1, 3, 6))
                            .andThen(oneKey()));
        }
    }

    @Order(33)
    @Test
    @DisplayName(
            "Rule 3: told the provider ignores keys, a key protects nothing: stop for review after a dropped reply")
    void aKeyTheProviderIgnoresIsNotTrusted() {
        try (LabServer lab = LabServer.start(false, Step.saveThenDrop())) {
            send(
                    KEYS,
                    lab,
                    told(lab, false, false),
                    says(State.reviewRequired(), 1, 1),
                    is(State.reviewRequired(), 1, 1));
        }
    }

    @Order(34)
    @Test
    @DisplayName(
            "Rule 3: the endpoint's word decides, not the server's behaviour: told no, do not resend even if it would have worked")
    void theEndpointsWordDecides() {
        try (LabServer lab = LabServer.start(true, Step.saveThenFail(503))) {
            send(
                    KEYS,
                    lab,
                    told(lab, false, false),
                    says(State.reviewRequired(), 1, 1),
                    is(State.reviewRequired(), 1, 1));
        }
    }

    // ---- Rule 4 ------------------------------------------------------------------------------

    @Order(40)
    @Test
    @DisplayName("Rule 4: a 500 after the save, no key, no lookup: ReviewRequired after 1 write (never resent)")
    void serverErrorOnAnUnkeyedWrite() {
        try (LabServer lab = LabServer.start(false, Step.saveThenFail(500))) {
            send(
                    AMBIGUOUS,
                    lab,
                    told(lab, false, false),
                    says(State.reviewRequired(), 1, 1),
                    is(State.reviewRequired(), 1, 1));
        }
    }

    @Order(41)
    @Test
    @DisplayName("Rule 4: a 503 that saved nothing is just as ambiguous to the client: ReviewRequired after 1 write")
    void theClientCannotTellWhetherA5xxSaved() {
        try (LabServer lab = LabServer.start(false, Step.fail(503))) {
            send(
                    AMBIGUOUS,
                    lab,
                    told(lab, false, false),
                    says(State.reviewRequired(), 1, 0),
                    is(State.reviewRequired(), 1, 0));
        }
    }

    @Order(42)
    @Test
    @DisplayName("Rule 4: a reply slower than the timeout, no key, no lookup: ReviewRequired after 1 write")
    void timeoutOnAnUnkeyedWrite() {
        try (LabServer lab = LabServer.start(false, Step.saveThenStall())) {
            send(
                    AMBIGUOUS,
                    lab,
                    told(lab, false, false),
                    says(State.reviewRequired(), 1, 1),
                    is(State.reviewRequired(), 1, 1));
        }
    }

    @Order(43)
    @Test
    @DisplayName(
            "Rule 4: with a lookup, a dropped reply is settled by reading: the ticket was saved, Completed after 1 write")
    void aLookupFindsTheSavedTicket() {
        try (LabServer lab = LabServer.start(false, Step.saveThenDrop())) {
            send(
                    AMBIGUOUS,
                    lab,
                    told(lab, false, true),
                    says(State.completed("ticket-1"), 1, 1) + ", after a lookup: POST, GET",
                    is(State.completed("ticket-1"), 1, 1)
                            .andThen(seen -> assertThat(seen.methods())
                                    .as("the requests, in order")
                                    .isEqualTo("POST, GET")));
        }
    }

    @Order(44)
    @Test
    @DisplayName("Rule 4: with a lookup that finds nothing, nothing was saved: the next copy is a first copy")
    void aLookupThatFindsNothingAllowsAResend() {
        try (LabServer lab = LabServer.start(false, Step.drop())) {
            send(
                    AMBIGUOUS,
                    lab,
                    told(lab, false, true),
                    says(State.completed("ticket-1"), 2, 1) + ", in order POST, GET, POST",
                    is(State.completed("ticket-1"), 2, 1)
                            .andThen(seen -> assertThat(seen.methods())
                                    .as("the requests, in order")
                                    .isEqualTo("POST, GET, POST")));
        }
    }

    @Order(45)
    @Test
    @DisplayName("Rule 4: the lookup sits inside the loop: after EVERY ambiguous copy, not only before the first")
    void theLookupRunsBetweenEachFailureAndItsResend() {
        try (LabServer lab = LabServer.start(false, Step.fail(500), Step.saveThenFail(500))) {
            send(
                    AMBIGUOUS,
                    lab,
                    told(lab, false, true),
                    says(State.completed("ticket-1"), 2, 1) + ", in order POST, GET, POST, GET",
                    is(State.completed("ticket-1"), 2, 1).andThen(seen -> {
                        assertThat(seen.methods()).as("the requests, in order").isEqualTo("POST, GET, POST, GET");
                        assertThat(seen.requests.get(1).did())
                                .as("what the first lookup found")
                                .isEqualTo(Did.NOT_FOUND);
                    }));
        }
    }

    @Order(46)
    @Test
    @DisplayName(
            "Rule 4: after a lookup that found nothing, the resend waits as any resend: max(backoff, the 503's Retry-After: 20)")
    void theResendAfterALookupWaits() {
        try (LabServer lab = LabServer.start(false, Step.fail(503, 20))) {
            send(
                    AMBIGUOUS,
                    lab,
                    told(lab, false, true),
                    says(State.completed("ticket-1"), 2, 1) + ", POST, GET, then a wait of 20, then POST",
                    is(State.completed("ticket-1"), 2, 1)
                            .andThen(waits(20))
                            .andThen(seen -> assertThat(seen.methods())
                                    .as("the requests, in order")
                                    .isEqualTo("POST, GET, POST")));
        }
    }

    @Order(47)
    @Test
    @DisplayName("Rule 4: a lookup's own Retry-After asks for nothing: the wait is the failed write's, 1 s")
    void aLookupsRetryAfterIsNotTheWritesWait() {
        try (LabServer lab = LabServer.start(false, Door.open(), 200, List.of(Step.drop()))) {
            send(
                    AMBIGUOUS,
                    lab,
                    told(lab, false, true),
                    says(State.completed("ticket-1"), 2, 1) + ", waits [1] (not 200)",
                    is(State.completed("ticket-1"), 2, 1).andThen(waits(1)));
        }
    }

    @Order(48)
    @Test
    @DisplayName("Rule 4: the lookup encodes the business id for the URL: \"booking 17 & room=4\" is found")
    void theLookupEncodesTheBusinessId() {
        Ticket ticket = new Ticket("booking 17 & room=4", "Move the workshop to room 4");
        try (LabServer lab = LabServer.start(false, Step.saveThenDrop())) {
            send(
                    LOOKUP_ENCODES,
                    lab,
                    told(lab, false, true),
                    ticket,
                    POLICY,
                    DRAWS,
                    says(State.completed("ticket-1"), 1, 1) + ", POST, GET",
                    is(State.completed("ticket-1"), 1, 1)
                            .andThen(seen -> assertThat(seen.requests.get(1).businessId())
                                    .as("the business id the lookup asked for")
                                    .isEqualTo(ticket.businessId())));
        }
    }

    // ---- Rule 5 ------------------------------------------------------------------------------

    @Order(50)
    @Test
    @DisplayName("Rule 5: a 422 after a 429 is final: Rejected(422) after 2 writes, nothing saved")
    void aRejectionAfterARefusal() {
        Ticket blank = new Ticket("ws-booking-18", "");
        try (LabServer lab = LabServer.start(true, Step.tooManyRequests())) {
            send(
                    REJECTED,
                    lab,
                    told(lab, true, false),
                    blank,
                    POLICY,
                    DRAWS,
                    says(State.rejected(422), 2, 0) + ", waits [1]",
                    is(State.rejected(422), 2, 0).andThen(waits(1)));
        }
    }

    // ---- Rule 6 ------------------------------------------------------------------------------

    @Order(60)
    @Test
    @DisplayName("Rule 6: four 429s with a budget of 10: waits 1, 3, 6, then GaveUp (a wait of 12 would pass it)")
    void theBudgetEndsTheResends() {
        try (LabServer lab = LabServer.start(
                false,
                Step.tooManyRequests(),
                Step.tooManyRequests(),
                Step.tooManyRequests(),
                Step.tooManyRequests())) {
            send(
                    BUDGET,
                    lab,
                    told(lab, false, false),
                    TICKET,
                    new Policy(2, 60, 10),
                    DRAWS,
                    says(State.gaveUp(), 4, 0) + ", waits [1, 3, 6]",
                    is(State.gaveUp(), 4, 0).andThen(waits(1, 3, 6)));
        }
    }

    @Order(61)
    @Test
    @DisplayName("Rule 6: a Retry-After of 200 s with 120 s of budget gives up at once, without waiting")
    void aRetryAfterPastTheBudgetGivesUpAtOnce() {
        try (LabServer lab = LabServer.start(false, Step.tooManyRequests(200))) {
            send(
                    BUDGET,
                    lab,
                    told(lab, false, false),
                    says(State.gaveUp(), 1, 0) + ", no wait",
                    is(State.gaveUp(), 1, 0).andThen(waits()));
        }
    }

    @Order(62)
    @Test
    @DisplayName("Rule 6: a budget of 0 allows no wait, so no resend: GaveUp after 1 write")
    void aBudgetOfZero() {
        try (LabServer lab = LabServer.start(false, Step.tooManyRequests())) {
            send(
                    BUDGET,
                    lab,
                    told(lab, false, false),
                    TICKET,
                    new Policy(2, 60, 0),
                    DRAWS,
                    says(State.gaveUp(), 1, 0) + ", no wait",
                    is(State.gaveUp(), 1, 0).andThen(waits()));
        }
    }

    @Order(63)
    @Test
    @DisplayName("Rule 6: one draw allows one resend: two 429s give GaveUp after 2 writes")
    void theDrawsBoundTheResends() {
        try (LabServer lab = LabServer.start(false, Step.tooManyRequests(), Step.tooManyRequests())) {
            send(
                    BUDGET,
                    lab,
                    told(lab, false, false),
                    TICKET,
                    POLICY,
                    List.of(50),
                    says(State.gaveUp(), 2, 0) + ", waits [1]",
                    is(State.gaveUp(), 2, 0).andThen(waits(1)));
        }
    }

    @Order(64)
    @Test
    @DisplayName("Rule 6: out of budget after a copy that may have been saved is ReviewRequired, not GaveUp")
    void outOfBudgetAfterAnAmbiguousCopy() {
        try (LabServer lab = LabServer.start(true, Step.saveThenDrop(), Step.tooManyRequests(200))) {
            send(
                    BUDGET,
                    lab,
                    told(lab, true, false),
                    says(State.reviewRequired(), 2, 1) + ", waits [1]",
                    is(State.reviewRequired(), 2, 1).andThen(waits(1)));
        }
    }

    // ---- The wire ----------------------------------------------------------------------------

    @Order(65)
    @Test
    @DisplayName("The wire: every request, writes and lookups, carries endpoint.timeout() as its own timeout")
    void everyRequestCarriesTheTimeout() {
        try (LabServer lab = LabServer.start(false, Step.fail(500), Step.saveThenStall())) {
            send(
                    TIMEOUT,
                    lab,
                    told(lab, false, true),
                    "POST, GET, POST, GET, each with HttpRequest.newBuilder(...).timeout(Duration.ofSeconds(5))",
                    seen -> {
                        assertThat(seen.sent)
                                .extracting(WatchedClient.Sent::method)
                                .as("the requests sent")
                                .containsExactly("POST", "GET", "POST", "GET");
                        for (WatchedClient.Sent s : seen.sent) {
                            assertThat(s.timeout())
                                    .as("the timeout of request %d, a %s", s.number(), s.method())
                                    .contains(PATIENT);
                        }
                    });
        }
    }

    // ---- Rule 8 ------------------------------------------------------------------------------

    @Order(80)
    @Test
    @DisplayName("Rule 8: interrupted while the first copy is out: stop, set the interrupt flag again, ReviewRequired")
    void anInterruptStopsTheCall() {
        try (LabServer lab = LabServer.start(true, Step.saveThenDrop())) {
            send(
                    INTERRUPT,
                    lab,
                    WatchedClient.of(http, lab).interrupting(1),
                    told(lab, true, false),
                    TICKET,
                    POLICY,
                    DRAWS,
                    says(State.reviewRequired(), 1, 1)
                            + ", and Thread.currentThread().isInterrupted() when solve returns",
                    is(State.reviewRequired(), 1, 1)
                            .andThen(seen -> assertThat(seen.interrupted)
                                    .as("the thread's interrupt flag when solve returned")
                                    .isTrue()));
        }
    }

    // ---- Rule 7 ------------------------------------------------------------------------------

    @Order(70)
    @Test
    @DisplayName("Rule 7: a null argument is refused with IllegalArgumentException naming it, and nothing is sent")
    void nullArgumentsAreRefused() {
        try (LabServer lab = LabServer.start(false)) {
            Endpoint endpoint = told(lab, false, false);
            Supplier<String> keys = new Keys();
            Sleeper sleeper = seconds -> {};
            refuse(
                    lab,
                    "client",
                    "null, endpoint, ticket, policy, draws, keys, sleeper",
                    () -> OnTheWire.solve(null, endpoint, TICKET, POLICY, DRAWS, keys, sleeper));
            refuse(
                    lab,
                    "endpoint",
                    "client, null, ticket, policy, draws, keys, sleeper",
                    () -> OnTheWire.solve(http, null, TICKET, POLICY, DRAWS, keys, sleeper));
            refuse(
                    lab,
                    "ticket",
                    "client, endpoint, null, policy, draws, keys, sleeper",
                    () -> OnTheWire.solve(http, endpoint, null, POLICY, DRAWS, keys, sleeper));
            refuse(
                    lab,
                    "policy",
                    "client, endpoint, ticket, null, draws, keys, sleeper",
                    () -> OnTheWire.solve(http, endpoint, TICKET, null, DRAWS, keys, sleeper));
            refuse(
                    lab,
                    "draws",
                    "client, endpoint, ticket, policy, null, keys, sleeper",
                    () -> OnTheWire.solve(http, endpoint, TICKET, POLICY, null, keys, sleeper));
            refuse(
                    lab,
                    "keys",
                    "client, endpoint, ticket, policy, draws, null, sleeper",
                    () -> OnTheWire.solve(http, endpoint, TICKET, POLICY, DRAWS, null, sleeper));
            refuse(
                    lab,
                    "sleeper",
                    "client, endpoint, ticket, policy, draws, keys, null",
                    () -> OnTheWire.solve(http, endpoint, TICKET, POLICY, DRAWS, keys, null));
        }
    }

    @Order(71)
    @Test
    @DisplayName("Rule 7: a draw outside 0..99, or a null draw, is refused before anything is sent")
    void badDrawsAreRefused() {
        try (LabServer lab = LabServer.start(false)) {
            Endpoint endpoint = told(lab, false, false);
            Sleeper sleeper = seconds -> {};
            refuse(
                    lab,
                    "draws",
                    100,
                    "client, endpoint, ticket, policy, List.of(50, 100), keys, sleeper",
                    () -> OnTheWire.solve(http, endpoint, TICKET, POLICY, List.of(50, 100), new Keys(), sleeper));
            refuse(
                    lab,
                    "draws",
                    -1,
                    "client, endpoint, ticket, policy, List.of(-1), keys, sleeper",
                    () -> OnTheWire.solve(http, endpoint, TICKET, POLICY, List.of(-1), new Keys(), sleeper));
            refuse(
                    lab,
                    "draws",
                    "client, endpoint, ticket, policy, Arrays.asList(50, null), keys, sleeper",
                    () -> OnTheWire.solve(
                            http, endpoint, TICKET, POLICY, Arrays.asList(50, null), new Keys(), sleeper));
        }
    }

    @Order(72)
    @Test
    @DisplayName("Rule 7: keys giving a null or blank key is refused before anything is sent")
    void keysGivingNoKeyAreRefused() {
        try (LabServer lab = LabServer.start(true)) {
            Endpoint endpoint = told(lab, true, false);
            Sleeper sleeper = seconds -> {};
            refuse(
                    lab,
                    "keys",
                    "client, endpoint, ticket, policy, draws, () -> null, sleeper",
                    () -> OnTheWire.solve(http, endpoint, TICKET, POLICY, DRAWS, () -> null, sleeper));
            refuse(
                    lab,
                    "keys",
                    "client, endpoint, ticket, policy, draws, () -> \" \", sleeper",
                    () -> OnTheWire.solve(http, endpoint, TICKET, POLICY, DRAWS, () -> " ", sleeper));
        }
    }

    private interface Call {
        State run();
    }

    private void refuse(LabServer lab, String argument, String arguments, Call call) {
        refuse(lab, argument, null, arguments, call);
    }

    /** The call must be refused, its message naming {@code argument} or {@code badValue}, before anything is sent. */
    private void refuse(LabServer lab, String argument, Object badValue, String arguments, Call call) {
        INVALID.check(
                        "OnTheWire.solve(" + arguments
                                + ")\n            with endpoint = new Endpoint(lab.uri(), Duration.ofSeconds(5), "
                                + lab.honoursKeys() + ", false), ticket = " + JavaText.of(TICKET) + ", policy = "
                                + JavaText.of(POLICY)
                                + ", draws = " + JavaText.of(DRAWS),
                        call::run)
                .rejects(argument, badValue);
        assertThat(lab.writes())
                .as("writes that reached the server before solve refused its input")
                .isZero();
    }
}
