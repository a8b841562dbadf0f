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
 * compiled the stage; this runs its given examples and ends the output with the status line and
 * the first failing example in lesson order, printed once. Every example's result goes to the
 * usual XML report in {@code target/surefire-reports}, and the output says where. A failing
 * example fails the build.
 *
 * <p>Argument: the stage's folder.
 */
public final class PlainRun {
    private PlainRun() {}

    public static void main(String[] args) {
        StageFolder stage = StageFolder.of(Path.of(args.length > 0 ? args[0] : "."));
        Path reports = stage.folder().resolve("target/surefire-reports");
        clearOldReports(reports);
        StringWriter reportErrors = new StringWriter();
        Examples examples = GivenTests.run(
                Thread.currentThread().getContextClassLoader(),
                GivenTests.classNames(stage.testSources()),
                new LegacyXmlReportGeneratingListener(reports, new PrintWriter(reportErrors)));
        System.out.println();
        System.out.println(StatusBlock.of(stage, examples));
        if (examples.allPass()) {
            return;
        }
        System.out.println("every example's result: " + shown(reports.resolve("TEST-junit-jupiter.xml")));
        System.out.println(
                "one example at a time, on every save: " + stage.watchCommand() + "   stuck? " + stage.hintCommand());
        System.out.flush();
        throw new ExamplesFailed(StatusBlock.statusLine(stage, examples) + " (the first failing example is above)");
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
