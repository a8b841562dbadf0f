package retrykit.grader.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Gradescope's autograder {@code results.json}, as its specification defines it: the score, one
 * scored test per rubric item (the feedback as its output) and, per stage, one always-visible
 * check of the learner's files, without points, so a learner sees at once whether the upload was
 * found and compiled even when the scored tests are held back until later. Every text is plain
 * ({@code "text"} format): compiler messages and learner output are never rendered as HTML.
 */
public final class GradescopeReport {
    /** Gradescope's "text" format: shown as written, nothing rendered. */
    static final String PLAIN = "text";
    /** Statuses decided before any hidden test runs: the learner may always see them. */
    private static final Set<StageStatus> BEFORE_RUNNING = Set.of(
            StageStatus.NOT_SUBMITTED,
            StageStatus.COMPILE_ERROR,
            StageStatus.OUTSIDE_PACKAGE,
            StageStatus.SIGNATURE_CHANGED);

    private GradescopeReport() {}

    /**
     * What an autograder run adds to a grade.
     *
     * @param visibility       when learners see the scored tests
     * @param executionSeconds how long the run took, or null when not measured
     * @param filesByStage     for each stage number, which of the learner's files were graded (and from where)
     * @param notes            files of the upload that belong to no stage, and why
     */
    public record Settings(
            GradescopeVisibility visibility,
            Long executionSeconds,
            Map<String, List<String>> filesByStage,
            List<String> notes) {
        public Settings {
            filesByStage = Map.copyOf(filesByStage);
            notes = List.copyOf(notes);
        }

        /** A report written outside Gradescope (grade --gradescope, roster): visible, nothing measured. */
        public static Settings offline() {
            return new Settings(GradescopeVisibility.VISIBLE, null, Map.of(), List.of());
        }
    }

    public static String write(SubmissionReport report) {
        return write(report, Settings.offline());
    }

    public static String write(SubmissionReport report, Settings settings) {
        ObjectNode root = JsonReport.JSON.createObjectNode();
        root.put("score", report.points());
        if (settings.executionSeconds() != null) {
            root.put("execution_time", settings.executionSeconds());
        }
        root.put("output", summary(report, settings));
        root.put("output_format", PLAIN);
        root.put("test_output_format", PLAIN);
        root.put("test_name_format", PLAIN);
        root.put("visibility", settings.visibility().text());
        // The run's standard output holds every item's feedback: instructors only.
        root.put("stdout_visibility", GradescopeVisibility.HIDDEN.text());
        ObjectNode extra = root.putObject("extra_data");
        extra.put("graded", true);
        extra.put("max_points", report.maxPoints());
        ArrayNode tests = root.putArray("tests");
        for (StageReport s : report.stages()) {
            ObjectNode check = tests.addObject();
            check.put("name", checkName(s));
            check.put("number", s.stage() + ".files");
            check.put("status", BEFORE_RUNNING.contains(s.status()) ? "failed" : "passed");
            check.put("output", checkOutput(s, settings.filesByStage().getOrDefault(s.stage(), List.of())));
            check.put("visibility", GradescopeVisibility.VISIBLE.text());
            for (ItemReport i : s.items()) {
                ObjectNode test = tests.addObject();
                test.put("name", "Stage " + s.stage() + ": " + i.name());
                test.put("number", s.stage() + "." + i.id());
                test.put("score", i.points());
                test.put("max_score", i.maxPoints());
                test.put("status", i.passed() ? "passed" : "failed");
                test.put("output", itemOutput(s, i));
                test.put("visibility", settings.visibility().text());
            }
        }
        return text(root);
    }

    /**
     * The results of a run that could not grade: a fault of the machine or the grader, never the
     * learner's. It carries no score at all, on purpose: any number here would be recorded as the
     * learner's grade. Gradescope's specification asks every results.json for a score, so Gradescope
     * may treat this one as results it did not receive; either way no points are recorded.
     */
    public static String notGraded(String cause, Long executionSeconds) {
        String why = "NOT GRADED: the grader could not grade this submission. This is a fault of the grading"
                + " machine or of the grader, not of your code, and no score was recorded for it.\n"
                + "Cause: " + cause + "\n"
                + "Your course staff see this message too; the submission is graded again when they rerun the autograder.";
        ObjectNode root = JsonReport.JSON.createObjectNode();
        if (executionSeconds != null) {
            root.put("execution_time", executionSeconds);
        }
        root.put("output", why);
        root.put("output_format", PLAIN);
        root.put("test_output_format", PLAIN);
        root.put("test_name_format", PLAIN);
        root.put("visibility", GradescopeVisibility.VISIBLE.text());
        root.put("stdout_visibility", GradescopeVisibility.HIDDEN.text());
        ObjectNode extra = root.putObject("extra_data");
        extra.put("graded", false);
        extra.put("cause", cause);
        ObjectNode test = root.putArray("tests").addObject();
        test.put("name", "NOT GRADED: a fault of the grader, not of your code");
        test.put("status", "failed");
        test.put("output", why);
        test.put("visibility", GradescopeVisibility.VISIBLE.text());
        return text(root);
    }

    /** The name of a stage's check of the learner's files. */
    public static String checkName(StageReport stage) {
        return "Stage " + stage.stage() + ": your files (found, compiled, solve's signature kept)";
    }

    private static String summary(SubmissionReport report, Settings settings) {
        StringBuilder out = new StringBuilder();
        String stages = report.stages().stream().map(StageReport::stage).collect(Collectors.joining(", "));
        if (settings.visibility() == GradescopeVisibility.VISIBLE) {
            out.append("retrykit: ")
                    .append(report.points())
                    .append(" of ")
                    .append(report.maxPoints())
                    .append(" points\n");
            for (StageReport s : report.stages()) {
                out.append("  Stage ")
                        .append(s.stage())
                        .append(" (")
                        .append(s.title())
                        .append("): ")
                        .append(s.points())
                        .append(" of ")
                        .append(s.maxPoints())
                        .append(
                                s.status() == StageStatus.GRADED
                                        ? ""
                                        : " (" + s.status().text() + ")")
                        .append('\n');
            }
            report.stages().stream()
                    .filter(s -> s.firstFailure().isPresent())
                    .findFirst()
                    .ifPresent(s -> out.append("First thing to fix: the test \"")
                            .append(
                                    BEFORE_RUNNING.contains(s.status())
                                            ? checkName(s)
                                            : "Stage " + s.stage() + ": "
                                                    + s.firstFailure()
                                                            .orElseThrow()
                                                            .name())
                            .append("\".\n"));
        } else {
            out.append("retrykit graded stage")
                    .append(report.stages().size() == 1 ? " " : "s ")
                    .append(stages)
                    .append(". ")
                    .append(settings.visibility().whenShown())
                    .append('\n')
                    .append(
                            "Each stage's check of your files (found, compiled, solve's signature kept) is shown now.\n");
        }
        if (!report.notes().isEmpty()) {
            out.append("\nYour upload:\n");
            report.notes().forEach(n -> out.append("  ").append(n).append('\n'));
        }
        if (!settings.notes().isEmpty()) {
            out.append("\nNot graded from your upload:\n");
            settings.notes().forEach(n -> out.append("  ").append(n).append('\n'));
        }
        return out.toString();
    }

    private static String checkOutput(StageReport s, List<String> files) {
        StringBuilder out = new StringBuilder(
                switch (s.status()) {
                    case NOT_SUBMITTED ->
                        "Stage " + s.stage() + " is not in your submission: upload the whole kit, the folder exercises/"
                                + s.stage() + ", or the stage's .java files.";
                    case COMPILE_ERROR ->
                        "Stage " + s.stage() + " does not compile, so none of its tests ran. The compiler said:\n"
                                + s.detail();
                    case OUTSIDE_PACKAGE ->
                        "Stage " + s.stage() + " compiled into a package it does not own, so none of its tests ran:\n"
                                + s.detail();
                    case SIGNATURE_CHANGED ->
                        "Stage " + s.stage() + "'s solve does not keep the kit's signature, so none of its tests ran:\n"
                                + s.detail();
                    default -> "Stage " + s.stage() + " compiled, and solve keeps the kit's signature.";
                });
        if (!files.isEmpty()) {
            out.append("\n\nYour files graded for stage ").append(s.stage()).append(":\n");
            files.forEach(f -> out.append("  ").append(f).append('\n'));
        }
        if (!s.notes().isEmpty()) {
            out.append("\nLeft out:\n");
            s.notes().forEach(n -> out.append("  ").append(n).append('\n'));
        }
        return out.toString().stripTrailing();
    }

    private static String itemOutput(StageReport s, ItemReport i) {
        if (i.passed()) {
            return i.output().isEmpty() ? "passed" : "passed\n\nprinted while it ran:\n" + i.output();
        }
        if (BEFORE_RUNNING.contains(s.status())) {
            return "not run: " + s.status().text() + " (see the test \"" + checkName(s) + "\")";
        }
        StringBuilder output = new StringBuilder(i.feedback());
        if (!s.detail().isEmpty()) {
            output.append("\n\n").append(s.status().text()).append(":\n").append(s.detail());
        }
        if (!i.output().isEmpty()) {
            output.append("\n\nprinted while it ran:\n").append(i.output());
        }
        return output.toString();
    }

    private static String text(ObjectNode root) {
        try {
            return JsonReport.JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write results.json", e);
        }
    }
}
