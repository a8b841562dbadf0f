package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import retrykit.grader.grading.Grader;
import retrykit.grader.grading.GradingOptions;
import retrykit.grader.kit.FileTrees;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.StageReport;
import retrykit.grader.report.StageStatus;
import retrykit.grader.report.SubmissionReport;
import retrykit.grader.run.Limits;
import retrykit.grader.submission.Submission;

/**
 * Learners' code is buggy and sometimes hostile. Every case in {@code grader/src/test/hostile} is
 * graded as one roster through the command line; each must end with the right message, no crash
 * of the grader, no false pass, and the other stage (the reference of 02, added to each) still
 * graded in full. The allow-list check stops the cases that reach for what a solve may not use
 * (exit, halt, threads, reflection, files, ...) before they run; the runtime defences (the
 * watchdog, the supervisor, the encapsulated harness) are proved on the same cases again with that
 * check switched off, and on the loops, floods and memory hogs it cannot see. The roster's reports
 * are golden files.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HostileSubmissionsTest {
    /**
     * Processor time, not passed time, so a busy machine needs no margin: an honest property of
     * stages 01 and 02 uses well under a second of it, and each looping case burns the whole limit.
     */
    private static final String PROPERTY_LIMIT = "5";
    /** A small heap, so the case that fills it does so quickly however busy the machine is. */
    private static final String HEAP = "96";

    private Cli run;
    private Path roster;
    private Path out;

    @BeforeAll
    void gradeTheHostileRoster(@TempDir Path temp) throws IOException {
        roster = temp.resolve("roster");
        FileTrees.copy(Cli.kit().resolve("grader/src/test/hostile"), roster);
        Files.delete(roster.resolve("README.md"));
        Path reference02 = Cli.kit().resolve("solutions/02/src/main/java");
        try (Stream<Path> cases = Files.list(roster)) {
            for (Path c : cases.toList()) {
                FileTrees.copy(reference02, c.resolve("exercises/02/src/main/java"));
            }
        }
        out = temp.resolve("grades");
        run = Cli.run(
                "roster",
                roster.toString(),
                "--out",
                out.toString(),
                "--stage",
                "01,02",
                "--property-time-limit",
                PROPERTY_LIMIT,
                "--time-limit",
                "600",
                "--heap",
                HEAP);
    }

    private JsonNode stage(String learner, String number) throws IOException {
        JsonNode report = new ObjectMapper()
                .readTree(out.resolve("learners")
                        .resolve(learner)
                        .resolve("report.json")
                        .toFile());
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
        assertThat(s02.path("status").asText())
                .as("%s: stage 02 is still graded", learner)
                .isEqualTo("graded");
        assertThat(s02.path("points").asInt())
                .as("%s: stage 02 (the reference) keeps every point", learner)
                .isEqualTo(s02.path("max_points").asInt())
                .isPositive();
    }

    private void assertLostPoints(String learner, String status, String message) throws IOException {
        JsonNode s01 = stage(learner, "01");
        assertThat(s01.path("status").asText())
                .as("%s: stage 01's status", learner)
                .isEqualTo(status);
        assertThat(s01.path("points").asInt())
                .as("%s: no false pass", learner)
                .isLessThan(s01.path("max_points").asInt());
        assertThat(String.join("\n", feedback(s01)) + "\n" + s01.path("detail").asText())
                .as("%s: the message says what happened", learner)
                .contains(message);
        assertOtherStageStillGraded(learner);
    }

    @Test
    @DisplayName("the roster run itself succeeds and grades every case")
    void rosterSucceeds() throws IOException {
        assertThat(run.exitCode()).as(run.err()).isZero();
        long cases;
        try (Stream<Path> list = Files.list(roster)) {
            cases = list.count();
        }
        assertThat(Files.readAllLines(out.resolve("gradebook.csv"))).hasSize((int) cases + 1);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "system-exit      | java.lang.System.exit      | 15",
                "runtime-halt     | java.lang.Runtime.halt     | 15",
                "leaked-thread    | new java.lang.Thread       | 15",
                "thread-subclass  | java.lang.Thread.start     | 15",
                "forged-results   | java.lang.Class.getDeclaredFields | 30",
                "reflection       | java.lang.Class.getDeclaredField | 16",
                "method-handles   | java.lang.invoke.MethodHandles.lookup | 16",
                "unsafe           | sun.misc.Unsafe.getUnsafe  | 15",
                "process          | new java.lang.ProcessBuilder | 16",
                "file-read        | java.nio.file.Files.readString | 16",
                "network          | new java.net.Socket        | 15",
                "class-loader     | java.lang.ClassLoader.getSystemClassLoader | 16",
                "method-reference | java.lang.Runtime.getRuntime | 17",
                "stack-walk       | java.lang.Throwable.getStackTrace | 16",
                "global-defaults  | java.util.Locale.setDefault | 17",
            })
    @DisplayName(
            "code that reaches for what a solve may not use is stopped before it runs: forbidden API, with the name, file and line, and 0 points")
    void forbiddenApi(String learner, String member, int line) throws IOException {
        JsonNode s01 = stage(learner, "01");
        assertThat(s01.path("status").asText())
                .as("%s: stage 01's status", learner)
                .isEqualTo("forbidden API");
        assertThat(s01.path("points").asInt())
                .as("%s: the stage scores 0", learner)
                .isZero();
        assertThat(s01.path("detail").asText())
                .as("%s names what it used, where", learner)
                .contains(member + " (exercises/01/src/main/java/retrykit/classify/Classify.java, line " + line + ")")
                .contains("What `solve` may use");
        assertOtherStageStillGraded(learner);
    }

    @Test
    @DisplayName(
            "what javac inserts or hides (lambdas, method references, records, enum switches, assert) is not refused")
    void javacConstructsAreAllowed() throws IOException {
        JsonNode s01 = stage("javac-constructs", "01");
        assertThat(s01.path("status").asText()).as(s01.path("detail").asText()).isEqualTo("graded");
        assertThat(s01.path("points").asInt()).isEqualTo(s01.path("max_points").asInt());
    }

    @Test
    @DisplayName("a learner class named like a JDK one (System) is the learner's own: its exit is no System.exit")
    void classNamedLikeTheJdk() throws IOException {
        JsonNode s01 = stage("named-like-jdk", "01");
        assertThat(s01.path("status").asText()).as(s01.path("detail").asText()).isEqualTo("graded");
        assertThat(s01.path("points").asInt()).isEqualTo(s01.path("max_points").asInt());
    }

    @Test
    @DisplayName("an infinite loop is stopped: timed out, its items lose their points")
    void infiniteLoop() throws IOException {
        assertLostPoints("infinite-loop", "timed out", "did not finish within " + PROPERTY_LIMIT + " s");
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
    @DisplayName("a flood of output is cut short, and a right answer still gets every point")
    void outputFlood() throws IOException {
        JsonNode s01 = stage("output-flood", "01");
        assertThat(s01.path("points").asInt()).isEqualTo(s01.path("max_points").asInt());
        assertThat(s01.path("items").get(0).path("output").asText())
                .contains("more bytes of output not kept")
                .hasSizeLessThan(5000);
        assertOtherStageStillGraded("output-flood");
    }

    @Test
    @DisplayName("a class placed in another package is left out with a note, and cannot change the grade")
    void classInAnotherPackage() throws IOException {
        JsonNode s01 = stage("other-package", "01");
        assertThat(s01.path("notes").toString())
                .contains("retrykit/grader/property/Prop.java")
                .contains("declares package retrykit.grader.property");
        assertThat(s01.path("points").asInt()).isEqualTo(s01.path("max_points").asInt());
        assertOtherStageStillGraded("other-package");
    }

    @Test
    @DisplayName(
            "classes compiled into the kit's packages by source tricks (a comment or Unicode escapes in the package line, a decoy package line in a text block, nested and local classes) score zero, each named with the package it compiled into")
    void classesCompiledIntoKitPackages() throws IOException {
        JsonNode s01 = stage("package-tricks", "01");
        assertThat(s01.path("status").asText()).isEqualTo("a file outside the stage's package");
        assertThat(s01.path("points").asInt()).as("no false pass").isZero();
        String src = "exercises/01/src/main/java/";
        // The reading of the source text sees through the comment and leaves that file out, with a note;
        // the Unicode escapes it cannot read, and there the class files decide.
        assertThat(s01.path("notes").toString())
                .contains("left out " + src + "retrykit/grader/hidden/classify/ClassifyProperties.java")
                .contains("declares package retrykit.grader.hidden.classify");
        assertThat(s01.path("detail").asText())
                .contains(src + "retrykit/feedback/Check.java compiled into package retrykit.feedback"
                        + " (class retrykit.feedback.Check)")
                .contains("class retrykit.feedback.Check$Nested")
                .contains("class retrykit.feedback.Check$1Local");
        assertOtherStageStillGraded("package-tricks");
    }

    @Test
    @DisplayName(
            "a module-info.java and a package-info.java in the hidden suite's package are left out with a note; the stub still scores zero")
    void moduleAndPackageInfo() throws IOException {
        JsonNode s01 = stage("module-and-package-info", "01");
        assertThat(s01.path("points").asInt()).as("no false pass").isZero();
        assertThat(s01.path("notes").toString())
                .contains("left out exercises/01/src/main/java/module-info.java")
                .contains("left out exercises/01/src/main/java/retrykit/grader/hidden/classify/package-info.java");
        assertOtherStageStillGraded("module-and-package-info");
    }

    @Test
    @DisplayName(
            "a learner's changed copies of the stage's given types are not graded: the kit's copies are, so an equals that says yes to anything passes nothing")
    void copiesOfGivenTypes() throws IOException {
        JsonNode s01 = stage("given-copies", "01");
        assertThat(s01.path("status").asText()).as(s01.path("detail").asText()).isEqualTo("graded");
        assertThat(s01.path("points").asInt())
                .as("RETRY for everything earns what it earns without the copies")
                .isLessThanOrEqualTo(5);
        for (String given : List.of("Decision", "Operation", "Outcome")) {
            assertThat(s01.path("notes").toString())
                    .contains("left out exercises/01/src/main/java/retrykit/classify/" + given
                            + ".java: a file the kit gives; your copy was not graded");
        }
        assertOtherStageStillGraded("given-copies");
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
        assertLostPoints(
                "changed-signature",
                "signature changed",
                "the grader calls public static Decision solve(Outcome, Operation)");
    }

    @Test
    @DisplayName(
            "the hostile roster's reports are the golden ones (report.json, results.json, junit.xml, gradebook.csv)")
    void goldenReports() throws IOException {
        GoldenFiles.check("hostile", out, roster, out);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "system-exit   | crashed | called System.exit",
                "runtime-halt  | crashed | stopped the JVM without finishing",
                "leaked-thread | graded  | thread(s) running after it returned (learner-sleeper)",
                "forged-results | graded | java.lang.reflect.InaccessibleObjectException",
            })
    @DisplayName(
            "with the allow-list check off, the runtime defences still hold: the supervisor, the watchdog, the encapsulated harness")
    void runtimeDefencesAlone(String learner, String status, String message) throws Exception {
        GradingOptions options = new GradingOptions(
                List.of(Stage.of("01")),
                new Limits(600, Integer.parseInt(PROPERTY_LIMIT), Integer.parseInt(HEAP)),
                GradingOptions.defaults().exploration());
        SubmissionReport report = Grader.withoutApiScan(Clock.systemUTC())
                .grade(new Submission(learner, roster.resolve(learner)), options);
        StageReport s01 = report.stages().get(0);
        assertThat(s01.status()).as("%s without the check", learner).isNotEqualTo(StageStatus.FORBIDDEN_API);
        assertThat(s01.status().text()).as("%s: %s", learner, s01.detail()).isEqualTo(status);
        assertThat(s01.points())
                .as("%s: no false pass without the check", learner)
                .isLessThan(s01.maxPoints());
        assertThat(String.join("\n", s01.items().stream().map(i -> i.feedback()).toList()) + "\n" + s01.detail())
                .as("%s: what the runtime saw", learner)
                .contains(message);
    }
}
