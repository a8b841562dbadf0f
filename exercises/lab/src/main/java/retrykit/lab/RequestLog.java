package retrykit.lab;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * What reached a lab server and what it saved, and that record rendered for a person ({@link
 * #text}) and as a trace ({@link #trace}). Thread-safe: a caller that must read and append as one
 * step (find a record, then log the lookup that found it) holds this log's monitor meanwhile.
 */
final class RequestLog {
    private final Consumer<Request> arrivals;
    private final List<Request> requests = new ArrayList<>();
    private final List<Saved> records = new ArrayList<>();
    private final Map<String, Saved> byKey = new HashMap<>();

    /** A log that keeps its requests to itself. */
    RequestLog() {
        this(request -> {});
    }

    /**
     * A log that also hands each request to {@code arrivals} as it is appended, under this log's
     * monitor: so they come in the order the log numbers them (the standalone lab prints them).
     */
    RequestLog(Consumer<Request> arrivals) {
        this.arrivals = arrivals;
    }

    /** Appends one request, numbered after the ones before it. */
    synchronized void append(Seen seen) {
        Request numbered = seen.numbered(requests.size() + 1);
        requests.add(numbered);
        arrivals.accept(numbered);
    }

    /**
     * Saves the ticket of {@code seen} as the next record, remembers it under {@code key} when not
     * null, and appends {@code seen} with that record's id: one step, so that no reader sees the
     * record without its request.
     */
    synchronized Saved save(Seen seen, String payload, String key) {
        Saved saved = new Saved("ticket-" + (records.size() + 1), seen.businessId(), payload);
        records.add(saved);
        if (key != null) {
            byKey.put(key, saved);
        }
        append(seen.withRecord(saved.recordId()));
        return saved;
    }

    /** The record saved under {@code key}, or null. */
    synchronized Saved savedUnder(String key) {
        return byKey.get(key);
    }

    /** The first record saved with {@code businessId}, or null. */
    synchronized Saved firstWith(String businessId) {
        return records.stream()
                .filter(s -> s.businessId().equals(businessId))
                .findFirst()
                .orElse(null);
    }

    synchronized List<Request> requests() {
        return List.copyOf(requests);
    }

    synchronized List<Saved> records() {
        return List.copyOf(records);
    }

    /**
     * One line per request, after what the door did:
     * <pre>
     * 2 requests reached the server, 1 record saved:
     *   1. POST, no key: saved ticket-1, then dropped the connection
     *   2. GET ?business_id=order-7: found ticket-1
     * </pre>
     *
     * @param opened  whether the door has opened (an open door always has)
     * @param elapsed the lab's clock: the seconds the client waited in all
     */
    synchronized String text(Door door, boolean opened, long elapsed) {
        StringBuilder out = new StringBuilder(doorLine(door, opened, elapsed))
                .append(requests.size())
                .append(requests.size() == 1 ? " request" : " requests")
                .append(" reached the server, ")
                .append(records.size())
                .append(records.size() == 1 ? " record" : " records")
                .append(" saved")
                .append(requests.isEmpty() ? "" : ":");
        for (Request r : requests) {
            out.append("\n  ").append(r.number()).append(". ").append(line(r));
        }
        return out.toString();
    }

    /** What the door did, as the first line of {@link #text}; empty for an open door. */
    private static String doorLine(Door door, boolean opened, long elapsed) {
        if (door.kind() == Door.Kind.OPEN) {
            return "";
        }
        String shut = door.kind() == Door.Kind.REFUSING ? "every connection refused" : "every connect left hanging";
        return (opened
                        ? shut + " until the client had waited " + door.seconds() + " s"
                        : shut + ": the door never opened (the client waited " + elapsed + " s in all, and it opens at "
                                + door.seconds() + " s)")
                + "\n";
    }

    private static String line(Request r) {
        String who = r.write()
                ? "POST, " + (r.key() == null ? "no key" : "key " + LabJson.string(r.key()))
                : r.method() + (r.businessId() == null ? "" : " ?business_id=" + r.businessId());
        return who + ": " + r.did().describe(Did.Wording.LOG, r.recordId(), r.status(), r.retryAfter());
    }

    /** The server's side of a run, as maps and lists: whether it honours keys, its script, every request, every record. */
    synchronized Map<String, Object> trace(boolean honoursKeys, Door door, List<Step> script) {
        Map<String, Object> trace = new LinkedHashMap<>();
        trace.put("honours_keys", honoursKeys);
        if (door.kind() != Door.Kind.OPEN) {
            trace.put("door", door.toString());
        }
        trace.put("script", script.stream().map(Step::toString).collect(Collectors.toList()));
        List<Object> seen = new ArrayList<>();
        for (Request r : requests) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("request", r.number());
            one.put("method", r.method());
            one.put("write", r.write());
            one.put("key", r.key());
            one.put("business_id", r.businessId());
            one.put("did", r.did().traceName());
            one.put("status", r.status() == 0 ? null : r.status());
            one.put("record_id", r.recordId());
            one.put("retry_after", r.retryAfter());
            seen.add(one);
        }
        trace.put("requests", seen);
        List<Object> saved = new ArrayList<>();
        for (Saved s : records) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("record_id", s.recordId());
            one.put("business_id", s.businessId());
            one.put("payload", LabJson.parse(s.payload()).orElseThrow());
            saved.add(one);
        }
        trace.put("records", saved);
        return trace;
    }
}
