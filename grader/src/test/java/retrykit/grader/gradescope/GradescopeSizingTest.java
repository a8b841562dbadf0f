package retrykit.grader.gradescope;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import retrykit.grader.cli.GraderCli;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.GradescopeVisibility;
import retrykit.grader.run.Limits;

/**
 * The sizing of a Gradescope assignment against Gradescope's default container and timeout, as
 * arithmetic: the default limits fit with every stage, run_autograder's stop stays a minute under
 * Gradescope's timeout, and limits whose worst case would not fit are refused when the zip is built.
 * Nothing here times anything (bench/gradescope-worst-case measures the worst case).
 */
class GradescopeSizingTest {

    private static Assignment everyStage(Limits limits) {
        return new Assignment(Stage.all(), GradescopeVisibility.VISIBLE, limits);
    }

    @Test
    @DisplayName(
            "the default limits fit: every stage spending its whole budget on half a CPU ends before run_autograder's stop")
    void defaultsFit() {
        Assignment assignment = everyStage(Assignment.defaultLimits());
        assertThat(assignment.tooLong()).isEmpty();
        assertThat(assignment.worstCaseSeconds()).isLessThanOrEqualTo(assignment.runSeconds());
        assertThat(assignment.runSeconds()).isLessThanOrEqualTo(Assignment.GRADESCOPE_TIMEOUT_SECONDS - 60);
        // A property that runs out of time ends its stage, so a stage's budget must allow at least one.
        assertThat(Assignment.STAGE_SECONDS).isGreaterThanOrEqualTo(Assignment.PROPERTY_SECONDS);
    }

    @Test
    @DisplayName("a stage budget too wide for six stages is refused, naming the widest that fits")
    void tooWideIsRefused() {
        Assignment old = everyStage(new Limits(300, 30, 256));
        assertThat(old.tooLong())
                .hasValueSatisfying(
                        why -> assertThat(why).contains("--time-limit 300").contains("use --time-limit 35 or less"));
        assertThat(everyStage(new Limits(35, 10, 256)).tooLong()).isEmpty();
        assertThat(everyStage(new Limits(36, 10, 256)).tooLong()).isPresent();
        // One stage alone may have a wider budget.
        assertThat(new Assignment(List.of(Stage.of("06")), GradescopeVisibility.VISIBLE, new Limits(120, 30, 256))
                        .tooLong())
                .isEmpty();
    }

    @Test
    @DisplayName("'gradescope' refuses such limits before writing a zip, with the reason")
    void theCommandRefuses(@TempDir Path temp) {
        StringWriter err = new StringWriter();
        var cli = GraderCli.commandLine();
        cli.setOut(new PrintWriter(new StringWriter(), true));
        cli.setErr(new PrintWriter(err, true));
        Path zip = temp.resolve("too-long.zip");
        int code = cli.execute("gradescope", "--out", zip.toString(), "--time-limit", "300");
        assertThat(code).as("%s", err).isNotZero();
        assertThat(err.toString()).contains("use --time-limit 35 or less");
        assertThat(zip).doesNotExist();
    }

    @Test
    @DisplayName("the run's log says what the container gives, as the JVM sees it")
    void containerLine() {
        assertThat(GradescopeRun.container(256))
                .startsWith("container: " + Runtime.getRuntime().availableProcessors() + " processor(s) and ")
                .contains("the learner's JVM's 256 MB");
    }
}
