package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import retrykit.grader.roster.RosterLock;
import retrykit.grader.submission.LearnerId;

/**
 * A roster run an instructor can trust: a grade is never credited to another learner, never kept
 * for sources, settings or a grader it was not given for, never written by two runs at once, and
 * a fault of the machine is never recorded as a learner's zero.
 */
class RosterRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path temp;

    private Path learner(Path roster, String name, boolean solved) throws IOException {
        Path java =
                Files.createDirectories(roster.resolve(name).resolve("exercises/01/src/main/java/retrykit/classify"));
        Path from = Cli.kit()
                .resolve(
                        solved
                                ? "solutions/01/src/main/java/retrykit/classify/Classify.java"
                                : "exercises/01/src/main/java/retrykit/classify/Classify.java");
        Files.copy(from, java.resolve("Classify.java"));
        return roster.resolve(name);
    }

    private static List<String> rows(Path out) throws IOException {
        return Files.readAllLines(out.resolve("gradebook.csv"), StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName(
            "a learner added later whose name cleans up to another's gets an id of their own, and neither is credited with the other's grade")
    void namesThatCollide() throws IOException {
        Path roster = Files.createDirectories(temp.resolve("class"));
        learner(roster, "a_b", true);
        Path out = temp.resolve("grades");
        assertThat(Cli.run("roster", roster.toString(), "--out", out.toString(), "--stage", "01")
                        .exitCode())
                .isZero();
        learner(roster, "a b", false);
        Cli again = Cli.run("roster", roster.toString(), "--out", out.toString(), "--stage", "01");
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out()).contains("graded 1 learner(s)");
        assertThat(rows(out))
                .contains("a_b,a_b,15,15,15,100.0,graded", "a b," + LearnerId.of("a b") + ",0,0,15,0.0,graded");
        JsonNode spaced = JSON.readTree(out.resolve("learners")
                .resolve(LearnerId.of("a b"))
                .resolve("report.json")
                .toFile());
        assertThat(spaced.path("learner").asText())
                .as("the original name is kept")
                .isEqualTo("a b");
        assertThat(LearnerId.of("a b")).isNotEqualTo("a_b").startsWith("a_b-");
    }

    @Test
    @DisplayName("a second run regrades whoever's sources or settings changed, and keeps the rest")
    void resumeHonoursWhatAGradeWasGivenFor() throws IOException {
        Path roster = Files.createDirectories(temp.resolve("class"));
        Path carol = learner(roster, "carol", true);
        learner(roster, "dave", true);
        Path out = temp.resolve("grades");
        assertThat(Cli.run("roster", roster.toString(), "--out", out.toString(), "--stage", "01")
                        .exitCode())
                .isZero();

        Cli wider = Cli.run("roster", roster.toString(), "--out", out.toString(), "--stage", "01,02");
        assertThat(wider.exitCode()).as(wider.err()).isZero();
        assertThat(wider.out()).as("new settings: everyone is graded again").contains("graded 2 learner(s)");
        assertThat(rows(out).get(0)).isEqualTo("learner,learner_id,stage_01,stage_02,total,max_total,percent,status");
        assertThat(rows(out)).contains("carol,carol,15,0,15,36,41.7,02: not submitted");

        Files.copy(
                Cli.kit().resolve("exercises/01/src/main/java/retrykit/classify/Classify.java"),
                carol.resolve("exercises/01/src/main/java/retrykit/classify/Classify.java"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Cli changed = Cli.run("roster", roster.toString(), "--out", out.toString(), "--stage", "01,02");
        assertThat(changed.out())
                .as("carol's sources changed; dave's grade still holds")
                .contains("graded 1 learner(s)");
        assertThat(changed.err()).contains("dave: already graded");
        assertThat(rows(out)).contains("carol,carol,0,0,0,36,0.0,02: not submitted");
    }

    @Test
    @DisplayName("a second run on the same --out while one holds it refuses, saying why, and writes nothing")
    @SuppressWarnings("try") // the lock is held for the try's whole body, never read in it
    void oneRunAtATime() throws IOException {
        Path roster = Files.createDirectories(temp.resolve("class"));
        learner(roster, "erin", true);
        Path out = Files.createDirectories(temp.resolve("grades"));
        try (FileChannel channel = FileChannel.open(
                        out.resolve(RosterLock.FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock held = channel.lock()) {
            Cli second = Cli.run("roster", roster.toString(), "--out", out.toString(), "--stage", "01");
            assertThat(second.exitCode()).isEqualTo(3);
            assertThat(second.err())
                    .contains("another roster run is grading into")
                    .contains("--out");
            assertThat(out.resolve("learners/erin/report.json")).doesNotExist();
        }
    }

    @Test
    @DisplayName("a JVM that cannot start is the machine's fault: exit 3, the cause named, and no zero recorded")
    void jvmThatCannotStart() throws IOException {
        Path roster = Files.createDirectories(temp.resolve("class"));
        learner(roster, "frank", true);
        Path out = temp.resolve("grades");
        Cli run = Cli.run("roster", roster.toString(), "--out", out.toString(), "--stage", "01", "--heap", "100000000");
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(3);
        assertThat(run.err())
                .contains("no fault of any learner")
                .contains("did not start")
                .contains("frank");
        assertThat(out.resolve("learners/frank/report.json")).doesNotExist();
        assertThat(out.resolve("learners/frank/error.txt")).doesNotExist();
    }

    @Test
    @DisplayName(
            "a temporary folder the grader cannot use is the machine's fault: exit 3, the cause named, and no learner gets a zero")
    void unusableTemporaryFolder() throws Exception {
        Path roster = Files.createDirectories(temp.resolve("class"));
        learner(roster, "grace", true);
        learner(roster, "heidi", true);
        Path out = temp.resolve("grades");
        Path notAFolder = Files.writeString(temp.resolve("tmp-is-a-file"), "not a folder");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + notAFolder,
                "-cp",
                System.getProperty("java.class.path"),
                GraderCli.class.getName(),
                "roster",
                roster.toString(),
                "--out",
                out.toString(),
                "--stage",
                "01"));
        Process grader = new ProcessBuilder(command).redirectErrorStream(true).start();
        String said = new String(grader.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(grader.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(grader.exitValue()).as(said).isEqualTo(3);
        assertThat(said).contains("no fault of any learner").contains(notAFolder.toString());
        if (Files.isRegularFile(out.resolve("gradebook.csv"))) {
            assertThat(rows(out)).as("no learner row, so no zero").hasSize(1);
        }
        try (Stream<Path> walk = Files.walk(out)) {
            assertThat(walk.map(p -> p.getFileName().toString())).doesNotContain("report.json", "error.txt");
        }
    }
}
