package retrykit.grader.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import retrykit.grader.run.IsolatingClassLoader;
import retrykit.grader.run.SuiteRun;
import retrykit.grader.run.TestResult;

/**
 * Rustlings' rule: no exercise ships solved. Every given test of every stage, run against the
 * stub a participant receives, must fail, and fail with the stub's own words: the stage is not
 * implemented yet, and where to read.
 */
class StubsFailTheirGivenTestsTest {

    @ParameterizedTest(name = "{0}")
    @EnumSource(Stage.class)
    @DisplayName("every given test fails against the stub, saying the stage is not implemented yet and where to read")
    void everyGivenTestFailsAgainstTheStub(Stage stage) throws Exception {
        Path exercise = KitRoot.exercise(stage);
        Path testClasses = exercise.resolve("target/test-classes");
        List<String> testClassNames = testClassesOf(stage, testClasses);
        assertThat(testClassNames)
                .as("%s has compiled given tests in %s (run the self-check through Maven: it compiles them)", stage, testClasses)
                .isNotEmpty();

        List<TestResult> results;
        try (IsolatingClassLoader loader = loader(stage, exercise, testClasses)) {
            results = SuiteRun.run(loader, testClassNames, java.util.Map.of(), name -> true, SuiteRun.Events.NONE);
        }

        assertThat(results).as("%s runs its given tests", stage).isNotEmpty();
        for (TestResult result : results) {
            assertThat(result.passed())
                    .as("%s ships solved or a given test does not call solve: %s.%s [%s] passed against the stub;"
                            + " put the stub back in exercises/%s or make the test go through solve",
                            stage, result.className(), result.methodName(), result.displayName(), stage.number())
                    .isFalse();
            assertThat(result.message())
                    .as("%s: %s [%s] must fail with the stub's message", stage, result.methodName(), result.displayName())
                    .contains("Stage " + stage.number())
                    .contains("is not implemented yet")
                    .contains(stage.readme());
        }
    }

    static IsolatingClassLoader loader(Stage stage, Path exercise, Path testClasses) throws MalformedURLException {
        List<URL> urls = List.of(exercise.resolve("target/classes").toUri().toURL(), testClasses.toUri().toURL());
        return new IsolatingClassLoader(urls, List.of(stage.packageName() + "."), StubsFailTheirGivenTestsTest.class.getClassLoader());
    }

    static List<String> testClassesOf(Stage stage, Path testClasses) throws IOException {
        Path packageDir = testClasses.resolve(stage.packageName().replace('.', '/'));
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
}
