package retrykit.grader.submission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A git repository is read within caps on entries, bytes and time, each refused with a clear message. */
class GitCapsTest {
    @TempDir
    Path temp;

    /** A bare repository whose tree at HEAD holds {@code entries} loose files of stage 01's package, all one small blob. */
    private Path repositoryOf(int entries) throws Exception {
        Path bare = temp.resolve("many.git");
        run(temp, null, "git", "init", "-q", "--bare", bare.toString());
        String blob = run(
                        bare,
                        "package retrykit.classify;\nclass A {}\n",
                        "git",
                        "--git-dir=" + bare,
                        "hash-object",
                        "-w",
                        "--stdin")
                .strip();
        StringBuilder tree = new StringBuilder();
        for (int i = 0; i < entries; i++) {
            tree.append("100644 blob ").append(blob).append("\tF").append(i).append(".java\n");
        }
        String treeId =
                run(bare, tree.toString(), "git", "--git-dir=" + bare, "mktree").strip();
        String commit = run(
                        bare,
                        "many\n",
                        "git",
                        "--git-dir=" + bare,
                        "-c",
                        "user.name=T",
                        "-c",
                        "user.email=t@example.invalid",
                        "commit-tree",
                        treeId)
                .strip();
        run(bare, null, "git", "--git-dir=" + bare, "update-ref", "HEAD", commit);
        return bare;
    }

    @Test
    @DisplayName("more entries than the cap are refused before anything is unpacked")
    void entries() throws Exception {
        Path bare = repositoryOf(20);
        assertThatThrownBy(() -> OpenedSubmission.open(bare, new GitTree.Caps(1024 * 1024, 10, Duration.ofSeconds(60)))
                        .close())
                .isInstanceOf(UnreadableSubmission.class)
                .hasMessageContaining("more than 10 entries");
        try (OpenedSubmission opened =
                OpenedSubmission.open(bare, new GitTree.Caps(1024 * 1024, 20, Duration.ofSeconds(60)))) {
            // no exercises/NN in the tree: the intake lays each file out by its package line
            assertThat(opened.submission().root().resolve("exercises/01/src/main/java/retrykit/classify/F19.java"))
                    .isRegularFile();
        }
    }

    @Test
    @DisplayName("more bytes of sources than the cap are refused")
    void bytes() throws Exception {
        Path bare = repositoryOf(20);
        assertThatThrownBy(() -> OpenedSubmission.open(bare, new GitTree.Caps(100, 1000, Duration.ofSeconds(60)))
                        .close())
                .isInstanceOf(UnreadableSubmission.class)
                .hasMessageContaining("more than 100 bytes of Java sources");
    }

    @Test
    @DisplayName("git that does not finish within the time cap is stopped, and the submission refused")
    void time() throws Exception {
        Path bare = repositoryOf(5);
        assertThatThrownBy(() -> OpenedSubmission.open(bare, new GitTree.Caps(1024 * 1024, 1000, Duration.ZERO))
                        .close())
                .isInstanceOf(UnreadableSubmission.class)
                .hasMessageContaining("did not finish reading many.git within 0 s");
    }

    private static String run(Path dir, String input, String... command) throws Exception {
        Process p = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
        try (OutputStream in = p.getOutputStream()) {
            if (input != null) {
                in.write(input.getBytes(StandardCharsets.UTF_8));
            }
        }
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as("%s: %s", String.join(" ", command), said).isZero();
        return said;
    }
}
