package retrykit.retryafter;

/** What to do after one attempt. */
public enum Decision {
    /** It worked: stop. */
    OK,
    /** Safe to send again (after a wait). */
    RETRY,
    /** A write that may have committed: never resend it; hand it back to the caller to reconcile. */
    UNKNOWN,
    /** Rejected: the same request fails the same way again, so stop. */
    FAILED
}
