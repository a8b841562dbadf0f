package retrykit.grader.demo;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import retrykit.grader.kit.Stage;
import retrykit.grader.run.IsolatingClassLoader;
import retrykit.grader.submission.Assembly;
import retrykit.grader.submission.Compilation;
import retrykit.grader.submission.StageCompiler;
import retrykit.grader.submission.Submission;
import retrykit.lab.LabClient;
import retrykit.lab.Scenario;
import retrykit.lab.ScenarioRun;

/**
 * Stage 06's five scenarios, run for real: each on a lab server of its own on 127.0.0.1, rows 1
 * and 4 with their naive clients, rows 2, 3 and 5 with the kit's reference solution, compiled
 * from {@code solutions/06} of the checkout the way the grader compiles any submission. The table
 * is the server's counts and the client's state; the traces are each run, request by request.
 */
public final class Demo {
    private Demo() {}

    /** Runs the five scenarios with the reference of the kit at {@code kit}. */
    public static List<ScenarioRun> run(Path kit) throws Exception {
        Path work = Files.createTempDirectory("retrykit-demo-");
        try {
            Submission reference = new Submission("reference", kit.resolve("solutions"));
            Compilation compiled = StageCompiler.compile(Assembly.of(reference, Stage.of("06")), work);
            if (!compiled.ok()) {
                throw new IllegalStateException(
                        "the reference of stage 06 (solutions/06) does not compile:\n" + compiled.errors());
            }
            URL graderCode = Demo.class.getProtectionDomain().getCodeSource().getLocation();
            // The stage's classes and the bridge to them, from here only; the lab and the JDK are shared.
            try (IsolatingClassLoader loader = new IsolatingClassLoader(
                    List.of(compiled.classes().toUri().toURL(), graderCode),
                    List.of(Stage.of("06").packageName() + ".", ReferenceClient.class.getName()),
                    Demo.class.getClassLoader())) {
                LabClient policy = Class.forName(ReferenceClient.class.getName(), true, loader)
                        .asSubclass(LabClient.class)
                        .getDeclaredConstructor()
                        .newInstance();
                List<ScenarioRun> runs = new ArrayList<>();
                for (Scenario scenario : Scenario.values()) {
                    runs.add(scenario.run(policy));
                }
                return runs;
            }
        } finally {
            deleteQuietly(work);
        }
    }

    /** The measured table, as markdown: the header, then a row per run. */
    public static String table(List<ScenarioRun> runs) {
        StringBuilder out = new StringBuilder(Scenario.TABLE_HEADER);
        for (ScenarioRun run : runs) {
            out.append('\n').append(run.row().markdown());
        }
        return out.toString();
    }

    /** Writes each run's trace as {@code <folder>/<slug>.json}, and gives the files written. */
    public static List<Path> writeTraces(List<ScenarioRun> runs, Path folder) throws IOException {
        Files.createDirectories(folder);
        List<Path> written = new ArrayList<>();
        for (ScenarioRun run : runs) {
            Path file = folder.resolve(run.scenario().slug() + ".json");
            Files.writeString(file, run.traceJson());
            written.add(file);
        }
        return written;
    }

    private static void deleteQuietly(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | RuntimeException e) {
            // a temporary folder left behind is no reason to fail the demo
        }
    }
}
