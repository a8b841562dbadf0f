package retrykit.lab;

/**
 * One request as the lab server saw it and what it did with it.
 *
 * @param number            its place among all the requests the server received, from 1
 * @param method            {@code POST} (a write) or {@code GET} (a lookup)
 * @param key               the {@code Idempotency-Key} it carried, or null
 * @param businessId        the ticket's business id (from the body of a write, the query of a lookup), or null
 * @param did               what the server did
 * @param status            the status the server answered (or meant to, for a stalled reply), 0 for none
 * @param recordId          the record it saved, replayed or found, or null
 * @param retryAfter        the raw {@code Retry-After} it sent, or null
 * @param retryAfterSeconds the seconds that header asks for, as the client was told (a date counted from the
 *                          reply's own Date header), 0 if none or raw text
 */
public record Request(
        int number,
        String method,
        String key,
        String businessId,
        Did did,
        int status,
        String recordId,
        String retryAfter,
        int retryAfterSeconds) {

    /** Whether this request was a write ({@code POST}). */
    public boolean write() {
        return "POST".equals(method);
    }

    /** Whether this request was a lookup by business id. */
    public boolean lookup() {
        return did == Did.FOUND || did == Did.NOT_FOUND;
    }
}
