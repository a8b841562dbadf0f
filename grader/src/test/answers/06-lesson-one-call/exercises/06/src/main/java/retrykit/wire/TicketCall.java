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

/**
 * One write, as the lesson's rules run it: send a copy, sort the reply by the table of "The wire",
 * then end, look up, or wait and send again. Kept as an object because the rules share its state:
 * the budget left, the resends made, and whether some copy may have been saved.
 */
final class TicketCall {

    /** A reply, sorted by the lesson's table. */
    private sealed interface Reply {
        record Saved(String recordId) implements Reply {}

        /** The server did nothing with the copy; {@code asked} is its Retry-After in seconds (0 for none). */
        record Refused(long asked) implements Reply {}

        /** The server may have saved it; {@code asked} is its Retry-After in seconds (0 for none). */
        record Ambiguous(long asked) implements Reply {}

        record Rejected(int status) implements Reply {}
    }

    /** The thread was interrupted while a request was out (Rule 8). */
    private static final class Stopped extends Exception {
        private static final long serialVersionUID = 1L;
    }

    private final HttpClient client;
    private final Endpoint endpoint;
    private final Ticket ticket;
    private final Policy policy;
    private final List<Integer> draws;
    private final String key;
    private final Sleeper sleeper;
    private long budgetLeft;
    private int resends;
    private boolean maySaveBeUnsettled;

    TicketCall(HttpClient client, Endpoint endpoint, Ticket ticket, Policy policy, List<Integer> draws, String key,
               Sleeper sleeper) {
        this.client = client;
        this.endpoint = endpoint;
        this.ticket = ticket;
        this.policy = policy;
        this.draws = draws;
        this.key = key;
        this.sleeper = sleeper;
        this.budgetLeft = policy.budget();
    }

    State run() {
        try {
            while (true) {
                Reply reply = sendCopy();
                if (reply instanceof Reply.Saved saved) {
                    return State.completed(saved.recordId()); // Rule 1
                }
                if (reply instanceof Reply.Rejected rejected) {
                    return State.rejected(rejected.status()); // Rule 5
                }
                long asked;
                if (reply instanceof Reply.Ambiguous ambiguous) {
                    asked = ambiguous.asked();
                    if (key != null) {
                        maySaveBeUnsettled = true; // Rule 3: resend under the key
                    } else if (!endpoint.lookup()) {
                        return State.reviewRequired(); // Rule 4, no lookup
                    } else {
                        Optional<State> found = lookUp();
                        if (found.isPresent()) {
                            return found.get();
                        }
                    }
                } else {
                    asked = ((Reply.Refused) reply).asked(); // Rule 2
                }
                if (!waitBeforeResend(asked)) {
                    return maySaveBeUnsettled ? State.reviewRequired() : State.gaveUp(); // Rule 6
                }
            }
        } catch (Stopped stopped) {
            Thread.currentThread().interrupt(); // Rule 8: the caller asked us to stop; keep saying so
            return State.reviewRequired();
        }
    }

    /** Rules 2 and 6: one wait before the next copy, if a draw and the budget allow it. */
    private boolean waitBeforeResend(long asked) {
        resends++;
        if (resends > draws.size()) {
            return false;
        }
        long wait = Math.max(EqualJitter.solve(resends, policy, draws.get(resends - 1)), asked);
        if (wait > budgetLeft) {
            return false;
        }
        sleeper.sleep((int) wait);
        budgetLeft -= wait;
        return true;
    }

    private Reply sendCopy() throws Stopped {
        HttpRequest.Builder builder = HttpRequest.newBuilder(endpoint.uri())
                .timeout(endpoint.timeout())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(Json.ticket(ticket)));
        if (key != null) {
            builder.header("Idempotency-Key", key);
        }
        HttpResponse<String> response;
        try {
            response = client.send(builder.build(), HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
            throw new Stopped();
        } catch (ConnectException | HttpConnectTimeoutException neverLeft) {
            return new Reply.Refused(0);
        } catch (IOException noReply) {
            return new Reply.Ambiguous(0);
        }
        int status = response.statusCode();
        long asked = RetryAfterHeader.seconds(response.headers().firstValue("Retry-After").orElse(null),
                response.headers().firstValue("Date").orElse(null)).orElse(0);
        if (status >= 200 && status <= 299) {
            Optional<String> id = Json.recordId(response.body());
            return id.isPresent() ? new Reply.Saved(id.get()) : new Reply.Ambiguous(asked);
        }
        if (status == 409 || status == 429) {
            return new Reply.Refused(asked);
        }
        if (status >= 400 && status <= 499) {
            return new Reply.Rejected(status);
        }
        return new Reply.Ambiguous(asked);
    }

    /**
     * Rule 4: the read between the failure and the next copy. Empty when the lookup found nothing
     * (the next copy is a first copy); otherwise the state to end with.
     */
    private Optional<State> lookUp() throws Stopped {
        URI query = URI.create(endpoint.uri() + "?business_id=" + URLEncoder.encode(ticket.businessId(), StandardCharsets.UTF_8));
        HttpResponse<String> response;
        try {
            response = client.send(HttpRequest.newBuilder(query).timeout(endpoint.timeout()).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
            throw new Stopped();
        } catch (IOException noAnswer) {
            return Optional.of(State.reviewRequired());
        }
        if (response.statusCode() == 404) {
            return Optional.empty();
        }
        Optional<String> id = response.statusCode() == 200 ? Json.recordId(response.body()) : Optional.empty();
        return Optional.of(id.isPresent() ? State.completed(id.get()) : State.reviewRequired());
    }
}
