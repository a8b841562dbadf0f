package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import retrykit.grader.grading.MistakeCatalog;
import retrykit.grader.kit.Stage;

/**
 * The grader as an instructor uses it, through its command line: the references score full
 * marks, the stubs zero, every catalogued mistake loses its named item, grading is repeatable to
 * the byte, zips and git repositories are graded like folders, and bad input gets one clear line.
 */
class EndToEndTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path temp;

    private JsonNode gradeToJson(String... args) throws IOException {
        Path json = temp.resolve("report-" + System.nanoTime() + ".json");
        String[] all = Stream.concat(Stream.of(args), Stream.of("--json", json.toString()))
                .toArray(String[]::new);
        Cli run = Cli.run(all);
        assertThat(run.exitCode())
                .as("grade %s%n%s", String.join(" ", args), run.err())
                .isZero();
        return JSON.readTree(json.toFile());
    }

    @Test
    @DisplayName("the reference solutions score full marks through the command line")
    void referencesScoreFullMarks() throws IOException {
        JsonNode report = gradeToJson("grade", Cli.kit().resolve("solutions").toString());
        assertThat(report.path("max_points").asInt()).isPositive();
        assertThat(report.path("points").asInt())
                .as(report.toPrettyString())
                .isEqualTo(report.path("max_points").asInt());
        report.path("stages").forEach(s -> assertThat(s.path("status").asText()).isEqualTo("graded"));
    }

    @Test
    @DisplayName("the stubs score zero, and the text report points at the lesson")
    void stubsScoreZero() throws IOException {
        JsonNode report = gradeToJson("grade", Cli.kit().toString());
        assertThat(report.path("points").asInt()).isZero();
        Cli text = Cli.run("grade", Cli.kit().toString(), "--stage", "03", "--no-color");
        assertThat(text.out())
                .contains("First thing to fix")
                .contains("Stage 03 (budget cap) is not implemented yet")
                .contains("exercises/03/README.md");
    }

    @Test
    @DisplayName("a catalogued mistake of each stage, graded as a roster, loses the item named for it")
    void mistakesLoseTheirItems() throws IOException {
        // MistakesCatalogTest proves every mistake loses its item; this proves the roster's path (one
        // supervised child per learner, reports, gradebook) on one per stage, so that the catalog's
        // growth does not multiply child JVMs in the self-check.
        List<MistakeCatalog.Mistake> mistakes = MistakeCatalog.firstOfEachStage();
        Path catalog = MistakeCatalog.roster(temp, mistakes);
        Path out = temp.resolve("mistakes");
        Cli run = Cli.run("roster", catalog.toString(), "--out", out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        for (MistakeCatalog.Mistake mistake : mistakes) {
            JsonNode report = JSON.readTree(out.resolve("learners")
                    .resolve(mistake.slug())
                    .resolve("report.json")
                    .toFile());
            JsonNode item = null;
            for (JsonNode s : report.path("stages")) {
                for (JsonNode i : s.path("items")) {
                    if (s.path("stage").asText().equals(mistake.stage().number())
                            && i.path("id").asText().equals(mistake.item())) {
                        item = i;
                    }
                }
            }
            assertThat(item)
                    .as("%s's report has its item %s", mistake.slug(), mistake.item())
                    .isNotNull();
            assertThat(item.path("passed").asBoolean())
                    .as("%s must lose %s", mistake.slug(), mistake.item())
                    .isFalse();
            assertThat(item.path("points").asInt()).isZero();
            assertThat(item.path("feedback").asText())
                    .as("%s's feedback says where to read", mistake.slug())
                    .contains("read:")
                    .contains("README.md")
                    .contains("replay:");
        }
        assertThat(Files.readAllLines(out.resolve("gradebook.csv")).get(0)).startsWith("learner,learner_id,stage_01");
    }

    @Test
    @DisplayName("the same submission graded twice gives byte-identical reports, timestamps aside")
    void repeatable() throws IOException {
        Path submission = MistakeCatalog.submission(MistakeCatalog.all().get(0), temp);
        List<String> formats = List.of("--json", "--gradescope", "--junit");
        // Two gradings, each writing all three reports: a third format adds no grading of its own.
        for (String run : List.of("a", "b")) {
            List<String> args = new ArrayList<>(List.of("grade", submission.toString()));
            formats.forEach(f ->
                    args.addAll(List.of(f, temp.resolve(run + f.substring(2)).toString())));
            Cli grading = Cli.run(args.toArray(String[]::new));
            assertThat(grading.exitCode()).as(grading.err()).isZero();
        }
        for (String format : formats) {
            String name = format.substring(2);
            assertThat(withoutTimestamps(Files.readString(temp.resolve("b" + name))))
                    .as(format)
                    .isEqualTo(withoutTimestamps(Files.readString(temp.resolve("a" + name))));
        }
    }

    private static String withoutTimestamps(String report) {
        return GoldenFiles.normalise(report);
    }

    @Test
    @DisplayName("a zip and a bare git repository are graded like the folder they hold")
    void zipAndGit() throws Exception {
        Path solutions = Cli.kit().resolve("solutions");
        Path zip = temp.resolve("alice.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip));
                Stream<Path> walk = Files.walk(solutions)) {
            for (Path file : walk.filter(
                            p -> p.toString().endsWith(".java") && !p.toString().contains("target"))
                    .toList()) {
                out.putNextEntry(new ZipEntry(
                        "alice/" + solutions.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, out);
                out.closeEntry();
            }
        }
        JsonNode fromZip = gradeToJson("grade", zip.toString(), "--stage", "01,05");
        assertThat(fromZip.path("learner").asText()).isEqualTo("alice");
        assertThat(fromZip.path("points").asInt())
                .isEqualTo(fromZip.path("max_points").asInt())
                .isPositive();

        Path work = temp.resolve("bob-work");
        Files.createDirectories(work.resolve("exercises/01/src/main/java/retrykit/classify"));
        Files.copy(
                solutions.resolve("01/src/main/java/retrykit/classify/Classify.java"),
                work.resolve("exercises/01/src/main/java/retrykit/classify/Classify.java"));
        git(work, "init", "-q");
        git(work, "add", ".");
        git(work, "-c", "user.name=Bob", "-c", "user.email=bob@example.invalid", "commit", "-q", "-m", "stage 01");
        Path bare = temp.resolve("bob.git");
        git(temp, "clone", "-q", "--bare", work.toString(), bare.toString());
        JsonNode fromGit = gradeToJson("grade", bare.toString(), "--stage", "01");
        assertThat(fromGit.path("learner").asText()).isEqualTo("bob");
        assertThat(fromGit.path("points").asInt())
                .isEqualTo(fromGit.path("max_points").asInt())
                .isPositive();
    }

    private static void git(Path dir, String... args) throws Exception {
        String[] command = Stream.concat(Stream.of("git"), Stream.of(args)).toArray(String[]::new);
        Process p = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as("git %s: %s", String.join(" ", args), said).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "grade /no/such/folder",
                "grade --stage 9",
                "grade --tries 0",
                "grade --heap 1",
                "grade --only noSuchItem",
                "roster /no/such/folder --out /tmp/x",
                "roster",
                "frobnicate"
            })
    @DisplayName("invalid arguments get one clear line and exit code 2, never a stack trace")
    void invalidArguments(String line) {
        Cli run = Cli.run(line.split(" "));
        assertThat(run.exitCode()).as("%s%n%s%s", line, run.out(), run.err()).isEqualTo(2);
        assertThat(run.err())
                .startsWith("retrykit-grader: ")
                .doesNotContain("\tat ")
                .doesNotContain("Exception");
    }

    @Test
    @DisplayName("a corrupt zip in a roster is reported for that learner, and the others are graded")
    void corruptZipInRoster() throws IOException {
        Path roster = Files.createDirectories(temp.resolve("class"));
        try (OutputStream out = Files.newOutputStream(roster.resolve("carol.zip"))) {
            out.write("this is not a zip".getBytes(StandardCharsets.US_ASCII));
        }
        Path dave = roster.resolve("dave/exercises/01/src/main/java/retrykit/classify");
        Files.createDirectories(dave);
        Files.copy(
                Cli.kit().resolve("solutions/01/src/main/java/retrykit/classify/Classify.java"),
                dave.resolve("Classify.java"));
        Path out = temp.resolve("class-grades");
        Cli run = Cli.run("roster", roster.toString(), "--out", out.toString(), "--stage", "01");
        assertThat(run.exitCode()).as(run.err()).isZero();
        String gradebook = Files.readString(out.resolve("gradebook.csv"));
        assertThat(gradebook)
                .contains("carol")
                .contains("could not grade")
                .contains("dave,dave,15,15,15,100.0,graded")
                .contains("carol,carol,,,,,could not grade");

        Cli again = Cli.run("roster", roster.toString(), "--out", out.toString(), "--stage", "01");
        assertThat(again.err()).contains("dave: already graded");
        assertThat(again.out()).contains("graded 0 learner(s)");
    }

    @Test
    @DisplayName("--help reads like documentation, for the tool and each command")
    void help() {
        assertThat(Cli.run("--help").out())
                .contains("grade")
                .contains("roster")
                .contains("handout")
                .contains("Exit codes");
        assertThat(Cli.run("grade", "--help").out())
                .contains("--stage")
                .contains("--seed")
                .contains("--replay")
                .contains("Examples");
        assertThat(Cli.run("roster", "--help").out()).contains("gradebook.csv").contains("--regrade");
        // --stage's help lists the stages the grader was built with, never a range typed in.
        String stages =
                "(" + String.join(", ", Stage.all().stream().map(Stage::number).toList()) + ")";
        for (String command : List.of("grade", "roster", "rubric", "gradescope", "gradescope-run")) {
            assertThat(Cli.run(command, "--help").out().replaceAll("\\s+", " "))
                    .as("%s --help names every stage", command)
                    .contains("these stages " + stages);
        }
        Cli rubric = Cli.run("rubric", "--stage", "01");
        assertThat(rubric.exitCode()).isZero();
        assertThat(rubric.out())
                .contains("Stage 01 (Classify outcomes)")
                .contains("ambiguousWriteIsUnknown")
                .contains("Total:");
        // The examples' --only names an item that exists: a copied example must work.
        java.util.regex.Matcher only = java.util.regex.Pattern.compile("--only (\\w+)")
                .matcher(Cli.run("grade", "--help").out());
        assertThat(only.find()).as("grade --help shows --only in an example").isTrue();
        assertThat(Cli.run("rubric").out())
                .as("the rubric lists the example's item")
                .contains(only.group(1));
    }
}
