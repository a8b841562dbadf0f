package retrykit.grader.cli;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import retrykit.grader.gradescope.Assignment;
import retrykit.grader.gradescope.AutograderZip;
import retrykit.grader.kit.Stage;

/** Writes the autograder zip an instructor uploads to a Gradescope programming assignment. */
@Command(
        name = "gradescope",
        mixinStandardHelpOptions = true,
        header = "Write a Gradescope autograder: the zip to upload as a programming assignment's autograder.",
        description = {
            "",
            "The zip follows Gradescope's autograder specification. setup.sh installs "
                    + "Ubuntu's JDK 17; run_autograder grades each upload (the whole kit, one "
                    + "stage's folder, loose .java files, or a zip of them) with the hidden suites "
                    + "and always writes results.json. The grader and every library it needs are "
                    + "inside, so grading needs no network. The hidden suites travel only in this "
                    + "zip, never in the participants' handout. How to set up the assignment: grader/README.md.",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  gradescope --out autograder.zip",
            "      every stage, results shown at once",
            "  gradescope --stage 04 --visibility after_due_date --out stage04.zip",
            "      stage 04 only, results shown after the due date"
        })
final class GradescopeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    AssignmentSettings settings;

    @Option(
            names = {"-o", "--out"},
            required = true,
            paramLabel = "ZIP",
            description = "Where to write the autograder zip.")
    Path out;

    @Override
    public Integer call() throws Exception {
        Assignment assignment = settings.assignment();
        Optional<String> tooLong = assignment.tooLong();
        if (tooLong.isPresent()) {
            throw new ParameterException(spec.commandLine(), tooLong.get());
        }
        String builtBy = "retrykit-grader gradescope "
                + String.join(" ", spec.commandLine().getParseResult().originalArgs());
        AutograderZip.write(out, assignment, builtBy);
        spec.commandLine()
                .getOut()
                .printf(
                        "autograder written to %s: stages %s, results %s; at most %d s per submission on half a CPU,"
                                + " stopped at %d s%n"
                                + "On Gradescope: Configure Autograder, Zip file upload, then Update Autograder (grader/README.md).%n",
                        out.toAbsolutePath().normalize(),
                        assignment.stages().stream().map(Stage::number).collect(Collectors.joining(",")),
                        assignment.visibility().text(),
                        assignment.worstCaseSeconds(),
                        assignment.runSeconds());
        return 0;
    }
}
