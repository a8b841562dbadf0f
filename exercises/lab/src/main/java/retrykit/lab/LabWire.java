package retrykit.lab;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The client's side of the lab's protocol, for the lab's own clients (the naive ones, the warm-up)
 * and for tests: one write or one lookup, sent once, with no policy at all. Deciding what to do
 * with a reply is the caller's job.
 */
public final class LabWire {
    private LabWire() {}

    /**
     * What came back from one request that got a reply.
     *
     * @param status     the HTTP status
     * @param recordId   the {@code id} in the body, or null
     * @param retryAfter the raw {@code Retry-After} header, or null
     * @param date       the raw {@code Date} header, or null
     */
    public record Reply(int status, String recordId, String retryAfter, String date) {
        /** Whether the status is a 2xx. */
        public boolean ok() {
            return status >= 200 && status <= 299;
        }
    }

    /**
     * An HTTP client for the lab: HTTP/1.1 (the lab's server speaks nothing else), and no proxy (the
     * lab is on this machine). It sets no connect timeout of its own: each request's timeout bounds
     * its connect too ({@code HttpConnectTimeoutException} when it runs out before the connection
     * opens). A connect on this machine opens or is refused at once, so a timer of the client's own
     * could fire only because the machine stalled.
     */
    public static HttpClient newClient() {
        return HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .proxy(HttpClient.Builder.NO_PROXY)
                .build();
    }

    /**
     * Closes {@code client} where the JDK can: from Java 21, {@code HttpClient} is
     * {@code AutoCloseable} and this stops its threads at once. On Java 17 its threads are daemons
     * that end soon after it is no longer used.
     */
    public static void close(HttpClient client) {
        if (client instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                // nothing left to do with a client being thrown away
            }
        }
    }

    /**
     * Sends one write: {@code POST uri} with {@code {"business_id":...,"subject":...}} and, when
     * {@code key} is not null, an {@code Idempotency-Key}.
     *
     * @throws IOException when no reply came: {@link java.net.http.HttpTimeoutException} when none came in
     *                     time, another IOException when the connection was lost (or never opened)
     */
    public static Reply post(HttpClient http, URI uri, Duration timeout, String key, String businessId, String subject)
            throws IOException, InterruptedException {
        Map<String, String> ticket = new LinkedHashMap<>();
        ticket.put("business_id", businessId);
        ticket.put("subject", subject);
        HttpRequest.Builder request = HttpRequest.newBuilder(uri)
                .timeout(timeout)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(LabJson.object(ticket)));
        if (key != null) {
            request.header("Idempotency-Key", key);
        }
        return reply(http.send(request.build(), HttpResponse.BodyHandlers.ofString()));
    }

    /** Sends one lookup: {@code GET uri?business_id=...}. */
    public static Reply lookup(HttpClient http, URI uri, Duration timeout, String businessId)
            throws IOException, InterruptedException {
        URI query = URI.create(uri + "?business_id=" + URLEncoder.encode(businessId, StandardCharsets.UTF_8));
        return reply(http.send(
                HttpRequest.newBuilder(query).timeout(timeout).GET().build(), HttpResponse.BodyHandlers.ofString()));
    }

    private static Reply reply(HttpResponse<String> response) {
        String id =
                LabJson.parse(response.body()).map(fields -> fields.get("id")).orElse(null);
        return new Reply(
                response.statusCode(),
                id,
                response.headers().firstValue("Retry-After").orElse(null),
                response.headers().firstValue("Date").orElse(null));
    }
}
