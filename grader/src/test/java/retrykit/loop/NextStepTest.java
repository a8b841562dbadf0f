package retrykit.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a pass says to do next: the next stage, or after the last one the grader and the site. */
class NextStepTest {

    @TempDir
    Path kit;

    void stage(String number, String title) throws IOException {
        KitCopy.stage(kit, number, title);
    }

    @Test
    @DisplayName("after stage 04 comes stage 05: its folder, its lesson and its watch command")
    void nextStage() throws IOException {
        stage("04", "Retry-After");
        stage("05", "Idempotency key lifetime");

        String next = NextStep.after(new StageFolder(kit, "04"));

        assertThat(next)
                .contains("stage 05 (Idempotency key lifetime)")
                .contains("exercises/05/README.md")
                .contains("mvn -pl exercises/05 -Dwatch");
    }

    @Test
    @DisplayName("typed inside exercises/04: the next stage's watch as it works there, -f ../05")
    void nextStageFromInsideTheStage() throws IOException {
        stage("04", "Retry-After");
        stage("05", "Idempotency key lifetime");

        String next = NextStep.after(new StageFolder(kit, "04", kit.resolve("exercises/04")));

        assertThat(next).contains("then run mvn -f ../05 -Dwatch").doesNotContain("-pl");
    }

    @Test
    @DisplayName("after the last stage, in the kit: the grader's command and the site's")
    void lastStageInTheKit() throws IOException {
        stage("06", "On the wire");
        Files.createDirectories(kit.resolve("grader"));
        Files.writeString(kit.resolve("grader/pom.xml"), "<project/>");
        Files.createDirectories(kit.resolve("site"));
        Files.writeString(kit.resolve("site/pom.xml"), "<project/>");

        String next = NextStep.after(new StageFolder(kit, "06"));

        assertThat(next)
                .contains("last stage")
                .contains("-Dgrade=\"grade\"")
                .contains("site/target/site-out/index.html");
    }

    @Test
    @DisplayName("after the last stage, in a handout (no grader, no site): who grades, and where the site is")
    void lastStageInAHandout() throws IOException {
        stage("06", "On the wire");

        String next = NextStep.after(new StageFolder(kit, "06"));

        assertThat(next).contains("last stage").contains("instructor").doesNotContain("-Dgrade");
    }

    @Test
    @DisplayName("the status line has exactly the fixed form, and a pass is followed by the next step")
    void statusLine() throws IOException {
        stage("04", "Retry-After");
        stage("05", "Idempotency key lifetime");
        StageFolder stage = new StageFolder(kit, "04");
        Examples twelveOf134 = examples(12, 134);

        assertThat(StatusBlock.statusLine(stage, twelveOf134)).isEqualTo("stage 04: 12 of 134 examples pass");
        assertThat(StatusBlock.of(stage, examples(3, 3)))
                .isEqualTo("stage 04: 3 of 3 examples pass\n" + NextStep.after(stage));
        assertThat(StatusBlock.of(stage, twelveOf134)).isEqualTo("stage 04: 12 of 134 examples pass\nfails 13");
    }

    static Examples examples(int passed, int total) {
        List<Example> all = new java.util.ArrayList<>();
        for (int i = 1; i <= total; i++) {
            all.add(new Example(
                    new Position(1, "m", i), "case " + i, i <= passed, i <= passed ? "" : "fails " + i, "Rule 1: x"));
        }
        return new Examples(all);
    }
}
