package retrykit.grader.roster;

import java.nio.file.Path;

/**
 * One learner in a roster folder.
 *
 * @param name the learner's name: the folder, zip or repository name, made unique in the roster
 * @param path their submission
 */
public record RosterEntry(String name, Path path) {
    public RosterEntry {
        if (name == null || !name.matches("[\\w.@+-]+")) {
            throw new IllegalArgumentException("a learner's name is letters, digits and . _ - @ +, not " + name);
        }
    }
}
