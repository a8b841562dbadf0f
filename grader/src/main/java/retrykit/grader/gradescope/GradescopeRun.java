package retrykit.grader.gradescope;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.TimeUnit;
import retrykit.grader.grading.Folders;
import retrykit.grader.grading.Grader;
import retrykit.grader.grading.GradingOptions;
import retrykit.grader.report.GradescopeReport;
import retrykit.grader.report.GradescopeVisibility;
import retrykit.grader.report.ReportFiles;
import retrykit.grader.report.SubmissionReport;
import retrykit.grader.report.TextReport;
import retrykit.grader.submission.Submission;

/**
 * One autograder run inside Gradescope's container: lays the learner's upload out as a kit
 * submission, grades it with the hidden suites and writes {@code results.json}. It always writes
 * one. Whatever the learner's code does (not compile, loop, exit, crash) the grader turns into
 * failed tests; when grading itself cannot happen (no upload, a full disk, a JVM that does not
 * start, a bug of the grader), the file says so and carries no score, since any number would be
 * recorded as the learner's grade.
 */
public final class GradescopeRun {
    private GradescopeRun() {}

    /**
     * Grades {@code upload} into {@code results}; says what happened on {@code log} (the run's
     * standard output, which Gradescope shows to instructors only).
     *
     * @return true when the submission was graded, false when results.json says it could not be
     */
    public static boolean run(
            Path upload,
            Path results,
            GradingOptions options,
            GradescopeVisibility visibility,
            Clock clock,
            PrintWriter log)
            throws IOException {
        long start = System.nanoTime();
        Path scratch = null;
        try {
            if (!Files.isDirectory(upload)) {
                throw new IOException("there is no submission folder at " + upload);
            }
            scratch = Files.createTempDirectory("retrykit-gradescope-");
            SubmissionLayout.Laid laid = SubmissionLayout.layOut(upload, scratch.resolve("submission"));
            laid.filesByStage()
                    .forEach((stage, files) -> log.println("stage " + stage + ": " + String.join(", ", files)));
            laid.notes().forEach(note -> log.println("not graded: " + note));
            SubmissionReport report = new Grader(clock).grade(new Submission("submission", laid.root()), options);
            ReportFiles.write(
                    results,
                    GradescopeReport.write(
                            report,
                            new GradescopeReport.Settings(
                                    visibility, seconds(start), laid.filesByStage(), laid.notes())));
            log.print(TextReport.write(report, false));
            log.println("results.json written: " + report.points() + " of " + report.maxPoints() + " points");
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return notGraded(results, "grading was interrupted", start, log);
        } catch (Exception | LinkageError | VirtualMachineError e) {
            e.printStackTrace(log);
            return notGraded(results, e.getClass().getSimpleName() + ": " + e.getMessage(), start, log);
        } finally {
            log.flush();
            Folders.deleteQuietly(scratch);
        }
    }

    private static boolean notGraded(Path results, String cause, long start, PrintWriter log) throws IOException {
        log.println("NOT GRADED: " + cause);
        ReportFiles.write(results, GradescopeReport.notGraded(cause, seconds(start)));
        return false;
    }

    private static long seconds(long start) {
        return TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
    }
}
