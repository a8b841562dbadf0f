package retrykit.grader.gradescope;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import retrykit.grader.cli.GraderCli;
import retrykit.grader.handout.Handout;
import retrykit.grader.kit.FileTrees;
import retrykit.grader.kit.KitRoot;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.GradescopeVisibility;

/**
 * The Gradescope autograder end to end, as Gradescope runs it: the 'gradescope' command builds
 * the zip; each case unpacks it into a fake /autograder under a temporary folder (source/,
 * submission/, results/, run_autograder, as Gradescope's specification lays them out), points
 * run_autograder at it with RETRYKIT_AUTOGRADER_ROOT, runs it, and checks results.json against
 * the specification: the reference scores full marks and the stubs zero, whether the learner
 * uploads the whole kit, one stage's folder, a zip of it or loose files; code that does not
 * compile, loops or exits still gets its results; and a fault of the grader leaves a clear
 * "not graded" file with no score, never a learner's zero.
 */
// The zip's container installs Java 17 (setup.sh) and run_autograder runs there on it, whatever JDK
// built the zip: as for the Classroom workflow, a second JDK under the build adds nothing, so CI runs
// this once. The grading it drives is the same as grade's and roster's, which run on both JDKs.
@Tag("jdk-independent")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GradescopeAutograderTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String RETRY_AFTER = "retrykit/retryafter/RetryAfter.java";

    private Path temp;

    /** Every stage, results visible at once. */
    private Path everyStage;
    /** Stage 04 only, results after the due date. */
    private Path stage04;
    /** Stage 01 only, with short limits, for code that loops or exits. */
    private Path stage01;

    private int runs;

    /** What one run of run_autograder left. */
    private record Run(JsonNode results, String output, int exitCode) {}

    @BeforeAll
    void buildTheAutograders(@TempDir Path temp) throws IOException {
        this.temp = temp;
        everyStage = build("every-stage.zip");
        stage04 = build("stage04.zip", "--stage", "04", "--visibility", "after_due_date");
        stage01 = build("stage01.zip", "--stage", "01", "--property-time-limit", "2", "--time-limit", "60");
    }

    private Path build(String name, String... options) {
        Path zip = temp.resolve(name);
        List<String> args = new ArrayList<>(List.of("gradescope", "--out", zip.toString()));
        args.addAll(List.of(options));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var cli = GraderCli.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        assertThat(cli.execute(args.toArray(String[]::new)))
                .as("gradescope %s%n%s", args, err)
                .isZero();
        assertThat(out.toString()).contains("autograder written to");
        return zip;
    }

    /** Lays out a fake /autograder for {@code zip} with {@code upload} as the submission, runs run_autograder, reads the results. */
    private Run run(Path zip, Path upload) throws Exception {
        Path root = temp.resolve("autograder-" + ++runs);
        unzip(zip, root.resolve("source"));
        Files.copy(
                root.resolve("source/run_autograder"),
                root.resolve("run_autograder"),
                StandardCopyOption.COPY_ATTRIBUTES);
        if (upload != null) {
            FileTrees.copy(upload, root.resolve("submission"));
        }
        return runIn(root);
    }

    private Run runIn(Path root) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(
                        root.resolve("run_autograder").toString())
                .directory(root.toFile())
                .redirectErrorStream(true);
        Map<String, String> env = builder.environment();
        env.put("RETRYKIT_AUTOGRADER_ROOT", root.toString());
        env.put("JAVA_HOME", System.getProperty("java.home"));
        Process process = builder.start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(10, TimeUnit.MINUTES)).isTrue();
        Path results = root.resolve("results/results.json");
        assertThat(results)
                .as("run_autograder always writes results.json:%n%s", output)
                .isRegularFile();
        return new Run(JSON.readTree(results.toFile()), output, process.exitValue());
    }

    private static void unzip(Path zip, Path into) throws IOException {
        try (FileSystem fs = FileSystems.newFileSystem(zip, Map.of("enablePosixFileAttributes", "true"));
                Stream<Path> walk = Files.walk(fs.getPath("/"))) {
            for (Path entry : walk.filter(Files::isRegularFile).toList()) {
                Path target = into.resolve(entry.toString().substring(1));
                Files.createDirectories(target.getParent());
                Files.copy(entry, target);
                Files.setPosixFilePermissions(target, Files.getPosixFilePermissions(entry));
            }
        }
    }

    /** The participants' handout, with the reference answers of {@code stages} laid over the stubs. */
    private Path handout(String name, Stage... solved) throws IOException {
        Path handout = temp.resolve(name);
        Handout.write(KitRoot.path(), handout);
        for (Stage stage : solved) {
            FileTrees.copy(
                    KitRoot.path().resolve("solutions").resolve(stage.number()).resolve("src/main/java"),
                    handout.resolve("exercises").resolve(stage.number()).resolve("src/main/java"));
        }
        return handout;
    }

    private static int maxScore(JsonNode results) {
        return GradescopeSpec.tests(results, true).stream()
                .mapToInt(t -> t.path("max_score").asInt())
                .sum();
    }

    @Test
    @DisplayName(
            "the zip has setup.sh and run_autograder at its root, the grader with its hidden suites and every library inside")
    void theZipFollowsGradescopesLayout() throws Exception {
        Path source = temp.resolve("unpacked");
        unzip(everyStage, source);
        assertThat(source.resolve("setup.sh")).isExecutable();
        assertThat(source.resolve("run_autograder")).isExecutable();
        // The zip built without options carries the limits sized for Gradescope's container, and its stop.
        assertThat(Files.readString(source.resolve("run_autograder")))
                .contains("RUN_SECONDS=" + Assignment.RUN_SECONDS + "\n")
                .contains(String.join(
                        " ",
                        new Assignment(Stage.all(), GradescopeVisibility.VISIBLE, Assignment.defaultLimits())
                                .gradingArguments()));
        assertThat(Files.readString(source.resolve("setup.sh")))
                .contains("apt-get install -y --no-install-recommends openjdk-17-jdk-headless");
        for (String script : List.of("setup.sh", "run_autograder")) {
            Process syntax = new ProcessBuilder(
                            "bash", "-n", source.resolve(script).toString())
                    .redirectErrorStream(true)
                    .start();
            String said = new String(syntax.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(syntax.waitFor()).as("bash -n %s: %s", script, said).isZero();
        }
        try (JarFile grader =
                new JarFile(source.resolve("lib/" + AutograderZip.GRADER_JAR).toFile())) {
            for (Stage stage : Stage.all()) {
                assertThat(grader.getEntry(stage.suiteClass().replace('.', '/') + ".class"))
                        .as("the hidden suite of %s", stage)
                        .isNotNull();
            }
            assertThat(grader.getEntry(GraderRuntime.LISTING))
                    .as("the build machine's paths stay out")
                    .isNull();
        }
        for (Path library : GraderRuntime.libraries()) {
            assertThat(source.resolve("lib").resolve(library.getFileName().toString()))
                    .isRegularFile();
        }
    }

    @Test
    @DisplayName("the whole kit with the reference answers scores full marks")
    void referenceScoresFullMarks() throws Exception {
        Run run = run(everyStage, handout("reference", Stage.all().toArray(Stage[]::new)));
        GradescopeSpec.assertGrades(run.results());
        assertThat(run.results().path("score").asInt())
                .as(run.output())
                .isEqualTo(maxScore(run.results()))
                .isPositive();
        assertThat(run.results().path("tests"))
                .allSatisfy(
                        t -> assertThat(t.path("status").asText()).as("%s", t).isEqualTo("passed"));
        assertThat(run.results().path("output").asText())
                .startsWith("retrykit: " + maxScore(run.results()) + " of " + maxScore(run.results()));
        assertThat(run.exitCode()).isZero();
        assertThat(run.output()).contains("container: ");
    }

    @Test
    @DisplayName("the handout's stubs, uploaded whole, compile and score zero, each stage saying what to do next")
    void stubsScoreZero() throws Exception {
        Run run = run(everyStage, handout("stubs"));
        GradescopeSpec.assertGrades(run.results());
        assertThat(run.results().path("score").asInt()).isZero();
        assertThat(GradescopeSpec.tests(run.results(), false))
                .hasSize(Stage.all().size())
                .allSatisfy(check -> assertThat(check.path("status").asText())
                        .as("%s", check)
                        .isEqualTo("passed"));
        for (Stage stage : Stage.all()) {
            JsonNode first = GradescopeSpec.tests(run.results(), true).stream()
                    .filter(t -> t.path("number").asText().startsWith(stage.number() + "."))
                    .findFirst()
                    .orElseThrow();
            assertThat(first.path("output").asText()).as("%s", first).contains("is not implemented yet");
        }
    }

    @Test
    @DisplayName(
            "one stage's folder, uploaded as its contents, is graded; results after the due date, the file check at once")
    void oneStageFolder() throws Exception {
        Path upload = temp.resolve("stage-folder");
        FileTrees.copy(handout("for-stage-folder", Stage.of("04")).resolve("exercises/04"), upload);
        Run run = run(stage04, upload);
        GradescopeSpec.assertGrades(run.results());
        assertThat(run.results().path("score").asInt())
                .isEqualTo(maxScore(run.results()))
                .isPositive();
        assertThat(GradescopeSpec.tests(run.results(), true))
                .allSatisfy(t -> assertThat(t.path("visibility").asText()).isEqualTo("after_due_date"));
        assertThat(GradescopeSpec.tests(run.results(), false))
                .singleElement()
                .satisfies(
                        check -> assertThat(check.path("visibility").asText()).isEqualTo("visible"));
        assertThat(run.results().path("output").asText())
                .contains("after the due date")
                .doesNotContain(" of " + maxScore(run.results()));
    }

    @Test
    @DisplayName("a zip of one stage's folder is graded like the folder")
    void zippedStageFolder() throws Exception {
        Path folder = handout("for-zip", Stage.of("04")).resolve("exercises/04");
        Path upload = Files.createDirectories(temp.resolve("zip-upload"));
        try (OutputStream file = Files.newOutputStream(upload.resolve("retry-after.zip"));
                ZipOutputStream zip = new ZipOutputStream(file);
                Stream<Path> walk = Files.walk(folder)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                zip.putNextEntry(
                        new ZipEntry("04/" + folder.relativize(p).toString().replace('\\', '/')));
                Files.copy(p, zip);
                zip.closeEntry();
            }
        }
        Run run = run(stage04, upload);
        GradescopeSpec.assertGrades(run.results());
        assertThat(run.results().path("score").asInt())
                .as(run.output())
                .isEqualTo(maxScore(run.results()))
                .isPositive();
    }

    @Test
    @DisplayName("loose .java files are graded in their stage; a test uploaded with them is left out, with a note")
    void looseFiles() throws Exception {
        Path upload = Files.createDirectories(temp.resolve("loose"));
        Path reference = KitRoot.path().resolve("solutions/04/src/main/java/retrykit/retryafter");
        try (Stream<Path> files = Files.list(reference)) {
            for (Path file : files.toList()) {
                Files.copy(file, upload.resolve(file.getFileName()));
            }
        }
        Files.writeString(
                upload.resolve("RetryAfterTest.java"),
                "package retrykit.retryafter;\nimport org.junit.jupiter.api.Test;\nclass RetryAfterTest {}\n");
        Run run = run(stage04, upload);
        GradescopeSpec.assertGrades(run.results());
        assertThat(run.results().path("score").asInt())
                .isEqualTo(maxScore(run.results()))
                .isPositive();
        assertThat(run.results().path("output").asText())
                .contains("RetryAfterTest.java: a test (it imports JUnit or AssertJ)");
    }

    @Test
    @DisplayName("code that does not compile gets results: the compiler's words in the visible check, no points")
    void doesNotCompile() throws Exception {
        Path upload = Files.createDirectories(temp.resolve("broken"));
        Files.writeString(
                upload.resolve("RetryAfter.java"),
                Files.readString(KitRoot.path()
                                .resolve("solutions/04/src/main/java")
                                .resolve(RETRY_AFTER)) + "\nthis is not Java\n");
        Run run = run(stage04, upload);
        GradescopeSpec.assertGrades(run.results());
        assertThat(run.results().path("score").asInt()).isZero();
        JsonNode check = GradescopeSpec.tests(run.results(), false).get(0);
        assertThat(check.path("status").asText()).isEqualTo("failed");
        assertThat(check.path("output").asText()).contains("does not compile").contains("RetryAfter.java");
        assertThat(GradescopeSpec.tests(run.results(), true))
                .allSatisfy(t -> assertThat(t.path("output").asText()).startsWith("not run: compile error"));
    }

    @Test
    @DisplayName(
            "code that loops, or calls System.exit, gets results: a loop loses only the properties it broke, an exit is a forbidden API")
    void loopsAndExits() throws Exception {
        Run loop = run(stage01, KitRoot.path().resolve("grader/src/test/hostile/infinite-loop"));
        GradescopeSpec.assertGrades(loop.results());
        List<JsonNode> scored = GradescopeSpec.tests(loop.results(), true);
        assertThat(scored).anySatisfy(t -> assertThat(t.path("status").asText()).isEqualTo("passed"));
        assertThat(scored).anySatisfy(t -> assertThat(t.path("output").asText()).contains("did not finish within 2 s"));

        // The allow-list check stops System.exit before any of the learner's code runs.
        Run exit = run(stage01, KitRoot.path().resolve("grader/src/test/hostile/system-exit"));
        GradescopeSpec.assertGrades(exit.results());
        assertThat(exit.results().path("score").asInt()).isZero();
        assertThat(GradescopeSpec.tests(exit.results(), true))
                .allSatisfy(t -> assertThat(t.path("output").asText())
                        .startsWith("not run: forbidden API")
                        .contains("java.lang.System.exit"));
    }

    @Test
    @DisplayName("no submission folder: results say NOT GRADED, a fault of the grader, with no score")
    void noSubmissionIsNotGraded() throws Exception {
        Run run = run(stage04, null);
        GradescopeSpec.assertNotGraded(run.results());
        assertThat(run.results().path("extra_data").path("cause").asText()).contains("there is no submission folder");
        assertThat(run.output()).contains("NOT GRADED");
    }

    @Test
    @DisplayName("a grader that cannot start: run_autograder still leaves NOT GRADED results, with no score")
    void graderThatCannotStartIsNotGraded() throws Exception {
        Path root = temp.resolve("autograder-broken");
        unzip(stage04, root.resolve("source"));
        Files.copy(
                root.resolve("source/run_autograder"),
                root.resolve("run_autograder"),
                StandardCopyOption.COPY_ATTRIBUTES);
        FileTrees.copy(
                handout("for-broken-grader", Stage.of("04")).resolve("exercises/04"), root.resolve("submission"));
        Files.delete(root.resolve("source/lib/" + AutograderZip.GRADER_JAR));
        Run run = runIn(root);
        GradescopeSpec.assertNotGraded(run.results());
        assertThat(run.results().path("extra_data").path("cause").asText())
                .contains("exit code 1")
                .doesNotContain("@EXIT_CODE@");
    }
}
