package retrykit.grader.handout;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import retrykit.grader.kit.Stage;
import retrykit.loop.StageFolder;

/**
 * The participant's loop as a participant meets it, inside a handout, through Maven (offline:
 * the self-check's own build has fetched what it needs): the plain run's output shape, the watch
 * redrawing after a save, the hints and the progress. Each command is one Maven process; nothing
 * here sleeps or times anything, it only reads what the commands print.
 */
class ParticipantLoopTest {

    @TempDir
    static Path temp;

    static Path handout;

    @BeforeAll
    static void writeHandout() throws IOException {
        handout = temp.resolve("handout");
        Handout.write(HandoutTest.kit(), handout);
    }

    /** Runs Maven in the handout and returns its exit code and every line it printed. */
    static Run mvn(String... args) throws Exception {
        return mvnIn(handout, args);
    }

    /** Runs Maven in {@code folder} of the handout, as a participant who typed it there. */
    static Run mvnIn(Path folder, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(HandoutTest.maven(), "-B", "-o"));
        command.addAll(Arrays.asList(args));
        Process process = new ProcessBuilder(command)
                .directory(folder.toFile())
                .redirectErrorStream(true)
                .start();
        String said = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).as("%s ends", command).isTrue();
        return new Run(process.exitValue(), said.lines().toList());
    }

    record Run(int exit, List<String> lines) {
        List<String> last(int n) {
            return lines.subList(Math.max(0, lines.size() - n), lines.size());
        }

        String all() {
            return String.join("\n", lines);
        }
    }

    /** Every stage's number, from the manifests. */
    static Stream<String> stages() {
        return Stage.all().stream().map(Stage::number);
    }

    /** Rows of a small terminal: the status line and the failing rule must stay on it. */
    static final int SCREEN = 12;

    /** The stage run as a participant who went into its folder: the commands it prints must work there. */
    static final String TYPED_INSIDE = "02";

    /**
     * The stages whose untouched stub runs on every JDK: the first, typed from the kit's root, and
     * {@link #TYPED_INSIDE}. What a JDK changes in Maven's and the loop's output shows on those two;
     * the other stages' runs differ from theirs only in the stage's own files, the same on every JDK.
     */
    static Stream<String> stagesOnEveryJdk() {
        return stages().filter(s -> s.equals(Stage.all().get(0).number()) || s.equals(TYPED_INSIDE));
    }

    static Stream<String> theOtherStages() {
        List<String> onEveryJdk = stagesOnEveryJdk().toList();
        return stages().filter(s -> !onEveryJdk.contains(s));
    }

    private static final String UNTOUCHED_STUB =
            "mvn test on an untouched stub: at most 60 lines, the last 12 holding \"not implemented yet\" and ending with the status line, and the build fails (stage 02 typed inside its folder)";

    @ParameterizedTest(name = "stage {0}")
    @MethodSource("stagesOnEveryJdk")
    @DisplayName(UNTOUCHED_STUB)
    void untouchedStub(String stage) throws Exception {
        runUntouchedStub(stage);
    }

    @Tag("jdk-independent")
    @ParameterizedTest(name = "stage {0}")
    @MethodSource("theOtherStages")
    @DisplayName(UNTOUCHED_STUB)
    void untouchedStubOfTheOtherStages(String stage) throws Exception {
        runUntouchedStub(stage);
    }

    private static void runUntouchedStub(String stage) throws Exception {
        boolean inside = stage.equals(TYPED_INSIDE);
        Path folder = handout.resolve("exercises/" + stage);
        Run run = inside ? mvnIn(folder, "test") : mvn("test", "-pl", "exercises/" + stage);

        assertThat(run.exit())
                .as("a failing example fails the build:%n%s", run.all())
                .isNotZero();
        assertThat(run.lines())
                .as("the whole output of mvn test -pl exercises/%s:%n%s", stage, run.all())
                .hasSizeLessThanOrEqualTo(60);
        assertThat(run.lines().get(run.lines().size() - 1))
                .as("the last line of:%n%s", run.all())
                .matches("stage " + stage + ": 0 of \\d+ examples pass");
        String tail = String.join("\n", run.last(SCREEN));
        assertThat(tail)
                .as("the last %d lines of:%n%s", SCREEN, run.all())
                .contains("is not implemented yet")
                .contains("target/surefire-reports");
        StageFolder typed = new StageFolder(handout, stage, inside ? folder : handout);
        assertThat(run.lines().get(run.lines().size() - 2))
                .as("the commands, as they work where the run was typed")
                .contains(": " + typed.watchCommand() + " ")
                .endsWith("stuck? " + typed.hintCommand());
        assertThat(run.all()).as("each failure is printed once").containsOnlyOnce("is not implemented yet: read");
        assertThat(run.all()).as("the stub compiles inside the handout").doesNotContain("COMPILATION ERROR");
        assertThat(folder.resolve("target/surefire-reports/TEST-junit-jupiter.xml"))
                .as("every example's result stays in the usual report")
                .isRegularFile();
    }

    @Test
    @DisplayName("mvn -q test: the status line and the first failure, and little else")
    void quiet() throws Exception {
        Run run = mvn("-q", "test", "-pl", "exercises/06");
        assertThat(run.exit()).isNotZero();
        assertThat(run.lines()).hasSizeLessThanOrEqualTo(30);
        assertThat(run.all())
                .containsPattern("(?m)^stage 06: 0 of \\d+ examples pass$")
                .contains("is not implemented yet");
        String report =
                Files.readString(handout.resolve("exercises/06/target/surefire-reports/TEST-junit-jupiter.xml"));
        assertThat(report).as("the report keeps every failure").contains("<failure");
    }

    @Test
    @DisplayName("with one rule broken, that rule's message and the status line are in the last 12 lines")
    void oneRuleBroken() throws Exception {
        Path stub = handout.resolve("exercises/01/src/main/java/retrykit/classify/Classify.java");
        String original = Files.readString(stub);
        Files.copy(
                HandoutTest.kit()
                        .resolve(
                                "grader/src/test/mistakes/01-keyed-write-like-write/exercises/01/src/main/java/retrykit/classify/Classify.java"),
                stub,
                StandardCopyOption.REPLACE_EXISTING);
        try {
            Run run = mvn("test", "-pl", "exercises/01");
            assertThat(run.exit()).isNotZero();
            assertThat(String.join("\n", run.last(SCREEN)))
                    .as("the tail of:%n%s", run.all())
                    .containsPattern("(?m)^stage 01: \\d+ of \\d+ examples pass$")
                    .contains("Rule 3: an ambiguous read or keyed write may be resent")
                    .contains("  call:     Classify.solve(")
                    .contains("  expected: Decision.RETRY");
        } finally {
            Files.writeString(stub, original);
        }
    }

    @Test
    @DisplayName("mvn -pl exercises/01 -Dwatch, piped: a block per run, and a new one after a save")
    void watch() throws Exception {
        Path stub = handout.resolve("exercises/01/src/main/java/retrykit/classify/Classify.java");
        String original = Files.readString(stub);
        Process process = new ProcessBuilder(HandoutTest.maven(), "-B", "-o", "-pl", "exercises/01", "-Dwatch")
                .directory(handout.toFile())
                .redirectErrorStream(true)
                .start();
        List<String> seen = new ArrayList<>();
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String first = CompletableFuture.supplyAsync(() -> nextStatusLine(out, seen))
                    .get(5, TimeUnit.MINUTES);
            assertThat(first)
                    .as("the first run:%n%s", String.join("\n", seen))
                    .matches("stage 01: 0 of \\d+ examples pass");
            assertThat(seen)
                    .as("before the first run's block, the watch says it compiles, that it watches, and how to stop")
                    .anyMatch(line -> line.startsWith("compiling stage 01 "))
                    .anyMatch(line -> line.startsWith("watching exercises/01/src") && line.endsWith("Ctrl-C stops."));

            Files.copy(
                    HandoutTest.kit().resolve("solutions/01/src/main/java/retrykit/classify/Classify.java"),
                    stub,
                    StandardCopyOption.REPLACE_EXISTING);
            String second = CompletableFuture.supplyAsync(() -> nextStatusLine(out, seen))
                    .get(2, TimeUnit.MINUTES);
            assertThat(second)
                    .as("after the save:%n%s", String.join("\n", seen))
                    .matches("stage 01: (\\d+) of \\1 examples pass");
            String afterPass =
                    CompletableFuture.supplyAsync(() -> readLine(out, seen)).get(1, TimeUnit.MINUTES);
            assertThat(afterPass).isEqualTo("Every example of stage 01 passes.");
            List<String> watchSaid = seen.subList(
                    seen.indexOf(seen.stream()
                            .filter(l -> l.startsWith("watching "))
                            .findFirst()
                            .orElseThrow()),
                    seen.size());
            assertThat(watchSaid)
                    .as("plain text when piped: no screen clearing, no colour")
                    .noneMatch(line -> line.contains("\u001b["));
        } finally {
            process.destroy();
            process.waitFor(1, TimeUnit.MINUTES);
            Files.writeString(stub, original);
        }
    }

    @Test
    @DisplayName(
            "mvn -q -Dhint typed inside exercises/02, as its plain run prints it: the first hint for the first failing rule (HintCommandTest shows the next ones)")
    void hint() throws Exception {
        Path folder = handout.resolve("exercises/02");
        String printed = new StageFolder(handout, "02", folder).hintCommand();
        List<String> words = List.of(printed.split(" "));
        assertThat(words.get(0)).isEqualTo("mvn");
        Run first = mvnIn(folder, words.subList(1, words.size()).toArray(String[]::new));
        assertThat(first.all()).contains("stage 02: 0 of").contains("Hint 1 of 3 (where to read):");
    }

    @Test
    @DisplayName("mvn -q -pl exercises -Dprogress: every stage with its bar, and what to do next")
    void progress() throws Exception {
        Run run = mvn("-q", "-pl", "exercises", "-Dprogress");
        assertThat(run.exit()).as(run.all()).isZero();
        for (String stage : stages().toList()) {
            assertThat(run.all()).containsPattern("(?m)^" + stage + "  .*\\[\\.+\\]  not started$");
        }
        assertThat(run.all()).contains("Next: stage 01").contains("mvn -pl exercises/01 -Dwatch");
    }

    /** Reads until the next status line (the first line of a run's block) and returns it. */
    private static String nextStatusLine(BufferedReader out, List<String> seen) {
        String line;
        while ((line = readLine(out, seen)) != null) {
            if (line.startsWith("stage 01: ")) {
                return line;
            }
        }
        return "(the watch ended)";
    }

    private static String readLine(BufferedReader out, List<String> seen) {
        try {
            String line = out.readLine();
            if (line != null) {
                seen.add(line);
            }
            return line;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
