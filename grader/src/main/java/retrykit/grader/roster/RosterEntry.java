package retrykit.grader.roster;

import java.nio.file.Path;

/**
 * One learner in a roster folder.
 *
 * @param name the learner's name as the roster gives it: the folder, zip or repository name (without
 *             {@code .zip} or {@code .git}), unchanged, however odd
 * @param id   their safe id ({@link retrykit.grader.submission.LearnerId}): their folder under {@code OUT/learners}
 * @param path their submission
 */
public record RosterEntry(String name, String id, Path path) {
    public RosterEntry {
        if (id == null || !id.matches("[\\w.@+-]+") || id.startsWith(".")) {
            throw new IllegalArgumentException("a learner's id is letters, digits and . _ - @ +, not " + id);
        }
    }
}
