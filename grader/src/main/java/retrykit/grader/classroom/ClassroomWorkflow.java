package retrykit.grader.classroom;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Collectors;
import retrykit.grader.grading.Grader;
import retrykit.grader.kit.Stage;

/**
 * The GitHub Classroom autograding workflow the handout carries: one
 * {@code classroom-resources/autograding-command-grader@v1} step per stage, which earns the stage's
 * points when every given test of the stage passes ({@code mvn -q test -pl exercises/NN}, the
 * command participants type), and the {@code autograding-grading-reporter@v1} step that adds them
 * up for Classroom. It lives only in the handout: at the kit's root GitHub would run it on the kit
 * itself, whose stubs fail by design. A stage is worth what its hidden rubric is worth, so both
 * engines count out of the same total.
 */
public final class ClassroomWorkflow {
    /** Where GitHub looks for it in the learner's repository. */
    public static final String PATH = ".github/workflows/classroom.yml";
    /** Minutes one step may run: the action's default; a stage's given tests take seconds. */
    static final int TIMEOUT_MINUTES = 10;

    private ClassroomWorkflow() {}

    /** The workflow, each stage worth its rubric's points. */
    public static String text() {
        StringBuilder yaml = new StringBuilder("""
                # GitHub Classroom autograding for the retrykit exercises. Each stage is one step that runs
                # the stage's given tests, the ones in exercises/NN/src/test, exactly as you run them:
                #   mvn -q test -pl exercises/NN
                # A stage earns its points when all of its given tests pass. Your instructor may grade
                # with further, hidden tests as well. Written by the kit's 'handout' command.
                name: Autograding Tests
                'on':
                - push
                - repository_dispatch
                permissions:
                  checks: write
                  actions: read
                  contents: read
                jobs:
                  run-autograding-tests:
                    runs-on: ubuntu-latest
                    if: github.actor != 'github-classroom[bot]'
                    steps:
                    - name: Checkout code
                      uses: actions/checkout@v4
                    - name: Set up Java 17
                      uses: actions/setup-java@v4
                      with:
                        distribution: temurin
                        java-version: '17'
                        cache: maven
                """);
        for (Stage stage : Stage.all()) {
            String name = quoted("Stage " + stage.number() + ": " + stage.title());
            yaml.append("    - name: ")
                    .append(name)
                    .append('\n')
                    .append("      id: ")
                    .append(stepId(stage))
                    .append('\n')
                    .append("      uses: classroom-resources/autograding-command-grader@v1\n")
                    .append("      with:\n")
                    .append("        test-name: ")
                    .append(name)
                    .append('\n')
                    .append("        setup-command: ")
                    .append(setupCommand(stage))
                    .append('\n')
                    .append("        command: ")
                    .append(command(stage))
                    .append('\n')
                    .append("        timeout: ")
                    .append(TIMEOUT_MINUTES)
                    .append('\n')
                    .append("        max-score: ")
                    .append(Grader.rubric(stage).maxPoints())
                    .append('\n');
        }
        yaml.append("    - name: Autograding Reporter\n")
                .append("      uses: classroom-resources/autograding-grading-reporter@v1\n")
                .append("      env:\n");
        for (Stage stage : Stage.all()) {
            yaml.append("        ")
                    .append(stepId(stage).toUpperCase(Locale.ROOT))
                    .append("_RESULTS: \"${{steps.")
                    .append(stepId(stage))
                    .append(".outputs.result}}\"\n");
        }
        yaml.append("      with:\n")
                .append("        runners: ")
                .append(Stage.all().stream().map(ClassroomWorkflow::stepId).collect(Collectors.joining(",")))
                .append('\n');
        return yaml.toString();
    }

    /** Writes the workflow into the handout at {@code root}. */
    public static void write(Path root) throws IOException {
        Path file = root.resolve(PATH);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text());
    }

    /** The step's id, which the reporter finds its result by: letters and digits only, as it asks. */
    static String stepId(Stage stage) {
        return "stage" + stage.number();
    }

    /** Compiles the stage and its given tests first, so a compile error shows apart from failing tests. */
    static String setupCommand(Stage stage) {
        return "mvn -q -B -DskipTests test-compile -pl exercises/" + stage.number();
    }

    /** The participant's own command for the stage's given tests. */
    static String command(Stage stage) {
        return "mvn -q test -pl exercises/" + stage.number();
    }

    private static String quoted(String text) {
        return "'" + text.replace("'", "''") + "'";
    }
}
