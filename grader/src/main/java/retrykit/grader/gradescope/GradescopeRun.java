package retrykit.grader.gradescope;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import retrykit.grader.grading.Grader;
import retrykit.grader.grading.GradingOptions;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.GradescopeReport;
import retrykit.grader.report.GradescopeVisibility;
import retrykit.grader.report.ReportFiles;
import retrykit.grader.report.SubmissionReport;
import retrykit.grader.report.TextReport;
import retrykit.grader.submission.Assembly;
import retrykit.grader.submission.LearnerId;
import retrykit.grader.submission.OpenedSubmission;
import retrykit.grader.submission.SourceFile;
import retrykit.grader.submission.StageSources;
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
        log.println(container(options.limits().heapMegabytes()));
        try {
            if (!Files.isDirectory(upload)) {
                throw new IOException("there is no submission folder at " + upload);
            }
            SubmissionReport report;
            Map<String, List<String>> filesByStage;
            // the same intake as grade and roster, so one upload gets one grade whichever way it is graded
            try (OpenedSubmission opened = OpenedSubmission.open(upload)) {
                Submission found = opened.submission();
                Submission submission = new Submission(
                        "submission", LearnerId.of("submission"), found.root(), found.leftOut(), found.intake());
                filesByStage = opened.origins().isEmpty() ? filesGraded(submission, options) : opened.origins();
                filesByStage.forEach((stage, files) -> log.println("stage " + stage + ": " + String.join(", ", files)));
                found.intake().forEach(note -> log.println("intake: " + note));
                report = new Grader(clock).grade(submission, options);
            }
            ReportFiles.write(
                    results,
                    GradescopeReport.write(
                            report,
                            new GradescopeReport.Settings(visibility, seconds(start), filesByStage, List.of())));
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
        }
    }

    /**
     * What the container gives this run, as the JVM sees it (the cgroup's CPU quota, rounded up to
     * whole processors, and its memory limit), for the instructor's log. The limits do not change
     * with it: they count processor time, so a grade is the same on any container, and
     * {@link Assignment} sizes them for the smallest, Gradescope's default half a CPU. Memory is
     * another matter: too little, and the kernel ends the run, which Gradescope reports "Killed".
     */
    static String container(int childHeapMegabytes) {
        int processors = Runtime.getRuntime().availableProcessors();
        long memory = -1;
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            memory = os.getTotalMemorySize() / (1024 * 1024);
        }
        long graderHeap = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        // Besides the two heaps, each JVM needs some 100 to 150 MB of its own (classes, compiled code, threads).
        long needed = graderHeap + childHeapMegabytes + 2 * NON_HEAP_MEGABYTES;
        String seen = "container: " + processors + " processor(s) and "
                + (memory < 0 ? "unknown memory" : memory + " MB") + " as the JVM sees them; the grader's heap "
                + graderHeap + " MB, the learner's JVM's " + childHeapMegabytes + " MB";
        if (memory >= 0 && memory < needed) {
            return seen + "\nwarning: the two JVMs need some " + needed + " MB; if Gradescope reports the run"
                    + " \"Killed\", give the assignment more memory (grader/README.md, Gradescope's container)";
        }
        return seen;
    }

    /** What a JVM needs besides its heap, in MB, for the memory check of {@link #container}. */
    private static final long NON_HEAP_MEGABYTES = 128;

    /** Each stage's files taken from the upload, by where they lie in it. */
    private static Map<String, List<String>> filesGraded(Submission submission, GradingOptions options) {
        Map<String, List<String>> files = new LinkedHashMap<>();
        for (Stage stage : options.stages()) {
            StageSources sources = Assembly.of(submission, stage);
            Optional<Path> folder = submission.stageFolder(stage);
            if (folder.isEmpty()) {
                continue;
            }
            String shown = submission.root().relativize(folder.get()).toString().replace('\\', '/') + "/src/main/java/";
            List<String> learners = sources.files().stream()
                    .filter(SourceFile::learners)
                    .map(f -> shown + f.path())
                    .toList();
            if (!learners.isEmpty()) {
                files.put(stage.number(), learners);
            }
        }
        return files;
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
