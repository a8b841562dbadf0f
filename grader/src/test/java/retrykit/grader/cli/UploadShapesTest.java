package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import retrykit.grader.gradescope.GradescopeRun;
import retrykit.grader.grading.GradingOptions;
import retrykit.grader.kit.FileTrees;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.GradescopeVisibility;
import retrykit.grader.run.IsolatedGrading;
import retrykit.grader.run.Limits;

/**
 * The shapes in which learners really hand in their work (a kit zipped under a wrapper folder, a
 * macOS Finder zip with {@code __MACOSX/} beside the kit, a learning system's folder that holds the
 * learner's zip, a folder with a wrapper level and an IDE's clutter, loose files) are graded through
 * every path, {@code grade}, {@code roster} and the Gradescope run, and each scores what the same
 * files score in a plain folder. One stage (01) proves it: the intake is the same for every stage.
 */
class UploadShapesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ENTRY = "retrykit/classify/Classify.java";
    /** The Finder's AppleDouble header: what a {@code ._Classify.java} holds, no Java at all. */
    private static final byte[] APPLE_DOUBLE = {0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00};

    @TempDir
    Path temp;

    /** Stage 01's files as a solved learner has them: the given types with the reference laid over. */
    private Map<String, byte[]> solvedStage() throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (String from : List.of("exercises/01/src/main/java", "solutions/01/src/main/java")) {
            Path root = Cli.kit().resolve(from);
            try (Stream<Path> walk = Files.walk(root)) {
                for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                    files.put(root.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
                }
            }
        }
        return files;
    }

    private void writeTree(Path at, String prefix, Map<String, byte[]> files) throws IOException {
        for (var f : files.entrySet()) {
            Path target = at.resolve(prefix + f.getKey());
            Files.createDirectories(target.getParent());
            Files.write(target, f.getValue());
        }
    }

    private static void zip(Path zip, Map<String, byte[]> entries) throws IOException {
        Files.createDirectories(zip.getParent());
        try (OutputStream file = Files.newOutputStream(zip);
                ZipOutputStream out = new ZipOutputStream(file)) {
            for (var e : entries.entrySet()) {
                out.putNextEntry(new ZipEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
        }
    }

    private static Map<String, byte[]> under(String prefix, Map<String, byte[]> files) {
        Map<String, byte[]> placed = new LinkedHashMap<>();
        files.forEach((k, v) -> placed.put(prefix + k, v));
        return placed;
    }

    /** Each shape, as a learner's entry in a roster folder: the plain folder first. */
    private Path shapes() throws IOException {
        Map<String, byte[]> stage = solvedStage();
        Path roster = Files.createDirectories(temp.resolve("class"));
        writeTree(roster.resolve("plain"), "exercises/01/src/main/java/", stage);

        zip(
                roster.resolve("Bob Submission.zip"),
                under("Bob Submission/retrykit-main/exercises/01/src/main/java/", stage));

        Map<String, byte[]> finder = new LinkedHashMap<>(under("retrykit/exercises/01/src/main/java/", stage));
        finder.put("retrykit/.DS_Store", new byte[] {0, 0, 0, 1});
        finder.put("__MACOSX/retrykit/exercises/01/src/main/java/retrykit/classify/._Classify.java", APPLE_DOUBLE);
        finder.put("__MACOSX/retrykit/._exercises", APPLE_DOUBLE);
        zip(roster.resolve("finder.zip"), finder);

        zip(
                roster.resolve("carol/carol_81234_attempt_2026-11-30.zip"),
                under("retrykit/exercises/01/src/main/java/", stage));

        Path dave = roster.resolve("dave");
        writeTree(dave, "my kit/exercises/01/src/main/java/", stage);
        Files.write(dave.resolve("my kit/.DS_Store"), new byte[] {0, 0, 0, 1});
        Files.write(dave.resolve("my kit/exercises/01/src/main/java/retrykit/classify/._Classify.java"), APPLE_DOUBLE);
        // an IDE's and a build's copies of a broken answer, which must never be taken for the learner's
        Map<String, byte[]> broken =
                Map.of(ENTRY, "package retrykit.classify; broken".getBytes(StandardCharsets.UTF_8));
        writeTree(dave, "my kit/.idea/exercises/01/src/main/java/", broken);
        writeTree(dave, "my kit/target/exercises/01/src/main/java/", broken);

        Path erin = Files.createDirectories(roster.resolve("erin"));
        for (var f : stage.entrySet()) {
            Files.write(erin.resolve(f.getKey().substring(f.getKey().lastIndexOf('/') + 1)), f.getValue());
        }
        return roster;
    }

    /** A rubric item of stage 01 that the stub fails and the reference passes. */
    private static final String ONE_ITEM = "okIsOk";

    private static final List<String> LEARNERS = List.of("plain", "Bob Submission", "finder", "carol", "dave", "erin");

    // That the three paths give one grade is a fact of the code (one intake serves them all), not of
    // the JDK, so CI runs this once; how each shape is read on each JDK is reportsSayWhereFrom's,
    // which runs on both. The Gradescope path runs Java 17 in its container anyway.
    @Tag("jdk-independent")
    @Test
    @DisplayName(
            "every shape a learner hands in scores what the same files score in a plain folder, through grade, roster and Gradescope")
    void everyShapeEveryPath() throws Exception {
        Path roster = shapes();
        int full = Stage.all().stream()
                .filter(s -> s.number().equals("01"))
                .mapToInt(s -> retrykit.grader.grading.Grader.rubric(s).maxPoints())
                .sum();
        // grade and the Gradescope run each start a child per upload: one item is enough to prove the files were found
        int oneItem = retrykit.grader.grading.Grader.rubric(Stage.of("01")).items().stream()
                .filter(i -> i.id().equals(ONE_ITEM))
                .findFirst()
                .orElseThrow()
                .points();

        // roster: the whole stage
        Path out = temp.resolve("grades");
        Cli run = Cli.run("roster", roster.toString(), "--out", out.toString(), "--stage", "01");
        assertThat(run.exitCode()).as(run.err()).isZero();
        Map<String, JsonNode> byRoster = new LinkedHashMap<>();
        try (Stream<Path> learners = Files.list(out.resolve("learners"))) {
            for (Path dir : learners.toList()) {
                JsonNode report = JSON.readTree(dir.resolve("report.json").toFile());
                byRoster.put(report.path("learner").asText(), report);
            }
        }
        assertThat(byRoster.keySet()).containsExactlyInAnyOrderElementsOf(LEARNERS);
        byRoster.forEach((learner, report) -> assertThat(report.path("points").asInt())
                .as("roster: %s%n%s", learner, report.toPrettyString())
                .isEqualTo(full));

        // grade, one at a time, as an instructor would try an upload
        for (String learner : LEARNERS) {
            Path entry =
                    Files.exists(roster.resolve(learner)) ? roster.resolve(learner) : roster.resolve(learner + ".zip");
            Path json = temp.resolve("grade-" + learner.replace(' ', '_') + ".json");
            Cli graded =
                    Cli.run("grade", entry.toString(), "--stage", "01", "--only", ONE_ITEM, "--json", json.toString());
            assertThat(graded.exitCode()).as(graded.err()).isZero();
            assertThat(JSON.readTree(json.toFile()).path("points").asInt())
                    .as("grade: %s%n%s", learner, graded.out())
                    .isEqualTo(oneItem);
        }

        // the Gradescope run: Gradescope unpacks nothing, so the upload folder holds the zip as handed in
        GradingOptions options = new GradingOptions(
                List.of(Stage.of("01")),
                Limits.defaults(),
                new IsolatedGrading.Exploration(null, 200, null, List.of(ONE_ITEM)));
        for (String learner : LEARNERS) {
            Path upload = temp.resolve("gradescope-" + learner.replace(' ', '_'));
            Path entry = roster.resolve(learner);
            if (Files.isDirectory(entry)) {
                FileTrees.copy(entry, upload);
            } else {
                Files.createDirectories(upload);
                Files.copy(roster.resolve(learner + ".zip"), upload.resolve(learner + ".zip"));
            }
            Path results = temp.resolve("results-" + learner.replace(' ', '_') + ".json");
            StringWriter log = new StringWriter();
            assertThat(GradescopeRun.run(
                            upload,
                            results,
                            options,
                            GradescopeVisibility.VISIBLE,
                            Clock.systemUTC(),
                            new PrintWriter(log)))
                    .as(log.toString())
                    .isTrue();
            assertThat(JSON.readTree(results.toFile()).path("score").asInt())
                    .as("Gradescope: %s%n%s", learner, log)
                    .isEqualTo(oneItem);
        }
    }

    @Test
    @DisplayName(
            "every report says where the graded files were found, and which of two copies was picked by the stated rule")
    void reportsSayWhereFrom() throws Exception {
        Path roster = shapes();
        Map<String, String> expected = Map.of(
                "plain", "graded the files under exercises/NN/src/main/java at the top of the submission",
                "Bob Submission",
                        "graded the files under exercises/NN/src/main/java in Bob Submission.zip/Bob Submission/retrykit-main",
                "finder", "graded the files under exercises/NN/src/main/java in finder.zip/retrykit",
                "carol",
                        "graded the files under exercises/NN/src/main/java in carol_81234_attempt_2026-11-30.zip/retrykit",
                "dave", "graded the files under exercises/NN/src/main/java in my kit",
                "erin",
                        "no exercises/NN folder in the submission, so each .java file was graded as its package line says:"
                                + " stage 01 from Classify.java, Decision.java, Operation.java, Outcome.java");
        for (var e : expected.entrySet()) {
            Path entry = Files.exists(roster.resolve(e.getKey()))
                    ? roster.resolve(e.getKey())
                    : roster.resolve(e.getKey() + ".zip");
            Path json = temp.resolve("where-" + e.getKey().replace(' ', '_') + ".json");
            Cli graded =
                    Cli.run("grade", entry.toString(), "--stage", "01", "--json", json.toString(), "--only", ONE_ITEM);
            assertThat(graded.exitCode()).as(graded.err()).isZero();
            assertThat(graded.out()).as(e.getKey()).contains("note: " + e.getValue());
        }

        // Two copies of the kit, one with a stage more: the fuller one is graded, and the note says why.
        Path two = temp.resolve("two copies");
        writeTree(
                two,
                "old/exercises/01/src/main/java/",
                Map.of(ENTRY, "package retrykit.classify; broken".getBytes(StandardCharsets.UTF_8)));
        writeTree(two, "new/exercises/01/src/main/java/", solvedStage());
        writeTree(two, "old2/exercises/01/src/main/java/", solvedStage());
        Path json = temp.resolve("two.json");
        Cli graded = Cli.run("grade", two.toString(), "--stage", "01", "--json", json.toString());
        assertThat(graded.exitCode()).as(graded.err()).isZero();
        assertThat(graded.out())
                .contains("note: graded the files under exercises/NN/src/main/java in new")
                .contains("note: not graded: another copy of the kit in old, old2 (of several copies the grader takes "
                        + "the one with the most stages, then the one nearest the top, then the first by name)");
    }
}
