package retrykit.loop;

/** Tells the watch that the sources may have changed: a file event, or time to look again. */
@FunctionalInterface
public interface ChangeSignals {

    /**
     * Blocks until the sources may have changed. Returns false when the watch should end (its
     * folder is gone, or the source of events was closed).
     */
    boolean await() throws InterruptedException;
}
