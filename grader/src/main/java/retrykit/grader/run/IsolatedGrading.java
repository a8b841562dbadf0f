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
        StageBudgets budgets = new StageBudgets(stageBudgets(stages, limits, exploration), limits.wallSeconds());
        int maxChildren =
                stages.stream().mapToInt(s -> s.rubric().items().size()).sum() + 2;
        for (int child = 1; child <= maxChildren; child++) {
            List<StageRun> left = stages.stream()
                    .filter(s -> !stageErrors.containsKey(s.stage()) && !allSettled(s, settled, exploration))
                    .toList();
            if (left.isEmpty()) {
                break;
            }
            List<ChildEnds.Wanted> wanted = left.stream()
                    .map(s -> new ChildEnds.Wanted(
                            s.stage().number(),
                            wantedIds(s, exploration).stream()
                                    .filter(id -> !settled.get(s.stage()).containsKey(id))
                                    .toList()))
                    .toList();
            ChildEnd end =
                    runChild(left, settled, limits, exploration, workDir.resolve("child-" + child), budgets, launch);
            ChildEnds.Recorded recorded = ChildEnds.recorded(end, wanted, limits);
            if (recorded.next() instanceof ChildEnds.Next.HostFault fault) {
                throw new IOException(fault.message());
            }
            recorded.items()
                    .forEach((number, runs) ->
                            stage(number).ifPresent(st -> settled.get(st).putAll(runs)));
            recorded.stageErrors()
                    .forEach((number, error) -> stage(number).ifPresent(st -> stageErrors.putIfAbsent(st, error)));
            if (recorded.next() instanceof ChildEnds.Next.Finished) {
                break;
            }
        }
        return new Outcome(settled, stageErrors);
    }

    /**
     * Each stage's budget of processor time: the sum of its properties' limits, so that a stage
     * whose every property keeps to its own limit never runs out, and no more than --time-limit.
     */
    static Map<String, Long> stageBudgets(List<StageRun> stages, Limits limits, Exploration exploration) {
        Map<String, Long> budgets = new LinkedHashMap<>();
        for (StageRun s : stages) {
            long sum = (long) wantedIds(s, exploration).size() * limits.itemSeconds();
            budgets.put(s.stage().number(), Math.max(1, Math.min(limits.wallSeconds(), sum)));
        }
        return budgets;
    }

    private static List<String> wantedIds(StageRun s, Exploration exploration) {
        return s.rubric().items().stream()
                .map(RubricItem::id)
                .filter(id -> exploration.only().isEmpty() || exploration.only().contains(id))
                .toList();
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

    private static ChildEnd runChild(
            List<StageRun> stages,
            Map<Stage, Map<String, ItemRun>> settled,
            Limits limits,
            Exploration exploration,
            Path dir,
            StageBudgets budgets,
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

        Optional<StageBudgets.Exceeded> over = budgets.waitFor(process, output::currentStage);
        boolean exited = over.isEmpty();
        if (!exited) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
        drain.join(10_000);

        return ChildEnd.of(output.events(), over, exited ? process.exitValue() : -1, output.jvmOutput());
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
        private volatile String currentStage = StageBudgets.START;

        ChildOutput(ChildProtocol.Verifier verifier, Process process) {
            this.verifier = verifier;
            this.process = process;
        }

        void read(InputStream in) {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    Optional<ChildProtocol.Event> event = verifier.accept(line);
                    if (event.isEmpty()
                            && ChildEnds.JVM_THREAD_FAILURES.stream().anyMatch(line::contains)) {
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
                            if (event.get().name().equals(ChildProtocol.STAGE)) {
                                currentStage = event.get().field(0);
                            }
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

        /** The stage the child said it is in, or {@link StageBudgets#START} before its first stage line. */
        String currentStage() {
            return currentStage;
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
        for (String entry : System.getProperty("java.class.path").split(Pattern.quote(File.pathSeparator), -1)) {
            if (!entry.isEmpty()) {
                joined.add(Path.of(entry).toAbsolutePath().normalize().toString());
            }
        }
        return joined.toString();
    }
}
