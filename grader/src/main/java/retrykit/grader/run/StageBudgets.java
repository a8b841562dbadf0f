package retrykit.grader.run;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Each stage's own budget of processor time ({@link WorkClock}), kept across the children a
 * submission needs: what a child spends is charged to the stage it is in, so a loop in one stage
 * costs no other stage anything. A stage also gets {@link WorkClock#WAIT_FACTOR} times its budget of
 * passed time, counted from when it starts. A child's start, before its first stage line, runs no
 * learner code and is charged to no stage, within a budget of its own (a JVM that never gets that
 * far is the machine's fault).
 */
public final class StageBudgets {
    /** The key a child's start is charged to. */
    public static final String START = "";

    /** Which budget ran out, and how. */
    public record Exceeded(String stage, WorkClock.Reason reason, long limitSeconds) {}

    private final Map<String, Long> limitNanos;
    private final long startNanos;
    private final Map<String, Long> spent = new HashMap<>();
    private final Map<String, Long> waitDeadlines = new HashMap<>();

    /**
     * @param limitSeconds each stage's budget in seconds of processor time, by stage number
     * @param startSeconds the budget of one child's start
     */
    public StageBudgets(Map<String, Long> limitSeconds, long startSeconds) {
        Map<String, Long> nanos = new HashMap<>();
        limitSeconds.forEach((stage, seconds) -> nanos.put(stage, TimeUnit.SECONDS.toNanos(seconds)));
        this.limitNanos = Map.copyOf(nanos);
        this.startNanos = TimeUnit.SECONDS.toNanos(startSeconds);
    }

    /** The budget of {@code stage}, in seconds of processor time. */
    public long limitSeconds(String stage) {
        return TimeUnit.NANOSECONDS.toSeconds(limit(stage));
    }

    private long limit(String stage) {
        return stage.equals(START) ? startNanos : limitNanos.getOrDefault(stage, startNanos);
    }

    /**
     * Charges {@code nanos} of processor time to {@code stage} at passed time {@code now}, and says
     * whether its budget is spent. Pure bookkeeping, so the rule is tested without a process.
     */
    public Optional<Exceeded> charge(String stage, long nanos, long now) {
        long limit = limit(stage);
        long total = spent.merge(stage, nanos, Long::sum);
        long deadline = waitDeadlines.computeIfAbsent(stage, s -> now + limit * WorkClock.WAIT_FACTOR);
        if (total > limit) {
            return Optional.of(new Exceeded(stage, WorkClock.Reason.WORK, TimeUnit.NANOSECONDS.toSeconds(limit)));
        }
        if (now >= deadline) {
            return Optional.of(new Exceeded(stage, WorkClock.Reason.WAIT, TimeUnit.NANOSECONDS.toSeconds(limit)));
        }
        return Optional.empty();
    }

    /** A child's start begins its own budget afresh: each child pays for its own start. */
    void newChild() {
        spent.remove(START);
        waitDeadlines.remove(START);
    }

    /**
     * Waits for {@code process} to end, charging its processor time to the stage {@code stage} names
     * at each look ({@link #START} before its first stage line).
     *
     * @return empty when the process ended; the budget that ran out first otherwise (the process still runs)
     */
    public Optional<Exceeded> waitFor(Process process, Supplier<String> stage) throws InterruptedException {
        newChild();
        long started = System.nanoTime();
        long charged = 0;
        while (true) {
            if (process.waitFor(100, TimeUnit.MILLISECONDS)) {
                return Optional.empty();
            }
            // Where the system cannot tell a process's processor time, its passed time stands in.
            long used = process.info().totalCpuDuration().map(Duration::toNanos).orElse(System.nanoTime() - started);
            Optional<Exceeded> out = charge(stage.get(), Math.max(0, used - charged), System.nanoTime());
            charged = Math.max(charged, used);
            if (out.isPresent()) {
                return out;
            }
        }
    }
}
