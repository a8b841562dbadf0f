package retrykit.lab;

/**
 * One request to a standalone lab as it prints it, the moment it is logged: its number, method,
 * path, business id and {@code Idempotency-Key}, what the scenario did in a word (committed,
 * replayed the saved reply, refused, stalled, dropped, ...), and the lab log's own words for it.
 *
 * <pre>
 * #1 POST /tickets, business id 4200, no Idempotency-Key: committed (saved ticket-1, then answered 500)
 * </pre>
 */
final class RequestLine {
    private RequestLine() {}

    static String of(Request r) {
        String who = switch (r.did()) {
            case FOUND, NOT_FOUND -> r.method() + " " + TicketDesk.PATH + "?business_id=" + r.businessId();
            case NOT_SERVED -> r.method() + " (not a ticket)";
            default ->
                r.method() + " " + TicketDesk.PATH + ", business id " + r.businessId() + ", "
                        + (r.key() == null ? "no Idempotency-Key" : "Idempotency-Key " + LabJson.string(r.key()));
        };
        return "#" + r.number() + " " + who + ": " + word(r.did()) + " ("
                + r.did().describe(Did.Wording.LOG, r.recordId(), r.status(), r.retryAfter()) + ")";
    }

    /** What the scenario did, in the words the lesson uses. */
    private static String word(Did did) {
        return switch (did) {
            case SAVED, SAVED_WITHOUT_ID -> "committed";
            case SAVED_THEN_FAILED -> "committed, then failed";
            case SAVED_THEN_DROPPED -> "committed, then dropped";
            case SAVED_THEN_STALLED -> "committed, then stalled";
            case REPLAYED -> "replayed the saved reply";
            case FAILED -> "failed";
            case DROPPED -> "dropped";
            case REFUSED, CONFLICT -> "refused";
            case REJECTED_INVALID, REJECTED_KEY_REUSE -> "rejected";
            case FOUND, NOT_FOUND -> "looked up";
            case NOT_SERVED -> "not served";
        };
    }
}
