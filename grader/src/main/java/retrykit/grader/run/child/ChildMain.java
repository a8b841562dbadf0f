package retrykit.grader.run.child;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import retrykit.grader.kit.Stage;
import retrykit.grader.property.MachineFault;
import retrykit.grader.property.PropertyConfig;
import retrykit.grader.run.ChildJob;
import retrykit.grader.run.ChildProtocol;
import retrykit.grader.run.IsolatingClassLoader;
import retrykit.grader.run.SuiteRun;
import retrykit.grader.run.TestResult;
import retrykit.grader.run.WorkClock;

/**
 * The child JVM's entry point: runs the hidden suites of a submission's stages against the
 * learner's classes and writes each event, signed, to its standard output. It stops itself (and
 * lets the supervisor start a new child for what is left) when a property runs past its time
 * limit, because a thread stuck in a learner's loop cannot be stopped any other way. The limit is
 * on processor time ({@link WorkClock}), so a busy machine does not stop a property that is working.
 *
 * <p>It runs in a named module of its own ({@link retrykit.grader.run.HarnessModule}) that exports
 * and opens nothing, so reflection from a learner's code cannot reach the key, the pipe or the
 * state held here, even if the allow-list check missed something.
 */
public final class ChildMain {
    /** How long threads a property started may take to end before they count as left running. */
    static final long LEAK_GRACE_NANOS = 200_000_000L;

    private static volatile Running running;
    private static PrintStream results;
    private static ChildProtocol.Signer signer;

    private record Running(String stage, String id, long startedNanos, long startedWorkNanos) {}

    private ChildMain() {}

    /**
     * Ends this child as soon as the grader that started it is gone (killed, even by {@code kill -9}):
     * nobody reads its results any more, and a learner's loop must not run on for its full limit.
     */
    private static void endWithTheParent() {
        ProcessHandle.current().parent().ifPresent(parent -> {
            // The future thenRun returns only says the halt ran; there is nobody left to tell.
            var unused = parent.onExit().thenRun(() -> Runtime.getRuntime().halt(ChildProtocol.HOST_FAULT_EXIT));
        });
    }

    public static void main(String[] args) throws Exception {
        signer = new ChildProtocol.Signer(
                new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine());
        System.in.close();
        ChildJob job = new ObjectMapper().readValue(Path.of(args[0]).toFile(), ChildJob.class);
        results = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);

        CappedOutput captured = new CappedOutput(ChildProtocol.OUTPUT_CAP);
        PrintStream learnerOut = new PrintStream(captured, true, StandardCharsets.UTF_8);
        System.setOut(learnerOut);
        System.setErr(learnerOut);

        // A thread that dies of the JVM's own thread-start failure (a lab's, the HTTP client's) ends
        // the run as the machine's fault; anything else is printed as the JVM would, into the
        // learner's captured output.
        Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> {
            MachineFault.within(failure).ifPresent(fault -> hostFault(SuiteRun.describe(fault)));
            learnerOut.println("Exception in thread \"" + thread.getName() + "\" " + failure);
        });
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                Running now = running;
                if (now != null) {
                    emit(ChildProtocol.EXIT, now.stage(), now.id());
                }
            }));
            startWatchdog(job.itemMillis());
            endWithTheParent();
        } catch (OutOfMemoryError noThread) {
            hostFault("the harness could not start its watchdog: " + noThread.getMessage());
        }

        Map<String, String> configuration = new HashMap<>();
        configuration.put(PropertyConfig.TRIES, String.valueOf(job.tries()));
        if (job.seed() != null) {
            configuration.put(PropertyConfig.SEED, String.valueOf(job.seed()));
        }
        if (job.replay() != null) {
            configuration.put(PropertyConfig.REPLAY, String.valueOf(job.replay()));
        }
        for (ChildJob.StageJob stageJob : job.stages()) {
            Stage stage = Stage.byNumber(stageJob.stage()).orElseThrow();
            emit(ChildProtocol.STAGE, stage.number());
            Set<String> skip = new HashSet<>(stageJob.skip());
            try (IsolatingClassLoader loader = IsolatingClassLoader.forStage(stage, Path.of(stageJob.classes()))) {
                SuiteRun.run(
                        loader,
                        List.of(stage.suiteClass()),
                        configuration,
                        id -> !skip.contains(id)
                                && (job.only().isEmpty() || job.only().contains(id)),
                        new Reporter(stage, captured));
            } catch (Throwable broken) {
                MachineFault.within(broken).ifPresent(fault -> hostFault(SuiteRun.describe(fault)));
                running = null;
                emit(ChildProtocol.STAGE_ERROR, stage.number(), ChildProtocol.encode(SuiteRun.describe(broken)));
            }
        }
        emit(ChildProtocol.DONE);
        // A thread the learner's code left running must not keep this JVM alive.
        Runtime.getRuntime().halt(0);
    }

    private static synchronized void emit(String event, String... fields) {
        results.println(signer.line(event, fields));
        results.flush();
        if (results.checkError()) {
            Runtime.getRuntime().halt(ChildProtocol.HOST_FAULT_EXIT);
        }
    }

    /**
     * Ends the child as the machine's fault: the supervisor records no grade for this learner, so a
     * later run grades them again, instead of a zero for what the machine could not do.
     */
    private static void hostFault(String why) {
        emit(ChildProtocol.HOST_FAULT, ChildProtocol.encode(why));
        Runtime.getRuntime().halt(ChildProtocol.HOST_FAULT_EXIT);
    }

    private static void startWatchdog(long itemMillis) {
        Thread watchdog = new Thread(
                () -> {
                    while (true) {
                        Running now = running;
                        long limit = itemMillis * 1_000_000L;
                        WorkClock.Reason reason = now == null
                                ? null
                                : WorkClock.processNanos() - now.startedWorkNanos() > limit
                                        ? WorkClock.Reason.WORK
                                        : System.nanoTime() - now.startedNanos() > limit * WorkClock.WAIT_FACTOR
                                                ? WorkClock.Reason.WAIT
                                                : null;
                        if (reason != null) {
                            emit(ChildProtocol.TIMEOUT, now.stage(), now.id(), reason.name());
                            Runtime.getRuntime().halt(ChildProtocol.WATCHDOG_EXIT);
                        }
                        try {
                            Thread.sleep(20);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                },
                "retrykit-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    /** Turns the launcher's events into protocol lines, and notices threads a property left behind. */
    private static final class Reporter implements SuiteRun.Events {
        private final Stage stage;
        private final CappedOutput captured;
        private Set<Thread> before = Set.of();

        Reporter(Stage stage, CappedOutput captured) {
            this.stage = stage;
            this.captured = captured;
        }

        @Override
        public void started(String className, String methodName, String displayName) {
            captured.takeText();
            before = liveUserThreads();
            running = new Running(stage.number(), methodName, System.nanoTime(), WorkClock.processNanos());
            emit(ChildProtocol.START, stage.number(), methodName);
        }

        @Override
        public void machineFault(String why) {
            hostFault(why);
        }

        @Override
        public void finished(TestResult result) {
            String id = result.methodName();
            if (id.isEmpty()) { // the suite itself failed to start: report it on the stage
                emit(ChildProtocol.STAGE_ERROR, stage.number(), ChildProtocol.encode(result.message()));
                return;
            }
            TestResult.Status status = result.status();
            String feedback = result.message();
            running = null; // what follows is the grader's own time, not the property's
            Set<Thread> leaked = new HashSet<>(liveUserThreads());
            leaked.removeAll(before);
            long graceEnds = System.nanoTime() + LEAK_GRACE_NANOS; // a thread about to end is not a leak
            leaked.removeIf(t -> {
                try {
                    t.join(Math.max(1, (graceEnds - System.nanoTime()) / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return !t.isAlive();
            });
            if (!leaked.isEmpty()) {
                status = TestResult.Status.FAILED;
                feedback = "solve left " + leaked.size() + " thread(s) running after it returned ("
                        + leaked.stream()
                                .map(Thread::getName)
                                .distinct()
                                .sorted()
                                .limit(5)
                                .collect(Collectors.joining(", "))
                        + "); solve must be a plain function of its arguments: start no threads"
                        + (feedback.isEmpty() ? "" : "\n" + feedback);
            }
            emit(
                    ChildProtocol.END,
                    stage.number(),
                    id,
                    status.name(),
                    ChildProtocol.encode(feedback),
                    ChildProtocol.encode(captured.takeText()));
        }

        private static Set<Thread> liveUserThreads() {
            return Thread.getAllStackTraces().keySet().stream()
                    .filter(t -> t.isAlive() && !t.isDaemon())
                    .collect(Collectors.toSet());
        }
    }
}
