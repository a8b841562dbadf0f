package retrykit.wire;

/**
 * Waits before a resend. Production code passes one that sleeps; a test passes one that writes the
 * seconds down and returns at once, so no test waits in real time.
 */
@FunctionalInterface
public interface Sleeper {

    /** Waits {@code seconds} whole seconds (0 or more). */
    void sleep(int seconds);
}
