package retrykit.grader.kit;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import retrykit.feedback.StubShownOnce;
import retrykit.grader.run.IsolatingClassLoader;
import retrykit.grader.run.SuiteRun;
import retrykit.grader.run.TestResult;

/**
 * A stage's given tests as Maven compiled them ({@code exercises/NN/target/test-classes}), run
 * against any compiled answer to the stage: the stub a participant receives, a reference, an
 * answer of the answer set. The stage's own classes come from {@code classes} alone; JUnit, the
 * feedback code and the lab come from the grader's class path.
 */
public final class GivenTests {
    private GivenTests() {}

    /** Where Maven compiled the stage's given tests. */
    public static Path testClasses(Stage stage) {
        return KitRoot.exercise(stage).resolve("target/test-classes");
    }

    /** The given test classes of {@code stage}, by name; empty when they are not compiled. */
    public static List<String> classNames(Stage stage) throws IOException {
        Path packageDir = testClasses(stage).resolve(stage.packageName().replace('.', '/'));
        if (!Files.isDirectory(packageDir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(packageDir)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(name -> name.endsWith("Test.class") && !name.contains("$"))
                    .map(name -> stage.packageName() + "." + name.substring(0, name.length() - ".class".length()))
                    .sorted()
                    .toList();
        }
    }

    /** A loader for the given tests of {@code stage}, its own classes taken from {@code classes}. */
    public static IsolatingClassLoader loader(Stage stage, Path classes) throws MalformedURLException {
        List<URL> urls =
                List.of(classes.toUri().toURL(), testClasses(stage).toUri().toURL());
        return new IsolatingClassLoader(urls, List.of(stage.packageName() + "."), GivenTests.class.getClassLoader());
    }

    /**
     * Runs every given test of {@code stage} against the classes in {@code classes}. Like the kit's
     * loop, it asks for every example's own failure ({@link StubShownOnce#LOOP}): a runner for people
     * skips the examples after a stub's first, and these checks read each one.
     */
    public static List<TestResult> run(Stage stage, Path classes) throws IOException, ClassNotFoundException {
        try (IsolatingClassLoader loader = loader(stage, classes)) {
            return SuiteRun.run(
                    loader, classNames(stage), Map.of(StubShownOnce.LOOP, "true"), name -> true, SuiteRun.Events.NONE);
        }
    }
}
