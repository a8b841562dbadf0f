package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the instructor does with a class's grades: a small roster (stage 01 only, four submissions,
 * graded once for every test here) with GitHub Classroom's roster file gives a gradebook with the
 * ids, a row for the person who did not submit, the submission nobody matched named at the end,
 * Canvas and Moodle files in their import columns, a copy for Excel, the identical sources grouped,
 * the class report; and {@code --regrade NAME} grades that learner alone.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(org.junit.jupiter.api.MethodOrderer.OrderAnnotation.class)
class ClassFilesTest {
    private static final String IDS = """
            identifier,github_username,github_id,name
            ana@example.edu,ana-dev,101,Ana Lima
            s2,bob,102,Bob
            s3,carol,103,Carol
            s4,dave,104,Dave
            """;

    private Path roster;
    private Path out;
    private Path ids;
    private Cli first;

    @BeforeAll
    void gradeTheClass(@TempDir Path temp) throws IOException {
        roster = Files.createDirectories(temp.resolve("class"));
        String reference =
                Files.readString(Cli.kit().resolve("solutions/01/src/main/java/retrykit/classify/Classify.java"));
        String stub = Files.readString(Cli.kit().resolve("exercises/01/src/main/java/retrykit/classify/Classify.java"));
        // Ana's is the reference with its layout changed and a comment added; the stranger's, the stub so.
        learner(
                "retry-kit-ana-dev",
                "// my own work\n" + reference.replace("    ", "\t").replace("\n", "\n\n"));
        learner("retry-kit-bob", reference);
        learner("retry-kit-carol", stub);
        learner("stranger", stub.replace("    ", "  ") + "\n/* done */\n");
        ids = Files.writeString(temp.resolve("classroom_roster.csv"), IDS);
        out = temp.resolve("grades");
        first = Cli.run("roster", roster.toString(), "--out", out.toString(), "--stage", "01", "--ids", ids.toString());
        assertThat(first.exitCode()).as(first.err()).isZero();
    }

    private void learner(String name, String classify) throws IOException {
        Path java =
                Files.createDirectories(roster.resolve(name).resolve("exercises/01/src/main/java/retrykit/classify"));
        Files.writeString(java.resolve("Classify.java"), classify);
    }

    private List<String> lines(String file) throws IOException {
        return Files.readAllLines(out.resolve(file), StandardCharsets.UTF_8);
    }

    @Test
    @Order(1)
    @DisplayName(
            "the gradebook has the roster file's columns, a percentage, a 'not submitted' row, and the unmatched at the end")
    void gradebookWithIds() throws IOException {
        assertThat(lines("gradebook.csv"))
                .containsExactly(
                        "identifier,github_username,github_id,name,learner,learner_id,stage_01,total,max_total,percent,status",
                        "ana@example.edu,ana-dev,101,Ana Lima,retry-kit-ana-dev,retry-kit-ana-dev,15,15,15,100.0,graded",
                        "s2,bob,102,Bob,retry-kit-bob,retry-kit-bob,15,15,15,100.0,graded",
                        "s3,carol,103,Carol,retry-kit-carol,retry-kit-carol,0,0,15,0.0,graded",
                        "s4,dave,104,Dave,,,,,,,not submitted",
                        ",,,,stranger,stranger,0,0,15,0.0,graded");
        assertThat(first.out())
                .contains("graded 4 learner(s); gradebook: ")
                .contains("matched by nobody in the ids file")
                .contains("  stranger: no one in the ids file has a key it names")
                .contains("class: 4 graded, 1 not graded; median 50.0%")
                .contains("stage 01: 2 of 4 full marks (50%)")
                .contains("not graded: Dave (dave)");
        byte[] excel = Files.readAllBytes(out.resolve("gradebook-excel.csv"));
        assertThat(new byte[] {excel[0], excel[1], excel[2]})
                .as("a UTF-8 byte-order mark")
                .containsExactly(0xEF, 0xBB, 0xBF);
        assertThat(new String(excel, 3, excel.length - 3, StandardCharsets.UTF_8))
                .isEqualTo(Files.readString(out.resolve("gradebook.csv")));
    }

    @Test
    @Order(2)
    @DisplayName("Canvas's and Moodle's files have their import columns, and a row only for who was graded")
    void lmsFiles() throws IOException {
        assertThat(lines("canvas.csv"))
                .containsExactly(
                        "Student,ID,SIS User ID,SIS Login ID,Section,retrykit",
                        "Ana Lima,,,ana@example.edu,,15",
                        "Bob,,,s2,,15",
                        "Carol,,,s3,,0");
        assertThat(lines("moodle.csv"))
                .containsExactly(
                        "Full name,Email address,ID number,Username,retrykit",
                        "Ana Lima,ana@example.edu,,,15",
                        "Bob,,s2,,15",
                        "Carol,,s3,,0");
    }

    @Test
    @Order(3)
    @DisplayName(
            "similarity.csv groups sources the same but for layout and comments, and names the reference and the stub")
    void similarity() throws IOException {
        assertThat(lines("similarity.csv"))
                .containsExactly(
                        "stage,group,learner,learner_id,same_sources_as,files",
                        "01,01-1,retry-kit-ana-dev,retry-kit-ana-dev,the reference (solutions/01); retry-kit-bob,retrykit/classify/Classify.java",
                        "01,01-1,retry-kit-bob,retry-kit-bob,the reference (solutions/01); retry-kit-ana-dev,retrykit/classify/Classify.java",
                        "01,01-2,retry-kit-carol,retry-kit-carol,the stub (exercises/01); stranger,retrykit/classify/Classify.java",
                        "01,01-2,stranger,stranger,the stub (exercises/01); retry-kit-carol,retrykit/classify/Classify.java");
    }

    @Test
    @Order(4)
    @DisplayName(
            "class.html stands alone and shows the histogram, the rates, what to re-teach and each learner's feedback")
    void classPage() throws IOException {
        String page = Files.readString(out.resolve("class.html"));
        assertThat(page)
                .contains("<svg role=\"img\"")
                .contains("Learners by score: 0% to under 10%: 2;")
                .contains("100%: 2</title>")
                .contains("What to teach again")
                .contains("stage not started (the stub as given)")
                .contains("href=\"learners/retry-kit-bob/feedback.txt\"")
                .contains("<dt>not graded</dt><dd>Dave (dave): no submission</dd>");
        assertThat(page)
                .as("no request leaves the page")
                .doesNotContain("http:", "https:", "<script", "src=", "@import");
        for (String learner : List.of("retry-kit-ana-dev", "retry-kit-bob", "retry-kit-carol", "stranger")) {
            assertThat(out.resolve("learners").resolve(learner).resolve("feedback.txt"))
                    .isRegularFile();
        }
    }

    @Test
    @Order(5)
    @DisplayName(
            "--regrade NAME grades that learner again and leaves every other report as it was; a name of nobody is refused")
    void regradeOne() throws IOException {
        Map<String, String> before = reports();
        Cli again = Cli.run(
                "roster",
                roster.toString(),
                "--out",
                out.toString(),
                "--stage",
                "01",
                "--ids",
                ids.toString(),
                "--regrade",
                "retry-kit-bob");
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out()).contains("graded 1 learner(s)");
        assertThat(again.err()).contains("retry-kit-ana-dev: already graded").contains("stranger: already graded");
        Map<String, String> after = reports();
        for (String learner : List.of("retry-kit-ana-dev", "retry-kit-carol", "stranger")) {
            assertThat(after.get(learner))
                    .as(learner + "'s report is untouched")
                    .isEqualTo(before.get(learner));
        }
        assertThat(again.err()).doesNotContain("retry-kit-bob: already graded");

        Cli typo = Cli.run("roster", roster.toString(), "--out", out.toString(), "--stage", "01", "--regrade", "bobb");
        assertThat(typo.exitCode()).isEqualTo(2);
        assertThat(typo.err()).contains("--regrade names no learner of the roster: bobb");
    }

    private Map<String, String> reports() throws IOException {
        Map<String, String> reports = new LinkedHashMap<>();
        for (String learner : List.of("retry-kit-ana-dev", "retry-kit-bob", "retry-kit-carol", "stranger")) {
            reports.put(
                    learner,
                    Files.readString(out.resolve("learners").resolve(learner).resolve("report.json")));
        }
        return reports;
    }
}
