package retrykit.grader.roster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import retrykit.grader.grading.Folders;
import retrykit.grader.grading.Grader;
import retrykit.grader.grading.GradingOptions;
import retrykit.grader.report.GradescopeReport;
import retrykit.grader.report.GradingKey;
import retrykit.grader.report.JUnitXmlReport;
import retrykit.grader.report.JsonReport;
import retrykit.grader.report.ReportFiles;
import retrykit.grader.report.SubmissionReport;
import retrykit.grader.report.TextReport;
import retrykit.grader.run.ChildArchive;
import retrykit.grader.submission.LearnerId;
import retrykit.grader.submission.OpenedSubmission;
import retrykit.grader.submission.Submission;
import retrykit.grader.submission.UnreadableSubmission;

/**
 * Grades a class: every submission in a folder, several at once if asked, each learner's reports saved
 * as soon as they are graded and the gradebook rebuilt after each, so an interrupted run loses
 * nothing and a second run picks up where the first stopped. A learner is graded again whenever
 * what their grade was given for changed: their sources, the settings, or the grader. One run at a
 * time holds the output folder. A fault of the machine stops the run with nothing recorded for the
 * learner it struck; a submission that cannot be read is that learner's row, with no points.
 */
public final class Roster {

    /** Told as each learner is started and graded, for a progress bar; called by one thread at a time. */
    public interface Progress {
        /** {@code entry} is being graded now; {@code done} learners of {@code total} are finished. */
        default void started(int done, int total, RosterEntry entry) {}

        void graded(int done, int total, RosterEntry entry, String result);
    }

    /** How one learner went in this run. */
    public enum Outcome {
        GRADED,
        KEPT,
        UNREADABLE
    }

    /**
     * One learner's part of a run.
     *
     * @param outcome how it went
     * @param summary one line on it, for the progress display: their points, or why not
     */
    public record LearnerRun(Outcome outcome, String summary) {}

    /**
     * How a run went.
     *
     * @param graded  how many learners were graded in this run (those kept from an earlier run not counted)
     * @param summary the class in a few lines, and the submissions the ids file matched with nobody
     */
    public record Result(int graded, String summary) {}

    private Roster() {}

    /** The submissions in {@code folder}: sub-folders, zips and bare git repositories, by name. */
    public static List<RosterEntry> discover(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException(
                    "a roster is a folder of submissions, and " + folder + " is not a folder");
        }
        List<RosterEntry> entries = new ArrayList<>();
        Map<String, String> byId = new HashMap<>();
        try (Stream<Path> children = Files.list(folder)) {
            for (Path child : children.sorted().toList()) {
                String file = child.getFileName().toString();
                if (file.startsWith(".")) {
                    continue;
                }
                String name;
                if (Files.isDirectory(child)) {
                    name = file.toLowerCase(Locale.ROOT).endsWith(".git") ? file.substring(0, file.length() - 4) : file;
                } else if (file.toLowerCase(Locale.ROOT).endsWith(".zip")) {
                    name = file.substring(0, file.length() - 4);
                } else {
                    continue;
                }
                String id = LearnerId.of(name);
                String before = byId.putIfAbsent(id, file);
                if (before != null) {
                    throw new IllegalArgumentException("the submissions " + before + " and " + file
                            + " are both the learner " + id + ": keep one of them in " + folder);
                }
                entries.add(new RosterEntry(name, id, child));
            }
        }
        return entries;
    }

    /**
     * Grades every learner of {@code folder} into {@code out}: {@code out/learners/ID/} gets
     * {@code feedback.txt}, {@code report.json}, {@code results.json} (Gradescope) and
     * {@code junit.xml}; {@code out/gradebook.csv} gets a row per learner.
     *
     * <p>{@code jobs} learners are graded at once, each in a child JVM of their own, so a grade
     * never depends on how many run beside it: each learner's work touches only their own folder,
     * and the gradebook is rebuilt from the saved reports, one learner at a time. A fault of the
     * machine lets the learners already being graded finish (their grades are sound), starts no
     * other, and stops the run.
     *
     * <p>Once all are graded, the class-wide files are written from the saved reports ({@link ClassFiles}):
     * with {@code ids}, Canvas's and Moodle's import files too.
     *
     * @param regrade whom to grade again even if their saved grade still holds
     * @param jobs    how many learners to grade at once (at least 1)
     * @param ids     the instructor's ids file, if given
     * @param kit     the kit's checkout, whose reference and stub {@code similarity.csv} compares with, if found
     * @return how many learners were graded in this run (those kept from an earlier run not counted), and the summary
     * @throws IOException            a fault of the machine: the run stops, and nothing is recorded for the learner it struck
     * @throws RosterLock.RosterBusy  another run is grading into {@code out}
     */
    @SuppressWarnings("try") // the lock is held for the try's whole body, never read in it
    public static Result grade(
            Path folder,
            Path out,
            GradingOptions options,
            Regrade regrade,
            int jobs,
            Optional<Identities> ids,
            Optional<Path> kit,
            Clock clock,
            Progress progress)
            throws IOException, InterruptedException, RosterLock.RosterBusy {
        if (jobs < 1) {
            throw new IllegalArgumentException("--jobs must be at least 1, not " + jobs);
        }
        List<RosterEntry> entries = discover(folder);
        regrade.check(entries);
        Files.createDirectories(out.resolve(Gradebook.LEARNERS));
        try (RosterLock lock = RosterLock.take(out)) {
            Path launchDir = Files.createTempDirectory("retrykit-roster-");
            // Prepared once for every learner's child: the harness module and the class-data archive.
            try (ChildArchive launch = ChildArchive.start(launchDir, options.limits())) {
                RosterRun run = new RosterRun(
                        new Grader(clock).launching(launch), entries, out, options, regrade, ids, progress);
                run.gradeAll(jobs);
                String summary = ClassFiles.write(out, options.stages(), entries, ids, kit);
                return new Result(run.graded(), summary);
            } finally {
                Folders.deleteQuietly(launchDir);
            }
        }
    }

    /**
     * Grades one learner into {@code dir}, unless the grade saved there was given for the same
     * sources, settings and grader: the unit of work of a roster run, which touches nothing but {@code dir}.
     */
    public static LearnerRun gradeOne(
            Grader grader, RosterEntry entry, Path dir, GradingOptions options, boolean regrade)
            throws IOException, InterruptedException {
        Path report = dir.resolve("report.json");
        try (OpenedSubmission opened = OpenedSubmission.open(entry.path())) {
            Submission submission = new Submission(
                    entry.name(),
                    entry.id(),
                    opened.submission().root(),
                    opened.submission().leftOut(),
                    opened.submission().intake());
            GradingKey key = Grader.key(submission, options);
            if (!regrade && stillHolds(report, entry, key)) {
                return new LearnerRun(Outcome.KEPT, "already graded (use --regrade to grade again)");
            }
            SubmissionReport graded = grader.grade(submission, options);
            ReportFiles.write(dir.resolve("feedback.txt"), TextReport.writeFull(graded));
            ReportFiles.write(dir.resolve("results.json"), GradescopeReport.write(graded));
            ReportFiles.write(dir.resolve("junit.xml"), JUnitXmlReport.write(graded));
            ReportFiles.write(report, JsonReport.write(graded)); // last: its presence means "done"
            Files.deleteIfExists(dir.resolve("error.txt"));
            return new LearnerRun(Outcome.GRADED, graded.points() + "/" + graded.maxPoints());
        } catch (UnreadableSubmission | IllegalArgumentException e) {
            for (String stale : List.of("report.json", "feedback.txt", "results.json", "junit.xml")) {
                Files.deleteIfExists(dir.resolve(stale));
            }
            ReportFiles.write(dir.resolve("error.txt"), e.getMessage() + "\n");
            return new LearnerRun(Outcome.UNREADABLE, "could not grade: " + e.getMessage());
        }
    }

    /** Whether the saved report is this learner's, graded for exactly this key. */
    private static boolean stillHolds(Path report, RosterEntry entry, GradingKey key) throws IOException {
        if (!Files.isRegularFile(report)) {
            return false;
        }
        JsonNode saved;
        try {
            saved = new ObjectMapper().readTree(report.toFile());
        } catch (com.fasterxml.jackson.core.JsonProcessingException unreadable) {
            return false; // not ours, or from an older grader: grade again
        }
        return saved.path("format").asText().equals(JsonReport.FORMAT)
                && saved.path("learner").asText().equals(entry.name())
                && saved.path("learner_id").asText().equals(entry.id())
                && JsonReport.keyOf(saved).equals(key);
    }
}
