package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import retrykit.grader.grading.MistakeCatalog;

/**
 * A few learners graded as a roster, their reports kept as golden files: the references, the
 * stubs and a catalogued mistake, under names a spreadsheet or a file system could trip on (a
 * space, a formula, a letter beyond ASCII), so a change to any report format, any feedback or the
 * gradebook's guard shows in a diff. Stages 01 to 05: stage 06 talks to a server on the wire, and
 * its timing belongs to its own tests.
 */
class GoldenReportsTest {

    @TempDir
    Path temp;

    @Test
    @DisplayName("the reports of the references, the stubs and a mistake, under odd names, are the golden ones")
    void goldenReports() throws IOException {
        Path roster = Files.createDirectories(temp.resolve("class"));
        for (String stage : new String[] {"01", "02", "03", "04", "05"}) {
            copy(
                    Cli.kit().resolve("solutions").resolve(stage).resolve("src/main/java"),
                    roster.resolve("a b/exercises").resolve(stage).resolve("src/main/java"));
            copy(
                    Cli.kit().resolve("exercises").resolve(stage).resolve("src/main/java"),
                    roster.resolve("=1+1/exercises").resolve(stage).resolve("src/main/java"));
        }
        MistakeCatalog.Mistake mistake = MistakeCatalog.all().stream()
                .filter(m -> m.slug().equals("02-full-jitter"))
                .findFirst()
                .orElseThrow();
        copy(MistakeCatalog.submission(mistake, temp.resolve("scratch")), roster.resolve("Zoë"));
        Path out = temp.resolve("grades");
        Cli run = Cli.run(
                "roster",
                roster.toString(),
                "--out",
                out.toString(),
                "--stage",
                "01,02,03,04,05",
                "--property-time-limit",
                "60",
                "--time-limit",
                "600");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(Files.readString(out.resolve("gradebook.csv")))
                .as("names kept, formulas defused")
                .contains("a b,a_b-")
                .contains("'=1+1,_1+1-")
                .contains("Zoë,zo_-");
        GoldenFiles.check("learners", out, roster, out, temp);
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
