package retrykit.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The commands a run prints work where the participant typed the run: {@code -pl} only from a
 * folder whose reactor holds the stage, nothing inside the stage, {@code -f} anywhere else
 * (ParticipantLoopTest runs them through Maven inside a handout).
 */
class StageFolderCommandsTest {

    private static final Path KIT = Path.of("/course/kit");

    private static StageFolder typedIn(String folder) {
        return new StageFolder(KIT, "04", KIT.resolve(folder));
    }

    @Test
    @DisplayName("from the kit's root: -pl exercises/04")
    void fromTheRoot() {
        StageFolder stage = new StageFolder(KIT, "04");
        assertThat(stage.watchCommand()).isEqualTo("mvn -pl exercises/04 -Dwatch");
        assertThat(stage.testCommand()).isEqualTo("mvn test -pl exercises/04");
        assertThat(stage.hintCommand()).isEqualTo("mvn -q -pl exercises/04 -Dhint");
        assertThat(stage.atKitRoot("mvn -q -pl site -am package")).isEqualTo("mvn -q -pl site -am package");
    }

    @Test
    @DisplayName("inside exercises/04: no -pl at all, and the kit-root commands after a cd")
    void insideTheStage() {
        StageFolder stage = typedIn("exercises/04");
        assertThat(stage.watchCommand()).isEqualTo("mvn -Dwatch");
        assertThat(stage.testCommand()).isEqualTo("mvn test");
        assertThat(stage.hintCommand()).isEqualTo("mvn -q -Dhint");
        assertThat(stage.atKitRoot("mvn -q -pl site -am package"))
                .isEqualTo("cd ../.., then mvn -q -pl site -am package");
    }

    @Test
    @DisplayName("from exercises: -pl 04; from another stage or a source folder: -f with the path from there")
    void elsewhere() {
        assertThat(typedIn("exercises").watchCommand()).isEqualTo("mvn -pl 04 -Dwatch");
        assertThat(typedIn("exercises/05").hintCommand()).isEqualTo("mvn -q -f ../04 -Dhint");
        assertThat(typedIn("exercises/04/src/main/java").testCommand()).isEqualTo("mvn test -f ../../..");
        assertThat(new StageFolder(KIT, "04", Path.of("/elsewhere")).watchCommand())
                .isEqualTo("mvn -f "
                        + KIT.resolve("exercises/04")
                                .toAbsolutePath()
                                .normalize()
                                .toString()
                                .replace('\\', '/') + " -Dwatch");
    }
}
