package retrykit.grader.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import retrykit.grader.grading.Grader;
import retrykit.grader.kit.Stage;
import retrykit.grader.rubric.Rubric;
import retrykit.grader.rubric.RubricItem;

/** Prints what the grade is made of: every stage's rubric items with their ids and points. */
@Command(
        name = "rubric",
        mixinStandardHelpOptions = true,
        header = "List the rubric: each stage's graded properties, their ids and points.",
        description = {"", "The ids are what --only takes and what failures print in their replay line.", ""})
final class RubricCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(
            names = {"-s", "--stage"},
            paramLabel = "NN",
            split = ",",
            completionCandidates = StageNumbers.class,
            description = "Only these stages (${COMPLETION-CANDIDATES}).")
    List<String> stages = new ArrayList<>();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int total = 0;
        for (Stage stage : Stage.all()) {
            if (!stages.isEmpty()
                    && stages.stream()
                            .noneMatch(n -> Stage.byNumber(n.strip())
                                    .orElseThrow(() ->
                                            new ParameterException(spec.commandLine(), "there is no stage '" + n + "'"))
                                    .equals(stage))) {
                continue;
            }
            Rubric rubric = Grader.rubric(stage);
            total += rubric.maxPoints();
            out.printf("Stage %s (%s): %d points%n", stage.number(), stage.title(), rubric.maxPoints());
            for (RubricItem item : rubric.items()) {
                out.printf("  %2d  %-44s %s%n", item.points(), item.id(), item.name());
            }
            out.println();
        }
        out.printf("Total: %d points%n", total);
        return 0;
    }
}
