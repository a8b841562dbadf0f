package retrykit.lab;

import java.net.URI;
import java.time.Duration;

/**
 * One write a client is asked to make, and what it is told about the provider.
 *
 * @param uri         where tickets go: the lab server's {@link LabServer#uri()}
 * @param timeout     how long to wait for each reply
 * @param honoursKeys whether the client is told that the provider deduplicates on {@code Idempotency-Key}
 * @param lookup      whether the client is told that it may look a ticket up by its business id
 * @param businessId  the ticket's business id
 * @param subject     the ticket's subject
 */
public record Call(URI uri, Duration timeout, boolean honoursKeys, boolean lookup, String businessId, String subject) {}
