package retrykit.grader.grading;

import java.util.List;
import retrykit.grader.kit.Stage;
import retrykit.grader.run.IsolatedGrading;
import retrykit.grader.run.Limits;

/**
 * How to grade: which stages, within which limits, with which property settings.
 *
 * @param stages      the stages to grade, in order
 * @param limits      time and memory bounds
 * @param exploration the property engine's seed, tries, replay and item selection
 */
public record GradingOptions(List<Stage> stages, Limits limits, IsolatedGrading.Exploration exploration) {
    public GradingOptions {
        stages = List.copyOf(stages);
        if (stages.isEmpty()) {
            throw new IllegalArgumentException("grade at least one stage");
        }
    }

    /** The settings as one line, part of what a saved grade was given for. */
    public String describe() {
        return "stages=" + String.join(",", stages.stream().map(Stage::number).toList())
                + " seed=" + exploration.seed() + " tries=" + exploration.tries() + " replay=" + exploration.replay()
                + " only=" + String.join(",", exploration.only()) + " time-limit=" + limits.wallSeconds()
                + " property-time-limit=" + limits.itemSeconds() + " heap=" + limits.heapMegabytes();
    }

    /** Every stage, default limits, the fixed grading seeds and 200 tries. */
    public static GradingOptions defaults() {
        return new GradingOptions(
                Stage.all(),
                Limits.defaults(),
                new IsolatedGrading.Exploration(
                        null, retrykit.grader.property.PropertyConfig.DEFAULT_TRIES, null, List.of()));
    }
}
