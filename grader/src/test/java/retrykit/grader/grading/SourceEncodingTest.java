package retrykit.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import retrykit.grader.kit.FileTrees;
import retrykit.grader.kit.KitRoot;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.StageReport;
import retrykit.grader.report.StageStatus;
import retrykit.grader.report.SubmissionReport;
import retrykit.grader.run.IsolatedGrading;
import retrykit.grader.run.Limits;
import retrykit.grader.submission.Submission;

/**
 * How a learner's editor saved the files never costs a grade: a UTF-8 byte-order mark is removed
 * (and the feedback says so), Windows line ends are read like any others, and an error in the
 * package line is javac's "does not compile", in javac's words, never a changed signature.
 */
class SourceEncodingTest {
    private static final String ENTRY = "retrykit/classify/Classify.java";

    @TempDir
    Path temp;

    private static final GradingOptions STAGE_01 = new GradingOptions(
            List.of(Stage.of("01")), Limits.defaults(), new IsolatedGrading.Exploration(null, 200, null, List.of()));

    /** Stage 01 solved, in a folder of its own, each file passed through {@code saved}. */
    private Path solved(String name, java.util.function.UnaryOperator<String> saved) throws IOException {
        Path java = temp.resolve(name).resolve("exercises/01/src/main/java");
        FileTrees.copy(KitRoot.path().resolve("exercises/01/src/main/java"), java);
        FileTrees.copy(KitRoot.path().resolve("solutions/01/src/main/java"), java);
        try (Stream<Path> walk = Files.walk(java)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                Files.write(file, saved.apply(Files.readString(file)).getBytes(StandardCharsets.UTF_8));
            }
        }
        return temp.resolve(name);
    }

    private static StageReport stage01(Path folder) throws Exception {
        SubmissionReport report = new Grader(Clock.systemUTC()).grade(new Submission("learner", folder), STAGE_01);
        return report.stages().get(0);
    }

    @Test
    @DisplayName(
            "files saved with a byte-order mark and Windows line ends score full marks, and the feedback names the mark")
    void byteOrderMarkAndCrlf() throws Exception {
        StageReport stage = stage01(
                solved("bom-crlf", text -> "\uFEFF" + text.replace("\r\n", "\n").replace("\n", "\r\n")));
        assertThat(stage.status()).isEqualTo(StageStatus.GRADED);
        assertThat(stage.points()).as(stage.toString()).isEqualTo(stage.maxPoints());
        assertThat(stage.notes())
                .contains("removed the UTF-8 byte-order mark at the start of exercises/01/src/main/java/" + ENTRY);
    }

    @Test
    @DisplayName("an error in the package line is a compile error with javac's message, not a changed signature")
    void brokenPackageLine() throws Exception {
        Path misspelt = solved("misspelt", text -> text);
        Path entry = misspelt.resolve("exercises/01/src/main/java").resolve(ENTRY);
        Files.writeString(
                entry, Files.readString(entry).replace("package retrykit.classify;", "packag retrykit.classify;"));
        StageReport stage = stage01(misspelt);
        assertThat(stage.status()).isEqualTo(StageStatus.COMPILE_ERROR);
        assertThat(stage.detail())
                .contains("Classify.java")
                .contains("expected")
                .doesNotContain("signature");

        Path noSemicolon = solved("no-semicolon", text -> text);
        Path other = noSemicolon.resolve("exercises/01/src/main/java").resolve(ENTRY);
        Files.writeString(
                other, Files.readString(other).replace("package retrykit.classify;", "package retrykit.classify"));
        StageReport second = stage01(noSemicolon);
        assertThat(second.status()).isEqualTo(StageStatus.COMPILE_ERROR);
        assertThat(second.detail()).contains("';' expected");
    }

    @Test
    @DisplayName(
            "a package line javac reads but the grader's reading cannot (a unicode escape) is decided by the class file: compiled into the grader's package, the stage scores zero")
    void packageLineTheGraderCannotRead() throws Exception {
        Path escaped = solved("escaped", text -> text);
        // javac reads this as package retrykit.grader.property: it must never be graded, nor loaded
        Files.writeString(
                escaped.resolve("exercises/01/src/main/java/retrykit/classify/Sneak.java"),
                "package retrykit.grader.\\u0070roperty;\npublic class Sneak {}\n");
        StageReport stage = stage01(escaped);
        assertThat(stage.status()).as(stage.toString()).isEqualTo(StageStatus.OUTSIDE_PACKAGE);
        assertThat(stage.points()).isZero();
        assertThat(stage.detail())
                .contains("exercises/01/src/main/java/retrykit/classify/Sneak.java compiled into package"
                        + " retrykit.grader.property (class retrykit.grader.property.Sneak)");
    }
}
