package retrykit.wire;

import java.net.http.HttpClient;
import java.util.List;
import java.util.function.Supplier;

/** Stage 06: send one ticket through a real HTTP client, with the retry policy of stages 01 to 05. */
public final class OnTheWire {
    private OnTheWire() {}

    /**
     * Writes one ticket: one logical operation, however many copies of it go on the wire.
     *
     * @param client   the HTTP client to send every request through
     * @param endpoint where to send, how long to wait for each reply, and what the provider promises
     * @param ticket   the ticket to write
     * @param policy   the backoff ceilings and the budget, in seconds
     * @param draws    the caller's random numbers, whole percentages 0..99; draws[k-1] is for resend k,
     *                 and there are no more resends than draws
     * @param keys     mints a fresh idempotency key; call it at most once per call of solve
     * @param sleeper  waits before each resend
     * @return how the write ended, as the rules in README.md say
     * @throws IllegalArgumentException if an argument or a draw is null, a draw is outside 0..99, or
     *                                  {@code keys} gives no key (README.md, rule 7)
     */
    public static State solve(
            HttpClient client,
            Endpoint endpoint,
            Ticket ticket,
            Policy policy,
            List<Integer> draws,
            Supplier<String> keys,
            Sleeper sleeper) {
        throw new UnsupportedOperationException(
                "Stage 06 (on the wire) is not implemented yet: read exercises/06/README.md, then write OnTheWire.solve");
    }
}
