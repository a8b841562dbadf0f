package retrykit.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hints: how a file is read, which rule a hint is for, and how "the next hint" advances. */
class HintCommandTest {

    @TempDir
    Path kit;

    static final String HINTS = """
            # Hints · 04 · Retry-After

            Introduction, under no rule.

            ## Rule 1: the loop still runs

            1. Read the section.
            2. The idea,
               over two lines.
            3. The shape.

            ## Rule 2: the header raises the wait

            1. Read it.
            2. Larger of the two.
            """;

    StageFolder stage() throws IOException {
        Path folder = kit.resolve("exercises/04");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("README.md"), "# 04 · Retry-After\n");
        Files.writeString(folder.resolve("HINTS.md"), HINTS);
        return new StageFolder(kit, "04");
    }

    static RunResult failingUnder(String section, String name) {
        return new RunResult.Ran(new Examples(List.of(
                new Example(new Position(1, "a", 0), "passes", true, "", null),
                new Example(new Position(2, "b", 3), name, false, "the teaching message", section))));
    }

    @Test
    @DisplayName(
            "a hint file gives each rule its hints in order, a hint's lines joined, the introduction under no rule")
    void parse() {
        HintFile hints = HintFile.parse(HINTS);
        assertThat(hints.rules()).containsOnlyKeys("Rule 1: the loop still runs", "Rule 2: the header raises the wait");
        assertThat(hints.of("Rule 1: the loop still runs").orElseThrow())
                .containsExactly("Read the section.", "The idea, over two lines.", "The shape.");
        assertThat(hints.sectionFor("Rule 2: a Retry-After longer than the backoff wait > case 1: ..."))
                .contains("Rule 2: the header raises the wait");
    }

    @Test
    @DisplayName("hints numbered out of turn are refused, naming the line")
    void outOfTurn() {
        assertThatThrownBy(() -> HintFile.parse("## Rule 1: x\n\n1. one\n3. three\n"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("line 4");
    }

    @Test
    @DisplayName(
            "each call shows the next hint of the first failing rule, then keeps showing its last; another rule starts at 1")
    void nextHintAdvances() throws IOException {
        StageFolder stage = stage();
        HintLevels levels = HintLevels.in(stage.work().resolve("hints.properties"));
        RunResult rule1 = failingUnder("Rule 1: the loop still runs", "Rule 1: ... > case 3: ...");

        assertThat(HintCommand.hint(stage, rule1, levels))
                .startsWith("stage 04: 1 of 2 examples pass\n")
                .contains("Hint 1 of 3 (where to read):\n  Read the section.")
                .contains("again for hint 2");
        assertThat(HintCommand.hint(stage, rule1, HintLevels.in(stage.work().resolve("hints.properties"))))
                .contains("Hint 2 of 3 (the idea):\n  The idea, over two lines.");
        assertThat(HintCommand.hint(stage, rule1, HintLevels.in(stage.work().resolve("hints.properties"))))
                .contains("Hint 3 of 3 (the shape of the code)")
                .contains("last hint");
        assertThat(HintCommand.hint(stage, rule1, HintLevels.in(stage.work().resolve("hints.properties"))))
                .contains("Hint 3 of 3");

        RunResult rule2 = failingUnder(null, "Rule 2: a Retry-After longer than the backoff wait > case 1: x");
        assertThat(HintCommand.hint(stage, rule2, HintLevels.in(stage.work().resolve("hints.properties"))))
                .contains("checks \"Rule 2: the header raises the wait\"")
                .contains("Hint 1 of 2");
    }

    @Test
    @DisplayName("no hint when every example passes, and a compile error says to fix it first")
    void passOrCompileError() throws IOException {
        StageFolder stage = stage();
        HintLevels levels = HintLevels.in(stage.work().resolve("hints.properties"));
        RunResult pass =
                new RunResult.Ran(new Examples(List.of(new Example(new Position(1, "a", 0), "a", true, "", null))));
        assertThat(HintCommand.hint(stage, pass, levels))
                .startsWith("stage 04: 1 of 1 examples pass")
                .contains("No hint needed");

        RunResult broken = new RunResult.DidNotCompile(
                new CompileError("exercises/04/src/main/java/X.java", 3, "';' expected", "int x", 6, 2));
        assertThat(HintCommand.hint(stage, broken, levels))
                .startsWith("stage 04: does not compile\nexercises/04/src/main/java/X.java:3: error")
                .contains("(and 2 more errors)")
                .contains("compiles");
    }
}
