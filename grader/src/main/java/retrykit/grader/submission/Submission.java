package retrykit.grader.submission;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import retrykit.grader.kit.Stage;

/**
 * A learner's work, unpacked in a folder: a copy of the kit (with {@code exercises/NN}), just the
 * {@code exercises/NN} folders, or just {@code NN} folders (as {@code solutions/} is laid out).
 * No link inside it is ever followed: a stage whose folder is reached through one is not taken.
 *
 * @param name    the learner's original name as reports give it (the folder, zip or repository name)
 * @param id      the learner's safe id ({@link LearnerId})
 * @param root    the folder that holds the work (itself no link: {@link OpenedSubmission} resolves it)
 * @param leftOut what opening the submission left out (links in a zip or a repository, files past a cap)
 * @param intake  where in what was handed in the graded files were found, as reports say it ({@link Intake})
 */
public record Submission(String name, String id, Path root, List<LeftOut> leftOut, List<String> intake) {

    public Submission {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("a submission needs a name");
        }
        if (root == null || !Files.isDirectory(root)) {
            throw new IllegalArgumentException("a submission is a folder, and " + root + " is not one");
        }
        leftOut = List.copyOf(leftOut);
        intake = List.copyOf(intake);
    }

    /** A submission whose files lie where they were handed in, with nothing to say about where they were found. */
    public Submission(String name, String id, Path root, List<LeftOut> leftOut) {
        this(name, id, root, leftOut, List.of());
    }

    /** A folder the grader itself trusts (the kit's own solutions or catalog), named {@code name}. */
    public Submission(String name, Path root) {
        this(name, LearnerId.of(name), root, List.of());
    }

    /** The folder holding this stage's {@code src/main/java}, if the submission has one reached without a link. */
    public Optional<Path> stageFolder(Stage stage) {
        for (String candidate : candidates(stage)) {
            if (isRealFolder(candidate + "/src/main/java")) {
                return Optional.of(root.resolve(candidate));
            }
        }
        return Optional.empty();
    }

    /** The link, if any, on the way from the root to a folder of this stage: what a learner is told was not followed. */
    public Optional<String> linkOnTheWay(Stage stage) {
        for (String candidate : candidates(stage)) {
            Path at = root;
            StringBuilder walked = new StringBuilder();
            for (String part : (candidate + "/src/main/java").split("/", -1)) {
                at = at.resolve(part);
                walked.append(walked.length() == 0 ? "" : "/").append(part);
                if (Files.isSymbolicLink(at)) {
                    return Optional.of(walked.toString());
                }
                if (!Files.isDirectory(at, LinkOption.NOFOLLOW_LINKS)) {
                    break;
                }
            }
        }
        return Optional.empty();
    }

    private static List<String> candidates(Stage stage) {
        return List.of("exercises/" + stage.number(), stage.number());
    }

    private boolean isRealFolder(String relative) {
        Path at = root;
        for (String part : relative.split("/", -1)) {
            at = at.resolve(part);
            if (!Files.isDirectory(at, LinkOption.NOFOLLOW_LINKS)) {
                return false; // missing, a file, or a link (never followed)
            }
        }
        return true;
    }
}
