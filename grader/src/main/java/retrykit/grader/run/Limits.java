package retrykit.grader.run;

/**
 * The bounds a submission runs within, because learners' code is buggy and sometimes hostile.
 *
 * @param wallSeconds the most processor time one stage may use, restarts included (each stage's own
 *                    budget is the sum of its properties' limits, at most this; {@link StageBudgets}),
 *                    and {@link WorkClock#WAIT_FACTOR} times as long in passed time
 * @param itemSeconds the most processor time one property may use (and {@link WorkClock#WAIT_FACTOR}
 *                    times as long in passed time)
 * @param heapMegabytes the child JVM's heap
 */
public record Limits(int wallSeconds, int itemSeconds, int heapMegabytes) {
    public Limits {
        if (wallSeconds < 1 || itemSeconds < 1 || heapMegabytes < 32) {
            throw new IllegalArgumentException("limits must be positive (and the heap at least 32 MB): " + wallSeconds
                    + " s, " + itemSeconds + " s, " + heapMegabytes + " MB");
        }
    }

    /** At most 120 s of processor time a stage, 10 s a property, 256 MB of heap. */
    public static Limits defaults() {
        return new Limits(120, 10, 256);
    }
}
