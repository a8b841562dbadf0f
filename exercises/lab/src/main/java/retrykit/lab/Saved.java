package retrykit.lab;

/**
 * One record the lab server saved.
 *
 * @param recordId   the id the server gave it: {@code ticket-1}, {@code ticket-2}, ...
 * @param businessId the ticket's business id, the caller's own name for it
 * @param payload    the ticket as saved, as a JSON object: {@code {"business_id":"...","subject":"..."}}
 */
public record Saved(String recordId, String businessId, String payload) {}
