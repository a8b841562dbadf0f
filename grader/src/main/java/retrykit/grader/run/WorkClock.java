package retrykit.grader.run;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The clock the grader's time limits run on: processor time, the work a JVM did, rather than the
 * time that passed. On a machine busy with other work the two part ways (measured on a loaded
 * 2-core machine: 2 s of processor time took 34 s to get), and a limit on passed time would
 * record the machine's load as a learner's timeout. An endless loop burns processor time, so on a
 * quiet machine it is stopped as soon as before. Code that waits instead (a sleep on the real
 * clock, a lock never released) burns none; it is stopped once {@link #WAIT_FACTOR} times the
 * limit has passed, a backstop set wide because a starved JVM, too, gets little processor time
 * for the time that passes.
 */
public final class WorkClock {

    /**
     * How many times its processor-time limit a property or a submission may take in passed time:
     * wide enough for a JVM that gets a thirtieth of a core (the busy-machine benchmark,
     * bench/busy-machine, measured a seventeenth).
     */
    public static final int WAIT_FACTOR = 30;

    /** Why a limit stopped something. */
    public enum Reason {
        /** It used its processor time: a loop that never ends, or work far past what the property needs. */
        WORK,
        /** It passed {@link #WAIT_FACTOR} times its limit without using it: waiting, or starved of processor time. */
        WAIT
    }

    private WorkClock() {}

    /** This JVM's processor time so far, in nanoseconds; its passed time where the JVM cannot tell. */
    public static long processNanos() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean measured) {
            long cpu = measured.getProcessCpuTime();
            if (cpu >= 0) {
                return cpu;
            }
        }
        return System.nanoTime();
    }

    /**
     * What one limit allows: {@code limit} of processor time, and {@link #WAIT_FACTOR} times it of
     * passed time, counted from when the budget was made.
     */
    public static final class Budget {
        private final long workNanos;
        private final long waitDeadline;
        private long workSpent;
        private Reason exceeded;

        private Budget(Duration limit) {
            this.workNanos = limit.toNanos();
            this.waitDeadline = System.nanoTime() + limit.toNanos() * WAIT_FACTOR;
        }

        /** A budget of {@code limit} processor time, starting now. */
        public static Budget of(Duration limit) {
            return new Budget(limit);
        }

        /**
         * Waits for {@code process} to end, counting its processor time against this budget (with
         * what earlier processes spent). Stops waiting when the budget runs out.
         *
         * @return whether the process ended; false when the budget ran out first ({@link #exceeded()} says why)
         */
        public boolean waitFor(Process process) throws InterruptedException {
            long started = System.nanoTime();
            long used = 0;
            while (true) {
                long waitLeft = waitDeadline - System.nanoTime();
                if (process.waitFor(
                        Math.max(0, Math.min(TimeUnit.MILLISECONDS.toNanos(100), waitLeft)), TimeUnit.NANOSECONDS)) {
                    workSpent += used; // its last sample: the process's figures end with it
                    return true;
                }
                // Where the system cannot tell a process's processor time, its passed time stands in.
                used = process.info().totalCpuDuration().map(Duration::toNanos).orElse(System.nanoTime() - started);
                if (workSpent + used > workNanos) {
                    exceeded = Reason.WORK;
                } else if (System.nanoTime() >= waitDeadline) {
                    exceeded = Reason.WAIT;
                }
                if (exceeded != null) {
                    workSpent += used;
                    return false;
                }
            }
        }

        /** Why the budget ran out, or null while it has not. */
        public Reason exceeded() {
            return exceeded;
        }
    }
}
