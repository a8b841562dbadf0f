package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import retrykit.grader.grading.MistakeCatalog;
import retrykit.grader.grading.MistakeCatalog.Mistake;

/**
 * Grading learners in parallel changes no grade: a roster graded with {@code --jobs 2} writes the
 * same reports, file for file and byte for byte (but for the time of grading), as with
 * {@code --jobs 1}.
 */
class RosterJobsTest {
    /** Stage 01's and 02's mistakes the small roster holds beside the reference. */
    private static final List<String> MISTAKES = List.of("01-method-blind", "02-full-jitter");

    @TempDir
    Path temp;

    @Test
    @DisplayName("grades from --jobs 2 are identical to grades from --jobs 1: every report file, the gradebook too")
    void parallelGradesAreTheSequentialOnes() throws IOException {
        Path roster = roster();
        Path one = temp.resolve("jobs-1");
        Path two = temp.resolve("jobs-2");
        Cli sequential =
                Cli.run("roster", roster.toString(), "--out", one.toString(), "--stage", "01,02", "--jobs", "1");
        assertThat(sequential.exitCode()).as(sequential.err()).isZero();
        Cli parallel = Cli.run("roster", roster.toString(), "--out", two.toString(), "--stage", "01,02", "--jobs", "2");
        assertThat(parallel.exitCode()).as(parallel.err()).isZero();
        assertThat(parallel.out()).contains("graded 3 learner(s)");

        List<String> gradebook = Files.readAllLines(one.resolve("gradebook.csv"), StandardCharsets.UTF_8);
        assertThat(gradebook)
                .as("the roster is not trivial: the reference scores full marks, each mistake loses points")
                .contains("reference,reference,15,21,36,36,100.0,graded")
                .contains(
                        "01-method-blind,01-method-blind,8,21,29,36,80.6,graded",
                        "02-full-jitter,02-full-jitter,15,5,20,36,55.6,graded");

        List<String> files = files(one);
        assertThat(files)
                .as("the same files")
                .isEqualTo(files(two))
                .contains("gradebook.csv", "learners/reference/report.json", "learners/02-full-jitter/feedback.txt");
        for (String file : files) {
            assertThat(GoldenFiles.normalise(Files.readString(two.resolve(file)), roster))
                    .as("%s with --jobs 2", file)
                    .isEqualTo(GoldenFiles.normalise(Files.readString(one.resolve(file)), roster));
        }
    }

    @Test
    @DisplayName("--jobs 0 is refused with a sentence, and nothing is graded")
    void noJobs() throws IOException {
        Path roster = roster();
        Cli run = Cli.run(
                "roster", roster.toString(), "--out", temp.resolve("none").toString(), "--stage", "01", "--jobs", "0");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--jobs must be at least 1");
        assertThat(temp.resolve("none")).doesNotExist();
    }

    /** Three learners, each with stages 01 and 02: the references, and each mistake beside the other stage's reference. */
    private Path roster() throws IOException {
        Path roster = Files.createDirectories(temp.resolve("class"));
        for (String stage : List.of("01", "02")) {
            reference(stage, roster.resolve("reference"));
        }
        for (Mistake mistake : MistakeCatalog.all()) {
            if (MISTAKES.contains(mistake.slug())) {
                Path learner = roster.resolve(mistake.slug());
                MistakeCatalog.copy(MistakeCatalog.submission(mistake, temp.resolve("edited")), learner);
                reference(mistake.stage().number().equals("01") ? "02" : "01", learner);
            }
        }
        return roster;
    }

    private static void reference(String stage, Path learner) throws IOException {
        MistakeCatalog.copy(
                MistakeCatalog.kit().resolve("solutions").resolve(stage).resolve("src/main/java"),
                learner.resolve("exercises").resolve(stage).resolve("src/main/java"));
    }

    private static List<String> files(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile)
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(name -> !name.equals(".retrykit-lock"))
                    .sorted()
                    .toList();
        }
    }
}
