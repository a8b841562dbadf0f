package retrykit.wire;

import java.net.http.HttpClient;
import java.util.List;
import java.util.function.Supplier;

/** Stage 06, written from its lesson alone: solve checks its input, then one {@link TicketCall} makes the write. */
public final class OnTheWire {
    private OnTheWire() {}

    public static State solve(HttpClient client, Endpoint endpoint, Ticket ticket, Policy policy,
                              List<Integer> draws, Supplier<String> keys, Sleeper sleeper) {
        String[] names = {"client", "endpoint", "ticket", "policy", "draws", "keys", "sleeper"};
        Object[] values = {client, endpoint, ticket, policy, draws, keys, sleeper};
        for (int i = 0; i < names.length; i++) {
            if (values[i] == null) {
                throw new IllegalArgumentException(names[i] + " is required");
            }
        }
        for (Integer draw : draws) {
            if (draw == null) {
                throw new IllegalArgumentException("draws holds a null");
            }
            if (draw < 0 || draw > 99) {
                throw new IllegalArgumentException("draws holds a draw outside 0..99");
            }
        }
        String key = null;
        if (endpoint.honoursKeys()) {
            key = keys.get(); // Rule 3: one key, before the first copy
            if (key == null || key.isBlank()) {
                throw new IllegalArgumentException("keys gave no key");
            }
        }
        return new TicketCall(client, endpoint, ticket, policy, draws, key, sleeper).run();
    }
}
