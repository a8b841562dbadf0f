package retrykit.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The threads that run a lab's desk (or a host's labs' desks): daemons named after their owner,
 * and stopped for good by {@link #stop()}, which returns once every one of them has ended, not
 * merely once the pool has let them go, so that no thread of a closed lab is left behind.
 */
final class LabThreads {
    private final String prefix;
    private final List<Thread> started = new ArrayList<>(); // guarded by this
    private final ExecutorService pool;

    /** A pool whose threads are named {@code prefix-1}, {@code prefix-2}, ... */
    LabThreads(String prefix) {
        this.prefix = prefix;
        this.pool = Executors.newCachedThreadPool(this::newThread);
    }

    /** The pool to hand tasks to. */
    ExecutorService pool() {
        return pool;
    }

    /**
     * Interrupts every thread (a stalled reply among them) and waits until each has ended, for at
     * most 5 s in all.
     */
    void stop() throws InterruptedException {
        pool.shutdownNow();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        pool.awaitTermination(5, TimeUnit.SECONDS);
        List<Thread> threads;
        synchronized (this) {
            threads = List.copyOf(started);
        }
        for (Thread t : threads) {
            long left = deadline - System.nanoTime();
            if (left > 0) {
                TimeUnit.NANOSECONDS.timedJoin(t, left);
            }
        }
    }

    private synchronized Thread newThread(Runnable task) {
        Thread t = new Thread(task, prefix + "-" + (started.size() + 1));
        t.setDaemon(true);
        started.add(t);
        return t;
    }
}
