package retrykit.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The standalone lab (mvn -q -pl exercises/06 -Dlab=SCENARIO) in-process: its arguments, the line
 * it prints per request, its ledger and its summary. StandaloneLabCurlTest drives it through
 * Maven with curl, as a participant does.
 */
class StandaloneLabTest {

    static final Duration PATIENT = Duration.ofSeconds(5);

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);
    private HttpClient http;

    @BeforeEach
    void openClient() {
        http = LabWire.newClient();
    }

    @AfterEach
    void closeClient() {
        LabWire.close(http);
    }

    private List<String> lines() {
        return printed.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private String ledger(StandaloneLab lab) throws Exception {
        URI uri = lab.server().uri().resolve(Ledger.PATH);
        HttpResponse<String> reply = http.send(
                HttpRequest.newBuilder(uri).timeout(PATIENT).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(reply.statusCode()).isEqualTo(200);
        return reply.body().strip();
    }

    @Test
    @DisplayName("-Dlab=list: every scenario, one line each, its name first")
    void list() {
        StandaloneLab.list(out);
        assertThat(lines()).hasSize(StandaloneScenario.values().length);
        for (StandaloneScenario s : StandaloneScenario.values()) {
            assertThat(lines())
                    .anySatisfy(line ->
                            assertThat(line).startsWith(s.label() + "  ").contains(s.what()));
        }
    }

    @Test
    @DisplayName("on start: the one line lab: http://127.0.0.1:PORT/tickets, on loopback only")
    void startLine() throws Exception {
        try (StandaloneLab lab = StandaloneLab.start("ok", "0", out)) {
            URI uri = lab.server().uri();
            assertThat(uri.getHost()).isEqualTo("127.0.0.1");
            assertThat(lines()).containsExactly("lab: http://127.0.0.1:" + uri.getPort() + "/tickets");
        }
    }

    @Test
    @DisplayName("-Dlab.port=N: the lab takes that port")
    void portAskedFor() throws Exception {
        int free;
        try (ServerSocket probe = new ServerSocket(0, 1, LabPort.ADDRESS)) {
            free = probe.getLocalPort();
        }
        try (StandaloneLab lab = StandaloneLab.start("ok", String.valueOf(free), out)) {
            assertThat(lab.server().uri().getPort()).isEqualTo(free);
        }
    }

    @Test
    @DisplayName("bad arguments: one clear line each (an unknown scenario, none, a port that is not one, a busy port)")
    void badArguments() throws Exception {
        assertThatThrownBy(() -> StandaloneLab.start("commit-then-501", "0", out))
                .isInstanceOf(StandaloneLab.BadArguments.class)
                .hasMessageStartingWith("lab: no scenario is called \"commit-then-501\"")
                .hasMessageContaining("commit-then-500")
                .hasMessageNotContaining("\n");
        assertThatThrownBy(() -> StandaloneLab.start("true", "0", out))
                .hasMessage("lab: name a scenario, as in -Dlab=commit-then-500; -Dlab=list names them all");
        for (String port : List.of("x", "-1", "65536")) {
            assertThatThrownBy(() -> StandaloneLab.start("ok", port, out))
                    .isInstanceOf(StandaloneLab.BadArguments.class)
                    .hasMessageStartingWith("lab: -Dlab.port takes a port number from 1 to 65535");
        }
        try (ServerSocket busy = new ServerSocket(0, 1, LabPort.ADDRESS)) {
            assertThatThrownBy(() -> StandaloneLab.start("ok", String.valueOf(busy.getLocalPort()), out))
                    .isInstanceOf(StandaloneLab.BadArguments.class)
                    .hasMessageStartingWith("lab: port " + busy.getLocalPort() + " on 127.0.0.1 is busy");
        }
        assertThat(lines()).as("nothing started").isEmpty();
    }

    @Test
    @DisplayName(
            "commit-then-500: each new business id meets the fault once; the ledger counts what was committed, the summary names the duplicate")
    void ledgerAndSummary() throws Exception {
        try (StandaloneLab lab = StandaloneLab.start("commit-then-500", "0", out)) {
            assertThat(ledger(lab)).isEqualTo("{}");
            URI uri = lab.server().uri();
            assertThat(LabWire.post(http, uri, PATIENT, null, "4200", "Move the workshop")
                            .status())
                    .isEqualTo(500);
            assertThat(LabWire.post(http, uri, PATIENT, null, "4200", "Move the workshop")
                            .status())
                    .as("the resend of 4200 meets ok()")
                    .isEqualTo(201);
            assertThat(LabWire.post(http, uri, PATIENT, null, "4201", "Book room 4")
                            .status())
                    .as("a new business id meets the fault again")
                    .isEqualTo(500);

            assertThat(ledger(lab)).isEqualTo("{\"4200\": 2, \"4201\": 1}");
            assertThat(lab.summary())
                    .containsExactly(
                            "2 tickets committed for business id 4200: a duplicate",
                            "1 ticket committed for business id 4201");
            assertThat(lines())
                    .containsExactly(
                            "lab: " + uri,
                            "#1 POST /tickets, business id 4200, no Idempotency-Key: committed, then failed"
                                    + " (saved ticket-1, then answered 500)",
                            "#2 POST /tickets, business id 4200, no Idempotency-Key: committed"
                                    + " (saved ticket-2, answered 201)",
                            "#3 POST /tickets, business id 4201, no Idempotency-Key: committed, then failed"
                                    + " (saved ticket-3, then answered 500)");
        }
    }

    @Test
    @DisplayName(
            "commit-then-500-keys-honoured: the resend under the same key replays the saved reply, committing once")
    void keysHonoured() throws Exception {
        try (StandaloneLab lab = StandaloneLab.start("commit-then-500-keys-honoured", "0", out)) {
            URI uri = lab.server().uri();
            assertThat(LabWire.post(http, uri, PATIENT, "k-4200", "4200", "Move the workshop")
                            .status())
                    .isEqualTo(500);
            LabWire.Reply resend = LabWire.post(http, uri, PATIENT, "k-4200", "4200", "Move the workshop");
            assertThat(resend.status()).isEqualTo(200);
            assertThat(resend.recordId()).isEqualTo("ticket-1");
            assertThat(ledger(lab)).isEqualTo("{\"4200\": 1}");
            assertThat(lab.summary()).containsExactly("1 ticket committed for business id 4200");
            assertThat(lines().get(2))
                    .isEqualTo(
                            "#2 POST /tickets, business id 4200, Idempotency-Key \"k-4200\": replayed the saved reply"
                                    + " (knew the key: saved nothing, answered 200 with ticket-1)");
        }
    }

    @Test
    @DisplayName("429-retry-after and commit-then-stall: refused and stalled are printed as such")
    void refusedAndStalled() throws Exception {
        try (StandaloneLab lab = StandaloneLab.start("429-retry-after", "0", out)) {
            LabWire.Reply refused = LabWire.post(http, lab.server().uri(), PATIENT, null, "4200", "Move the workshop");
            assertThat(refused.status()).isEqualTo(429);
            assertThat(refused.retryAfter()).isEqualTo("2");
            assertThat(ledger(lab)).isEqualTo("{}");
            assertThat(lab.summary()).containsExactly("no ticket committed");
        }
        try (StandaloneLab lab = StandaloneLab.start("commit-then-stall", "0", out)) {
            // The stalled reply is not waited for: its request is logged before the reply is held,
            // and close() ends the hold.
            var stalled = http.sendAsync(
                    HttpRequest.newBuilder(lab.server().uri())
                            .timeout(Duration.ofMinutes(1))
                            .POST(HttpRequest.BodyPublishers.ofString(
                                    "{\"business_id\":\"4200\",\"subject\":\"Move the workshop\"}"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(lab.server().awaitStallOrReply(0, stalled)).isEqualTo(1);
            assertThat(ledger(lab)).isEqualTo("{\"4200\": 1}");
            stalled.cancel(true);
        }
        assertThat(lines())
                .anySatisfy(
                        line -> assertThat(line).contains(": refused (answered 429 (Retry-After: 2), saved nothing)"))
                .anySatisfy(line -> assertThat(line).contains(": committed, then stalled (saved ticket-1"));
    }

    @Test
    @DisplayName("GET /ledger is the only other path served; other methods there are refused")
    void ledgerPath() throws Exception {
        try (StandaloneLab lab = StandaloneLab.start("ok", "0", out)) {
            HttpResponse<String> post = http.send(
                    HttpRequest.newBuilder(lab.server().uri().resolve(Ledger.PATH))
                            .timeout(PATIENT)
                            .POST(HttpRequest.BodyPublishers.noBody())
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(post.statusCode()).isEqualTo(405);
            HttpResponse<String> other = http.send(
                    HttpRequest.newBuilder(lab.server().uri().resolve("/ledgers"))
                            .timeout(PATIENT)
                            .GET()
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(other.statusCode()).isEqualTo(404);
        }
    }

    @Test
    @DisplayName("the stage-06 scenarios' servers are reused, not restated")
    void reusesStageSixServers() {
        assertThat(StandaloneScenario.COMMIT_THEN_DROP.script()).isEqualTo(Scenario.BLIND_RETRY.script());
        assertThat(StandaloneScenario.COMMIT_THEN_DROP_KEYS_HONOURED.honoursKeys())
                .isTrue();
        assertThat(Arrays.stream(StandaloneScenario.values()).map(StandaloneScenario::label))
                .doesNotHaveDuplicates()
                .allMatch(label -> label.matches("[a-z0-9-]+"));
    }
}
