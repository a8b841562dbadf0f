// Hostile copy of a given type: changed by this line only.
package retrykit.classify;

/** What kind of call an attempt belongs to; it decides which failures may be resent. */
public enum Operation {
    /** Reads change nothing on the server, so any copy of one is harmless. */
    READ,
    /** A write carrying an idempotency key that the provider deduplicates on. */
    KEYED_WRITE,
    /** A write with no key: a second copy may create a second record. */
    WRITE
}
