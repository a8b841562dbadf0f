package retrykit.grader.roster;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import retrykit.grader.report.JsonReport;
import retrykit.grader.report.SubmissionReport;

/**
 * What a roster run saved for one learner, read back from {@code OUT/learners/ID/}: the input of
 * every class-wide file (gradebook, Canvas and Moodle files, class report), which never grade again.
 */
public sealed interface LearnerResult {
    RosterEntry entry();

    /** Graded: their {@code report.json}. */
    record Graded(RosterEntry entry, SubmissionReport report) implements LearnerResult {}

    /** Their submission could not be read: {@code error.txt}'s reason. Not graded, so no points, never a zero. */
    record Unreadable(RosterEntry entry, String reason) implements LearnerResult {}

    /** Nothing saved yet (a run stopped before them). */
    record Pending(RosterEntry entry) implements LearnerResult {}

    /** Every entry's saved result under {@code out}, in the entries' order. */
    static List<LearnerResult> load(Path out, List<RosterEntry> entries) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<LearnerResult> results = new ArrayList<>();
        for (RosterEntry entry : entries) {
            Path folder = out.resolve(Gradebook.LEARNERS).resolve(entry.id());
            Path report = folder.resolve("report.json");
            Path error = folder.resolve("error.txt");
            if (Files.isRegularFile(report)) {
                results.add(new Graded(entry, JsonReport.read(json.readTree(report.toFile()))));
            } else if (Files.isRegularFile(error)) {
                results.add(new Unreadable(entry, Files.readString(error).strip()));
            } else {
                results.add(new Pending(entry));
            }
        }
        return results;
    }
}
