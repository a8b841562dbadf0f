package retrykit.lab;

import java.util.Locale;

/** What the lab server did with one request, as its trace records it. */
public enum Did {
    /** Saved the ticket and answered {@code 201} with its record id. */
    SAVED,
    /** Saved the ticket, then answered a {@code 5xx}. */
    SAVED_THEN_FAILED,
    /** Saved the ticket, then closed the connection without a reply. */
    SAVED_THEN_DROPPED,
    /** Saved the ticket, then held the reply past the client's timeout. */
    SAVED_THEN_STALLED,
    /** Saved the ticket and answered {@code 201} without its record id. */
    SAVED_WITHOUT_ID,
    /** Knew the key, so saved nothing and answered {@code 200} with the record saved under it. */
    REPLAYED,
    /** Answered a {@code 5xx} and saved nothing. */
    FAILED,
    /** Closed the connection without a reply and saved nothing. */
    DROPPED,
    /** Answered {@code 429 Too Many Requests} and saved nothing. */
    REFUSED,
    /** Answered {@code 409 Conflict}: a request with the same key was still in flight. Saved nothing. */
    CONFLICT,
    /** Answered {@code 422}: the ticket was invalid (a blank business id or subject, or no JSON object). Saved nothing. */
    REJECTED_INVALID,
    /** Answered {@code 422}: the key was already used for a different ticket. Saved nothing. */
    REJECTED_KEY_REUSE,
    /** A lookup by business id that found a record: {@code 200}. */
    FOUND,
    /** A lookup by business id that found none: {@code 404}. */
    NOT_FOUND,
    /** A request the lab does not serve (another path or method, a lookup without business_id). */
    NOT_SERVED;

    /** Whether a record was saved by this request. */
    public boolean saved() {
        return this == SAVED
                || this == SAVED_THEN_FAILED
                || this == SAVED_THEN_DROPPED
                || this == SAVED_THEN_STALLED
                || this == SAVED_WITHOUT_ID;
    }

    /**
     * Whether the reply left the client not knowing what the server did: a {@code 5xx}, a dropped
     * connection, a reply that came too late, or a {@code 2xx} that does not say which record it
     * saved. (The client cannot tell the saving kind from the other; only the server knows.)
     */
    public boolean ambiguous() {
        return this == SAVED_THEN_FAILED
                || this == SAVED_THEN_DROPPED
                || this == SAVED_THEN_STALLED
                || this == SAVED_WITHOUT_ID
                || this == FAILED
                || this == DROPPED;
    }

    /** The name a trace uses: {@code saved_then_dropped}. */
    public String traceName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The outcome a trace names {@code traceName}: {@code saved_then_dropped}. */
    public static Did fromTraceName(String traceName) {
        for (Did did : values()) {
            if (did.traceName().equals(traceName)) {
                return did;
            }
        }
        throw new IllegalArgumentException("no outcome of the lab is called " + traceName);
    }

    /** How much {@link #describe} says. */
    public enum Wording {
        /** The lab's log, read alone: what the server did and what it answered, Retry-After included. */
        LOG,
        /** A trace table or figure, where the reply has a column of its own: what the server did. */
        STORY
    }

    /**
     * What the server did, in words, for the lab's log and for the site's traces alike. Both
     * wordings sit in one switch so that a new outcome is worded for each reader or does not
     * compile.
     *
     * @param wording    for the log, or for a trace table or figure
     * @param recordId   the record it saved, replayed or found
     * @param status     the status it answered (the log says it)
     * @param retryAfter the raw {@code Retry-After} it sent, or null (the log says it)
     */
    public String describe(Wording wording, String recordId, int status, String retryAfter) {
        boolean log = wording == Wording.LOG;
        String advice = retryAfter == null ? "" : "Retry-After: " + retryAfter;
        String advised = advice.isEmpty() ? "" : " (" + advice + ")";
        return switch (this) {
            case SAVED -> "saved " + recordId + (log ? ", answered 201" : "");
            case SAVED_THEN_FAILED -> "saved " + recordId + (log ? ", then answered " + status : ", then failed");
            case SAVED_THEN_DROPPED -> "saved " + recordId + ", then dropped the connection";
            case SAVED_THEN_STALLED ->
                "saved " + recordId + ", then held the reply past the " + (log ? "client's timeout" : "timeout");
            case SAVED_WITHOUT_ID -> log ? "saved " + recordId + ", answered 201 without its id" : "saved without id";
            case REPLAYED ->
                log
                        ? "knew the key: saved nothing, answered 200 with " + recordId
                        : "knew the key and replayed " + recordId + ", saving nothing";
            case FAILED -> log ? "answered " + status + advised + ", saved nothing" : "failed, saving nothing";
            case DROPPED -> "dropped the connection, " + (log ? "saved nothing" : "saving nothing");
            case REFUSED ->
                log ? "answered 429" + advised + ", saved nothing" : "refused it (too many requests), saving nothing";
            case CONFLICT ->
                log
                        ? "answered 409 (the key is in flight), saved nothing"
                        : "answered that the key is in flight, saving nothing";
            case REJECTED_INVALID ->
                log ? "answered 422 (an invalid ticket), saved nothing" : "rejected the invalid ticket, saving nothing";
            case REJECTED_KEY_REUSE ->
                log
                        ? "answered 422 (the key was used for another ticket), saved nothing"
                        : "rejected a key reused for another ticket";
            case FOUND -> "found " + recordId;
            case NOT_FOUND ->
                log ? "found nothing (404" + (advice.isEmpty() ? "" : ", " + advice) + ")" : "found no record";
            case NOT_SERVED -> log ? "not served (" + status + ")" : "not served";
        };
    }
}
