package retrykit.grader.kit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The participant's grading path, {@code mvn -q -pl grader -am package -DskipTests -Dgrade="grade"},
 * run in a copy of the kit as a learner leaves it: an extra class of their own in a stage (as
 * lesson 04 advises), then renamed, with the first build's output still in target/, and another
 * stage that does not compile yet. It grades every time, and never builds a learner's file into
 * solutions/.
 */
class ParticipantPathTest {

    @Test
    @DisplayName(
            "a learner's extra class, renamed later over a stale build, and a stage that does not compile: the checkout still grades")
    void anyCheckoutGrades(@TempDir Path temp) throws Exception {
        Path kit = temp.resolve("kit");
        for (String part : List.of(
                "pom.xml", ".mvn", "exercises", "solutions", "grader/pom.xml", "grader/src/main", "site/pom.xml")) {
            copy(KitRoot.path().resolve(part), kit.resolve(part));
        }
        Path stage04 = kit.resolve("exercises/04/src/main/java/retrykit/retryafter");
        Path reference = KitRoot.path().resolve("solutions/04/src/main/java/retrykit/retryafter");
        Files.copy(
                reference.resolve("RetryAfter.java"),
                stage04.resolve("RetryAfter.java"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.copy(reference.resolve("RetryAfterHeader.java"), stage04.resolve("RetryAfterHeader.java"));
        Files.writeString(
                kit.resolve("exercises/05/src/main/java/retrykit/keys/KeyLifetime.java"),
                "package retrykit.keys; class Broken {");

        JsonNode first = grade(kit, temp.resolve("first.json"));
        assertThat(stage(first, "04").path("points").asInt())
                .as("the learner's answer with its own helper class")
                .isEqualTo(stage(first, "04").path("max_points").asInt())
                .isPositive();
        assertThat(stage(first, "05").path("status").asText()).isEqualTo("compile error");

        // The learner renames their helper; solutions/04/target still holds the first build.
        String helper =
                Files.readString(stage04.resolve("RetryAfterHeader.java")).replace("RetryAfterHeader", "HeaderReader");
        Files.delete(stage04.resolve("RetryAfterHeader.java"));
        Files.writeString(stage04.resolve("HeaderReader.java"), helper);
        Files.writeString(
                stage04.resolve("RetryAfter.java"),
                Files.readString(stage04.resolve("RetryAfter.java")).replace("RetryAfterHeader", "HeaderReader"));
        JsonNode second = grade(kit, temp.resolve("second.json"));
        assertThat(stage(second, "04").path("points").asInt())
                .isEqualTo(stage(second, "04").path("max_points").asInt());

        try (Stream<Path> built = Files.walk(kit.resolve("solutions/04/target"))) {
            assertThat(built.map(p -> p.getFileName().toString()))
                    .as("no learner file is built into solutions/")
                    .doesNotContain("HeaderReader.java", "HeaderReader.class");
        }
    }

    private static JsonNode grade(Path kit, Path json) throws Exception {
        Process mvn = new ProcessBuilder(
                        maven(),
                        "-B",
                        "-o",
                        "-q",
                        "-pl",
                        "grader",
                        "-am",
                        "package",
                        "-DskipTests",
                        "-Dgrade=grade --stage 04,05 --json " + json)
                .directory(kit.toFile())
                .redirectErrorStream(true)
                .start();
        String said = new String(mvn.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(mvn.waitFor(15, TimeUnit.MINUTES)).isTrue();
        assertThat(mvn.exitValue()).as("the participant's command:%n%s", said).isZero();
        assertThat(json).as("the grader ran:%n%s", said).isRegularFile();
        return new ObjectMapper().readTree(json.toFile());
    }

    private static JsonNode stage(JsonNode report, String number) {
        for (JsonNode s : report.path("stages")) {
            if (s.path("stage").asText().equals(number)) {
                return s;
            }
        }
        throw new AssertionError("no stage " + number);
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                String relative = from.relativize(p).toString();
                if (("/" + relative + "/").contains("/target/")) {
                    continue;
                }
                Path dest = relative.isEmpty() ? to : to.resolve(relative);
                if (Files.isDirectory(p)) {
                    Files.createDirectories(dest);
                } else {
                    Files.createDirectories(dest.getParent());
                    Files.copy(p, dest);
                }
            }
        }
    }

    private static String maven() {
        String home = System.getenv("MAVEN_HOME");
        if (home != null && Files.isExecutable(Path.of(home, "bin", "mvn"))) {
            return Path.of(home, "bin", "mvn").toString();
        }
        return "mvn";
    }
}
