package retrykit.lab;

/**
 * One request as the server saw it, before the {@link RequestLog} numbers it: made by the named
 * factories below, so that a caller writes only what the request had.
 *
 * @param method            {@code POST} (a write) or {@code GET} (a lookup), or whatever a request not served used
 * @param key               the {@code Idempotency-Key} it carried, or null
 * @param businessId        the ticket's business id, or null
 * @param did               what the server did
 * @param status            the status it answered (or meant to), 0 for none
 * @param recordId          the record it saved, replayed or found, or null
 * @param retryAfter        the raw {@code Retry-After} it sent, or null
 * @param retryAfterSeconds the seconds that header asks for, as the client was told, 0 if none
 */
record Seen(
        String method,
        String key,
        String businessId,
        Did did,
        int status,
        String recordId,
        String retryAfter,
        int retryAfterSeconds) {

    /** A write ({@code POST}) and what the server did with it. */
    static Seen write(String key, String businessId, Did did, int status) {
        return new Seen("POST", key, businessId, did, status, null, null, 0);
    }

    /** A lookup ({@code GET}) by business id and what it found. */
    static Seen lookup(String key, String businessId, Did did, int status) {
        return new Seen("GET", key, businessId, did, status, null, null, 0);
    }

    /** A request the lab does not serve. */
    static Seen notServed(String method, int status) {
        return new Seen(method, null, null, Did.NOT_SERVED, status, null, null, 0);
    }

    /** This request, with the record it saved, replayed or found. */
    Seen withRecord(String id) {
        return new Seen(method, key, businessId, did, status, id, retryAfter, retryAfterSeconds);
    }

    /** This request, answered with {@code Retry-After: header} (none if null), which asks for {@code seconds}. */
    Seen withRetryAfter(String header, int seconds) {
        return new Seen(method, key, businessId, did, status, recordId, header, seconds);
    }

    /** This request as the {@code number}-th the server received. */
    Request numbered(int number) {
        return new Request(number, method, key, businessId, did, status, recordId, retryAfter, retryAfterSeconds);
    }
}
