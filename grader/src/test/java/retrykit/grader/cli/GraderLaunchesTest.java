package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every place that starts the grader's JVM starts it the same way: with the serial collector and
 * the first compiler tier only. The grader's work is short-lived or, in a roster, mostly javac on
 * each learner's stages, which the optimising tier would compile again and again while the
 * learners' children wait for the two cores; bench/README.md has the figures.
 */
class GraderLaunchesTest {
    static final List<String> OPTIONS = List.of("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1");

    /** The files that launch the grader: the README's Maven command, the site's build, Gradescope, the container, the benchmark. */
    static final List<String> LAUNCHERS = List.of(
            "grader/pom.xml",
            "site/pom.xml",
            "grader/src/main/resources/retrykit/grader/gradescope/run_autograder",
            "grader/README.md",
            "bench/run");

    /** How far before the main class a launch's options are looked for: one command, not the file. */
    private static final int COMMAND = 400;

    @Test
    @DisplayName("every launch of the grader's JVM has the serial collector and the first compiler tier only")
    void everyLaunchHasTheOptions() throws Exception {
        for (String file : LAUNCHERS) {
            String text = Files.readString(Cli.kit().resolve(file));
            int at = text.indexOf("retrykit.grader.cli.GraderCli");
            assertThat(at)
                    .as("%s launches the grader (retrykit.grader.cli.GraderCli)", file)
                    .isNotNegative();
            while (at >= 0) {
                int line = text.substring(0, at).split("\n", -1).length;
                String command = text.substring(Math.max(0, at - COMMAND), at);
                assertThat(command)
                        .as("%s:%d starts the grader with %s", file, line, String.join(" ", OPTIONS))
                        .contains(OPTIONS);
                at = text.indexOf("retrykit.grader.cli.GraderCli", at + 1);
            }
        }
    }
}
