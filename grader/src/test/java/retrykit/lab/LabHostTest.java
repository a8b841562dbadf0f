package retrykit.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A lab on a {@link LabHost} behaves as one of its own ({@link LabServerTest} checks those), while
 * it shares the host's port and threads: each lab sees only its own requests, a closed lab takes
 * none, and a lab behind a shut door still has a port of its own.
 */
class LabHostTest {

    private static final Duration PATIENT = LabServerTest.PATIENT;

    private HttpClient http;
    private LabHost host;

    @BeforeEach
    void open() {
        http = LabWire.newClient();
        host = LabHost.open();
    }

    @AfterEach
    void close() {
        host.close();
        LabWire.close(http);
    }

    private LabWire.Reply post(LabServer lab) throws Exception {
        return post(lab.uri());
    }

    private LabWire.Reply post(URI uri) throws Exception {
        return LabWire.post(http, uri, PATIENT, null, "order-7", "Ticket seven");
    }

    @Test
    @DisplayName("labs on one host share its port, each at a path of its own, and count only their own requests")
    void labsShareThePortNotTheirCounts() throws Exception {
        try (LabServer first = host.start(false, Door.open(), 0, List.of(Step.fail(503)));
                LabServer second = host.start(true, Door.open(), 0, List.of())) {
            assertThat(first.uri().getPort()).isEqualTo(second.uri().getPort());
            assertThat(first.uri().getHost()).isEqualTo("127.0.0.1");
            assertThat(first.uri().getPath())
                    .isNotEqualTo(second.uri().getPath())
                    .matches("/lab-[0-9a-f]{16}/tickets");
            assertThat(post(first).status()).isEqualTo(503);
            assertThat(post(second).status()).isEqualTo(201);
            assertThat(post(second).status()).isEqualTo(201);
            assertThat(first.writes()).isEqualTo(1);
            assertThat(first.records()).isEmpty();
            assertThat(second.writes()).isEqualTo(2);
            assertThat(second.records()).hasSize(2);
            assertThat(second.toString()).isEqualTo("LabServer.start(true)");
        }
    }

    @Test
    @DisplayName("a request sent to a closed lab is answered 404 by the host and reaches no later lab")
    void aClosedLabTakesNothing() throws Exception {
        URI gone;
        try (LabServer lab = host.start(false, Door.open(), 0, List.of())) {
            gone = lab.uri();
            post(lab);
        }
        try (LabServer next = host.start(false, Door.open(), 0, List.of())) {
            assertThat(post(gone).status()).isEqualTo(404);
            assertThat(next.writes()).isZero();
            assertThat(post(next).recordId()).isEqualTo("ticket-1");
        }
    }

    @Test
    @DisplayName("close() ends a hosted lab's stalled reply at once, and the host serves the next lab")
    void aStallEndsWithItsLab() throws Exception {
        LabServer stalled = host.start(false, Door.open(), 0, List.of(Step.saveThenStall()));
        try {
            assertThatThrownBy(() ->
                            LabWire.post(http, stalled.uri(), Duration.ofMillis(150), null, "order-7", "Ticket seven"))
                    .isInstanceOf(HttpTimeoutException.class);
            assertThat(stalled.records()).hasSize(1);
        } finally {
            stalled.close();
        }
        // What ended the stall, not how long close() took: cut by close(), not held for LabServer.STALL.
        assertThat(stalled.stallEnds()).as("how the stall ended").isEqualTo(Map.of(1, StallEnd.CLOSED));
        try (LabServer next = host.start(false, Door.open(), 0, List.of(Step.drop()))) {
            assertThatThrownBy(() -> post(next))
                    .isInstanceOf(IOException.class)
                    .isNotInstanceOf(HttpTimeoutException.class);
            assertThat(post(next).status()).isEqualTo(201);
            assertThat(next.writes()).isEqualTo(2);
        }
    }

    @Test
    @DisplayName("a hosted lab behind a shut door takes a port of its own, refused until the client has waited")
    void aShutDoorHasItsOwnPort() throws Exception {
        try (LabServer open = host.start(false, Door.open(), 0, List.of());
                LabServer shut = host.start(false, Door.refusing(2), 0, List.of())) {
            assertThat(shut.uri().getPort()).isNotEqualTo(open.uri().getPort());
            assertThatThrownBy(() -> post(shut)).isInstanceOf(ConnectException.class);
            assertThat(shut.writes()).isZero();
            shut.elapse(2);
            assertThat(post(shut).status()).isEqualTo(201);
            assertThat(shut.writes()).isEqualTo(1);
            assertThat(open.writes()).isZero();
        }
    }

    @Test
    @DisplayName("a hosted lab keeps the rules of LabServer.start: a door and a lookup Retry-After of 0 or more")
    void argumentsAreChecked() {
        assertThatThrownBy(() -> host.start(false, null, 0, List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> host.start(false, Door.open(), -1, List.of()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("close() stops the host's server and threads; its port then refuses connections")
    void closesCleanly() throws Exception {
        List<String> before = hostThreads();
        LabHost other = LabHost.open();
        URI uri;
        try (LabServer lab = other.start(false, Door.open(), 0, List.of(Step.saveThenStall()))) {
            uri = lab.uri();
            assertThatThrownBy(() -> LabWire.post(http, lab.uri(), Duration.ofMillis(100), null, "order-7", "Ticket"))
                    .isInstanceOf(HttpTimeoutException.class);
            assertThat(hostThreads()).as("the host's threads while it serves").hasSizeGreaterThan(before.size());
        }
        other.close();
        other.close(); // twice is fine
        assertThat(hostThreads()).as("hosts' threads left after close()").isSubsetOf(before);
        assertThatThrownBy(() -> post(uri)).isInstanceOf(ConnectException.class);
    }

    private static List<String> hostThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .map(Thread::getName)
                .filter(name -> name.startsWith("retrykit-lab-host-"))
                .toList();
    }
}
