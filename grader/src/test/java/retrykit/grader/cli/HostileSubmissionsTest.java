package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Learners' code is buggy and sometimes hostile. Every case in {@code grader/src/test/hostile} is
 * graded as one roster through the command line; each must end with the right message, no crash
 * of the grader, no false pass, and the other stage (the reference of 02, added to each) still
 * graded in full.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HostileSubmissionsTest {

    private Cli run;
    private Path out;

    @BeforeAll
    void gradeTheHostileRoster(@TempDir Path temp) throws IOException {
        Path roster = temp.resolve("roster");
        copy(Cli.kit().resolve("grader/src/test/hostile"), roster);
        Files.delete(roster.resolve("README.md"));
        Path reference02 = Cli.kit().resolve("solutions/02/src/main/java");
        try (Stream<Path> cases = Files.list(roster)) {
            for (Path c : cases.toList()) {
                copy(reference02, c.resolve("exercises/02/src/main/java"));
            }
        }
        out = temp.resolve("grades");
        run = Cli.run("roster", roster.toString(), "--out", out.toString(), "--stage", "01,02",
                "--property-time-limit", "2", "--time-limit", "90");
    }

    private JsonNode stage(String learner, String number) throws IOException {
        JsonNode report = new ObjectMapper().readTree(out.resolve("learners").resolve(learner).resolve("report.json").toFile());
        for (JsonNode s : report.path("stages")) {
            if (s.path("stage").asText().equals(number)) {
                return s;
            }
        }
        throw new AssertionError(learner + " has no stage " + number);
    }

    private static List<String> feedback(JsonNode stage) {
        List<String> all = new ArrayList<>();
        stage.path("items").forEach(i -> all.add(i.path("feedback").asText()));
        return all;
    }

    private void assertOtherStageStillGraded(String learner) throws IOException {
        JsonNode s02 = stage(learner, "02");
        assertThat(s02.path("status").asText()).as("%s: stage 02 is still graded", learner).isEqualTo("graded");
        assertThat(s02.path("points").asInt()).as("%s: stage 02 (the reference) keeps every point", learner)
                .isEqualTo(s02.path("max_points").asInt()).isPositive();
    }

    private void assertLostPoints(String learner, String status, String message) throws IOException {
        JsonNode s01 = stage(learner, "01");
        assertThat(s01.path("status").asText()).as("%s: stage 01's status", learner).isEqualTo(status);
        assertThat(s01.path("points").asInt()).as("%s: no false pass", learner).isLessThan(s01.path("max_points").asInt());
        assertThat(String.join("\n", feedback(s01)) + "\n" + s01.path("detail").asText())
                .as("%s: the message says what happened", learner).contains(message);
        assertOtherStageStillGraded(learner);
    }

    @Test
    @DisplayName("the roster run itself succeeds and grades all ten")
    void rosterSucceeds() throws IOException {
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(Files.readAllLines(out.resolve("gradebook.csv"))).hasSize(11);
    }

    @Test
    @DisplayName("an infinite loop is stopped: timed out, its items lose their points")
    void infiniteLoop() throws IOException {
        assertLostPoints("infinite-loop", "timed out", "did not finish within 2 s");
    }

    @Test
    @DisplayName("System.exit stops only the property that called it")
    void systemExit() throws IOException {
        assertLostPoints("system-exit", "crashed", "called System.exit");
    }

    @Test
    @DisplayName("Runtime.halt stops only the property that called it")
    void runtimeHalt() throws IOException {
        assertLostPoints("runtime-halt", "crashed", "stopped the JVM without finishing");
    }

    @Test
    @DisplayName("a stack overflow is a failed property with its name")
    void stackOverflow() throws IOException {
        assertLostPoints("stack-overflow", "graded", "StackOverflowError");
    }

    @Test
    @DisplayName("running out of memory is a failed property with its name")
    void outOfMemory() throws IOException {
        assertLostPoints("out-of-memory", "graded", "OutOfMemoryError");
    }

    @Test
    @DisplayName("a thread left running is reported and fails its property")
    void leakedThread() throws IOException {
        assertLostPoints("leaked-thread", "graded", "thread(s) running after it returned (learner-sleeper)");
    }

    @Test
    @DisplayName("a flood of output is cut short, and a right answer still gets every point")
    void outputFlood() throws IOException {
        JsonNode s01 = stage("output-flood", "01");
        assertThat(s01.path("points").asInt()).isEqualTo(s01.path("max_points").asInt());
        assertThat(s01.path("items").get(0).path("output").asText()).contains("more bytes of output not kept").hasSizeLessThan(5000);
        assertOtherStageStillGraded("output-flood");
    }

    @Test
    @DisplayName("a class placed in another package is left out with a note, and cannot change the grade")
    void classInAnotherPackage() throws IOException {
        JsonNode s01 = stage("other-package", "01");
        assertThat(s01.path("notes").toString()).contains("retrykit/grader/property/Prop.java").contains("declares package retrykit.grader.property");
        assertThat(s01.path("points").asInt()).isEqualTo(s01.path("max_points").asInt());
        assertOtherStageStillGraded("other-package");
    }

    @Test
    @DisplayName("a compile error is reported with the compiler's words, and scores zero")
    void compileError() throws IOException {
        assertLostPoints("compile-error", "compile error", "error: incompatible types");
        assertThat(stage("compile-error", "01").path("points").asInt()).isZero();
    }

    @Test
    @DisplayName("a changed solve signature is reported as such")
    void changedSignature() throws IOException {
        assertLostPoints("changed-signature", "signature changed", "the grader calls public static Decision solve(Outcome, Operation)");
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path dest = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(dest);
                } else {
                    Files.createDirectories(dest.getParent());
                    Files.copy(p, dest, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
