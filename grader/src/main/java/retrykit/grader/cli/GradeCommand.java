package retrykit.grader.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import retrykit.grader.grading.Grader;
import retrykit.grader.grading.GradingOptions;
import retrykit.grader.report.GradescopeReport;
import retrykit.grader.report.JUnitXmlReport;
import retrykit.grader.report.JsonReport;
import retrykit.grader.report.ReportFiles;
import retrykit.grader.report.SubmissionReport;
import retrykit.grader.report.TextReport;
import retrykit.grader.submission.OpenedSubmission;
import retrykit.grader.submission.UnreadableSubmission;

/** Grades one submission and prints what to fix first. */
@Command(
        name = "grade",
        mixinStandardHelpOptions = true,
        header = "Grade one submission: a folder, a .zip or a git repository (default: this kit).",
        description = {
            "",
            "Participants: run it with no PATH to grade the exercises of this checkout. It prints "
                    + "a table of stages and points, and for each stage that lost points the first thing to "
                    + "fix: the call that broke a rule, what was expected, what came back, and where to read.",
            "",
            "Instructors: give a learner's folder (a copy of the kit, or just its exercises/NN "
                    + "folders), a .zip of one, or a bare git repository (cloned at HEAD). Only the .java "
                    + "files under each exercises/NN/src/main/java are graded.",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  grade                                  this checkout, every stage",
            "  grade --stage 04                       this checkout, stage 04 only",
            "  grade alice.zip --json alice.json      one learner, with a JSON report",
            "  grade bob/ --only budgetIsNeverPassed --replay 123456789     one failing case"
        })
final class GradeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "PATH", description = "The submission (default: the kit this is run in).")
    Path path;

    @Mixin
    GradingSettings settings;

    @Option(
            names = "--json",
            paramLabel = "FILE",
            description = "Also write the grader's JSON report (grader/README.md).")
    Path json;

    @Option(names = "--gradescope", paramLabel = "FILE", description = "Also write Gradescope's results.json.")
    Path gradescope;

    @Option(names = "--junit", paramLabel = "FILE", description = "Also write a JUnit XML report.")
    Path junit;

    @Option(names = "--no-color", description = "Plain text even on a terminal (NO_COLOR is honoured too).")
    boolean noColor;

    @Override
    public Integer call() throws Exception {
        GradingOptions options = settings.options();
        Path target = path != null
                ? path
                : KitLocation.find(Path.of(""))
                        .orElseThrow(() -> new ParameterException(
                                spec.commandLine(), "no PATH given and this is not inside a retrykit checkout"));
        PrintWriter out = spec.commandLine().getOut();
        try (OpenedSubmission opened = OpenedSubmission.open(target)) {
            SubmissionReport report = new Grader(Clock.systemUTC()).grade(opened.submission(), options);
            out.print(TextReport.write(report, Terminal.colour(noColor)));
            out.flush();
            if (json != null) {
                ReportFiles.write(json, JsonReport.write(report));
            }
            if (gradescope != null) {
                ReportFiles.write(gradescope, GradescopeReport.write(report));
            }
            if (junit != null) {
                ReportFiles.write(junit, JUnitXmlReport.write(report));
            }
            return ExitCode.GRADED;
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        } catch (UnreadableSubmission e) {
            spec.commandLine().getErr().println("retrykit-grader: could not grade: " + e.getMessage());
            return ExitCode.COULD_NOT_GRADE;
        } catch (IOException e) {
            return ExitCode.hostFault(spec.commandLine().getErr(), e);
        }
    }
}
