package retrykit.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The progress view: each stage as not started, P of T or done, with a bar, and what to do next. */
class ProgressTest {

    @TempDir
    Path kit;

    StageFolder stage(String number, String title) throws IOException {
        return KitCopy.stage(kit, number, title);
    }

    static RunResult ran(int passed, int total, String failure) {
        List<Example> all = new ArrayList<>();
        for (int i = 1; i <= total; i++) {
            all.add(new Example(
                    new Position(1, "m", i), "case " + i, i <= passed, i <= passed ? "" : failure, "Rule 2: the rule"));
        }
        return new RunResult.Ran(new Examples(all));
    }

    @Test
    @DisplayName("done, P of T and not started, each with its bar; next is the first stage not done")
    void rows() throws IOException {
        List<Progress.Row> rows = List.of(
                new Progress.Row(stage("01", "Classify outcomes"), ran(86, 86, "")),
                new Progress.Row(stage("02", "Equal-jitter schedule"), ran(61, 105, "Rule 2: wrong")),
                new Progress.Row(
                        stage("03", "Budget cap"), ran(0, 40, "Stage 03 (budget cap) is not implemented yet: read")));

        String report = Progress.report(rows);

        assertThat(report)
                .contains("01  Classify outcomes      [########################]  done")
                .contains("02  Equal-jitter schedule  [#############...........]  61 of 105")
                .contains("03  Budget cap             [........................]  not started")
                .contains(
                        "Next: stage 02 (Equal-jitter schedule): the first failing example checks \"Rule 2: the rule\"")
                .contains("mvn -pl exercises/02 -Dwatch");
    }

    @Test
    @DisplayName("a bar is never full before every example passes, and shows one mark as soon as one does")
    void bar() {
        assertThat(Progress.bar(0, 10)).isEqualTo("[" + ".".repeat(Progress.BAR) + "]");
        assertThat(Progress.bar(1, 1000)).startsWith("[#.");
        assertThat(Progress.bar(999, 1000)).endsWith("#.]");
        assertThat(Progress.bar(10, 10)).isEqualTo("[" + "#".repeat(Progress.BAR) + "]");
    }

    @Test
    @DisplayName("when every stage is done, next is what comes after the last stage")
    void allDone() throws IOException {
        List<Progress.Row> rows = List.of(new Progress.Row(stage("06", "On the wire"), ran(5, 5, "")));
        assertThat(Progress.report(rows)).contains("that was the last stage");
    }
}
