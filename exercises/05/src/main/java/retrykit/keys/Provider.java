package retrykit.keys;

/**
 * What the provider does with idempotency keys: whether it deduplicates requests on them at all,
 * and for how many seconds after a key's first use it remembers the key.
 */
public record Provider(boolean honoursKeys, long retentionSeconds) {

    public Provider {
        if (retentionSeconds < 0) {
            throw new IllegalArgumentException("retentionSeconds must be at least 0, not " + retentionSeconds);
        }
    }
}
