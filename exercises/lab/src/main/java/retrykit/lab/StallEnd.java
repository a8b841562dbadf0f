package retrykit.lab;

/**
 * How a stalled reply's wait ended: what a test checks to know that a stall was cut short, instead
 * of timing how long it took.
 */
enum StallEnd {
    /** A test, or a {@link WatchedClient} playing the whole stall at once, let the reply go. */
    RELEASED,
    /** The server closed while the reply was held: the reply never went out. */
    CLOSED,
    /** The reply was held for all of {@link LabServer#STALL}, and then went out. */
    RAN_ITS_COURSE
}
