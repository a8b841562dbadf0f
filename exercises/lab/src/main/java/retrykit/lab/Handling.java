package retrykit.lab;

import com.sun.net.httpserver.HttpHandler;
import java.util.concurrent.TimeUnit;

/**
 * The requests a lab's desk is handling now, counted so that closing the lab can wait for them on
 * threads it shares with other labs (a {@link LabHost}'s), where it cannot stop the threads
 * themselves. Thread-safe.
 */
final class Handling {
    private int running; // guarded by this

    /** {@code desk}, counted while it handles each request. */
    HttpHandler counting(HttpHandler desk) {
        return exchange -> {
            enter();
            try {
                desk.handle(exchange);
            } finally {
                leave();
            }
        };
    }

    /**
     * Waits until no request is being handled, for at most {@code millis}.
     *
     * @return whether none is
     */
    synchronized boolean awaitNone(long millis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (running > 0) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return true;
    }

    private synchronized void enter() {
        running++;
    }

    private synchronized void leave() {
        running--;
        notifyAll();
    }
}
