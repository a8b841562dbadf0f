package retrykit.grader.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.Extension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.platform.commons.support.AnnotationSupport;
import retrykit.feedback.ExampleTimeLimit;
import retrykit.feedback.StubShownOnce;
import retrykit.grader.run.IsolatingClassLoader;

/**
 * Every given test class, as the compiler wrote it, is extended with {@link ExampleTimeLimit} and
 * {@link StubShownOnce}: without the first, an example with a loop in solve runs until JUnit's
 * far longer limit on passed time, and the examples after it share the processor with it; without
 * the second, an IDE prints the stub's whole failure once per example. A new stage's tests are read
 * as the class loader loads them, so no spelling of the annotation in the source can pass for it.
 */
class GivenTestsBoundTheirExamplesTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("retrykit.grader.kit.Stage#all")
    @DisplayName("every given test class carries ExampleTimeLimit and StubShownOnce")
    void everyGivenTestClassIsExtended(Stage stage) throws Exception {
        List<String> classes = GivenTests.classNames(stage);
        assertThat(classes)
                .as(
                        "%s has compiled given tests in %s (run the self-check through Maven: it compiles them)",
                        stage, GivenTests.testClasses(stage))
                .isNotEmpty();
        try (IsolatingClassLoader loader =
                GivenTests.loader(stage, KitRoot.exercise(stage).resolve("target/classes"))) {
            for (String name : classes) {
                List<Class<? extends Extension>> extensions =
                        AnnotationSupport.findRepeatableAnnotations(loader.loadClass(name), ExtendWith.class).stream()
                                .flatMap(e -> List.of(e.value()).stream())
                                .toList();
                assertThat(extensions)
                        .as(
                                "%s in exercises/%s: add @ExtendWith({StubShownOnce.class, ExampleTimeLimit.class}),"
                                        + " as every given test class has it",
                                name, stage.number())
                        .contains(ExampleTimeLimit.class, StubShownOnce.class);
            }
        }
    }
}
