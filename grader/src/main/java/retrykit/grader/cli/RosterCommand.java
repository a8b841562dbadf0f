package retrykit.grader.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import retrykit.grader.grading.GradingOptions;
import retrykit.grader.roster.Identities;
import retrykit.grader.roster.Regrade;
import retrykit.grader.roster.Roster;
import retrykit.grader.roster.RosterLock;

/** Grades a whole class into a gradebook and one feedback file per learner. */
@Command(
        name = "roster",
        mixinStandardHelpOptions = true,
        header = "Grade a folder of submissions into a CSV gradebook and a feedback file per learner.",
        description = {
            "",
            "FOLDER holds one submission per learner: a folder, a .zip or a bare git repository; "
                    + "the learner's name is its file name, kept as it is in every report; ID is a safe form "
                    + "of it that never changes when another learner is added. Results go to OUT:",
            "  OUT/gradebook.csv                  a row per learner, a column per stage, total and percent",
            "  OUT/gradebook-excel.csv            the same with a UTF-8 byte-order mark, for Excel",
            "  OUT/canvas.csv, OUT/moodle.csv     with --ids: the totals as Canvas and Moodle import them",
            "  OUT/similarity.csv                 submissions whose sources are the same (layout, comments aside)",
            "  OUT/class.html                     the class report: scores, pass rates, what to teach again",
            "  OUT/learners/ID/feedback.txt       what to fix, item by item",
            "  OUT/learners/ID/report.json        the grader's JSON report",
            "  OUT/learners/ID/results.json       Gradescope's format",
            "  OUT/learners/ID/junit.xml          JUnit XML",
            "",
            "Each learner is saved as soon as they are graded. Run it again after an interruption "
                    + "and it keeps every grade given for the same sources, settings and grader, and grades "
                    + "the rest (--regrade NAME... grades those learners again, a bare --regrade everyone). "
                    + "One run at a time may use OUT.",
            "",
            "Learners are graded in parallel, one per core unless --jobs says otherwise; the grades "
                    + "are the same whatever --jobs is. A terminal shows a progress bar; a log gets a line "
                    + "per learner.",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  roster submissions/ --out grades/",
            "  roster submissions/ --out grades/ --ids classroom_roster.csv",
            "  roster submissions/ --out grades/ --regrade alice bob"
        })
final class RosterCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FOLDER", description = "The folder of submissions.")
    Path folder;

    @Option(
            names = {"-o", "--out"},
            required = true,
            paramLabel = "OUT",
            description = "Where the gradebook and feedback go.")
    Path out;

    @Option(
            names = "--regrade",
            arity = "0..*",
            paramLabel = "NAME",
            description = {
                "Grade these learners again (by name or id), even if their grade still holds;",
                "with no NAME, every learner. Put it after FOLDER."
            })
    List<String> regrade;

    @Option(
            names = "--ids",
            paramLabel = "FILE",
            description = {
                "A CSV of the class with a header: GitHub Classroom's roster export",
                "(identifier,github_username,github_id,name) or any file with a name column and id,",
                "username or email columns. Its columns go into the gradebook; see grader/README.md."
            })
    Path ids;

    @Option(
            names = {"-j", "--jobs"},
            paramLabel = "N",
            description = {
                "Learners graded at once, each in a JVM of its own (default: one per core, here ${DEFAULT-VALUE}).",
                "Grades do not depend on it."
            })
    int jobs = Runtime.getRuntime().availableProcessors();

    @Mixin
    GradingSettings settings;

    @Override
    public Integer call() throws Exception {
        GradingOptions options = settings.options();
        PrintWriter err = spec.commandLine().getErr();
        if (jobs < 1) {
            throw new ParameterException(spec.commandLine(), "--jobs must be at least 1, not " + jobs);
        }
        Roster.Result result;
        try {
            Optional<Identities> people = ids == null ? Optional.empty() : Optional.of(Identities.read(ids));
            result = Roster.grade(
                    folder,
                    out,
                    options,
                    regrade == null ? Regrade.NOBODY : regrade.isEmpty() ? Regrade.EVERYONE : Regrade.only(regrade),
                    jobs,
                    people,
                    KitLocation.find(Path.of("")),
                    Clock.systemUTC(),
                    new RosterProgress(err, Terminal.interactive(), System::nanoTime));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        } catch (RosterLock.RosterBusy e) {
            err.println("retrykit-grader: " + e.getMessage());
            return ExitCode.HOST_FAULT;
        } catch (IOException e) {
            return ExitCode.hostFault(err, e);
        }
        spec.commandLine()
                .getOut()
                .printf("graded %d learner(s); gradebook: %s%n", result.graded(), out.resolve("gradebook.csv"));
        result.summary().lines().forEach(line -> spec.commandLine().getOut().println(printable(line)));
        return ExitCode.GRADED;
    }

    /** A learner's name or message as a terminal may show it: no control character (an escape, a line break) of theirs. */
    static String printable(String text) {
        return text.codePoints()
                .map(c -> Character.isISOControl(c) ? '?' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append)
                .toString();
    }
}
