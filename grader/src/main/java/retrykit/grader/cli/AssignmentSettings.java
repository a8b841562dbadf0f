package retrykit.grader.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import retrykit.grader.gradescope.Assignment;
import retrykit.grader.grading.GradingOptions;
import retrykit.grader.property.PropertyConfig;
import retrykit.grader.report.GradescopeVisibility;
import retrykit.grader.run.IsolatedGrading;
import retrykit.grader.run.Limits;

/**
 * The options of a Gradescope assignment, shared by the command that writes the autograder and
 * by the run inside it, so the zip hands the run exactly what the instructor chose. The default
 * limits are sized in {@link Assignment} so that the worst a submission can do fits Gradescope's
 * default container (half a CPU) and timeout (10 minutes).
 */
final class AssignmentSettings {
    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(
            names = {"-s", "--stage"},
            paramLabel = "NN",
            split = ",",
            completionCandidates = StageNumbers.class,
            description = {
                "Grade only these stages (${COMPLETION-CANDIDATES}); repeat or separate with commas.",
                "Default: every stage."
            })
    List<String> stages = new ArrayList<>();

    @Option(
            names = "--visibility",
            paramLabel = "WHEN",
            defaultValue = "visible",
            description = {
                "When learners see their points and feedback: visible,",
                "after_due_date, after_published or hidden (default: ${DEFAULT-VALUE}).",
                "Each stage's check of the learner's files is shown at once."
            })
    String visibility;

    @Option(
            names = "--time-limit",
            paramLabel = "SECONDS",
            defaultValue = "" + Assignment.STAGE_SECONDS,
            description = "Most processor time one stage may use, restarts included (each stage has its own: the sum of"
                    + " its properties' limits, at most this); every stage spending all of it must fit Gradescope's"
                    + " 10 minutes on half a CPU (default: ${DEFAULT-VALUE}).")
    int wallSeconds;

    @Option(
            names = "--property-time-limit",
            paramLabel = "SECONDS",
            defaultValue = "" + Assignment.PROPERTY_SECONDS,
            description = "Most processor time one property may use before it is stopped (default: ${DEFAULT-VALUE}).")
    int itemSeconds;

    @Option(
            names = "--heap",
            paramLabel = "MB",
            defaultValue = "" + Assignment.HEAP_MEGABYTES,
            description = "Heap of the JVM that runs a learner's code (default: ${DEFAULT-VALUE}).")
    int heapMegabytes;

    Assignment assignment() {
        GradescopeVisibility when = GradescopeVisibility.byText(visibility)
                .orElseThrow(() -> new ParameterException(
                        spec.commandLine(),
                        "--visibility is one of " + GradescopeVisibility.choices() + ", not '" + visibility + "'"));
        try {
            return new Assignment(
                    GradingSettings.stages(stages, spec), when, new Limits(wallSeconds, itemSeconds, heapMegabytes));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    /** How to grade the assignment: its stages and limits, the fixed grading seeds. */
    static GradingOptions options(Assignment assignment) {
        return new GradingOptions(
                assignment.stages(),
                assignment.limits(),
                new IsolatedGrading.Exploration(null, PropertyConfig.DEFAULT_TRIES, null, List.of()));
    }
}
