package retrykit.loop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One run of a stage, in this JVM: compiles the learner's sources (against the JDK alone, as
 * Maven does), then the given tests against them (only when the learner's API or the tests
 * changed), then runs the given tests in a fresh class loader, so every run sees the code as it
 * is on disk now and nothing of the run before.
 */
public final class StageRunner implements AutoCloseable {

    private final StageFolder stage;
    private final List<Path> testSupport;
    private final List<Path> toolClassPath;
    private final ClassLoader parent;
    private final SourceCompiler compiler;
    /**
     * The learner's API and the tests' sources that the compiled given tests were built from, or
     * null: while neither changes (most saves change only a method's body), they need not be
     * compiled again.
     */
    private String testsUpToDateFor;
    /** How many times the given tests were compiled: for the self-check. */
    private int testCompilations;

    /**
     * @param stage         the stage to run
     * @param testSupport   source roots the given tests also need besides their own (none, when
     *                      they are already on {@code toolClassPath} compiled)
     * @param toolClassPath where the given tests' libraries lie (JUnit, AssertJ, the kit's feedback
     *                      and lab), for the compiler
     * @param parent        the class loader that already holds those libraries, for the run
     */
    public StageRunner(StageFolder stage, List<Path> testSupport, List<Path> toolClassPath, ClassLoader parent) {
        this.stage = stage;
        this.testSupport = List.copyOf(testSupport);
        this.toolClassPath = List.copyOf(toolClassPath);
        this.parent = parent;
        this.compiler = new SourceCompiler(stage.kit());
    }

    /** Compiles and runs the stage once. */
    public RunResult run() {
        Path main = stage.work().resolve("classes");
        Path tests = stage.work().resolve("test-classes");
        SourceCompiler.Compiled mainCompiled = compiler.compile(List.of(stage.mainSources()), List.of(), main);
        if (mainCompiled.error().isPresent()) {
            return new RunResult.DidNotCompile(mainCompiled.error().get());
        }
        List<Path> testRoots = new ArrayList<>();
        testRoots.add(stage.testSources());
        testRoots.addAll(testSupport);
        String testsCompiledFor = mainCompiled.api() + "\n" + snapshotOf(testRoots);
        if (!testsCompiledFor.equals(testsUpToDateFor) || !Files.isDirectory(tests)) {
            testsUpToDateFor = null;
            List<Path> testClassPath = new ArrayList<>();
            testClassPath.add(main);
            testClassPath.addAll(toolClassPath);
            testCompilations++;
            Optional<CompileError> testError =
                    compiler.compile(testRoots, testClassPath, tests).error();
            if (testError.isPresent()) {
                return new RunResult.DidNotCompile(testError.get());
            }
            testsUpToDateFor = testsCompiledFor;
        }
        try (URLClassLoader fresh = new FreshClassLoader("stage-" + stage.number(), urls(main, tests), parent)) {
            return new RunResult.Ran(GivenTests.run(fresh, GivenTests.classNames(stage.testSources())));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close the class loader of " + stage.name(), e);
        } catch (RuntimeException | LinkageError broken) {
            // The run itself broke (a test class gone from disk, a class that cannot link): say so
            // as one failing example, and compile everything again next time, rather than end the watch.
            testsUpToDateFor = null;
            return new RunResult.Ran(new Examples(List.of(new Example(
                    new Position(Integer.MIN_VALUE, "", 0),
                    "the given examples of " + stage.name() + " could not run",
                    false,
                    ExampleListener.describe(broken),
                    null))));
        }
    }

    int testCompilations() {
        return testCompilations;
    }

    private static String snapshotOf(List<Path> roots) {
        StringBuilder text = new StringBuilder();
        for (Path root : roots) {
            text.append(root).append(SourceSnapshot.of(root).digests()).append('\n');
        }
        return text.toString();
    }

    private static URL[] urls(Path... folders) {
        URL[] urls = new URL[folders.length];
        for (int i = 0; i < folders.length; i++) {
            try {
                urls[i] = folders[i].toUri().toURL();
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException(folders[i].toString(), e);
            }
        }
        return urls;
    }

    @Override
    public void close() throws IOException {
        compiler.close();
    }
}
