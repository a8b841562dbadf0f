package retrykit.grader.submission;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import retrykit.grader.kit.Stage;
import retrykit.grader.run.IsolatingClassLoader;

/**
 * The boundary holds by what the compiler wrote, even where the reading of the source text is
 * fooled or bypassed: these sources go straight to the compiler, as if {@link Assembly} had taken
 * them, and every class outside the stage's package is refused; and a class loader for the stage
 * never takes the hidden suite's package from the learner's classes.
 */
class CompiledPackageBoundaryTest {
    private static final Stage STAGE = Stage.of("01");

    @TempDir
    Path work;

    private Compilation compile(SourceFile... learners) throws IOException {
        List<SourceFile> files = new ArrayList<>(PristineKit.given(STAGE));
        files.add(new SourceFile(STAGE.stubPath(), """
                package retrykit.classify;
                public final class Classify {
                  public static Decision solve(Outcome o, Operation op) { return Decision.OK; }
                }
                """, true));
        files.addAll(List.of(learners));
        return StageCompiler.compile(new StageSources(STAGE, files, List.of(), true), work);
    }

    @Test
    @DisplayName("classes in the stage's package and below it, nested and local ones included, are taken")
    void ownPackageIsTaken() throws IOException {
        Compilation c = compile(new SourceFile("retrykit/classify/inner/Helper.java", """
                package retrykit.classify.inner;
                public class Helper {
                  static class Nested {}
                  static Object local() { class Local {} return new Local(); }
                }
                """, true));
        assertThat(c.outside()).isEmpty();
        assertThat(c.ok()).as(c.errors()).isTrue();
    }

    @Test
    @DisplayName("a module-info is refused: it compiles into no package of the stage's, or not at all")
    void moduleInfoIsRefused() throws IOException {
        Compilation c = compile(new SourceFile("module-info.java", "module retrykit.learner {}\n", true));
        // javac either fails on a module among in-memory sources or writes module-info.class, which
        // lies in no package: both ways, nothing of the stage is graded.
        assertThat(c.ok()).as("classes to grade").isFalse();
        assertThat(String.join("\n", c.outside()) + c.errors()).as("why").isNotBlank();
    }

    @Test
    @DisplayName(
            "a package-info and a class written in Unicode escapes into the hidden suite's package are refused, named by file and package")
    void unicodeEscapesCannotHideThePackage() throws IOException {
        Compilation c = compile(
                new SourceFile(
                        "retrykit/grader/hidden/classify/package-info.java",
                        "package retrykit.grader.hidden.classify;\n",
                        true),
                new SourceFile(
                        "retrykit/classify/Sneaky.java",
                        "\\u0070ackage retrykit.grader.hidden.classify;\nclass Sneaky {}\n",
                        true));
        assertThat(c.ok()).isFalse();
        assertThat(c.outside())
                .anySatisfy(n -> assertThat(n)
                        .contains("retrykit/grader/hidden/classify/package-info.java compiled into package"
                                + " retrykit.grader.hidden.classify"))
                .anySatisfy(n -> assertThat(n)
                        .contains("exercises/01/src/main/java/retrykit/classify/Sneaky.java compiled into package"
                                + " retrykit.grader.hidden.classify (class retrykit.grader.hidden.classify.Sneaky)"));
    }

    @Test
    @DisplayName("a class file of the hidden suite's name among the learner's classes is never loaded: the grader's is")
    void loaderTakesTheSuiteFromTheGraderOnly() throws Exception {
        Path classes = Files.createDirectories(work.resolve("learner"));
        // A class file (copied from the grader's own build) under the suite's name in the learner's folder:
        // if the loader looked there for the suite's package, it would define the class from this folder.
        Path forged = classes.resolve(STAGE.suiteClass().replace('.', '/') + ".class");
        Files.createDirectories(forged.getParent());
        try (var in = getClass()
                .getClassLoader()
                .getResourceAsStream(STAGE.suiteClass().replace('.', '/') + ".class")) {
            Files.write(forged, in.readAllBytes());
        }
        try (IsolatingClassLoader loader = IsolatingClassLoader.forStage(STAGE, classes)) {
            Class<?> suite = loader.loadClass(STAGE.suiteClass());
            assertThat(suite.getClassLoader()).isSameAs(loader);
            assertThat(suite.getProtectionDomain().getCodeSource().getLocation().toString())
                    .as("where the suite came from")
                    .doesNotStartWith(classes.toUri().toString());
            assertThat(loader.getResource(STAGE.suiteClass().replace('.', '/') + ".class")
                            .toString())
                    .doesNotStartWith(classes.toUri().toString());
            assertThat(loader.loadClass("retrykit.feedback.Check").getClassLoader())
                    .as("the kit's feedback comes from the parent")
                    .isNotSameAs(loader);
        }
    }
}
