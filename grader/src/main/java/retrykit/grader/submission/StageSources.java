package retrykit.grader.submission;

import java.util.List;
import retrykit.grader.kit.Stage;

/**
 * What will be compiled for one stage: the kit's given files with the learner's laid over them.
 *
 * @param stage   the stage
 * @param files   every file, sorted by path
 * @param notes   what was left out and why (a file in another package, a file too large)
 * @param present whether the submission had this stage at all
 */
public record StageSources(Stage stage, List<SourceFile> files, List<String> notes, boolean present) {
    public StageSources {
        files = List.copyOf(files);
        notes = List.copyOf(notes);
    }

    /** Whether the learner supplied the file that holds {@code solve}. */
    public boolean hasLearnersEntry() {
        return files.stream().anyMatch(f -> f.learners() && f.path().equals(stage.stubPath()));
    }
}
