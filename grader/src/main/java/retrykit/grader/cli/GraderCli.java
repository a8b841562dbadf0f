package retrykit.grader.cli;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import retrykit.grader.property.MachineFault;

/** The instructor's and participant's command line: grade, roster, rubric, handout, gradescope, demo. */
@Command(
        name = "retrykit-grader",
        mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        header = "Grades retrykit submissions with the kit's hidden property tests.",
        description = {
            "",
            "A participant checks their progress with 'grade' (the kit's own exercises by default). "
                    + "An instructor grades one submission with 'grade PATH', or a whole class with 'roster'. "
                    + "'gradescope' writes an autograder for Gradescope; 'handout' the participants' package. "
                    + "Every stage is compiled from the learner's sources and graded in a separate JVM "
                    + "with time and memory limits, so one learner's loop or crash costs only their own points.",
            ""
        },
        subcommands = {
            GradeCommand.class,
            RosterCommand.class,
            RubricCommand.class,
            HandoutCommand.class,
            GradescopeCommand.class,
            GradescopeRunCommand.class,
            DemoCommand.class,
            CommandLine.HelpCommand.class
        },
        footer = {
            "",
            "Exit codes: 0 graded (whatever the score), 1 could not grade the submission, 2 invalid arguments,",
            "3 the grader could not work here (the machine's fault, or OUT in use by another run): no grade recorded.",
            "Lessons: exercises/NN/README.md. Report formats: grader/README.md."
        })
public final class GraderCli implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(
                spec.commandLine(), "name a command: grade, roster, rubric, handout, gradescope or demo (see --help)");
    }

    public static void main(String[] args) {
        int code;
        try {
            code = commandLine().execute(args);
        } catch (OutOfMemoryError e) {
            // The grader's own JVM could not start a thread (a process limit): the machine's fault.
            if (MachineFault.within(e).isEmpty()) {
                throw e;
            }
            code = ExitCode.hostFault(
                    new PrintWriter(new OutputStreamWriter(System.err, Charset.defaultCharset()), true),
                    new IOException(e.getMessage(), e));
        }
        System.exit(code);
    }

    /** The configured command line: errors as one clear sentence, never a stack trace. */
    public static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new GraderCli());
        // Help paragraphs are one string each, wrapped by picocli to the terminal's width (80 when it
        // cannot tell); the fixed tables and examples keep their lines.
        cli.setUsageHelpAutoWidth(true);
        cli.setExecutionExceptionHandler((e, line, parsed) -> {
            if (MachineFault.within(e).isPresent()) {
                return ExitCode.hostFault(line.getErr(), e);
            }
            line.getErr().println("retrykit-grader: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            return 1;
        });
        cli.setParameterExceptionHandler((e, args) -> {
            CommandLine line = e.getCommandLine();
            line.getErr().println("retrykit-grader: " + e.getMessage());
            line.getErr().println("Try '" + line.getCommandSpec().qualifiedName() + " --help' for how to use it.");
            return 2;
        });
        return cli;
    }
}
