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
 * by the run inside it, so the zip hands the run exactly what the instructor chose. The limits
 * are wider than 'grade''s: Gradescope gives each submission half a CPU unless told otherwise.
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
            defaultValue = "300",
            description = "Most time one submission's code may take in all (default: ${DEFAULT-VALUE}).")
    int wallSeconds;

    @Option(
            names = "--property-time-limit",
            paramLabel = "SECONDS",
            defaultValue = "30",
            description = "Most time one property may take before it is stopped (default: ${DEFAULT-VALUE}).")
    int itemSeconds;

    @Option(
            names = "--heap",
            paramLabel = "MB",
            defaultValue = "256",
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
