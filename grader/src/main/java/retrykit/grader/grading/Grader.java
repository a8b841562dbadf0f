package retrykit.grader.grading;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.GradingKey;
import retrykit.grader.report.ItemReport;
import retrykit.grader.report.StageReport;
import retrykit.grader.report.StageStatus;
import retrykit.grader.report.SubmissionReport;
import retrykit.grader.rubric.Rubric;
import retrykit.grader.rubric.RubricItem;
import retrykit.grader.run.ChildLaunch;
import retrykit.grader.run.IsolatedGrading;
import retrykit.grader.run.ItemRun;
import retrykit.grader.scan.AllowList;
import retrykit.grader.scan.ApiScan;
import retrykit.grader.scan.Forbidden;
import retrykit.grader.submission.ApiCheck;
import retrykit.grader.submission.Assembly;
import retrykit.grader.submission.Compilation;
import retrykit.grader.submission.SourceFile;
import retrykit.grader.submission.StageCompiler;
import retrykit.grader.submission.StageSources;
import retrykit.grader.submission.Submission;

/**
 * Grades one submission: lays its sources over the kit's, compiles each stage, checks what the
 * compiled code references against the stage's allow-list, checks that {@code solve} kept its
 * signature, runs the hidden suites in an isolated child JVM, and turns every outcome, including
 * the ones that never ran, into a report with points and feedback. An {@link IOException} out of
 * here is the machine's fault (a temporary folder, the disk, a JVM that would not start), never a
 * learner's: callers record no grade for it.
 */
public final class Grader {
    /** Findings listed in a stage's detail; the rest are counted. */
    static final int FORBIDDEN_SHOWN = 10;

    private final Clock clock;
    private final boolean scan;
    private final ChildLaunch.Source launch;

    public Grader(Clock clock) {
        this(clock, true, ChildLaunch.Source.ALONE);
    }

    private Grader(Clock clock, boolean scan, ChildLaunch.Source launch) {
        this.clock = clock;
        this.scan = scan;
        this.launch = launch;
    }

    /** This grader, starting every child as {@code launch} says (a roster's launch, shared by all its learners). */
    public Grader launching(ChildLaunch.Source launch) {
        return new Grader(clock, scan, launch);
    }

    /**
     * A grader that skips the check of what learner code references, so that the self-check can prove
     * the runtime defences (the watchdog, the supervisor, the encapsulated harness) hold on their own.
     */
    public static Grader withoutApiScan(Clock clock) {
        return new Grader(clock, false, ChildLaunch.Source.ALONE);
    }

    public SubmissionReport grade(Submission submission, GradingOptions options)
            throws IOException, InterruptedException {
        Path work = Files.createTempDirectory("retrykit-grade-");
        try {
            Map<Stage, StageReport> early = new LinkedHashMap<>();
            Map<Stage, List<String>> notes = new LinkedHashMap<>();
            List<IsolatedGrading.StageRun> runs = new ArrayList<>();
            List<Stage> chosen = chosenStages(options);
            for (Stage stage : chosen) {
                Rubric rubric = rubricFor(stage, options);
                StageSources sources = Assembly.of(submission, stage);
                notes.put(stage, sources.notes());
                if (!sources.present()) {
                    early.put(
                            stage,
                            notRun(
                                    stage,
                                    rubric,
                                    StageStatus.NOT_SUBMITTED,
                                    "exercises/" + stage.number() + " is not in the submission",
                                    sources.notes()));
                    continue;
                }
                Compilation compiled = StageCompiler.compile(sources, work);
                if (compiled.outsideThePackage()) {
                    early.put(
                            stage,
                            notRun(
                                    stage,
                                    rubric,
                                    StageStatus.OUTSIDE_PACKAGE,
                                    outsideDetail(stage, compiled.outside()),
                                    sources.notes()));
                    continue;
                }
                if (!compiled.ok()) {
                    early.put(
                            stage,
                            notRun(stage, rubric, StageStatus.COMPILE_ERROR, compiled.errors(), sources.notes()));
                    continue;
                }
                List<Forbidden> forbidden = scan ? ApiScan.scan(stage, compiled.classes()) : List.of();
                if (!forbidden.isEmpty()) {
                    early.put(
                            stage,
                            notRun(
                                    stage,
                                    rubric,
                                    StageStatus.FORBIDDEN_API,
                                    forbiddenDetail(stage, forbidden),
                                    sources.notes()));
                    continue;
                }
                Optional<String> changed = ApiCheck.differences(stage, compiled.classes());
                if (changed.isPresent()) {
                    early.put(
                            stage,
                            notRun(stage, rubric, StageStatus.SIGNATURE_CHANGED, changed.get(), sources.notes()));
                    continue;
                }
                runs.add(new IsolatedGrading.StageRun(stage, rubric, compiled.classes()));
            }
            IsolatedGrading.Outcome outcome = runs.isEmpty()
                    ? new IsolatedGrading.Outcome(Map.of(), Map.of())
                    : IsolatedGrading.run(runs, options.limits(), options.exploration(), work, launch);
            List<StageReport> stages = new ArrayList<>();
            for (Stage stage : chosen) {
                StageReport report = early.get(stage);
                if (report == null) {
                    report = graded(stage, rubricFor(stage, options), outcome, notes.get(stage));
                }
                stages.add(report);
            }
            String at = DateTimeFormatter.ISO_INSTANT.format(clock.instant().truncatedTo(ChronoUnit.SECONDS));
            return SubmissionReport.of(
                    submission.name(),
                    submission.id(),
                    stages,
                    options.exploration().seed(),
                    at,
                    submissionNotes(submission),
                    key(submission, options));
        } finally {
            Folders.deleteQuietly(work);
        }
    }

    /**
     * What a grade of {@code submission} under {@code options} is given for: the digest of every
     * source the grader takes from it (and of what it leaves out), the settings, and this grader.
     * Computed without compiling or running anything, so a roster run can tell cheaply whether a
     * saved grade still holds.
     */
    public static GradingKey key(Submission submission, GradingOptions options) {
        MessageDigest digest = sha256();
        for (Stage stage : chosenStages(options)) {
            StageSources sources = Assembly.of(submission, stage);
            update(digest, "stage " + stage.number() + " present=" + sources.present());
            for (SourceFile file : sources.files()) {
                if (file.learners()) {
                    update(digest, file.path());
                    update(digest, file.content());
                }
            }
            sources.notes().forEach(n -> update(digest, n));
        }
        submissionNotes(submission).forEach(n -> update(digest, n));
        return new GradingKey(HexFormat.of().formatHex(digest.digest()), options.describe(), GraderVersion.get());
    }

    /** The report's notes on the whole submission: where its files were found, then what was left out. */
    private static List<String> submissionNotes(Submission submission) {
        List<String> notes = new ArrayList<>(submission.intake());
        notes.addAll(Assembly.outsideEveryStage(submission));
        return notes;
    }

    private static void update(MessageDigest digest, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        digest.update(java.nio.ByteBuffer.allocate(4).putInt(bytes.length).array());
        digest.update(bytes);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    private static String forbiddenDetail(Stage stage, List<Forbidden> forbidden) {
        String listed = forbidden.stream()
                .limit(FORBIDDEN_SHOWN)
                .map(f -> "  " + f.describe())
                .collect(Collectors.joining("\n"));
        String more = forbidden.size() > FORBIDDEN_SHOWN
                ? "\n  ... and " + (forbidden.size() - FORBIDDEN_SHOWN) + " more"
                : "";
        return "the code of " + stage + " uses what a solve may not, so none of it was run:\n" + listed + more + "\n"
                + AllowList.of(stage).sentence().replace("**", "") + " (" + stage.readme() + ")";
    }

    private static String outsideDetail(Stage stage, List<String> outside) {
        return "the code of " + stage + " compiled into a package the stage does not own, so none of it was run:\n"
                + outside.stream().map(n -> "  " + n).collect(Collectors.joining("\n")) + "\n"
                + "Keep every file of the stage in package " + stage.packageName()
                + " (its package line, as the compiler reads it, unicode escapes and comments included),"
                + " and ship no module-info.java.";
    }

    /** A stage's full rubric: its items, their ids and points. */
    public static Rubric rubric(Stage stage) {
        return Rubric.of(stage);
    }

    /** The stages to grade: with --only, just those that hold a selected item. */
    private static List<Stage> chosenStages(GradingOptions options) {
        List<String> only = options.exploration().only();
        if (only.isEmpty()) {
            return options.stages();
        }
        List<Stage> chosen = options.stages().stream()
                .filter(s -> rubric(s).items().stream().anyMatch(i -> only.contains(i.id())))
                .toList();
        List<String> known = options.stages().stream()
                .flatMap(s -> rubric(s).items().stream())
                .map(RubricItem::id)
                .toList();
        List<String> unknown = only.stream().filter(id -> !known.contains(id)).toList();
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("no rubric item " + String.join(", ", unknown)
                    + " in the stages graded; the items are: " + String.join(", ", known));
        }
        return chosen;
    }

    /** The stage's rubric, narrowed to the selected items when the run selects some. */
    private static Rubric rubricFor(Stage stage, GradingOptions options) {
        Rubric full = rubric(stage);
        List<String> only = options.exploration().only();
        if (only.isEmpty()) {
            return full;
        }
        List<RubricItem> kept =
                full.items().stream().filter(i -> only.contains(i.id())).toList();
        return kept.isEmpty() ? full : new Rubric(stage, full.suiteClass(), kept);
    }

    private static StageReport notRun(
            Stage stage, Rubric rubric, StageStatus status, String detail, List<String> notes) {
        String why = "not run: " + status.text() + " (see the stage's detail)";
        List<ItemReport> items = rubric.items().stream()
                .map(i -> new ItemReport(i.id(), i.name(), 0, i.points(), false, why, ""))
                .toList();
        return new StageReport(stage.number(), stage.title(), status, 0, rubric.maxPoints(), detail, notes, items);
    }

    private static StageReport graded(Stage stage, Rubric rubric, IsolatedGrading.Outcome outcome, List<String> notes) {
        Map<String, ItemRun> runs = outcome.items().getOrDefault(stage, Map.of());
        String stageError = outcome.stageErrors().get(stage);
        List<ItemReport> items = new ArrayList<>();
        StageStatus status = stageError == null ? StageStatus.GRADED : StageStatus.CRASHED;
        for (RubricItem item : rubric.items()) {
            ItemRun run = runs.get(item.id());
            if (run == null) {
                run = new ItemRun(
                        ItemRun.Status.NOT_RUN,
                        stageError == null ? "not run: grading stopped before this property" : "not run: " + stageError,
                        "");
            }
            if (run.status() == ItemRun.Status.TIMED_OUT && status == StageStatus.GRADED) {
                status = StageStatus.TIMED_OUT;
            } else if (run.status() == ItemRun.Status.CRASHED && status != StageStatus.CRASHED) {
                status = StageStatus.CRASHED;
            }
            boolean passed = run.status() == ItemRun.Status.PASSED;
            items.add(new ItemReport(
                    item.id(),
                    item.name(),
                    passed ? item.points() : 0,
                    item.points(),
                    passed,
                    passed ? "" : run.feedback(),
                    run.output()));
        }
        int points = items.stream().mapToInt(ItemReport::points).sum();
        return new StageReport(
                stage.number(),
                stage.title(),
                status,
                points,
                rubric.maxPoints(),
                stageError == null ? "" : stageError,
                notes,
                items);
    }
}
