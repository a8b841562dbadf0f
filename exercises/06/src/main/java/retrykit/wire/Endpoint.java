package retrykit.wire;

import java.net.URI;
import java.time.Duration;

/**
 * Where the ticket goes, how long to wait for each reply, and what the client is told about the
 * provider. The client cannot check the two promises; it can only act on them.
 *
 * @param uri         where tickets go: {@code POST} a write there, {@code GET ?business_id=...} a lookup
 * @param timeout     how long to wait for each reply, set on every request
 * @param honoursKeys whether the provider promises to deduplicate writes on their {@code Idempotency-Key}
 * @param lookup      whether the provider lets the client look a ticket up by its business id
 */
public record Endpoint(URI uri, Duration timeout, boolean honoursKeys, boolean lookup) {

    public Endpoint {
        if (uri == null) {
            throw new IllegalArgumentException("uri must not be null");
        }
        if (!"http".equals(uri.getScheme()) && !"https".equals(uri.getScheme())) {
            throw new IllegalArgumentException("uri must be an http or https address, not " + uri);
        }
        if (timeout == null) {
            throw new IllegalArgumentException("timeout must not be null");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, not " + timeout);
        }
    }
}
