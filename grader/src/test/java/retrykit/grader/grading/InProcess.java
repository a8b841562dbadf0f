package retrykit.grader.grading;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import retrykit.grader.kit.Stage;
import retrykit.grader.property.PropertyConfig;
import retrykit.grader.run.IsolatingClassLoader;
import retrykit.grader.run.SuiteRun;
import retrykit.grader.run.TestResult;
import retrykit.grader.submission.Assembly;
import retrykit.grader.submission.Compilation;
import retrykit.grader.submission.StageCompiler;
import retrykit.grader.submission.Submission;

/**
 * A known submission's stage, compiled once and run in this JVM: the self-check's fast path for
 * code the kit wrote itself (references, stubs, catalogued mistakes), where a child JVM per seed
 * would only cost time. It uses the grader's own assembly, compiler, loader and launcher code.
 */
final class InProcess implements AutoCloseable {
    private final Stage stage;
    private final Path work;
    private final Path classes;
    private final IsolatingClassLoader loader;

    private InProcess(Stage stage, Path work, Path classes, IsolatingClassLoader loader) {
        this.stage = stage;
        this.work = work;
        this.classes = classes;
        this.loader = loader;
    }

    static InProcess compile(Submission submission, Stage stage) throws IOException {
        Path work = Files.createTempDirectory("retrykit-inprocess-");
        Compilation compiled = StageCompiler.compile(Assembly.of(submission, stage), work);
        if (!compiled.ok()) {
            Folders.deleteQuietly(work);
            throw new AssertionError(submission.name() + " does not compile for " + stage + ":\n" + compiled.errors());
        }
        return new InProcess(stage, work, compiled.classes(), IsolatingClassLoader.forStage(stage, compiled.classes()));
    }

    /** Runs the hidden suite's items that pass {@code items}, from {@code seed} (null: the fixed defaults). */
    List<TestResult> run(Long seed, Predicate<String> items) throws ClassNotFoundException {
        return run(seed, items, Map.of());
    }

    /**
     * As {@link #run}, for a caller that reads only which items pass: a failing property reports
     * the first case it found, unshrunk. Shrinking never changes whether an item passes, and a
     * known-wrong answer's shrinking is most of what its run costs (stage 06's, an exchange each step).
     */
    List<TestResult> runUnshrunk(Long seed, Predicate<String> items) throws ClassNotFoundException {
        return run(seed, items, Map.of(PropertyConfig.SHRINK_STEPS, "0"));
    }

    private List<TestResult> run(Long seed, Predicate<String> items, Map<String, String> settings)
            throws ClassNotFoundException {
        Map<String, String> config = new HashMap<>(settings);
        if (seed != null) {
            config.put(PropertyConfig.SEED, String.valueOf(seed));
        }
        return SuiteRun.run(loader, List.of(stage.suiteClass()), config, items, SuiteRun.Events.NONE);
    }

    /** The folder of the compiled classes, for running other tests against them (the given ones). */
    Path classes() {
        return classes;
    }

    @Override
    public void close() throws IOException {
        loader.close();
        Folders.deleteQuietly(work);
    }
}
