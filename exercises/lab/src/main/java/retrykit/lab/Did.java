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
        return this == SAVED || this == SAVED_THEN_FAILED || this == SAVED_THEN_DROPPED || this == SAVED_THEN_STALLED
                || this == SAVED_WITHOUT_ID;
    }

    /**
     * Whether the reply left the client not knowing what the server did: a {@code 5xx}, a dropped
     * connection, a reply that came too late, or a {@code 2xx} that does not say which record it
     * saved. (The client cannot tell the saving kind from the other; only the server knows.)
     */
    public boolean ambiguous() {
        return this == SAVED_THEN_FAILED || this == SAVED_THEN_DROPPED || this == SAVED_THEN_STALLED
                || this == SAVED_WITHOUT_ID || this == FAILED || this == DROPPED;
    }

    /** The name a trace uses: {@code saved_then_dropped}. */
    public String traceName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
