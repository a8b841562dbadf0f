package retrykit.grader.run;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How a child's end becomes what the supervisor records: a pure function of what the child said and
 * how it ended, so every branch is tested without starting a JVM. A property that ran out of time
 * ends its own stage: the stage's properties after it are recorded as not run, for that reason, and
 * every later stage is still graded in full.
 */
public final class ChildEnds {
    private ChildEnds() {}

    /** What happens after a child's end. */
    public sealed interface Next {
        /** Start a child for what is left. */
        record Go() implements Next {}

        /** The child ran everything it was given. */
        record Finished() implements Next {}

        /** The machine or the grader failed, not a learner's code: nothing is recorded for the learner. */
        record HostFault(String message) implements Next {}
    }

    /**
     * What one child's end records.
     *
     * @param items       by stage number, each settled item's run by id
     * @param stageErrors by stage number, why a stage could not run
     * @param next        what the supervisor does next
     */
    public record Recorded(Map<String, Map<String, ItemRun>> items, Map<String, String> stageErrors, Next next) {}

    /**
     * One stage the child was given, with the ids of its items still to settle, in rubric order.
     *
     * @param stage the stage number
     * @param ids   its items not yet settled when the child started
     */
    public record Wanted(String stage, List<String> ids) {
        public Wanted {
            ids = List.copyOf(ids);
        }
    }

    /** What {@code end} records, for a child given {@code wanted} (in its order), under {@code limits}. */
    public static Recorded recorded(ChildEnd end, List<Wanted> wanted, Limits limits) {
        Map<String, Map<String, ItemRun>> items = new LinkedHashMap<>();
        Map<String, String> stageErrors = new LinkedHashMap<>();
        for (var line : end.events()) {
            switch (line.name()) {
                case ChildProtocol.END ->
                    put(
                            items,
                            line.field(0),
                            line.field(1),
                            new ItemRun(
                                    ItemRun.Status.valueOf(line.field(2)),
                                    ChildProtocol.decode(line.field(3)),
                                    ChildProtocol.decode(line.field(4))));
                case ChildProtocol.TIMEOUT ->
                    put(
                            items,
                            line.field(0),
                            line.field(1),
                            new ItemRun(ItemRun.Status.TIMED_OUT, timedOut(line.field(2), limits.itemSeconds()), ""));
                case ChildProtocol.STAGE_ERROR -> stageErrors.put(line.field(0), ChildProtocol.decode(line.field(1)));
                default -> {}
            }
        }
        String jvm = end.jvmOutput().isBlank() ? "" : end.jvmOutput().strip();
        Optional<String> noThread = threadStartFailure(end);
        if (noThread.isPresent()) {
            // Whatever else happened (a crash, a time-out), the machine could not start a thread the
            // run needed: the grade would be the machine's, so none is recorded.
            return hostFault("not graded: " + noThread.get()
                    + " (a fault of the machine, not of the submission: grade it again when the machine has room)");
        }
        if (end.exitCode() == ChildProtocol.HOST_FAULT_EXIT) {
            return hostFault("the JVM that runs the hidden tests could not write its results (is the disk full?)"
                    + (jvm.isEmpty() ? "" : ": " + jvm));
        }
        Next next = new Next.Go();
        Optional<String[]> running = end.running().filter(r -> !settled(items, r[0], r[1]));
        if (end.done()) {
            next = new Next.Finished();
        } else if (end.overBudget().isPresent()) {
            StageBudgets.Exceeded over = end.overBudget().get();
            if (over.stage().equals(StageBudgets.START)) {
                return hostFault("the JVM that runs the hidden tests did not reach its first stage within "
                        + over.limitSeconds() + " s of processor time");
            }
            String why = over.reason() == WorkClock.Reason.WAIT
                    ? "was still running when stage " + over.stage() + " had taken "
                            + over.limitSeconds() * WorkClock.WAIT_FACTOR + " s, " + WorkClock.WAIT_FACTOR
                            + " times its time limit (" + over.limitSeconds() + " s of processor time)"
                    : "was still running when stage " + over.stage() + "'s time limit (" + over.limitSeconds()
                            + " s of processor time) ran out";
            running.ifPresent(r -> put(items, r[0], r[1], new ItemRun(ItemRun.Status.TIMED_OUT, why, "")));
            if (running.isEmpty()) {
                endStage(items, wanted, over.stage(), "stage " + over.stage() + "'s time limit ran out");
            }
        } else if (running.isPresent()) {
            String[] r = running.get();
            String why = end.exitDuring()
                    ? "called System.exit, which stopped the grader's JVM; solve must return its answer, never exit"
                    : "stopped the JVM without finishing (exit code " + end.exitCode() + "): Runtime.halt, a crash,"
                            + " or memory beyond the " + limits.heapMegabytes() + " MB limit"
                            + (jvm.isEmpty() ? "" : "\n" + jvm);
            put(items, r[0], r[1], new ItemRun(ItemRun.Status.CRASHED, why, ""));
        } else if (end.stoppedByWatchdog()) {
            // the property that ran too long is settled as timed out (its stage ends below); go on with the rest
        } else if (end.currentStage().isPresent()) {
            stageErrors.putIfAbsent(
                    end.currentStage().get(),
                    "the JVM stopped between properties (exit code " + end.exitCode() + ")"
                            + (jvm.isEmpty() ? "" : ": " + jvm));
        } else {
            // No learner code runs before the child's first stage line: a child that never got
            // there failed on this machine (memory, the JVM, the disk), not on a learner's code.
            return hostFault("the JVM that runs the hidden tests did not start (exit code " + end.exitCode() + ")"
                    + (jvm.isEmpty() ? "" : ": " + jvm));
        }
        // A property that ran out of time ends its stage: what follows it would likely loop too, and
        // its stage's budget, not the next stage's, is what it may spend.
        for (Wanted w : wanted) {
            items.getOrDefault(w.stage(), Map.of()).entrySet().stream()
                    .filter(e -> e.getValue().status() == ItemRun.Status.TIMED_OUT)
                    .map(Map.Entry::getKey)
                    .findFirst()
                    .ifPresent(id -> endStage(items, wanted, w.stage(), id + " ran out of time"));
        }
        return new Recorded(items, stageErrors, next);
    }

    /** What HotSpot prints when it cannot start a thread (a process or task limit, memory for stacks). */
    static final List<String> JVM_THREAD_FAILURES = List.of(
            "Failed to start thread",
            "Failed to start the native thread",
            "pthread_create failed",
            "unable to create native thread",
            "Cannot create worker GC thread");

    /**
     * Why the child could not start a thread it needed, if it could not: the child said so (told by
     * the error's type, {@code MachineFault}), or the JVM itself printed so on the child's output,
     * which a learner's code cannot write to (its prints are captured).
     */
    static Optional<String> threadStartFailure(ChildEnd end) {
        Optional<String> said = end.events().stream()
                .filter(e -> e.name().equals(ChildProtocol.HOST_FAULT))
                .map(e -> ChildProtocol.decode(e.field(0)))
                .findFirst();
        if (said.isPresent()) {
            return said;
        }
        return JVM_THREAD_FAILURES.stream()
                .filter(end.jvmOutput()::contains)
                .findFirst()
                .map(marker -> "the JVM that runs the hidden tests could not start a thread: "
                        + end.jvmOutput().strip());
    }

    /** What a property stopped by the child's watchdog is told, by the reason the watchdog gave. */
    static String timedOut(String reason, int itemSeconds) {
        if (WorkClock.Reason.WAIT.name().equals(reason)) {
            return "did not finish within " + itemSeconds + " s of processor time, nor within "
                    + itemSeconds * WorkClock.WAIT_FACTOR
                    + " s of waiting for it, and was stopped: is there a loop that never ends, or a wait on the real clock?";
        }
        return "did not finish within " + itemSeconds
                + " s of processor time and was stopped: is there a loop that never ends?";
    }

    private static void endStage(
            Map<String, Map<String, ItemRun>> items, List<Wanted> wanted, String stage, String cause) {
        for (Wanted w : wanted) {
            if (!w.stage().equals(stage)) {
                continue;
            }
            for (String id : w.ids()) {
                if (!settled(items, stage, id)) {
                    put(
                            items,
                            stage,
                            id,
                            new ItemRun(
                                    ItemRun.Status.NOT_RUN,
                                    "not run: " + cause + " in stage " + stage + ", which ends the stage's grading"
                                            + " (counted as failed); every later stage is graded in full",
                                    ""));
                }
            }
        }
    }

    private static boolean settled(Map<String, Map<String, ItemRun>> items, String stage, String id) {
        return items.getOrDefault(stage, Map.of()).containsKey(id);
    }

    private static void put(Map<String, Map<String, ItemRun>> items, String stage, String id, ItemRun run) {
        items.computeIfAbsent(stage, s -> new LinkedHashMap<>()).put(id, run);
    }

    private static Recorded hostFault(String message) {
        return new Recorded(Map.of(), Map.of(), new Next.HostFault(message));
    }
}
