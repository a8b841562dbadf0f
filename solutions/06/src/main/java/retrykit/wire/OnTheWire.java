package retrykit.wire;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
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
        checkArguments(client, endpoint, ticket, policy, draws, keys, sleeper);
        // One key for the whole operation, minted before the first copy and sent with every one: a
        // key minted per attempt matches nothing. Sent only where the provider promises to honour
        // keys; anywhere else it protects nothing, so the write is treated as unkeyed.
        String key = endpoint.honoursKeys() ? mint(keys) : null;
        try {
            return write(client, endpoint, ticket, policy, draws, key, sleeper);
        } catch (InterruptedException stopped) {
            // The caller wants us to stop, perhaps while a copy was on its way: say it may be there.
            Thread.currentThread().interrupt();
            return State.reviewRequired();
        }
    }

    private static State write(
            HttpClient client,
            Endpoint endpoint,
            Ticket ticket,
            Policy policy,
            List<Integer> draws,
            String key,
            Sleeper sleeper)
            throws InterruptedException {
        int left = policy.budget(); // seconds this call may still spend waiting
        boolean mayBeSaved = false; // some copy may have saved the ticket, and nothing since has said
        for (int resend = 1; ; resend++) {
            Reply reply = send(client, endpoint, ticket, key);
            if (reply.kind() == Kind.SAVED) {
                return State.completed(reply.recordId());
            }
            if (reply.kind() == Kind.REJECTED) {
                return State.rejected(reply.status());
            }
            if (reply.kind() == Kind.AMBIGUOUS && key != null) {
                // The provider matches a copy under this key to the first one and answers it from
                // memory, so a resend cannot save the ticket twice. But until one is answered, the
                // ticket may be saved without our knowing.
                mayBeSaved = true;
            } else if (reply.kind() == Kind.AMBIGUOUS) {
                // No key covers this copy: find out what it did before anything is sent again.
                Optional<State> settled = settle(client, endpoint, ticket);
                if (settled.isPresent()) {
                    return settled.get();
                }
            }
            // Refused, covered by the key, or looked up and not saved: the next copy is safe.
            // Stage 04's wait: the backoff, raised to what the server asked for, never past the budget.
            // The draws bound the resends as the budget bounds the waiting.
            if (resend > draws.size()) {
                return ended(mayBeSaved);
            }
            long wait = Math.max(EqualJitter.solve(resend, policy, draws.get(resend - 1)), reply.retryAfter());
            if (wait > left) {
                return ended(mayBeSaved);
            }
            sleeper.sleep((int) wait); // at most what was left of an int budget, so it fits
            left -= (int) wait;
        }
    }

    /**
     * What an unkeyed copy with no clear answer did, read from the provider: the lookup sits here,
     * between the failure and the resend, so it sees every copy. Empty when nothing was saved (the
     * next copy is a first copy); without a lookup, or without a clear answer from it, only a
     * person can settle it.
     */
    private static Optional<State> settle(HttpClient client, Endpoint endpoint, Ticket ticket)
            throws InterruptedException {
        if (!endpoint.lookup()) {
            return Optional.of(State.reviewRequired());
        }
        try {
            String found = lookUp(client, endpoint, ticket);
            return found == null ? Optional.empty() : Optional.of(State.completed(found)); // saved: done, once
        } catch (IOException noClearAnswer) {
            return Optional.of(State.reviewRequired());
        }
    }

    /** The state when the call stops still failing: a copy that may be saved must be looked at by someone. */
    private static State ended(boolean mayBeSaved) {
        return mayBeSaved ? State.reviewRequired() : State.gaveUp();
    }

    // ---- the wire ------------------------------------------------------------------------------

    /** What one copy's reply says about the ticket, as stage 01 sorts outcomes. */
    private enum Kind {
        SAVED,
        REFUSED,
        AMBIGUOUS,
        REJECTED
    }

    /**
     * One reply, sorted.
     *
     * @param retryAfter the seconds its {@code Retry-After} asks for, 0 when none or unreadable
     */
    private record Reply(Kind kind, int status, String recordId, long retryAfter) {}

    private static Reply send(HttpClient client, Endpoint endpoint, Ticket ticket, String key)
            throws InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(endpoint.uri())
                .timeout(endpoint.timeout())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(Json.ticket(ticket)));
        if (key != null) {
            request.header("Idempotency-Key", key);
        }
        HttpResponse<String> response;
        try {
            response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (HttpConnectTimeoutException | ConnectException neverOpened) {
            // The connection never opened, so the request never left: refused, like a 429.
            // (HttpConnectTimeoutException is a kind of HttpTimeoutException, so it is caught first.)
            return new Reply(Kind.REFUSED, 0, null, 0);
        } catch (IOException noReply) {
            // Sent, and no reply: a timeout or a connection lost. The server may have saved it.
            return new Reply(Kind.AMBIGUOUS, 0, null, 0);
        }
        int status = response.statusCode();
        long asked = RetryAfterHeader.seconds(
                        response.headers().firstValue("Retry-After").orElse(null),
                        response.headers().firstValue("Date").orElse(null))
                .orElse(0);
        if (status >= 200 && status <= 299) {
            String id = Json.recordId(response.body()).orElse(null);
            // A success without the record's id tells us it was saved, but not which record: ask.
            return id != null ? new Reply(Kind.SAVED, status, id, 0) : new Reply(Kind.AMBIGUOUS, status, null, asked);
        }
        if (status == 409 || status == 429) {
            return new Reply(Kind.REFUSED, status, null, asked); // turned away, or another copy still in flight
        }
        if (status >= 400 && status <= 499) {
            return new Reply(Kind.REJECTED, status, null, 0);
        }
        return new Reply(Kind.AMBIGUOUS, status, null, asked); // a 5xx, or a status we cannot read
    }

    /**
     * The id of the record saved under the ticket's business id, or null when there is none.
     *
     * @throws IOException when the lookup got no clear answer either way
     */
    private static String lookUp(HttpClient client, Endpoint endpoint, Ticket ticket)
            throws IOException, InterruptedException {
        URI query = URI.create(
                endpoint.uri() + "?business_id=" + URLEncoder.encode(ticket.businessId(), StandardCharsets.UTF_8));
        HttpResponse<String> response = client.send(
                HttpRequest.newBuilder(query).timeout(endpoint.timeout()).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() == 404) {
            return null;
        }
        if (response.statusCode() == 200) {
            return Json.recordId(response.body())
                    .orElseThrow(() -> new IOException("a lookup answered 200 without an id"));
        }
        throw new IOException("a lookup answered " + response.statusCode());
    }

    // ---- input -----------------------------------------------------------------------------

    private static String mint(Supplier<String> keys) {
        String key = keys.get();
        if (key == null || key.isBlank()) {
            throw new IllegalArgumentException(
                    "keys must give a key that is not blank, not " + (key == null ? "null" : "\"" + key + "\""));
        }
        return key;
    }

    /** Refuses what no call could mean, before anything is sent. */
    private static void checkArguments(
            HttpClient client,
            Endpoint endpoint,
            Ticket ticket,
            Policy policy,
            List<Integer> draws,
            Supplier<String> keys,
            Sleeper sleeper) {
        Object[] arguments = {client, endpoint, ticket, policy, draws, keys, sleeper};
        String[] names = {"client", "endpoint", "ticket", "policy", "draws", "keys", "sleeper"};
        for (int i = 0; i < arguments.length; i++) {
            if (arguments[i] == null) {
                throw new IllegalArgumentException(names[i] + " must not be null");
            }
        }
        // Not draws.contains(null): a List.of(...) throws NullPointerException on that question.
        for (int i = 0; i < draws.size(); i++) {
            Integer draw = draws.get(i);
            if (draw == null) {
                throw new IllegalArgumentException("draws[" + i + "] must not be null");
            }
            if (draw < 0 || draw > 99) {
                throw new IllegalArgumentException("draws[" + i + "] must be a whole percentage 0..99, not " + draw);
            }
        }
    }
}
