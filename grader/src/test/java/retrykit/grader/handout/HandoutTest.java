package retrykit.grader.handout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The participants' package holds the exercises and nothing an instructor keeps back, and inside
 * it a participant's first command does what the README promises: compiles, and fails as a stub
 * should, saying where to read.
 */
class HandoutTest {

    static Path kit() {
        return Path.of(System.getProperty("retrykit.kit.root", ".."))
                .toAbsolutePath()
                .normalize();
    }

    @Test
    @DisplayName(
            "the handout holds exercises, lessons, root pom, README, licence and Maven wrapper, and no solutions, grader or hidden tests")
    void contents(@TempDir Path temp) throws Exception {
        Path out = temp.resolve("handout");
        Handout.write(kit(), out);
        assertThat(out.resolve("exercises/01/README.md")).isRegularFile();
        assertThat(out.resolve("exercises/feedback/src/main/java/retrykit/feedback/Check.java"))
                .isRegularFile();
        // What -Dwatch, -Dhint and -Dprogress need: the loop, the lab (stage 06's tests and the kit's tools), the
        // hints.
        assertThat(out.resolve("exercises/loop/src/main/java/retrykit/loop/Watch.java"))
                .isRegularFile();
        assertThat(out.resolve("exercises/lab/src/main/java/retrykit/lab/LabServer.java"))
                .isRegularFile();
        for (int stage = 1; stage <= 6; stage++) {
            assertThat(out.resolve("exercises/0" + stage + "/HINTS.md")).isRegularFile();
        }
        assertThat(out.resolve("LICENSE"))
                .as("a handout is redistributed: it carries the licence")
                .hasSameTextualContentAs(kit().resolve("LICENSE"));
        assertThat(out.resolve(".mvn/wrapper/maven-wrapper.properties")).isRegularFile();
        assertThat(out.resolve(".mvn/jvm.config")).isRegularFile();
        assertThat(out.resolve(".devcontainer/devcontainer.json"))
                .as("Codespaces and VS Code's Dev Containers open the handout with Java 17 and Maven")
                .hasSameTextualContentAs(kit().resolve(".devcontainer/devcontainer.json"));
        assertThat(out.resolve(".vscode/tasks.json")).hasSameTextualContentAs(kit().resolve(".vscode/tasks.json"));
        assertThat(out.resolve("mvnw.cmd")).isRegularFile();
        if (Files.getFileStore(out).supportsFileAttributeView("posix")) {
            assertThat(Files.isExecutable(out.resolve("mvnw")))
                    .as("./mvnw runs in the handout")
                    .isTrue();
        }
        assertThat(out.resolve("solutions")).doesNotExist();
        assertThat(out.resolve("grader")).doesNotExist();
        List<String> everything = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(out)) {
            walk.filter(Files::isRegularFile)
                    .forEach(p -> everything.add(out.relativize(p).toString().replace(File.separatorChar, '/')));
        }
        assertThat(everything).noneMatch(p -> p.contains("/target/") || p.contains("hidden") || p.contains("mistakes"));
        String pom = Files.readString(out.resolve("pom.xml"));
        assertThat(pom)
                .contains("<module>exercises</module>")
                .doesNotContain("<module>solutions")
                .doesNotContain("<module>grader")
                .doesNotContain("<module>site");
        String readme = Files.readString(out.resolve("README.md"));
        assertThat(readme)
                .contains("mvn test -pl exercises/01")
                .contains("mvn -pl exercises/01 -Dwatch")
                .contains("mvn -q -pl exercises/01 -Dhint")
                .contains("mvn -q -pl exercises -Dprogress")
                .doesNotContain("For maintainers")
                .doesNotContain("kit:maintainers");
        // The reference answers must not leak through any file of the handout.
        for (String path : everything) {
            if (path.endsWith(".java") && path.startsWith("exercises/0")) {
                String stage = path.substring("exercises/".length(), "exercises/".length() + 2);
                Path stub = out.resolve(path);
                Path reference =
                        kit().resolve("solutions").resolve(stage).resolve(path.substring("exercises/NN/".length()));
                if (Files.isRegularFile(reference)) {
                    assertThat(Files.readString(stub))
                            .as("%s is the stub, not the reference", path)
                            .isNotEqualTo(Files.readString(reference));
                }
            }
        }
    }

    /** A git checkout of the kit's handout files, committed as they are in this checkout. */
    private static Path committedKit(Path temp) throws Exception {
        Path kit = temp.resolve("kit");
        for (String top : HandoutSource.TAKEN) {
            Path from = kit().resolve(top);
            if (!Files.exists(from)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(from)) {
                for (Path p : walk.filter(Files::isRegularFile).toList()) {
                    String relative = kit().relativize(p).toString();
                    if (!relative.contains("target")) {
                        Path dest = kit.resolve(relative);
                        Files.createDirectories(dest.getParent());
                        Files.copy(p, dest);
                    }
                }
            }
        }
        git(kit, "init", "-q");
        git(kit, "add", ".");
        git(kit, "-c", "user.name=K", "-c", "user.email=k@example.invalid", "commit", "-q", "-m", "kit");
        return kit;
    }

    @Test
    @DisplayName(
            "from a worked checkout, the handout still holds the stubs, and neither the answers nor the extra classes, and says where it came from and what it left out")
    void workedCheckout(@TempDir Path temp) throws Exception {
        Path kit = committedKit(temp);
        assertThat(Handout.write(kit, temp.resolve("handout-clean")))
                .as("a checkout with nothing uncommitted")
                .matches("the committed tree at [0-9a-f]{12}");
        Path stage04 = kit.resolve("exercises/04/src/main/java/retrykit/retryafter");
        String stub = Files.readString(stage04.resolve("RetryAfter.java"));
        Files.copy(
                kit().resolve("solutions/04/src/main/java/retrykit/retryafter/RetryAfter.java"),
                stage04.resolve("RetryAfter.java"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.copy(
                kit().resolve("solutions/04/src/main/java/retrykit/retryafter/RetryAfterHeader.java"),
                stage04.resolve("RetryAfterHeader.java"));
        Path out = temp.resolve("handout");
        String source = Handout.write(kit, out);
        assertThat(source)
                .startsWith("the committed tree at")
                .contains("(left out, not committed: ")
                .contains("exercises/04/src/main/java/retrykit/retryafter/RetryAfter.java")
                .contains("exercises/04/src/main/java/retrykit/retryafter/RetryAfterHeader.java");
        Path handed = out.resolve("exercises/04/src/main/java/retrykit/retryafter");
        assertThat(Files.readString(handed.resolve("RetryAfter.java"))).isEqualTo(stub);
        assertThat(handed.resolve("RetryAfterHeader.java")).doesNotExist();

        git(kit, "add", ".");
        git(kit, "-c", "user.name=K", "-c", "user.email=k@example.invalid", "commit", "-q", "-m", "my answers");
        assertThatThrownBy(() -> Handout.write(kit, temp.resolve("handout-2")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is not the stub");
        assertThat(temp.resolve("handout-2")).doesNotExist();
    }

    @Test
    @DisplayName("a stage's manifest on disk but not in HEAD is named as not committed, not as missing")
    void uncommittedManifest(@TempDir Path temp) throws Exception {
        Path kit = committedKit(temp);
        String manifest = "exercises/06/.meta/config.json";
        git(kit, "rm", "-q", "--cached", manifest);
        git(kit, "-c", "user.name=K", "-c", "user.email=k@example.invalid", "commit", "-q", "-m", "no manifest");
        assertThatThrownBy(() -> Handout.write(kit, temp.resolve("handout")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith(manifest + " is not committed")
                .hasMessageContaining("commit it first");
    }

    private static void git(Path dir, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).as("git %s: %s", String.join(" ", args), said).isZero();
    }

    static String maven() {
        String home = System.getenv("MAVEN_HOME");
        boolean windows = System.getProperty("os.name").toLowerCase(Locale.ROOT).contains("win");
        String name = windows ? "mvn.cmd" : "mvn";
        if (home != null && Files.isExecutable(Path.of(home, "bin", name))) {
            return Path.of(home, "bin", name).toString();
        }
        return name;
    }
}
