package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * grader/README.md's container recipe for a roster of strangers' code. No container engine runs on
 * the kit's build machines, so it is checked for what can be checked here: its shell syntax, the
 * isolation the README promises (no network, read-only root, one temporary folder, a memory cap,
 * an ordinary user), and that the grader's own command line accepts the commands it runs.
 */
class ContainerRecipeTest {
    private static final Pattern BLOCK = Pattern.compile(
            "<!-- container-recipe -->\\s*```bash\\n(.*?)```\\s*<!-- /container-recipe -->", Pattern.DOTALL);

    private static String recipe() throws Exception {
        String readme = Files.readString(Cli.kit().resolve("grader/README.md"));
        Matcher m = BLOCK.matcher(readme);
        assertThat(m.find())
                .as("grader/README.md has its container recipe between the container-recipe markers")
                .isTrue();
        return m.group(1);
    }

    private static List<String> words(String command) {
        return Arrays.stream(command.strip().split("\\s+"))
                .map(w -> w.replaceAll("^['\"]|['\"]$", ""))
                .toList();
    }

    @Test
    @DisplayName("the recipe is valid shell")
    void shellSyntax() throws Exception {
        Process bash =
                new ProcessBuilder("bash", "-n").redirectErrorStream(true).start();
        bash.getOutputStream().write(recipe().getBytes(StandardCharsets.UTF_8));
        bash.getOutputStream().close();
        String said = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(bash.waitFor()).as("bash -n: %s", said).isZero();
    }

    @Test
    @DisplayName("no network, a read-only root with one temporary folder, a memory cap, an ordinary user")
    void isolation() throws Exception {
        String run = recipe().replace("\\\n", " ");
        assertThat(run)
                .contains(
                        "--network none",
                        "--read-only",
                        "--tmpfs /tmp:",
                        "--memory 2g --memory-swap 2g",
                        "--pids-limit",
                        "--user \"$(id -u):$(id -g)\"",
                        "--cap-drop ALL",
                        "--security-opt no-new-privileges",
                        "/submissions:ro",
                        "/opt/retrykit/lib:ro");
        assertThat(run).as("refuses to run as root").contains("[ \"$(id -u)\" != 0 ] ||");
        Matcher mounts = Pattern.compile("-v \"([^\"]+)\"").matcher(run);
        List<String> writable = new java.util.ArrayList<>();
        while (mounts.find()) {
            if (!mounts.group(1).endsWith(":ro")) {
                writable.add(mounts.group(1));
            }
        }
        assertThat(writable).as("only grades/ is mounted writable").containsExactly("$PWD/grades:/grades");
    }

    @Test
    @DisplayName("the grader accepts the commands the recipe runs")
    void commandsParse() throws Exception {
        String recipe = recipe().replace("\\\n", " ");
        Matcher maven = Pattern.compile("-Dgrade=\"([^\"]+)\"").matcher(recipe);
        assertThat(maven.find()).isTrue();
        GraderCli.commandLine().parseArgs(words(maven.group(1)).toArray(String[]::new));
        Matcher java =
                Pattern.compile("retrykit\\.grader\\.cli\\.GraderCli (.*)").matcher(recipe);
        assertThat(java.find()).isTrue();
        List<String> args = words(java.group(1));
        assertThat(args.get(0)).isEqualTo("roster");
        GraderCli.commandLine().parseArgs(args.toArray(String[]::new));
    }
}
