package retrykit.grader.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import retrykit.grader.kit.Stage;
import retrykit.grader.rubric.Rubric;
import retrykit.grader.rubric.RubricItem;

/**
 * The supervisor: runs a submission's hidden suites in a child JVM with a heap cap, a working
 * folder of its own and a time limit (on processor time, {@link WorkClock}), and, when the child
 * dies (a loop stopped by its watchdog, {@code System.exit}, {@code Runtime.halt}, a crash),
 * records why against the property that was running and starts a new child for what is left.
 * Every other property and stage is still graded; nothing that did not run is counted as passed.
 */
public final class IsolatedGrading {

    /** One stage to run: its rubric and the learner's compiled classes. */
    public record StageRun(Stage stage, Rubric rubric, Path classes) {}

    /** The settings of the property engine for this run. */
    public record Exploration(Long seed, int tries, Long replay, List<String> only) {
        public Exploration {
            only = only == null ? List.of() : List.copyOf(only);
        }
    }

    /** What came back: each stage's items by id, and stages that could not run at all. */
    public record Outcome(Map<Stage, Map<String, ItemRun>> items, Map<Stage, String> stageErrors) {}

    private static final int JVM_OUTPUT_KEPT = 8 * 1024;

    private IsolatedGrading() {}

    /** Runs {@code stages} in children started as {@code launch} says. */
    public static Outcome run(
            List<StageRun> stages, Limits limits, Exploration exploration, Path workDir, ChildLaunch.Source launch)
            throws IOException, InterruptedException {
        Map<Stage, Map<String, ItemRun>> settled = new LinkedHashMap<>();
        Map<Stage, String> stageErrors = new LinkedHashMap<>();
        for (StageRun s : stages) {
            settled.put(s.stage(), new LinkedHashMap<>());
        }
        WorkClock.Budget budget = WorkClock.Budget.of(Duration.ofSeconds(limits.wallSeconds()));
        int maxChildren =
                stages.stream().mapToInt(s -> s.rubric().items().size()).sum() + 2;
        for (int child = 1; child <= maxChildren; child++) {
            List<StageRun> left = stages.stream()
                    .filter(s -> !stageErrors.containsKey(s.stage()) && !allSettled(s, settled, exploration))
                    .toList();
            if (left.isEmpty()) {
                break;
            }
            ChildEnd end =
                    runChild(left, settled, limits, exploration, workDir.resolve("child-" + child), budget, launch);
            Optional<String> machine = hostFault(end);
            if (machine.isPresent()) {
                throw new IOException("not graded: " + machine.get()
                        + " (a fault of the machine, not of the submission: grade it again when the machine has room)");
            }
            for (var line : end.events()) {
                switch (line.name()) {
                    case ChildProtocol.END ->
                        stage(line.field(0))
                                .ifPresent(st -> settled.get(st)
                                        .put(
                                                line.field(1),
                                                new ItemRun(
                                                        ItemRun.Status.valueOf(line.field(2)),
                                                        ChildProtocol.decode(line.field(3)),
                                                        ChildProtocol.decode(line.field(4)))));
                    case ChildProtocol.TIMEOUT ->
                        stage(line.field(0))
                                .ifPresent(st -> settled.get(st)
                                        .put(
                                                line.field(1),
                                                new ItemRun(
                                                        ItemRun.Status.TIMED_OUT,
                                                        timedOut(line.field(2), limits.itemSeconds()),
                                                        "")));
                    case ChildProtocol.STAGE_ERROR ->
                        stage(line.field(0)).ifPresent(st -> stageErrors.put(st, ChildProtocol.decode(line.field(1))));
                    default -> {}
                }
            }
            if (end.exitCode() == ChildProtocol.HOST_FAULT_EXIT) {
                throw new IOException(
                        "the JVM that runs the hidden tests could not write its results (is the disk full?)"
                                + (end.jvmOutput().isBlank()
                                        ? ""
                                        : ": " + end.jvmOutput().strip()));
            }
            if (end.done()) {
                break;
            }
            Optional<String[]> running = end.running()
                    .filter(r -> stage(r[0])
                            .map(st -> !settled.get(st).containsKey(r[1]))
                            .orElse(false));
            if (end.wallTimeUp()) {
                String why = budget.exceeded() == WorkClock.Reason.WAIT
                        ? "was still running when the submission had taken "
                                + limits.wallSeconds() * WorkClock.WAIT_FACTOR + " s, " + WorkClock.WAIT_FACTOR
                                + " times its time limit (" + limits.wallSeconds() + " s of processor time)"
                        : "was still running when the submission's time limit (" + limits.wallSeconds()
                                + " s of processor time) ran out";
                running.ifPresent(r -> settled.get(stage(r[0]).orElseThrow())
                        .put(r[1], new ItemRun(ItemRun.Status.TIMED_OUT, why, "")));
                break;
            }
            if (running.isPresent()) {
                String[] r = running.get();
                String why = end.exitDuring()
                        ? "called System.exit, which stopped the grader's JVM; solve must return its answer, never exit"
                        : "stopped the JVM without finishing (exit code " + end.exitCode() + "): Runtime.halt, a crash,"
                                + " or memory beyond the " + limits.heapMegabytes() + " MB limit"
                                + (end.jvmOutput().isBlank()
                                        ? ""
                                        : "\n" + end.jvmOutput().strip());
                settled.get(stage(r[0]).orElseThrow()).put(r[1], new ItemRun(ItemRun.Status.CRASHED, why, ""));
            } else if (end.stoppedByWatchdog()) {
                continue; // the property that ran too long is settled as timed out; go on with the rest
            } else if (end.currentStage().isPresent()) {
                stage(end.currentStage().get())
                        .ifPresent(st -> stageErrors.putIfAbsent(
                                st,
                                "the JVM stopped between properties (exit code " + end.exitCode() + ")"
                                        + (end.jvmOutput().isBlank()
                                                ? ""
                                                : ": " + end.jvmOutput().strip())));
            } else {
                // No learner code runs before the child's first stage line: a child that never got
                // there failed on this machine (memory, the JVM, the disk), not on a learner's code.
                throw new IOException(
                        "the JVM that runs the hidden tests did not start (exit code " + end.exitCode() + ")"
                                + (end.jvmOutput().isBlank()
                                        ? ""
                                        : ": " + end.jvmOutput().strip()));
            }
        }
        return new Outcome(settled, stageErrors);
    }

    /**
     * Why the child's end is the machine's fault, if it is: the child said so (a thread it needed
     * could not be started), or the JVM itself printed that it could not start a thread (its own
     * output, which a learner's code cannot write to: that is captured). Whatever else happened,
     * a learner's loop, a crash, the grade would then be the machine's, so none is recorded.
     */
    static Optional<String> hostFault(ChildEnd end) {
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

    /** What HotSpot prints when it cannot start a thread (a process or task limit, memory for stacks). */
    static final List<String> JVM_THREAD_FAILURES = List.of(
            "Failed to start thread",
            "pthread_create failed",
            "unable to create native thread",
            "Cannot create worker GC thread",
            "failed to create native thread");

    /** What a property stopped by the child's watchdog is told, by the reason the watchdog gave. */
    private static String timedOut(String reason, int itemSeconds) {
        if (WorkClock.Reason.WAIT.name().equals(reason)) {
            return "did not finish within " + itemSeconds + " s of processor time, nor within "
                    + itemSeconds * WorkClock.WAIT_FACTOR
                    + " s of waiting for it, and was stopped: is there a loop that never ends, or a wait on the real clock?";
        }
        return "did not finish within " + itemSeconds
                + " s of processor time and was stopped: is there a loop that never ends?";
    }

    private static boolean allSettled(StageRun s, Map<Stage, Map<String, ItemRun>> settled, Exploration exploration) {
        return s.rubric().items().stream()
                .map(RubricItem::id)
                .filter(id -> exploration.only().isEmpty() || exploration.only().contains(id))
                .allMatch(settled.get(s.stage())::containsKey);
    }

    private static Optional<Stage> stage(String number) {
        return Stage.byNumber(number);
    }

    record ChildEnd(
            List<ChildProtocol.Event> events,
            boolean done,
            boolean wallTimeUp,
            boolean exitDuring,
            boolean stoppedByWatchdog,
            Optional<String[]> running,
            Optional<String> currentStage,
            int exitCode,
            String jvmOutput) {}

    private static ChildEnd runChild(
            List<StageRun> stages,
            Map<Stage, Map<String, ItemRun>> settled,
            Limits limits,
            Exploration exploration,
            Path dir,
            WorkClock.Budget budget,
            ChildLaunch.Source launch)
            throws IOException, InterruptedException {
        Files.createDirectories(dir);
        Path jobFile = dir.resolve("job.json");
        Path cwd = Files.createDirectories(dir.resolve("cwd"));
        String key = ChildProtocol.newKey();
        List<ChildJob.StageJob> jobs = new ArrayList<>();
        for (StageRun s : stages) {
            jobs.add(new ChildJob.StageJob(
                    s.stage().number(),
                    s.classes().toString(),
                    List.copyOf(settled.get(s.stage()).keySet())));
        }
        new ObjectMapper()
                .writeValue(
                        jobFile.toFile(),
                        new ChildJob(
                                exploration.seed(),
                                exploration.tries(),
                                exploration.replay(),
                                exploration.only(),
                                limits.itemSeconds() * 1000L,
                                jobs));

        List<String> command = launch.next(dir).command(limits);
        command.add(jobFile.toString());
        ProcessBuilder builder =
                new ProcessBuilder(command).directory(cwd.toFile()).redirectErrorStream(true);
        builder.environment().keySet().removeIf(k -> !k.equals("PATH") && !k.equals("LANG") && !k.equals("HOME"));
        Process process = builder.start();
        try (OutputStream stdin = process.getOutputStream()) {
            stdin.write((key + "\n").getBytes(StandardCharsets.UTF_8));
        } catch (IOException closedEarly) {
            // the child died at once; its exit code says why
        }
        ChildOutput output = new ChildOutput(new ChildProtocol.Verifier(key), process);
        Thread drain = new Thread(() -> output.read(process.getInputStream()), "retrykit-drain");
        drain.setDaemon(true);
        drain.start();

        boolean exited = budget.waitFor(process);
        if (!exited) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
        drain.join(10_000);

        List<ChildProtocol.Event> events = output.events();
        boolean done = false;
        boolean exitDuring = false;
        boolean watchdog = false;
        String[] running = null;
        String currentStage = null;
        for (ChildProtocol.Event e : events) {
            switch (e.name()) {
                case ChildProtocol.STAGE -> {
                    currentStage = e.field(0);
                    running = null;
                }
                case ChildProtocol.START -> running = new String[] {e.field(0), e.field(1)};
                case ChildProtocol.END -> running = null;
                case ChildProtocol.TIMEOUT -> {
                    running = null;
                    watchdog = true;
                }
                case ChildProtocol.EXIT -> exitDuring = true;
                case ChildProtocol.DONE -> done = true;
                default -> {}
            }
        }
        return new ChildEnd(
                events,
                done,
                !exited,
                exitDuring,
                watchdog,
                Optional.ofNullable(running),
                Optional.ofNullable(currentStage),
                exited ? process.exitValue() : -1,
                output.jvmOutput());
    }

    /**
     * What a child writes to its standard output: its signed events, and the JVM's own words (a
     * crash, an error at start), of which the first few kilobytes are kept.
     */
    private static final class ChildOutput {
        private final ChildProtocol.Verifier verifier;
        private final Process process;
        private final List<ChildProtocol.Event> events = new ArrayList<>();
        private final StringBuilder jvm = new StringBuilder();

        ChildOutput(ChildProtocol.Verifier verifier, Process process) {
            this.verifier = verifier;
            this.process = process;
        }

        void read(InputStream in) {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    Optional<ChildProtocol.Event> event = verifier.accept(line);
                    if (event.isEmpty() && JVM_THREAD_FAILURES.stream().anyMatch(line::contains)) {
                        // The JVM could not start a thread: whatever waits on it may wait for ever,
                        // so the child is ended now, and its end is the machine's fault (hostFault).
                        synchronized (this) {
                            jvm.append(line, 0, Math.min(line.length(), JVM_OUTPUT_KEPT))
                                    .append('\n');
                        }
                        process.descendants().forEach(ProcessHandle::destroyForcibly);
                        process.destroyForcibly();
                        continue;
                    }
                    synchronized (this) {
                        if (event.isPresent()) {
                            events.add(event.get());
                        } else if (jvm.length() < JVM_OUTPUT_KEPT) {
                            jvm.append(line, 0, Math.min(line.length(), JVM_OUTPUT_KEPT - jvm.length()))
                                    .append('\n');
                        }
                    }
                }
            } catch (IOException ignored) {
                // the child is gone
            }
        }

        synchronized List<ChildProtocol.Event> events() {
            return List.copyOf(events);
        }

        synchronized String jvmOutput() {
            return jvm.toString();
        }
    }

    /**
     * The grader's own class path with every entry made absolute: the child runs in a working
     * folder of its own, where a relative entry would point nowhere.
     */
    static String absoluteClassPath() {
        StringJoiner joined = new StringJoiner(File.pathSeparator);
        for (String entry : System.getProperty("java.class.path").split(Pattern.quote(File.pathSeparator))) {
            if (!entry.isEmpty()) {
                joined.add(Path.of(entry).toAbsolutePath().normalize().toString());
            }
        }
        return joined.toString();
    }
}
