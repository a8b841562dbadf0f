package retrykit.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One run of a stage as the watch, the hints and the progress make it: compiled in process,
 * run in a fresh class loader, on a copy of stage 01.
 */
class StageRunnerTest {

    @TempDir
    Path temp;

    static final String STUB = "exercises/01/src/main/java/retrykit/classify/Classify.java";

    RunResult run(StageFolder stage) throws IOException {
        try (StageRunner runner = new StageRunner(
                stage, List.of(), ToolClassPath.of(getClass()), getClass().getClassLoader())) {
            return runner.run();
        }
    }

    @Test
    @DisplayName("the untouched stub compiles, and every example fails with its 'not implemented yet'")
    void untouchedStub() throws IOException {
        StageFolder stage = new StageFolder(KitCopy.of(temp, "01"), "01");
        RunResult result = run(stage);

        assertThat(result).isInstanceOf(RunResult.Ran.class);
        Examples examples = ((RunResult.Ran) result).examples();
        assertThat(examples.total()).isPositive();
        assertThat(examples.passed()).isZero();
        assertThat(examples.untouched()).isTrue();
        assertThat(result.block(stage))
                .startsWith("stage 01: 0 of " + examples.total() + " examples pass\n")
                .contains("is not implemented yet");
    }

    @Test
    @DisplayName("a compile error shows the compiler's first error with its file and line, in a few lines")
    void compileError() throws IOException {
        Path kit = KitCopy.of(temp, "01");
        Path stub = kit.resolve(STUB);
        List<String> lines = Files.readAllLines(stub);
        int broken = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("throw new UnsupportedOperationException(")) {
                lines.set(i, lines.get(i).replace("throw new", "throw nwe"));
                broken = i + 1;
                break;
            }
        }
        assertThat(broken).as("the stub throws").isPositive();
        Files.write(stub, lines);
        StageFolder stage = new StageFolder(kit, "01");

        RunResult result = run(stage);

        assertThat(result).isInstanceOf(RunResult.DidNotCompile.class);
        CompileError error = ((RunResult.DidNotCompile) result).error();
        assertThat(error.file()).isEqualTo(STUB);
        assertThat(error.line()).isEqualTo(broken);
        String block = result.block(stage);
        assertThat(block).startsWith("stage 01: does not compile\n" + STUB + ":" + broken + ": error: ");
        assertThat(block.split("\n")).hasSizeLessThanOrEqualTo(6);
    }

    @Test
    @DisplayName(
            "each run sees the code as it is now: a fixed answer passes every example, and the block names what is next")
    void freshEveryRun() throws IOException {
        Path kit = KitCopy.of(temp, "01", "02");
        StageFolder stage = new StageFolder(kit, "01");
        assertThat(((RunResult.Ran) run(stage)).examples().passed()).isZero();

        Files.copy(
                KitCopy.kit().resolve("solutions/01/src/main/java/retrykit/classify/Classify.java"),
                kit.resolve(STUB),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        RunResult result = run(stage);

        Examples examples = ((RunResult.Ran) result).examples();
        assertThat(examples.allPass()).isTrue();
        assertThat(result.block(stage))
                .startsWith("stage 01: " + examples.total() + " of " + examples.total() + " examples pass\n")
                .contains("exercises/02")
                .contains("mvn -pl exercises/02 -Dwatch");
    }

    @Test
    @DisplayName(
            "the given tests are compiled again only when the learner's API or the tests change, not for a method's body")
    void testsRecompiledOnlyWhenNeeded() throws IOException {
        Path kit = KitCopy.of(temp, "01");
        StageFolder stage = new StageFolder(kit, "01");
        Path stub = kit.resolve(STUB);
        String original = Files.readString(stub);
        try (StageRunner runner = new StageRunner(
                stage, List.of(), ToolClassPath.of(getClass()), getClass().getClassLoader())) {
            runner.run();
            assertThat(runner.testCompilations()).isEqualTo(1);

            Files.writeString(
                    stub,
                    original.replace("throw new UnsupportedOperationException(", "throw new IllegalStateException("));
            RunResult bodyChanged = runner.run();
            assertThat(runner.testCompilations()).as("a method's body changed").isEqualTo(1);
            assertThat(((RunResult.Ran) bodyChanged)
                            .examples()
                            .firstFailure()
                            .orElseThrow()
                            .message())
                    .as("the new body ran")
                    .contains("threw IllegalStateException");

            Files.writeString(
                    stub,
                    original.replace(
                            "public final class Classify {",
                            "public final class Classify {\n    public static final int ADDED = 1;"));
            runner.run();
            assertThat(runner.testCompilations())
                    .as("a public constant was added")
                    .isEqualTo(2);

            Files.writeString(
                    kit.resolve("exercises/01/src/test/java/retrykit/classify/ClassifyTest.java"),
                    Files.readString(kit.resolve("exercises/01/src/test/java/retrykit/classify/ClassifyTest.java"))
                            + "\n// edited\n");
            runner.run();
            assertThat(runner.testCompilations()).as("a given test changed").isEqualTo(3);
        }
    }
}
