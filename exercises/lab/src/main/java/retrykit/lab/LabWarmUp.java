package retrykit.lab;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.List;

/**
 * The first exchanges in a JVM are slow while the JDK loads and compiles its HTTP code, slow
 * enough to pass a short client timeout. So before the first server of a JVM is handed out, a
 * private one serves a few exchanges of each kind (saved, dropped, stalled, looked up), and the
 * timings the kit's tests depend on hold from the first request.
 */
final class LabWarmUp {
    private static boolean done; // guarded by LabWarmUp.class

    private LabWarmUp() {}

    /** Warms the JVM up, once: later calls return at once. A failure is left to the real start to report. */
    static synchronized void once() {
        if (done) {
            return;
        }
        done = true;
        LabServer lab;
        try {
            lab = LabServer.startCold(
                    true,
                    Door.open(),
                    0,
                    List.of(Step.saveThenDrop(), Step.tooManyRequestsUntil(1), Step.saveThenStall()));
        } catch (RuntimeException e) {
            return; // the real start will report it
        }
        HttpClient http = LabWire.newClient();
        Duration patient = Duration.ofSeconds(2);
        try {
            quietly(() -> LabWire.post(http, lab.uri(), patient, "warm-up", "warm-up", "warm up")); // dropped
            quietly(() -> LabWire.post(http, lab.uri(), patient, "warm-up", "warm-up", "warm up")); // 429 with a date
            quietly(() -> LabWire.post(http, lab.uri(), Duration.ofMillis(50), null, "warm-up", "warm up")); // stalled
            for (int round = 0; round < 10; round++) {
                quietly(() -> LabWire.post(http, lab.uri(), patient, "warm-up", "warm-up", "warm up")); // replayed
                quietly(() -> LabWire.post(http, lab.uri(), patient, null, "warm-up", "")); // 422
                quietly(() -> LabWire.lookup(http, lab.uri(), patient, "warm-up")); // found
                quietly(() -> LabWire.lookup(http, lab.uri(), patient, "cold")); // 404
            }
        } finally {
            lab.close();
            LabWire.close(http);
        }
    }

    private interface Exchange {
        void run() throws Exception;
    }

    private static void quietly(Exchange exchange) {
        try {
            exchange.run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception expected) {
            // dropped, stalled: what the warm-up is for
        }
    }
}
