package retrykit.grader.roster;

import java.util.ArrayList;
import java.util.List;

/**
 * Which graded result an LMS import file gives a person: their one graded submission. A person
 * matched by two submissions gets no row at all, since the file cannot say which grade is theirs;
 * the run's summary names them, and the gradebook shows both.
 */
final class LmsRows {
    private LmsRows() {}

    static List<LearnerResult.Graded> graded(
            SubmissionMatcher.Matching matching, Person person, List<LearnerResult> results) {
        List<RosterEntry> theirs = matching.submissionsOf(person);
        if (theirs.size() != 1) {
            return List.of();
        }
        List<LearnerResult.Graded> graded = new ArrayList<>();
        for (LearnerResult result : results) {
            if (result instanceof LearnerResult.Graded g && g.entry().equals(theirs.get(0))) {
                graded.add(g);
            }
        }
        return graded;
    }
}
