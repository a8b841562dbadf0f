package retrykit.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The lab server does what each step says, and the client sees what a real fault looks like:
 * every fault is checked here from both sides, the reply (or exception) a client gets and what
 * the server counted.
 */
class LabServerTest {

    static final Duration PATIENT = Duration.ofSeconds(5);

    private HttpClient http;

    @BeforeEach
    void openClient() {
        http = LabWire.newClient();
    }

    @AfterEach
    void closeClient() {
        LabWire.close(http);
    }

    private LabWire.Reply post(LabServer lab, String key) throws Exception {
        return LabWire.post(http, lab.uri(), PATIENT, key, "order-7", "Ticket seven");
    }

    @Test
    @DisplayName("it listens on 127.0.0.1 only, at /tickets")
    void loopbackOnly() {
        try (LabServer lab = LabServer.start(false)) {
            assertThat(lab.uri().getHost()).isEqualTo("127.0.0.1");
            assertThat(lab.uri().getPath()).isEqualTo("/tickets");
            assertThat(lab.uri().getPort()).isPositive();
        }
    }

    @Test
    @DisplayName("ok(), and every write after the script: saved, 201 with the record id")
    void savesAndAnswers() throws Exception {
        try (LabServer lab = LabServer.start(false, Step.ok())) {
            LabWire.Reply first = post(lab, null);
            LabWire.Reply second = post(lab, null);
            assertThat(first.status()).isEqualTo(201);
            assertThat(first.recordId()).isEqualTo("ticket-1");
            assertThat(second.recordId()).isEqualTo("ticket-2");
            assertThat(first.date()).as("a Date header").isNotBlank();
            assertThat(lab.writes()).isEqualTo(2);
            assertThat(lab.records())
                    .containsExactly(
                            new Saved(
                                    "ticket-1",
                                    "order-7",
                                    "{\"business_id\":\"order-7\",\"subject\":\"Ticket seven\"}"),
                            new Saved(
                                    "ticket-2",
                                    "order-7",
                                    "{\"business_id\":\"order-7\",\"subject\":\"Ticket seven\"}"));
            assertThat(lab.requests()).extracting(Request::did).containsExactly(Did.SAVED, Did.SAVED);
        }
    }

    @Test
    @DisplayName("saveThenFail(500): saved, then 500")
    void savesThenFails() throws Exception {
        try (LabServer lab = LabServer.start(false, Step.saveThenFail(500))) {
            assertThat(post(lab, null).status()).isEqualTo(500);
            assertThat(lab.records()).hasSize(1);
            assertThat(lab.requests()).extracting(Request::did).containsExactly(Did.SAVED_THEN_FAILED);
        }
    }

    @Test
    @DisplayName("saveThenDrop(): saved, and the client gets an IOException (not a timeout) after exactly one request")
    void savesThenDrops() {
        try (LabServer lab = LabServer.start(false, Step.saveThenDrop())) {
            assertThatThrownBy(() -> post(lab, null))
                    .isInstanceOf(IOException.class)
                    .isNotInstanceOf(HttpTimeoutException.class);
            assertThat(lab.writes())
                    .as("the JDK's client does not resend a POST by itself")
                    .isEqualTo(1);
            assertThat(lab.records()).hasSize(1);
            assertThat(lab.requests()).extracting(Request::did).containsExactly(Did.SAVED_THEN_DROPPED);
        }
    }

    @Test
    @DisplayName("saveThenStall(): saved, and the client times out; close() ends the stalled reply at once")
    void savesThenStalls() {
        LabServer lab = LabServer.start(false, Step.saveThenStall());
        try {
            assertThatThrownBy(() ->
                            LabWire.post(http, lab.uri(), Duration.ofMillis(150), null, "order-7", "Ticket seven"))
                    .isInstanceOf(HttpTimeoutException.class);
            assertThat(lab.records()).hasSize(1);
            assertThat(lab.requests()).extracting(Request::did).containsExactly(Did.SAVED_THEN_STALLED);
        } finally {
            lab.close();
        }
        // What ended the stall, not how long close() took: cut by close(), not held for LabServer.STALL.
        assertThat(lab.stallEnds()).as("how the stall ended").isEqualTo(Map.of(1, StallEnd.CLOSED));
    }

    @Test
    @DisplayName("fail(503) and drop(): the same replies, and nothing saved")
    void failsAndDropsWithoutSaving() throws Exception {
        try (LabServer lab = LabServer.start(false, Step.fail(503), Step.drop())) {
            assertThat(post(lab, null).status()).isEqualTo(503);
            assertThatThrownBy(() -> post(lab, null))
                    .isInstanceOf(IOException.class)
                    .isNotInstanceOf(HttpTimeoutException.class);
            assertThat(lab.records()).isEmpty();
            assertThat(lab.requests()).extracting(Request::did).containsExactly(Did.FAILED, Did.DROPPED);
            assertThat(lab.requests())
                    .allMatch(r -> r.did().ambiguous() && !r.did().saved());
        }
    }

    @Test
    @DisplayName(
            "tooManyRequests: 429 with Retry-After in seconds, as a date counted from the reply's Date, as raw text, or none")
    void refusesWithRetryAfter() throws Exception {
        try (LabServer lab = LabServer.start(
                false,
                Step.tooManyRequests(30),
                Step.tooManyRequestsUntil(45),
                Step.tooManyRequestsSaying("soon"),
                Step.tooManyRequests())) {
            LabWire.Reply seconds = post(lab, null);
            LabWire.Reply date = post(lab, null);
            LabWire.Reply raw = post(lab, null);
            LabWire.Reply none = post(lab, null);
            assertThat(List.of(seconds.status(), date.status(), raw.status(), none.status()))
                    .containsOnly(429);
            assertThat(seconds.retryAfter()).isEqualTo("30");
            ZonedDateTime until = ZonedDateTime.parse(date.retryAfter(), DateTimeFormatter.RFC_1123_DATE_TIME);
            ZonedDateTime sent = ZonedDateTime.parse(date.date(), DateTimeFormatter.RFC_1123_DATE_TIME);
            // 45 s, or 44 when the server's second ticked over between the two readings: the log says which.
            long told = Duration.between(sent, until).toSeconds();
            assertThat(told).isBetween(44L, 45L);
            assertThat(date.retryAfter())
                    .as("IMF-fixdate: a two-digit day")
                    .matches("\\w{3}, \\d\\d \\w{3} \\d{4} \\d\\d:\\d\\d:\\d\\d GMT");
            assertThat(raw.retryAfter()).isEqualTo("soon");
            assertThat(none.retryAfter()).isNull();
            assertThat(lab.records()).isEmpty();
            assertThat(lab.requests()).extracting(Request::retryAfterSeconds).containsExactly(30, (int) told, 0, 0);
        }
    }

    @Test
    @DisplayName("conflict(): 409, nothing saved")
    void conflicts() throws Exception {
        try (LabServer lab = LabServer.start(true, Step.conflict())) {
            assertThat(post(lab, "k1").status()).isEqualTo(409);
            assertThat(lab.records()).isEmpty();
            assertThat(lab.requests()).extracting(Request::did).containsExactly(Did.CONFLICT);
        }
    }

    @Test
    @DisplayName("an invalid ticket (a blank subject or business id, or no JSON object) is 422 and saves nothing")
    void rejectsInvalidTickets() throws Exception {
        try (LabServer lab = LabServer.start(true)) {
            assertThat(LabWire.post(http, lab.uri(), PATIENT, null, "order-7", " ")
                            .status())
                    .isEqualTo(422);
            assertThat(LabWire.post(http, lab.uri(), PATIENT, null, "", "Ticket")
                            .status())
                    .isEqualTo(422);
            HttpResponse<String> notJson = http.send(
                    HttpRequest.newBuilder(lab.uri())
                            .timeout(PATIENT)
                            .POST(HttpRequest.BodyPublishers.ofString("business_id=order-7"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(notJson.statusCode()).isEqualTo(422);
            assertThat(lab.records()).isEmpty();
            assertThat(lab.requests()).extracting(Request::did).containsOnly(Did.REJECTED_INVALID);
        }
    }

    @Test
    @DisplayName("honouring keys: a known key is answered 200 from memory; the same key with another ticket is 422")
    void honoursKeys() throws Exception {
        try (LabServer lab = LabServer.start(true, Step.saveThenDrop())) {
            assertThatThrownBy(() -> post(lab, "k1")).isInstanceOf(IOException.class);
            LabWire.Reply replay = post(lab, "k1");
            assertThat(replay.status()).isEqualTo(200);
            assertThat(replay.recordId()).isEqualTo("ticket-1");
            assertThat(LabWire.post(http, lab.uri(), PATIENT, "k1", "order-7", "Another subject")
                            .status())
                    .isEqualTo(422);
            assertThat(post(lab, "k2").recordId())
                    .as("another key is another ticket")
                    .isEqualTo("ticket-2");
            assertThat(lab.records()).hasSize(2);
            assertThat(lab.keys()).containsExactly("k1", "k1", "k1", "k2");
            assertThat(lab.requests())
                    .extracting(Request::did)
                    .containsExactly(Did.SAVED_THEN_DROPPED, Did.REPLAYED, Did.REJECTED_KEY_REUSE, Did.SAVED);
        }
    }

    @Test
    @DisplayName("ignoring keys: the same key saves the ticket again")
    void ignoresKeys() throws Exception {
        try (LabServer lab = LabServer.start(false, Step.saveThenDrop())) {
            assertThatThrownBy(() -> post(lab, "k1")).isInstanceOf(IOException.class);
            assertThat(post(lab, "k1").recordId()).isEqualTo("ticket-2");
            assertThat(lab.records()).hasSize(2);
        }
    }

    @Test
    @DisplayName(
            "the gateway steps act before the key is looked at; the saving steps after (a replay ignores its step)")
    void gatewayStepsComeFirst() throws Exception {
        try (LabServer lab =
                LabServer.start(true, Step.saveThenDrop(), Step.tooManyRequests(), Step.saveThenFail(500))) {
            assertThatThrownBy(() -> post(lab, "k1")).isInstanceOf(IOException.class);
            assertThat(post(lab, "k1").status()).as("429 in front of the key").isEqualTo(429);
            assertThat(post(lab, "k1").status())
                    .as("a replay: the step saveThenFail(500) does not act")
                    .isEqualTo(200);
            assertThat(lab.records()).hasSize(1);
        }
    }

    @Test
    @DisplayName("a lookup by business id finds the first ticket saved with it, or answers 404; lookups use no step")
    void looksUp() throws Exception {
        try (LabServer lab = LabServer.start(false, Step.saveThenDrop())) {
            LabWire.Reply before = LabWire.lookup(http, lab.uri(), PATIENT, "order-7");
            assertThat(before.status()).isEqualTo(404);
            assertThatThrownBy(() -> post(lab, null))
                    .as("the lookup did not use the step")
                    .isInstanceOf(IOException.class);
            post(lab, null);
            LabWire.Reply found = LabWire.lookup(http, lab.uri(), PATIENT, "order-7");
            assertThat(found.status()).isEqualTo(200);
            assertThat(found.recordId()).isEqualTo("ticket-1");
            assertThat(LabWire.lookup(http, lab.uri(), PATIENT, "order 8 & more")
                            .status())
                    .isEqualTo(404);
            assertThat(lab.lookups()).isEqualTo(3);
            assertThat(lab.writes()).isEqualTo(2);
            assertThat(lab.requests())
                    .extracting(Request::did)
                    .containsExactly(Did.NOT_FOUND, Did.SAVED_THEN_DROPPED, Did.SAVED, Did.FOUND, Did.NOT_FOUND);
            assertThat(lab.requests().get(4).businessId()).isEqualTo("order 8 & more");
        }
    }

    @Test
    @DisplayName("another path or method is not served, and saves nothing")
    void servesNothingElse() throws Exception {
        try (LabServer lab = LabServer.start(false)) {
            URI other = URI.create(lab.uri() + "/x");
            assertThat(http.send(
                                    HttpRequest.newBuilder(other)
                                            .timeout(PATIENT)
                                            .GET()
                                            .build(),
                                    HttpResponse.BodyHandlers.ofString())
                            .statusCode())
                    .isEqualTo(404);
            assertThat(http.send(
                                    HttpRequest.newBuilder(lab.uri())
                                            .timeout(PATIENT)
                                            .DELETE()
                                            .build(),
                                    HttpResponse.BodyHandlers.ofString())
                            .statusCode())
                    .isEqualTo(405);
            assertThat(lab.writes()).isZero();
            assertThat(lab.records()).isEmpty();
        }
    }

    @Test
    @DisplayName("the log and the JSON trace say what reached the server")
    void logsAndTraces() throws Exception {
        try (LabServer lab = LabServer.start(true, Step.saveThenDrop())) {
            assertThatThrownBy(() -> post(lab, "k1")).isInstanceOf(IOException.class);
            post(lab, "k1");
            assertThat(lab.toString()).isEqualTo("LabServer.start(true, Step.saveThenDrop())");
            assertThat(lab.log()).isEqualTo("""
                            2 requests reached the server, 1 record saved:
                              1. POST, key "k1": saved ticket-1, then dropped the connection
                              2. POST, key "k1": knew the key: saved nothing, answered 200 with ticket-1""");
            JsonNode trace = new ObjectMapper().readTree(lab.traceJson());
            assertThat(trace.path("honours_keys").asBoolean()).isTrue();
            assertThat(trace.path("script").get(0).asText()).isEqualTo("saveThenDrop()");
            assertThat(trace.path("requests")).hasSize(2);
            assertThat(trace.path("requests").get(0).path("did").asText()).isEqualTo("saved_then_dropped");
            assertThat(trace.path("requests").get(1).path("did").asText()).isEqualTo("replayed");
            assertThat(trace.path("records")
                            .get(0)
                            .path("payload")
                            .path("subject")
                            .asText())
                    .isEqualTo("Ticket seven");
        }
    }

    @Test
    @DisplayName("close() stops the server and every thread it started; the port then refuses connections")
    void closesCleanly() throws Exception {
        List<String> before = threadNames();
        LabServer lab = LabServer.start(false, Step.saveThenStall(), Step.ok());
        URI uri = lab.uri();
        assertThatThrownBy(() -> LabWire.post(http, uri, Duration.ofMillis(100), null, "order-7", "Ticket seven"))
                .isInstanceOf(HttpTimeoutException.class);
        post(lab, null);
        lab.close();
        lab.close(); // twice is fine
        assertThat(threadNames()).as("threads left after close()").allMatch(name -> !name.startsWith("retrykit-lab-"));
        assertThat(threadNames().stream()
                        .filter(name -> name.equals("HTTP-Dispatcher"))
                        .count())
                .isLessThanOrEqualTo(before.stream()
                        .filter(name -> name.equals("HTTP-Dispatcher"))
                        .count());
        assertThatThrownBy(() -> LabWire.post(http, uri, PATIENT, null, "order-7", "Ticket seven"))
                .isInstanceOf(ConnectException.class);
    }

    @Test
    @DisplayName("the naive clients reproduce rows 1 and 4 of the scenarios' table")
    void naiveClientsReproduceTheirRows() throws Exception {
        for (Scenario scenario : List.of(Scenario.BLIND_RETRY, Scenario.SAME_KEY_IGNORED)) {
            ScenarioRun run = scenario.run(null);
            assertThat(run.row()).isEqualTo(scenario.row());
            JsonNode trace = new ObjectMapper().readTree(run.traceJson());
            assertThat(trace.path("scenario").asText()).isEqualTo(scenario.title());
            assertThat(trace.path("row").path("records_saved").asInt()).isEqualTo(2);
            assertThat(trace.path("client").path("client").asText()).contains("naive");
            assertThat(trace.path("server").path("requests")).hasSize(2);
        }
    }

    @Test
    @DisplayName("saveWithoutId(): saved, and a 201 whose body has no id")
    void savesWithoutAnId() throws Exception {
        try (LabServer lab = LabServer.start(false, Step.saveWithoutId())) {
            LabWire.Reply reply = post(lab, null);
            assertThat(reply.status()).isEqualTo(201);
            assertThat(reply.recordId()).isNull();
            assertThat(lab.records()).hasSize(1);
            assertThat(lab.requests()).extracting(Request::did).containsExactly(Did.SAVED_WITHOUT_ID);
            assertThat(Did.SAVED_WITHOUT_ID.ambiguous())
                    .as("saved, but the client cannot tell which record")
                    .isTrue();
        }
    }

    @Test
    @DisplayName("fail(503, 30): a 503 with Retry-After: 30, nothing saved")
    void failsAskingForAWait() throws Exception {
        try (LabServer lab = LabServer.start(false, Step.fail(503, 30))) {
            LabWire.Reply reply = post(lab, null);
            assertThat(reply.status()).isEqualTo(503);
            assertThat(reply.retryAfter()).isEqualTo("30");
            assertThat(lab.records()).isEmpty();
            assertThat(lab.requests()).extracting(Request::retryAfterSeconds).containsExactly(30);
            assertThat(lab.log()).contains("answered 503 (Retry-After: 30), saved nothing");
        }
    }

    @Test
    @DisplayName("a lookup that finds nothing carries the Retry-After the lab was started with")
    void lookupsAskForAWait() throws Exception {
        try (LabServer lab = LabServer.start(false, Door.open(), 200, List.of())) {
            assertThat(LabWire.lookup(http, lab.uri(), PATIENT, "order-7").retryAfter())
                    .isEqualTo("200");
            post(lab, null);
            assertThat(LabWire.lookup(http, lab.uri(), PATIENT, "order-7").retryAfter())
                    .as("a lookup that found the ticket")
                    .isNull();
        }
    }

    @Test
    @DisplayName(
            "Door.refusing(3): every connection refused (ConnectException), nothing reaches the server, until the client has waited 3 s")
    void aRefusingDoorOpensWhenTheClientHasWaited() throws Exception {
        try (LabServer lab = LabServer.start(false, Door.refusing(3), 0, List.of())) {
            assertThatThrownBy(() -> post(lab, null)).isInstanceOf(ConnectException.class);
            lab.elapse(2);
            assertThatThrownBy(() -> post(lab, null)).as("after 2 s").isInstanceOf(ConnectException.class);
            assertThat(lab.writes()).isZero();
            lab.elapse(1);
            assertThat(post(lab, null).status()).as("after 3 s").isEqualTo(201);
            assertThat(lab.writes()).isEqualTo(1);
            assertThat(lab.log())
                    .startsWith(
                            "every connection refused until the client had waited 3 s\n1 request reached the server");
            assertThat(lab.toString()).isEqualTo("LabServer.start(false, Door.refusing(3), 0, List.of())");
        }
    }

    @Test
    @DisplayName(
            "Door.stuck(1): a connect never completes (HttpConnectTimeoutException at the client's timeout) until the client has waited 1 s")
    void aStuckDoorLeavesTheConnectHanging() throws Exception {
        try (LabServer lab = LabServer.start(false, Door.stuck(1), 0, List.of())) {
            assertThat(lab.connectStuck()).isTrue();
            assertThatThrownBy(() ->
                            LabWire.post(http, lab.uri(), Duration.ofMillis(300), null, "order-7", "Ticket seven"))
                    .isInstanceOf(HttpConnectTimeoutException.class);
            assertThat(lab.writes()).isZero();
            lab.elapse(1);
            assertThat(lab.connectStuck()).isFalse();
            assertThat(post(lab, null).status()).isEqualTo(201);
        }
    }

    @Test
    @DisplayName(
            "WatchedClient: writes each request down, and ends a stall or a stuck connect at once for a request with a timeout")
    void theWatchedClientTakesNoTimeForATimeout() throws Exception {
        try (LabServer lab =
                LabServer.start(false, Door.stuck(1), 0, List.of(Step.saveThenStall(), Step.saveThenStall()))) {
            WatchedClient client = WatchedClient.of(http, lab);
            assertThatThrownBy(() -> LabWire.post(client, lab.uri(), PATIENT, "k1", "order-7", "Ticket seven"))
                    .isInstanceOf(HttpConnectTimeoutException.class);
            lab.elapse(1);
            assertThatThrownBy(() -> LabWire.post(client, lab.uri(), PATIENT, null, "order-7", "Ticket seven"))
                    .isInstanceOf(HttpTimeoutException.class)
                    .isNotInstanceOf(HttpConnectTimeoutException.class);
            // No timeout was waited for: the client ended both requests itself, the moment the lab
            // knew that the connect hung and that the reply was stalled.
            assertThat(client.timedOutAtOnce()).as("requests timed out at once").containsExactly(1, 2);
            // With no timeout, the stalled reply comes: the whole stall passes at once.
            HttpResponse<String> late = client.send(
                    HttpRequest.newBuilder(lab.uri())
                            .POST(HttpRequest.BodyPublishers.ofString(
                                    "{\"business_id\":\"order-8\",\"subject\":\"Ticket eight\"}"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(late.statusCode()).isEqualTo(201);
            assertThat(lab.stallEnds())
                    .as("the second stall was released for the client, not sat through")
                    .containsEntry(2, StallEnd.RELEASED);
            assertThat(client.timedOutAtOnce())
                    .as("a request with no timeout is not timed out")
                    .containsExactly(1, 2);
            assertThat(lab.records()).hasSize(2);
            assertThat(client.sent())
                    .extracting(WatchedClient.Sent::timeout)
                    .containsExactly(
                            java.util.Optional.of(PATIENT), java.util.Optional.of(PATIENT), java.util.Optional.empty());
            assertThat(client.sent()).extracting(s -> s.key().orElse(null)).containsExactly("k1", null, null);
        }
    }

    @Test
    @DisplayName(
            "WatchedClient: no real timer ends an exchange (a reply comes however short the request's timeout), a stuck connect with no timeout at all fails as the operating system ends it, and what send handed back is written down")
    void theWatchedClientRunsNoRealTimer() throws Exception {
        try (LabServer lab = LabServer.start(false, Door.stuck(1), 0, List.of())) {
            WatchedClient client = WatchedClient.of(http, lab);
            HttpRequest noTimeout = HttpRequest.newBuilder(lab.uri())
                    .POST(HttpRequest.BodyPublishers.ofString(
                            "{\"business_id\":\"order-7\",\"subject\":\"Ticket seven\"}"))
                    .build();
            assertThatThrownBy(() -> client.send(noTimeout, HttpResponse.BodyHandlers.ofString()))
                    .isExactlyInstanceOf(ConnectException.class)
                    .hasMessage("Connection timed out");
            lab.elapse(1);
            // The JDK's own timer would end a one-nanosecond exchange before any reply could come.
            // In the lab's time a reply takes none, and the lab's time is the only one that counts.
            Duration oneNanosecond = Duration.ofNanos(1);
            HttpResponse<String> reply = client.send(
                    HttpRequest.newBuilder(noTimeout, (name, value) -> true)
                            .timeout(oneNanosecond)
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(reply.statusCode()).isEqualTo(201);
            assertThat(client.sent())
                    .as("the requests as the code made them")
                    .extracting(WatchedClient.Sent::timeout)
                    .containsExactly(java.util.Optional.empty(), java.util.Optional.of(oneNanosecond));
            assertThat(client.handedBack()).containsExactly("ConnectException: Connection timed out", "201");
            assertThat(client.handedBackText()).isEqualTo("1: ConnectException: Connection timed out, 2: 201");
            assertThat(lab.records()).hasSize(1);
        }
    }

    @Test
    @DisplayName("WatchedClient: an exception whose causes loop is written down in one bounded line")
    void handedBackBoundsACauseLoop() {
        try (LabServer lab = LabServer.start(false)) {
            WatchedClient client = WatchedClient.of(http, lab);
            IllegalStateException first = new IllegalStateException("first");
            IllegalStateException second = new IllegalStateException("second", first);
            first.initCause(second);
            HttpRequest request = HttpRequest.newBuilder(lab.uri())
                    .timeout(PATIENT)
                    .POST(HttpRequest.BodyPublishers.ofString(
                            "{\"business_id\":\"order-7\",\"subject\":\"Ticket seven\"}"))
                    .build();
            assertThatThrownBy(() -> client.send(request, info -> {
                        throw first;
                    }))
                    .isInstanceOf(IOException.class);
            assertThat(client.handedBack())
                    .singleElement()
                    .satisfies(line -> assertThat(line)
                            .startsWith("IOException: ")
                            .contains("IllegalStateException: second (IllegalStateException: first")
                            .endsWith(")))"));
            // A loop whose every cause reads the same: shown once, and the walk still ends.
            IllegalStateException same = new IllegalStateException("same");
            same.initCause(new IllegalStateException("same", same));
            assertThatThrownBy(() -> client.send(request, info -> {
                        throw same;
                    }))
                    .isInstanceOf(IOException.class);
            assertThat(client.handedBack().get(1)).isEqualTo("IOException: same (IllegalStateException: same)");
        }
    }

    @Test
    @DisplayName("WatchedClient.interrupting(1): the request reaches the server, then send throws InterruptedException")
    void theWatchedClientCanInterrupt() {
        try (LabServer lab = LabServer.start(false)) {
            WatchedClient client = WatchedClient.of(http, lab).interrupting(1);
            assertThatThrownBy(() -> LabWire.post(client, lab.uri(), PATIENT, null, "order-7", "Ticket seven"))
                    .isInstanceOf(InterruptedException.class);
            assertThat(lab.records()).hasSize(1);
            assertThat(Thread.currentThread().isInterrupted())
                    .as("like the JDK's, it leaves the flag cleared")
                    .isFalse();
        }
    }

    private static List<String> threadNames() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(Thread::isAlive)
                .map(Thread::getName)
                .collect(Collectors.toList());
    }
}
