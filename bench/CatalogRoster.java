import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import retrykit.grader.grading.MistakeCatalog;

/**
 * Writes a roster of the kit's own submissions into OUT, one folder per learner: "reference"
 * (solutions/, every stage), every answer of the answer set (grader/src/test/answers), and every
 * catalogued mistake with its edits applied. Run by bench/busy-machine:
 *   java -cp CLASSPATH -Dretrykit.kit.root=KIT bench/CatalogRoster.java OUT
 */
public class CatalogRoster {
    public static void main(String[] args) throws Exception {
        Path kit = MistakeCatalog.kit();
        Path out = Files.createDirectories(Path.of(args[0]).toAbsolutePath());
        Path mistakes = MistakeCatalog.roster(Files.createTempDirectory("retrykit-busy-"));
        MistakeCatalog.copy(mistakes, out);
        try (Stream<Path> answers = Files.list(kit.resolve("grader/src/test/answers"))) {
            for (Path answer : answers.filter(Files::isDirectory).toList()) {
                MistakeCatalog.copy(answer, out.resolve("answer-" + answer.getFileName()));
            }
        }
        try (Stream<Path> stages = Files.list(kit.resolve("solutions"))) {
            for (Path stage : stages.filter(p -> p.getFileName().toString().matches("\\d\\d"))
                    .toList()) {
                MistakeCatalog.copy(
                        stage.resolve("src/main/java"),
                        out.resolve("reference/exercises/" + stage.getFileName() + "/src/main/java"));
            }
        }
        try (Stream<Path> learners = Files.list(out)) {
            System.out.println("roster: " + learners.count() + " submissions in " + out);
        }
    }
}
