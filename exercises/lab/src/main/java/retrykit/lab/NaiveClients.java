package retrykit.lab;

import java.io.IOException;
import java.net.http.HttpClient;
import java.util.List;

/**
 * The two clients whose duplicates the scenarios count: retry loops of the kind that pass their own
 * tests and get approved in review. They are here to be measured, not copied.
 */
public final class NaiveClients {
    private NaiveClients() {}

    /** How many attempts each makes before it stops. */
    public static final int ATTEMPTS = 3;

    /**
     * Scenario 1's client: no key, and every failure is sent again, a dropped connection included,
     * up to {@link #ATTEMPTS} attempts. It never asks what the first copy may have done.
     */
    public static LabClient blindRetry() {
        return (http, call) -> sendUntilOk(http, call, null);
    }

    /**
     * Scenario 4's client: it mints one key per write, sends it with every attempt, and then
     * resends every failure because "the key makes it safe", without asking whether the provider
     * honours keys at all ({@link Call#honoursKeys()} is never read).
     */
    public static LabClient trustsAnyKey() {
        return (http, call) -> sendUntilOk(http, call, "op-" + call.businessId());
    }

    private static ClientReport sendUntilOk(HttpClient http, Call call, String key) throws InterruptedException {
        int lastStatus = 0;
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            try {
                LabWire.Reply reply =
                        LabWire.post(http, call.uri(), call.timeout(), key, call.businessId(), call.subject());
                if (reply.ok()) {
                    return new ClientReport(ClientState.COMPLETE, reply.recordId(), List.of());
                }
                lastStatus = reply.status();
            } catch (IOException failed) {
                lastStatus = 0; // no reply: try again, like every other failure
            }
        }
        boolean rejected = lastStatus >= 400 && lastStatus <= 499 && lastStatus != 409 && lastStatus != 429;
        return new ClientReport(rejected ? ClientState.REJECTED : ClientState.GAVE_UP, null, List.of());
    }
}
