package retrykit.grader.submission;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import retrykit.grader.kit.Stage;

/**
 * A learner's work, unpacked in a folder: a copy of the kit (with {@code exercises/NN}), just the
 * {@code exercises/NN} folders, or just {@code NN} folders (as {@code solutions/} is laid out).
 *
 * @param name the learner's name as reports give it (the folder, zip or repository name)
 * @param root the folder that holds the work
 */
public record Submission(String name, Path root) {

    public Submission {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a submission needs a name");
        }
        if (root == null || !Files.isDirectory(root)) {
            throw new IllegalArgumentException("a submission is a folder, and " + root + " is not one");
        }
    }

    /** The folder holding this stage's {@code src/main/java}, if the submission has one. */
    public Optional<Path> stageFolder(Stage stage) {
        for (Path candidate : new Path[] {root.resolve("exercises").resolve(stage.number()), root.resolve(stage.number())}) {
            if (Files.isDirectory(candidate.resolve("src/main/java"))) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
