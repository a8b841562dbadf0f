package retrykit.grader.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import retrykit.grader.grading.GradingOptions;
import retrykit.grader.kit.Stage;
import retrykit.grader.property.PropertyConfig;
import retrykit.grader.run.IsolatedGrading;
import retrykit.grader.run.Limits;
import retrykit.grader.run.WorkClock;

/** The options every grading command shares: which stages, the property engine, the limits. */
final class GradingSettings {
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
            names = "--seed",
            paramLabel = "N",
            description = {
                "Explore from this seed instead of each property's fixed grading seed.",
                "Grades given for the record should use the default."
            })
    Long seed;

    @Option(
            names = "--tries",
            paramLabel = "N",
            defaultValue = "" + PropertyConfig.DEFAULT_TRIES,
            description = "Cases tried per property (default: ${DEFAULT-VALUE}).")
    int tries;

    @Option(
            names = "--replay",
            paramLabel = "SEED",
            description = "Run one case again: the seed a failure printed (use with --only).")
    Long replay;

    @Option(
            names = "--only",
            paramLabel = "ITEM",
            split = ",",
            description = "Run only these rubric items (their ids, as failures print them).")
    List<String> only = new ArrayList<>();

    @Option(
            names = "--time-limit",
            paramLabel = "SECONDS",
            defaultValue = "120",
            description = "Most processor time one stage may use, restarts included (each stage has its own: the sum of"
                    + " its properties' limits, at most this); it may also take " + WorkClock.WAIT_FACTOR
                    + " times as long to get it (default: ${DEFAULT-VALUE}).")
    int wallSeconds;

    @Option(
            names = "--property-time-limit",
            paramLabel = "SECONDS",
            defaultValue = "10",
            description = "Most processor time one property may use before it is stopped; it may also take "
                    + WorkClock.WAIT_FACTOR + " times as long to get it (default: ${DEFAULT-VALUE}).")
    int itemSeconds;

    @Option(
            names = "--heap",
            paramLabel = "MB",
            defaultValue = "256",
            description = "Heap of the JVM that runs a learner's code (default: ${DEFAULT-VALUE}).")
    int heapMegabytes;

    GradingOptions options() {
        List<Stage> chosen = stages(stages, spec);
        if (tries < 1) {
            throw new ParameterException(spec.commandLine(), "--tries must be at least 1, not " + tries);
        }
        Limits limits;
        try {
            limits = new Limits(wallSeconds, itemSeconds, heapMegabytes);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        return new GradingOptions(chosen, limits, new IsolatedGrading.Exploration(seed, tries, replay, only));
    }

    /** The stages named by --stage, in the order given, each once; every stage when none is named. */
    static List<Stage> stages(List<String> numbers, CommandSpec spec) {
        List<Stage> chosen = new ArrayList<>();
        for (String number : numbers) {
            Stage stage = Stage.byNumber(number.strip())
                    .orElseThrow(() -> new ParameterException(
                            spec.commandLine(),
                            "there is no stage '" + number + "': the stages are 01 to "
                                    + Stage.all().get(Stage.all().size() - 1).number()));
            if (!chosen.contains(stage)) {
                chosen.add(stage);
            }
        }
        return chosen.isEmpty() ? Stage.all() : chosen;
    }
}
