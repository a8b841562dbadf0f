package retrykit.lab;

import java.time.Duration;
import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The replies a lab server holds back, numbered from 1 as they begin: each held for {@link
 * LabServer#STALL}, or until a test releases it or the server closes. Thread-safe.
 */
final class StalledReplies {
    private final Duration stall;
    // Guarded by this.
    private int begun; // stalled replies begun
    private int released; // stalled replies released: every one numbered up to this
    private boolean closed;
    // How each stall ended, by number, written when it ends: by release() or close() themselves,
    // so that a test reads it the moment they return, or by hold() when the stall ran its course.
    private final SortedMap<Integer, StallEnd> ends = new TreeMap<>();

    StalledReplies(Duration stall) {
        this.stall = stall;
    }

    /** How many stalled replies have begun: the number of the latest. */
    synchronized int begun() {
        return begun;
    }

    /**
     * Holds a reply back: for the stall's length, or until {@link #release} lets it go.
     *
     * @return whether the reply may still go out (false when the server is closing)
     */
    boolean hold() throws InterruptedException {
        long deadline = System.nanoTime() + stall.toNanos();
        synchronized (this) {
            int number = ++begun;
            notifyAll();
            while (released < number && !closed) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    break;
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
            ends.putIfAbsent(
                    number,
                    closed ? StallEnd.CLOSED : released >= number ? StallEnd.RELEASED : StallEnd.RAN_ITS_COURSE);
            return !closed;
        }
    }

    /** See {@link LabServer#awaitStallOrReply}. */
    int awaitStallOrReply(int stallsBefore, CompletableFuture<?> reply) throws InterruptedException {
        // Only wakes the wait below: the future whenComplete returns adds nothing to reply's own.
        var unused = reply.whenComplete((r, e) -> {
            synchronized (this) {
                notifyAll();
            }
        });
        synchronized (this) {
            while (!reply.isDone() && begun <= stallsBefore && !closed) {
                wait();
            }
            return !reply.isDone() && begun > stallsBefore ? begun : 0;
        }
    }

    /** Ends stall {@code number}'s wait and every one before it. */
    synchronized void release(int number) {
        released = Math.max(released, number);
        endHeld(Math.min(number, begun), StallEnd.RELEASED);
        notifyAll();
    }

    /** The server is closing: every held reply and every waiter stops waiting. */
    synchronized void close() {
        closed = true;
        endHeld(begun, StallEnd.CLOSED);
        notifyAll();
    }

    /** How each stall that has ended ended, by number: a stall still held is not in it. */
    synchronized SortedMap<Integer, StallEnd> ends() {
        return Collections.unmodifiableSortedMap(new TreeMap<>(ends));
    }

    /** Every stall numbered up to {@code upTo} that has not ended yet ends now, as {@code end} says. */
    private void endHeld(int upTo, StallEnd end) {
        for (int n = 1; n <= upTo; n++) {
            ends.putIfAbsent(n, end);
        }
    }
}
