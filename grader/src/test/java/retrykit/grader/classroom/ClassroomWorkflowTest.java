package retrykit.grader.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import retrykit.grader.grading.Grader;
import retrykit.grader.handout.Handout;
import retrykit.grader.kit.FileTrees;
import retrykit.grader.kit.KitRoot;
import retrykit.grader.kit.Stage;

/**
 * The handout's GitHub Classroom workflow, parsed as GitHub reads it: one command-grader step per
 * stage running that stage's given tests, each worth its rubric's points, and the reporter over
 * them all. Then, in a fresh handout and as the action runs them (a shell, with only PATH and
 * HOME), each step's setup command and command run on the stub, which compiles and fails, and its
 * command again with the reference laid over the stub, which passes.
 */
// The workflow pins Java 17 for its runs, so a second JDK under the build adds nothing: CI runs it once.
@Tag("jdk-independent")
class ClassroomWorkflowTest {
    private static final String GRADER = "classroom-resources/autograding-command-grader@v1";
    private static final String REPORTER = "classroom-resources/autograding-grading-reporter@v1";

    @TempDir
    Path temp;

    /** One grading step of the workflow, as the action reads its inputs. */
    private record Step(String id, String testName, String setupCommand, String command, int maxScore) {}

    private Path handout() throws IOException {
        Path handout = temp.resolve("handout");
        Handout.write(KitRoot.path(), handout);
        return handout;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> parse(Path handout) throws IOException {
        return new Yaml(new SafeConstructor(new LoaderOptions()))
                .load(Files.readString(handout.resolve(ClassroomWorkflow.PATH)));
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> steps(Map<String, Object> workflow) {
        Map<String, Object> jobs = (Map<String, Object>) workflow.get("jobs");
        assertThat(jobs).hasSize(1);
        Map<String, Object> job = (Map<String, Object>) jobs.values().iterator().next();
        return (List<Map<String, Object>>) job.get("steps");
    }

    @SuppressWarnings("unchecked")
    private static List<Step> graders(Map<String, Object> workflow) {
        List<Step> graders = new ArrayList<>();
        for (Map<String, Object> step : steps(workflow)) {
            if (GRADER.equals(step.get("uses"))) {
                Map<String, Object> with = (Map<String, Object>) step.get("with");
                graders.add(new Step(
                        (String) step.get("id"),
                        (String) with.get("test-name"),
                        (String) with.get("setup-command"),
                        (String) with.get("command"),
                        (Integer) with.get("max-score")));
            }
        }
        return graders;
    }

    @Test
    @DisplayName("the workflow is in the handout only: at the kit's root GitHub would run it on the kit's own stubs")
    void onlyInTheHandout() throws IOException {
        assertThat(KitRoot.path().resolve(ClassroomWorkflow.PATH)).doesNotExist();
        assertThat(handout().resolve(ClassroomWorkflow.PATH)).isRegularFile();
    }

    @Test
    @DisplayName(
            "one command-grader step per stage runs its given tests for the rubric's points; the reporter adds them all up")
    @SuppressWarnings("unchecked")
    void oneStepPerStage() throws IOException {
        Map<String, Object> workflow = parse(handout());
        assertThat((List<String>) workflow.get("on")).contains("push");
        List<Step> graders = graders(workflow);
        assertThat(graders).hasSize(Stage.all().size());
        int total = 0;
        for (int i = 0; i < graders.size(); i++) {
            Stage stage = Stage.all().get(i);
            Step step = graders.get(i);
            assertThat(step.command()).isEqualTo("mvn -q test -pl exercises/" + stage.number());
            assertThat(step.setupCommand()).endsWith("-pl exercises/" + stage.number());
            assertThat(step.maxScore())
                    .as("%s is worth its rubric's points", stage)
                    .isEqualTo(Grader.rubric(stage).maxPoints());
            assertThat(step.id())
                    .as("the reporter finds results by id: letters and digits")
                    .matches("[a-zA-Z0-9]+");
            assertThat(step.testName()).contains(stage.number());
            total += step.maxScore();
        }
        assertThat(total)
                .isEqualTo(Stage.all().stream()
                        .mapToInt(s -> Grader.rubric(s).maxPoints())
                        .sum());
        Map<String, Object> reporter = steps(workflow).get(steps(workflow).size() - 1);
        assertThat(reporter.get("uses")).isEqualTo(REPORTER);
        assertThat(((Map<String, Object>) reporter.get("with")).get("runners"))
                .isEqualTo(graders.stream().map(Step::id).collect(Collectors.joining(",")));
        Map<String, Object> env = (Map<String, Object>) reporter.get("env");
        for (Step step : graders) {
            assertThat(env)
                    .containsEntry(
                            step.id().toUpperCase(java.util.Locale.ROOT) + "_RESULTS",
                            "${{steps." + step.id() + ".outputs.result}}");
        }
    }

    @Test
    @DisplayName(
            "in a fresh handout every step's commands run: each stub fails its step, each reference laid over it passes")
    void stubsFailReferencesPass() throws Exception {
        Path handout = handout();
        List<Step> graders = graders(parse(handout));
        for (int i = 0; i < graders.size(); i++) {
            Step step = graders.get(i);
            Stage stage = Stage.all().get(i);
            Shell setup = Shell.run(step.setupCommand(), handout);
            assertThat(setup.exitCode())
                    .as("%s: the stub compiles: %s%n%s", step.testName(), step.setupCommand(), setup.output())
                    .isZero();
            Shell stub = Shell.run(step.command(), handout);
            assertThat(stub.exitCode())
                    .as("%s: the stub fails: %s%n%s", step.testName(), step.command(), stub.output())
                    .isNotZero();
            assertThat(stub.output()).contains("is not implemented yet");
            // The command compiles what it tests, so the reference passing it also proves the setup's compile.
            FileTrees.copy(
                    KitRoot.path().resolve("solutions").resolve(stage.number()).resolve("src/main/java"),
                    handout.resolve("exercises").resolve(stage.number()).resolve("src/main/java"));
            Shell reference = Shell.run(step.command(), handout);
            assertThat(reference.exitCode())
                    .as("%s: the reference passes: %s%n%s", step.testName(), step.command(), reference.output())
                    .isZero();
        }
    }

    /** A command run as the command-grader action runs it: through a shell, with only PATH and HOME. */
    private record Shell(int exitCode, String output) {
        static Shell run(String command, Path directory) throws IOException, InterruptedException {
            ProcessBuilder builder = new ProcessBuilder("sh", "-c", command)
                    .directory(directory.toFile())
                    .redirectErrorStream(true);
            Map<String, String> env = builder.environment();
            String path = Path.of(System.getProperty("java.home"), "bin")
                    + java.io.File.pathSeparator
                    + maven()
                    + System.getenv("PATH");
            String home = System.getProperty("user.home");
            env.clear();
            env.put("PATH", path);
            env.put("HOME", home);
            Process process = builder.start();
            process.getOutputStream().close();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(10, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new AssertionError(command + " ran past the step's 10 minutes");
            }
            return new Shell(process.exitValue(), output);
        }

        /** Maven's bin folder first on PATH when MAVEN_HOME names it, as on the test's machine. */
        private static String maven() {
            String home = System.getenv("MAVEN_HOME");
            return home == null ? "" : Path.of(home, "bin") + java.io.File.pathSeparator;
        }
    }
}
