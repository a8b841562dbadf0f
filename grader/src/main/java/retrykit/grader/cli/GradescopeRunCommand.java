package retrykit.grader.cli;

import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import retrykit.grader.gradescope.Assignment;
import retrykit.grader.gradescope.GradescopeRun;

/** What run_autograder runs inside Gradescope's container; instructors do not type it. */
@Command(
        name = "gradescope-run",
        hidden = true,
        mixinStandardHelpOptions = true,
        header = "Grade one Gradescope upload into results.json (run by the autograder zip's run_autograder).",
        description = {"", "Exit codes: 0 graded, 1 not graded (results.json says why and carries no score)."})
final class GradescopeRunCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    AssignmentSettings settings;

    @Option(names = "--submission", required = true, paramLabel = "FOLDER", description = "The learner's upload.")
    Path submission;

    @Option(names = "--results", required = true, paramLabel = "FILE", description = "Where to write results.json.")
    Path results;

    @Override
    public Integer call() throws Exception {
        Assignment assignment = settings.assignment();
        boolean graded = GradescopeRun.run(
                submission,
                results,
                AssignmentSettings.options(assignment),
                assignment.visibility(),
                Clock.systemUTC(),
                spec.commandLine().getOut());
        return graded ? 0 : 1;
    }
}
