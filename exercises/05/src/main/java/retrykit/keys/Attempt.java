package retrykit.keys;

/**
 * One attempt already made for an operation: the idempotency key it carried ({@code null} when it
 * carried none), the second it was sent, and what came back.
 */
public record Attempt(String key, long sentAt, Outcome outcome) {

    public Attempt {
        if (key != null && key.isBlank()) {
            throw new IllegalArgumentException("key must be null (no key) or not blank, not \"" + key + "\"");
        }
        if (sentAt < 0) {
            throw new IllegalArgumentException("sentAt must be at least 0, not " + sentAt);
        }
        if (outcome == null) {
            throw new IllegalArgumentException("outcome must not be null");
        }
    }
}
