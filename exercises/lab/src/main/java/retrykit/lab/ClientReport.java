package retrykit.lab;

import java.util.List;

/**
 * How a client says its write ended. It is the client's own report; the server's counts are what
 * say what happened.
 *
 * @param state    how it ended
 * @param recordId the record id it holds, when complete
 * @param waits    the seconds it waited before each resend
 */
public record ClientReport(ClientState state, String recordId, List<Integer> waits) {
    public ClientReport {
        waits = List.copyOf(waits);
    }
}
