package retrykit.retryafter;

/** How one call ended, after every attempt it was allowed to make. */
public enum Verdict {
    /** An attempt succeeded. */
    OK,
    /** Rejected: the same request fails the same way again, so the call stopped at once. */
    FAILED,
    /** A write that may have committed: it was not resent; the caller must look it up. */
    UNKNOWN,
    /** Still failing when the budget or the outcomes ran out. */
    GAVE_UP
}
