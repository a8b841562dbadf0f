package retrykit.loop;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.platform.reporting.legacy.xml.LegacyXmlReportGeneratingListener;

/**
 * The plain run, {@code mvn test -pl exercises/04} (with or without {@code -q}): Maven has
 * compiled the stage; this runs its given examples and prints the first failing example in
 * lesson order, once, then where every example's result is and what to run next, and last the
 * status line. Every example's result goes to the usual XML report in
 * {@code target/surefire-reports}. A failing example fails the build.
 *
 * <p>A failure thrown back to Maven would end the output with 7 to 15 lines of Maven's own
 * (the exception again, {@code BUILD FAILURE}, "re-run with -e", a help link), pushing the
 * status line off a small screen. So when the build stops at its first failure anyway (Maven's
 * default, fail-fast), this ends Maven's process itself with exit code 1, which is what Maven
 * returns for a failed build and what CI and Classroom read; the screen ends with the kit's
 * lines. Under {@code -fae} or {@code -fn} the build must go on to the other modules, so there
 * the failure is thrown to Maven instead ({@link ExamplesFailed}).
 *
 * <p>Arguments: the stage's folder, then Maven's reactor failure behaviour
 * ({@code FAIL_FAST}, {@code FAIL_AT_END} or {@code FAIL_NEVER}; fail-fast when absent).
 */
public final class PlainRun {
    private PlainRun() {}

    /** The exit code of a Maven build that failed. */
    static final int BUILD_FAILED = 1;

    public static void main(String[] args) {
        StageFolder stage = StageFolder.of(Path.of(args.length > 0 ? args[0] : "."));
        boolean failFast = args.length < 2 || "FAIL_FAST".equals(args[1]);
        Path reports = stage.folder().resolve("target/surefire-reports");
        clearOldReports(reports);
        StringWriter reportErrors = new StringWriter();
        Examples examples = GivenTests.run(
                Thread.currentThread().getContextClassLoader(),
                GivenTests.classNames(stage.testSources()),
                new LegacyXmlReportGeneratingListener(reports, new PrintWriter(reportErrors)));
        System.out.println();
        if (examples.allPass()) {
            System.out.println(StatusBlock.of(stage, examples));
            return;
        }
        System.out.println(failingEnd(stage, examples, shown(reports.resolve("TEST-junit-jupiter.xml"))));
        System.out.flush();
        System.err.flush();
        if (failFast) {
            Runtime.getRuntime().halt(BUILD_FAILED);
        }
        throw new ExamplesFailed(StatusBlock.statusLine(stage, examples));
    }

    /**
     * What a failing plain run ends with: the first failing example (or why none ran), where every
     * result is, the commands for the next step, and the status line last, so that on a 24-row
     * terminal the status line and the rule stay on screen.
     */
    public static String failingEnd(StageFolder stage, Examples examples, String report) {
        String block = StatusBlock.of(stage, examples);
        String status = StatusBlock.statusLine(stage, examples);
        String rest = block.substring(status.length()).strip();
        return String.join(
                "\n",
                rest,
                "every example's result: " + report,
                "one example at a time, on every save: " + stage.watchCommand() + "   stuck? " + stage.hintCommand(),
                status);
    }

    /** Reports of an earlier run (by this runner or by Surefire) would mix old results with new. */
    private static void clearOldReports(Path reports) {
        if (!Files.isDirectory(reports)) {
            return;
        }
        try (DirectoryStream<Path> old = Files.newDirectoryStream(reports, "{TEST-*.xml,*.txt}")) {
            for (Path file : old) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot clear the old reports in " + reports, e);
        }
    }

    /** A path as the learner can open it from where Maven runs. */
    static String shown(Path file) {
        Path here = Path.of("").toAbsolutePath().normalize();
        Path absolute = file.toAbsolutePath().normalize();
        return (absolute.startsWith(here) ? here.relativize(absolute) : absolute)
                .toString()
                .replace('\\', '/');
    }
}
