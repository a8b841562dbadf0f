package retrykit.grader.gradescope;

import java.util.List;
import java.util.stream.Collectors;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.GradescopeVisibility;
import retrykit.grader.run.Limits;

/**
 * What one Gradescope assignment grades, and how: the stages, when learners see their results,
 * and the limits on a learner's code. Built into the autograder zip, whose run_autograder hands
 * it to the grader for every submission.
 *
 * @param stages     the stages graded, in order
 * @param visibility when learners see the scored tests
 * @param limits     the learner's time and memory
 */
public record Assignment(List<Stage> stages, GradescopeVisibility visibility, Limits limits) {
    /** Seconds for compiling and starting JVMs, on top of the learner's time, before a run is stopped. */
    static final int OVERHEAD_SECONDS = 120;

    public Assignment {
        stages = List.copyOf(stages);
        if (stages.isEmpty()) {
            throw new IllegalArgumentException("an assignment grades at least one stage");
        }
    }

    /** The grading options run_autograder passes to the in-container run, besides its paths. */
    public List<String> gradingArguments() {
        return List.of(
                "--stage",
                stages.stream().map(Stage::number).collect(Collectors.joining(",")),
                "--visibility",
                visibility.text(),
                "--time-limit",
                String.valueOf(limits.wallSeconds()),
                "--property-time-limit",
                String.valueOf(limits.itemSeconds()),
                "--heap",
                String.valueOf(limits.heapMegabytes()));
    }

    /** The most one whole run may take, after which run_autograder stops it. */
    public int runSeconds() {
        return limits.wallSeconds() + OVERHEAD_SECONDS;
    }
}
