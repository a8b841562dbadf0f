package retrykit.grader.roster;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.ReportFiles;

/**
 * What a roster run writes for the whole class once every learner is graded, all from the saved
 * reports: the gradebook (and its copy for Excel), with an ids file Canvas's and Moodle's import
 * files, {@code similarity.csv} and {@code class.html}; and the few lines the run ends with.
 */
public final class ClassFiles {
    private ClassFiles() {}

    /** Writes every class-wide file into {@code out} and returns the run's closing summary. */
    static String write(
            Path out, List<Stage> stages, List<RosterEntry> entries, Optional<Identities> ids, Optional<Path> kit)
            throws IOException, InterruptedException {
        Gradebook.rebuild(out, stages, entries, ids);
        List<LearnerResult> results = LearnerResult.load(out, entries);
        List<String> notSubmitted = new ArrayList<>();
        StringBuilder tail = new StringBuilder();
        if (ids.isPresent()) {
            SubmissionMatcher.Matching matching = SubmissionMatcher.match(entries, ids.get());
            ReportFiles.write(out.resolve(CanvasImport.FILE), CanvasImport.write(ids.get(), results));
            ReportFiles.write(out.resolve(MoodleImport.FILE), MoodleImport.write(ids.get(), results));
            matching.notSubmitted().forEach(p -> notSubmitted.add(p.label()));
            if (!matching.unmatched().isEmpty()) {
                tail.append(
                        "matched by nobody in the ids file (rows at the end of the gradebook, not in the Canvas or Moodle file):\n");
                matching.unmatched()
                        .forEach((entry, why) -> tail.append("  ")
                                .append(entry.name())
                                .append(": ")
                                .append(why)
                                .append('\n'));
            }
            matching.shared()
                    .forEach((person, theirs) -> tail.append("matched with one person, ")
                            .append(person.label())
                            .append(", by ")
                            .append(String.join(
                                    " and ",
                                    theirs.stream().map(RosterEntry::name).toList()))
                            .append(": both are in the gradebook, neither in the Canvas or Moodle file\n"));
        }
        ReportFiles.write(out.resolve(Similarity.FILE), Similarity.write(stages, entries, kit));
        ClassOverview overview = ClassOverview.of(stages, results, notSubmitted);
        Map<String, String> links = new LinkedHashMap<>();
        for (LearnerResult result : results) {
            links.put(
                    result.entry().id(),
                    Gradebook.LEARNERS + "/" + result.entry().id() + "/feedback.txt");
        }
        ReportFiles.write(out.resolve(ClassPage.FILE), ClassPage.write(overview, links));
        return overview.summary() + tail + "class report: " + out.resolve(ClassPage.FILE) + "\n";
    }
}
