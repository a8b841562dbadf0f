package retrykit.grader.roster;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import retrykit.grader.grading.Grader;
import retrykit.grader.grading.GradingOptions;
import retrykit.grader.report.GradescopeReport;
import retrykit.grader.report.JUnitXmlReport;
import retrykit.grader.report.JsonReport;
import retrykit.grader.report.ReportFiles;
import retrykit.grader.report.SubmissionReport;
import retrykit.grader.report.TextReport;
import retrykit.grader.submission.OpenedSubmission;

/**
 * Grades a class: every submission in a folder, one after another, each learner's reports saved
 * as soon as they are graded and the gradebook rebuilt after each, so an interrupted run loses
 * nothing and a second run picks up where the first stopped.
 */
public final class Roster {

    /** Told as each learner is graded, for a progress bar. */
    public interface Progress {
        void graded(int done, int total, RosterEntry entry, String result);
    }

    private Roster() {}

    /** The submissions in {@code folder}: sub-folders, zips and bare git repositories, by name. */
    public static List<RosterEntry> discover(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException("a roster is a folder of submissions, and " + folder + " is not a folder");
        }
        List<RosterEntry> entries = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        try (Stream<Path> children = Files.list(folder)) {
            for (Path child : children.sorted().toList()) {
                String file = child.getFileName().toString();
                if (file.startsWith(".")) {
                    continue;
                }
                String name;
                if (Files.isDirectory(child)) {
                    name = file.endsWith(".git") ? file.substring(0, file.length() - 4) : file;
                } else if (file.toLowerCase(Locale.ROOT).endsWith(".zip")) {
                    name = file.substring(0, file.length() - 4);
                } else {
                    continue;
                }
                name = name.replaceAll("[^\\w.@+-]", "_");
                String unique = name;
                for (int i = 2; !taken.add(unique.toLowerCase(Locale.ROOT)); i++) {
                    unique = name + "-" + i;
                }
                entries.add(new RosterEntry(unique, child));
            }
        }
        return entries;
    }

    /**
     * Grades every learner of {@code folder} into {@code out}: {@code out/learners/NAME/} gets
     * {@code feedback.txt}, {@code report.json}, {@code results.json} (Gradescope) and
     * {@code junit.xml}; {@code out/gradebook.csv} gets a row per learner.
     *
     * @param regrade grade learners again even if their report is already saved
     * @return how many learners were graded in this run (skipped ones not counted)
     */
    public static int grade(Path folder, Path out, GradingOptions options, boolean regrade, Clock clock, Progress progress)
            throws IOException, InterruptedException {
        List<RosterEntry> entries = discover(folder);
        Files.createDirectories(out.resolve(Gradebook.LEARNERS));
        Grader grader = new Grader(clock);
        int graded = 0;
        int done = 0;
        for (RosterEntry entry : entries) {
            Path dir = out.resolve(Gradebook.LEARNERS).resolve(entry.name());
            Path report = dir.resolve("report.json");
            done++;
            if (!regrade && Files.isRegularFile(report)) {
                progress.graded(done, entries.size(), entry, "already graded (use --regrade to grade again)");
                continue;
            }
            String result;
            try (OpenedSubmission opened = OpenedSubmission.open(entry.path())) {
                SubmissionReport graded1 = grader.grade(new retrykit.grader.submission.Submission(entry.name(),
                        opened.submission().root()), options);
                ReportFiles.write(dir.resolve("feedback.txt"), TextReport.writeFull(graded1));
                ReportFiles.write(dir.resolve("results.json"), GradescopeReport.write(graded1));
                ReportFiles.write(dir.resolve("junit.xml"), JUnitXmlReport.write(graded1));
                ReportFiles.write(report, JsonReport.write(graded1)); // last: its presence means "done"
                Files.deleteIfExists(dir.resolve("error.txt"));
                result = graded1.points() + "/" + graded1.maxPoints();
                graded++;
            } catch (IOException | IllegalArgumentException e) {
                ReportFiles.write(dir.resolve("error.txt"), String.valueOf(e.getMessage()) + "\n");
                result = "could not grade: " + e.getMessage();
            }
            Gradebook.rebuild(out, options.stages());
            progress.graded(done, entries.size(), entry, result);
        }
        Gradebook.rebuild(out, options.stages());
        return graded;
    }
}
