package retrykit.grader.roster;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.ItemReport;
import retrykit.grader.report.StageReport;
import retrykit.grader.report.StageStatus;
import retrykit.grader.report.SubmissionReport;

/**
 * The class at a glance, computed from the learners' saved reports alone (nothing is graded again):
 * the spread of scores, each stage's and each rubric item's pass rate, the lesson sections the
 * class most often failed first, and who did not get a full grading. {@link ClassPage} draws it,
 * {@link #summary} tells it in a few lines at the end of a run.
 *
 * @param graded       every learner with a report, in the roster's order
 * @param notGraded    every learner with no report, and why (could not be read, nothing saved yet, or no submission)
 * @param stages       each stage's pass rate
 * @param items        each rubric item's pass rate, stage by stage
 * @param firstFailures the lesson sections learners failed first, most often first
 * @param troubles     each learner's stages that did not run to the end, by what happened
 */
public record ClassOverview(
        List<SubmissionReport> graded,
        Map<String, String> notGraded,
        List<Rate> stages,
        List<Rate> items,
        List<FirstFailure> firstFailures,
        Map<String, List<String>> troubles) {

    /** Where a failure's feedback points the learner: {@code read: FILE, section "HEADING"}. */
    private static final Pattern READ = Pattern.compile("read:\\s+(\\S+), section \"([^\"]+)\"");

    /**
     * How many of the learners graded passed one stage (all its points) or one item.
     *
     * @param stage   the stage number
     * @param what    the stage's title, or the item's name
     * @param id      "" for a stage, the item's id
     * @param passed  learners who earned all its points
     * @param of      learners graded on it (every learner with a report)
     */
    public record Rate(String stage, String what, String id, int passed, int of) {
        /** The pass rate as a whole percentage, "67%", or "–" for none graded. */
        public String percent() {
            return of == 0 ? "–" : Math.round(100.0 * passed / of) + "%";
        }
    }

    /**
     * A lesson section learners failed first in a stage: what to teach again.
     *
     * @param stage    the stage
     * @param lesson   the lesson file, {@code exercises/01/README.md}
     * @param section  the section's heading, or "" when the stub was left as it is
     * @param learners who failed it first, in the roster's order
     */
    public record FirstFailure(String stage, String lesson, String section, List<String> learners) {}

    /** The overview of {@code results} over {@code stages}; {@code notSubmitted} are the ids file's people with no submission. */
    public static ClassOverview of(List<Stage> stages, List<LearnerResult> results, List<String> notSubmitted) {
        List<SubmissionReport> graded = new ArrayList<>();
        Map<String, String> notGraded = new LinkedHashMap<>();
        for (LearnerResult result : results) {
            if (result instanceof LearnerResult.Graded g) {
                graded.add(g.report());
            } else if (result instanceof LearnerResult.Unreadable u) {
                notGraded.put(u.entry().name(), "could not be read: " + u.reason());
            } else {
                notGraded.put(result.entry().name(), "nothing saved yet (the run stopped before them)");
            }
        }
        notSubmitted.forEach(p -> notGraded.put(p, "no submission"));
        List<Rate> stageRates = new ArrayList<>();
        List<Rate> itemRates = new ArrayList<>();
        for (Stage stage : stages) {
            List<StageReport> theirs = new ArrayList<>();
            for (SubmissionReport r : graded) {
                r.stages().stream()
                        .filter(s -> s.stage().equals(stage.number()))
                        .forEach(theirs::add);
            }
            stageRates.add(new Rate(
                    stage.number(),
                    stage.title(),
                    "",
                    (int) theirs.stream()
                            .filter(s -> s.maxPoints() > 0 && s.points() == s.maxPoints())
                            .count(),
                    theirs.size()));
            Map<String, int[]> counts = new LinkedHashMap<>();
            Map<String, String> names = new LinkedHashMap<>();
            for (StageReport s : theirs) {
                for (ItemReport i : s.items()) {
                    names.putIfAbsent(i.id(), i.name());
                    int[] c = counts.computeIfAbsent(i.id(), k -> new int[2]);
                    c[0] += i.passed() ? 1 : 0;
                    c[1]++;
                }
            }
            counts.forEach((id, c) -> itemRates.add(new Rate(stage.number(), names.get(id), id, c[0], c[1])));
        }
        Map<List<String>, List<String>> first = new LinkedHashMap<>();
        Map<String, List<String>> troubles = new LinkedHashMap<>();
        for (SubmissionReport r : graded) {
            for (StageReport s : r.stages()) {
                if (s.status() != StageStatus.GRADED && s.status() != StageStatus.NOT_SUBMITTED) {
                    troubles.computeIfAbsent(s.status().text(), k -> new ArrayList<>())
                            .add(r.learner() + " (" + s.stage() + ")");
                }
                // A stage that timed out or crashed is listed with its status above; its first failure is
                // no lesson's section (a "not run" item, or the one that ran out of time), and counting it
                // here would report it as a stage not started.
                Optional<ItemReport> failed = s.firstFailure();
                if (s.status() == StageStatus.GRADED && failed.isPresent()) {
                    Matcher read = READ.matcher(failed.get().feedback());
                    Stage stage = Stage.byNumber(s.stage()).orElse(null);
                    boolean found = read.find();
                    String lesson = found ? read.group(1) : stage == null ? "" : stage.readme();
                    String section = found ? read.group(2) : "";
                    first.computeIfAbsent(List.of(s.stage(), lesson, section), k -> new ArrayList<>())
                            .add(r.learner());
                }
            }
        }
        List<FirstFailure> failures = new ArrayList<>();
        first.forEach((k, learners) -> failures.add(new FirstFailure(k.get(0), k.get(1), k.get(2), learners)));
        failures.sort(Comparator.comparing((FirstFailure f) -> -f.learners().size())
                .thenComparing(FirstFailure::stage)
                .thenComparing(FirstFailure::section));
        return new ClassOverview(graded, notGraded, stageRates, itemRates, failures, troubles);
    }

    public ClassOverview {
        graded = List.copyOf(graded);
        notGraded = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(notGraded));
        stages = List.copyOf(stages);
        items = List.copyOf(items);
        firstFailures = List.copyOf(firstFailures);
        troubles = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(troubles));
    }

    /** How many graded learners scored in each tenth of the points: {@code [0, 10)}, ... {@code [90, 100)}, and exactly 100%. */
    public int[] histogram() {
        int[] bins = new int[11];
        for (SubmissionReport r : graded) {
            bins[r.maxPoints() == 0 ? 0 : Math.min(10, r.points() * 10 / r.maxPoints())]++;
        }
        return bins;
    }

    /** The median score in percent of the points, or empty when nobody was graded. */
    public Optional<String> medianPercent() {
        if (graded.isEmpty()) {
            return Optional.empty();
        }
        List<Double> scores = graded.stream()
                .map(r -> r.maxPoints() == 0 ? 0.0 : 100.0 * r.points() / r.maxPoints())
                .sorted()
                .toList();
        int n = scores.size();
        double median = n % 2 == 1 ? scores.get(n / 2) : (scores.get(n / 2 - 1) + scores.get(n / 2)) / 2;
        return Optional.of(String.format(java.util.Locale.ROOT, "%.1f%%", median));
    }

    /** A few lines on the class, for the end of a roster run. */
    public String summary() {
        StringBuilder out = new StringBuilder();
        out.append("class: ")
                .append(graded.size())
                .append(" graded, ")
                .append(notGraded.size())
                .append(" not graded");
        medianPercent().ifPresent(m -> out.append("; median ").append(m));
        out.append('\n');
        for (Rate s : stages) {
            out.append(String.format(
                    java.util.Locale.ROOT,
                    "  stage %s: %d of %d full marks (%s)%n",
                    s.stage(),
                    s.passed(),
                    s.of(),
                    s.percent()));
        }
        firstFailures.stream()
                .limit(3)
                .forEach(f -> out.append("  failed first by ")
                        .append(f.learners().size())
                        .append(": ")
                        .append(f.section().isEmpty() ? "stage " + f.stage() + " not started" : f.section())
                        .append(" (")
                        .append(f.lesson())
                        .append(")\n"));
        troubles.forEach((what, who) -> out.append("  ")
                .append(what)
                .append(": ")
                .append(String.join(", ", who))
                .append('\n'));
        if (!notGraded.isEmpty()) {
            out.append("  not graded: ")
                    .append(String.join(", ", notGraded.keySet()))
                    .append('\n');
        }
        return out.toString();
    }
}
