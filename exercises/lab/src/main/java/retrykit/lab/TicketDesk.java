package retrykit.lab;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The lab's HTTP side at its path ({@link #PATH}, or a hosted lab's own): takes each request, plays the script's step for a write,
 * answers as {@link LabServer} documents, and writes every request into the {@link RequestLog}.
 */
final class TicketDesk implements HttpHandler {

    /** Where tickets go on a lab server of its own. */
    static final String PATH = "/tickets";

    private static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    /** Holds a stalled reply back; says whether the reply may still go out (false when the server is closing). */
    interface Stall {
        boolean hold() throws InterruptedException;
    }

    private final String path;
    private final boolean honoursKeys;
    private final int lookupRetryAfter;
    private final List<Step> script;
    private final RequestLog log;
    private final Stall stall;
    private final boolean scriptPerTicket;
    private int writes; // guarded by log's monitor, so that a write's step and its entry are taken together
    private final Map<String, Integer> writesPerTicket = new HashMap<>(); // guarded by log's monitor

    /**
     * A desk whose n-th write meets the n-th step of {@code script}, or, when {@code
     * scriptPerTicket}, whose n-th write of each business id does: so that every new ticket meets the
     * fault and its resends meet what follows, however many tickets people send (the standalone lab).
     */
    TicketDesk(
            String path,
            boolean honoursKeys,
            int lookupRetryAfter,
            List<Step> script,
            boolean scriptPerTicket,
            RequestLog log,
            Stall stall) {
        this.path = path;
        this.scriptPerTicket = scriptPerTicket;
        this.honoursKeys = honoursKeys;
        this.lookupRetryAfter = lookupRetryAfter;
        this.script = List.copyOf(script);
        this.log = log;
        this.stall = stall;
    }

    /** How many writes ({@code POST}s) reached the desk. */
    int writes() {
        synchronized (log) {
            return writes;
        }
    }

    @Override
    public void handle(HttpExchange exchange) {
        try {
            byte[] body = exchange.getRequestBody().readAllBytes();
            if (!path.equals(exchange.getRequestURI().getPath())) {
                notServed(
                        exchange,
                        404,
                        "no such path: " + exchange.getRequestURI().getPath());
            } else if ("POST".equals(exchange.getRequestMethod())) {
                write(exchange, new String(body, StandardCharsets.UTF_8));
            } else if ("GET".equals(exchange.getRequestMethod())) {
                lookup(exchange);
            } else {
                notServed(
                        exchange,
                        405,
                        "the lab takes POST (a write) and GET (a lookup), not " + exchange.getRequestMethod());
            }
        } catch (IOException clientWentAway) {
            // The client stopped waiting (a stalled reply, a timeout): nothing to tell it.
        } finally {
            exchange.close();
        }
    }

    private void write(HttpExchange exchange, String body) throws IOException {
        String key = exchange.getRequestHeaders().getFirst("Idempotency-Key");
        Optional<Map<String, String>> fields = LabJson.parse(body);
        String businessId = fields.map(f -> f.get("business_id")).orElse(null);
        Step step;
        synchronized (log) {
            writes++;
            // A body without a business id counts as one ticket of its own: it still meets the script.
            int nth = scriptPerTicket
                    ? writesPerTicket.merge(businessId == null ? "" : businessId, 1, Integer::sum)
                    : writes;
            step = nth <= script.size() ? script.get(nth - 1) : Step.ok();
        }
        if (step.gateway()) {
            gateway(exchange, step, key, businessId);
            return;
        }

        // The application: validate, consult the key, save, then answer as the step says.
        String subject = fields.map(f -> f.get("subject")).orElse(null);
        if (isBlank(businessId) || isBlank(subject)) {
            log.append(Seen.write(key, businessId, Did.REJECTED_INVALID, 422));
            answer(exchange, 422, error("a ticket needs a business_id and a subject that are not blank"));
            return;
        }
        Map<String, String> ticket = new LinkedHashMap<>();
        ticket.put("business_id", businessId);
        ticket.put("subject", subject);
        String payload = LabJson.object(ticket);
        Saved saved;
        Did did;
        synchronized (log) {
            Saved known = honoursKeys && key != null ? log.savedUnder(key) : null;
            if (known != null) {
                // A key it saved a ticket under: answer from memory, and save nothing.
                saved = known;
                did = known.payload().equals(payload) ? Did.REPLAYED : Did.REJECTED_KEY_REUSE;
                log.append(
                        did == Did.REPLAYED
                                ? Seen.write(key, businessId, did, 200).withRecord(known.recordId())
                                : Seen.write(key, businessId, did, 422));
            } else {
                did = didFor(step);
                saved = log.save(Seen.write(key, businessId, did, step.status()), payload, honoursKeys ? key : null);
            }
        }
        switch (did) {
            case REPLAYED -> answer(exchange, 200, receipt(saved));
            case REJECTED_KEY_REUSE ->
                answer(exchange, 422, error("this Idempotency-Key was used for a different ticket"));
            default -> afterSaving(exchange, step, saved);
        }
    }

    private void afterSaving(HttpExchange exchange, Step step, Saved saved) throws IOException {
        switch (step.kind()) {
            case SAVE -> answer(exchange, 201, receipt(saved));
            case SAVE_THEN_FAIL ->
                answer(exchange, step.status(), error("something failed after the ticket was saved"));
            case SAVE_THEN_DROP -> {} // closed without a reply by handle()
            case SAVE_THEN_STALL -> {
                try {
                    if (!stall.hold()) {
                        return; // the server is closing; the client stopped waiting long ago
                    }
                } catch (InterruptedException closing) {
                    return;
                }
                answer(exchange, 201, receipt(saved));
            }
            case SAVE_WITHOUT_ID -> answer(exchange, 201, "{}");
            default -> throw new IllegalStateException("not a saving step: " + step);
        }
    }

    private void gateway(HttpExchange exchange, Step step, String key, String businessId) throws IOException {
        switch (step.kind()) {
            case TOO_MANY_REQUESTS -> {
                String retryAfter = retryAfter(step);
                if (retryAfter != null) {
                    exchange.getResponseHeaders().set("Retry-After", retryAfter);
                }
                // Logged once the headers are out, so that a date is logged as the seconds the client
                // will read: the JDK's server writes the Date header itself, from its own clock.
                answer(
                        exchange,
                        429,
                        error("too many requests"),
                        () -> log.append(Seen.write(key, businessId, Did.REFUSED, 429)
                                .withRetryAfter(
                                        retryAfter,
                                        askedFor(
                                                step,
                                                retryAfter,
                                                exchange.getResponseHeaders().getFirst("Date")))));
            }
            case CONFLICT -> {
                log.append(Seen.write(key, businessId, Did.CONFLICT, 409));
                answer(exchange, 409, error("a request with this key is still in flight"));
            }
            case FAIL -> {
                String retryAfter = retryAfter(step);
                log.append(Seen.write(key, businessId, Did.FAILED, step.status())
                        .withRetryAfter(retryAfter, step.retryAfterSeconds()));
                if (retryAfter != null) {
                    exchange.getResponseHeaders().set("Retry-After", retryAfter);
                }
                answer(exchange, step.status(), error("the service is failing; nothing was saved"));
            }
            case DROP -> log.append(Seen.write(key, businessId, Did.DROPPED, 0)); // closed by handle()
            default -> throw new IllegalStateException("not a gateway step: " + step);
        }
    }

    /**
     * The seconds a 429 asked for: as the step says, or, for a date, the seconds from the reply's
     * own {@code Date} header (which the JDK's server writes, from its clock, as it sends the
     * headers) to that date. On a busy machine the server's second can tick over between the two
     * readings; the log keeps what the client was really told.
     */
    private static int askedFor(Step step, String retryAfter, String date) {
        if (step.form() != Step.Form.DATE || date == null) {
            return step.retryAfterSeconds();
        }
        try {
            Instant sent = ZonedDateTime.parse(date, DateTimeFormatter.RFC_1123_DATE_TIME)
                    .toInstant();
            Instant until = ZonedDateTime.parse(retryAfter, DateTimeFormatter.RFC_1123_DATE_TIME)
                    .toInstant();
            return (int) Math.max(0, until.getEpochSecond() - sent.getEpochSecond());
        } catch (DateTimeParseException unexpected) {
            return step.retryAfterSeconds();
        }
    }

    /**
     * The header's text. A date is counted from the reply's own {@code Date} header, which the JDK's
     * server writes itself from its clock as it sends the headers, to the second. So the date is
     * taken from the same clock just before, and never in the last tenth of a second, when the two
     * readings would most likely fall in different seconds ({@link #askedFor} logs what they gave).
     */
    private static String retryAfter(Step step) {
        return switch (step.form()) {
            case NONE -> null;
            case SECONDS -> String.valueOf(step.retryAfterSeconds());
            case RAW -> step.raw();
            case DATE -> {
                Instant now = Instant.now();
                int millis = now.get(ChronoField.MILLI_OF_SECOND);
                if (millis > 900) {
                    try {
                        Thread.sleep(1005 - millis);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    now = Instant.now();
                }
                yield IMF_FIXDATE.format(Instant.ofEpochSecond(now.getEpochSecond() + step.retryAfterSeconds()));
            }
        };
    }

    private void lookup(HttpExchange exchange) throws IOException {
        String businessId = query(exchange.getRequestURI().getRawQuery()).get("business_id");
        if (businessId == null) {
            notServed(exchange, 400, "a lookup needs ?business_id=...");
            return;
        }
        String key = exchange.getRequestHeaders().getFirst("Idempotency-Key");
        Saved found;
        String retryAfter;
        synchronized (log) {
            found = log.firstWith(businessId);
            retryAfter = found == null && lookupRetryAfter > 0 ? String.valueOf(lookupRetryAfter) : null;
            log.append(
                    found == null
                            ? Seen.lookup(key, businessId, Did.NOT_FOUND, 404)
                                    .withRetryAfter(retryAfter, retryAfter == null ? 0 : lookupRetryAfter)
                            : Seen.lookup(key, businessId, Did.FOUND, 200).withRecord(found.recordId()));
        }
        if (found == null) {
            if (retryAfter != null) {
                exchange.getResponseHeaders().set("Retry-After", retryAfter);
            }
            answer(exchange, 404, error("no ticket with business_id " + businessId));
            return;
        }
        Map<String, String> body = new LinkedHashMap<>();
        body.put("id", found.recordId());
        body.putAll(LabJson.parse(found.payload()).orElseThrow());
        answer(exchange, 200, LabJson.object(body));
    }

    private void notServed(HttpExchange exchange, int status, String why) throws IOException {
        log.append(Seen.notServed(exchange.getRequestMethod(), status));
        answer(exchange, status, error(why));
    }

    private static Did didFor(Step step) {
        return switch (step.kind()) {
            case SAVE -> Did.SAVED;
            case SAVE_THEN_FAIL -> Did.SAVED_THEN_FAILED;
            case SAVE_THEN_DROP -> Did.SAVED_THEN_DROPPED;
            case SAVE_THEN_STALL -> Did.SAVED_THEN_STALLED;
            case SAVE_WITHOUT_ID -> Did.SAVED_WITHOUT_ID;
            default -> throw new IllegalStateException("not a saving step: " + step);
        };
    }

    private static void answer(HttpExchange exchange, int status, String json) throws IOException {
        answer(exchange, status, json, () -> {});
    }

    /** Answers, running {@code headersSent} between the headers and the body (before the client can have the reply). */
    private static void answer(HttpExchange exchange, int status, String json, Runnable headersSent)
            throws IOException {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        headersSent.run();
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static String receipt(Saved saved) {
        return LabJson.object(Map.of("id", saved.recordId()));
    }

    private static String error(String message) {
        return LabJson.object(Map.of("error", message));
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> fields = new HashMap<>();
        if (raw == null) {
            return fields;
        }
        for (String pair : raw.split("&", -1)) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                fields.putIfAbsent(
                        URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                        URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
            }
        }
        return fields;
    }

    private static boolean isBlank(String text) {
        return text == null || text.isBlank();
    }
}
