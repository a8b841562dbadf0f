package retrykit.grader.grading;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import retrykit.grader.kit.Stage;
import retrykit.grader.run.IsolatingClassLoader;
import retrykit.grader.rubric.Rubric;
import retrykit.grader.submission.Compilation;
import retrykit.grader.submission.PristineKit;
import retrykit.grader.submission.StageCompiler;
import retrykit.grader.submission.StageSources;

/**
 * The kit's own stub classes, compiled once per grader run from the pristine sources: what a
 * learner's {@code solve} signature is compared with, and what the hidden suites' rubrics are read
 * against (reading a suite's annotations needs the stage's types to resolve; no code runs).
 */
final class KitReference {
    private static final Map<Stage, IsolatingClassLoader> LOADERS = new ConcurrentHashMap<>();
    private static final Map<Stage, Rubric> RUBRICS = new ConcurrentHashMap<>();
    private static volatile Path dir;

    private KitReference() {}

    /** A loader of the kit's stub classes of {@code stage}, with its hidden suite. */
    static ClassLoader loader(Stage stage) {
        return LOADERS.computeIfAbsent(stage, s -> {
            try {
                StageSources pristine = new StageSources(s, PristineKit.sources(s), List.of(), true);
                Compilation compiled = StageCompiler.compile(pristine, workDir());
                if (!compiled.ok()) {
                    throw new IllegalStateException("the kit's own " + s + " does not compile: " + compiled.errors());
                }
                return IsolatingClassLoader.forStage(s, compiled.classes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    static Rubric rubric(Stage stage) {
        return RUBRICS.computeIfAbsent(stage, s -> {
            try {
                return Rubric.of(s, Class.forName(s.suiteClass(), false, loader(s)));
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("the grader has no hidden suite for " + s + ": " + s.suiteClass(), e);
            }
        });
    }

    private static Path workDir() throws IOException {
        Path d = dir;
        if (d == null) {
            synchronized (KitReference.class) {
                if (dir == null) {
                    dir = Files.createTempDirectory("retrykit-kit-");
                    Path created = dir;
                    Runtime.getRuntime().addShutdownHook(new Thread(() -> Folders.deleteQuietly(created)));
                }
                d = dir;
            }
        }
        return d;
    }

}
