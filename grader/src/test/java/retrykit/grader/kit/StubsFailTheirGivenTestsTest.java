package retrykit.grader.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import retrykit.grader.run.TestResult;

/**
 * Rustlings' rule: no exercise ships solved. Every given test of every stage, run against the
 * stub a participant receives, must fail, and fail with the stub's own words: the stage is not
 * implemented yet, and where to read.
 */
class StubsFailTheirGivenTestsTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("retrykit.grader.kit.Stage#all")
    @DisplayName("every given test fails against the stub, saying the stage is not implemented yet and where to read")
    void everyGivenTestFailsAgainstTheStub(Stage stage) throws Exception {
        assertThat(GivenTests.classNames(stage))
                .as(
                        "%s has compiled given tests in %s (run the self-check through Maven: it compiles them)",
                        stage, GivenTests.testClasses(stage))
                .isNotEmpty();

        List<TestResult> results = GivenTests.run(stage, KitRoot.exercise(stage).resolve("target/classes"));

        assertThat(results).as("%s runs its given tests", stage).isNotEmpty();
        for (TestResult result : results) {
            assertThat(result.passed())
                    .as(
                            "%s ships solved or a given test does not call solve: %s.%s [%s] passed against the stub;"
                                    + " put the stub back in exercises/%s or make the test go through solve",
                            stage, result.className(), result.methodName(), result.displayName(), stage.number())
                    .isFalse();
            assertThat(result.message())
                    .as(
                            "%s: %s [%s] must fail with the stub's message",
                            stage, result.methodName(), result.displayName())
                    .contains("Stage " + stage.number())
                    .contains("is not implemented yet")
                    .contains(stage.readme());
        }
    }
}
