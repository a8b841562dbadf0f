package retrykit.grader.handout;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the handout says of a file it cannot take: not committed yet, or not in the kit at all. */
class HandoutSourceTest {
    private static final String MANIFEST = "exercises/07/.meta/config.json";

    @TempDir
    Path kit;

    @Test
    @DisplayName("a file the working tree holds but HEAD does not is named as not committed, with the fix")
    void uncommitted() throws Exception {
        Files.createDirectories(kit.resolve(MANIFEST).getParent());
        Files.writeString(kit.resolve(MANIFEST), "{}");
        HandoutSource head = new HandoutSource("the committed tree at 1a2b3c4d5e6f", Map.of(), true, List.of());
        assertThat(head.missing(kit, MANIFEST))
                .isEqualTo(MANIFEST + " is not committed: the handout takes the kit's files from the committed tree"
                        + " at 1a2b3c4d5e6f, so commit it first");
    }

    @Test
    @DisplayName("a file neither committed nor in the working tree is one the kit has not")
    void absent() {
        HandoutSource head = new HandoutSource("the committed tree at 1a2b3c4d5e6f", Map.of(), true, List.of());
        assertThat(head.missing(kit, MANIFEST)).isEqualTo("the kit has no " + MANIFEST);
    }

    @Test
    @DisplayName("read from a working tree, a missing file is one the kit has not, whatever git holds")
    void workingTree() throws Exception {
        Files.createDirectories(kit.resolve(MANIFEST).getParent());
        Files.writeString(kit.resolve(MANIFEST), "{}");
        HandoutSource tree = new HandoutSource("the working tree", Map.of(), false, List.of());
        assertThat(tree.missing(kit, MANIFEST)).isEqualTo("the kit has no " + MANIFEST);
    }

    @Test
    @DisplayName("what the handout left out is said only when there is some: the first three paths, then a count")
    void leftOut() {
        HandoutSource clean = new HandoutSource("the committed tree at 1a2b3c4d5e6f", Map.of(), true, List.of());
        assertThat(clean.said()).isEqualTo("the committed tree at 1a2b3c4d5e6f");
        HandoutSource worked = new HandoutSource(
                "the committed tree at 1a2b3c4d5e6f",
                Map.of(),
                true,
                List.of("README.md", "exercises/01/README.md", "exercises/02/README.md", "exercises/03/README.md"));
        assertThat(worked.said())
                .isEqualTo(
                        "the committed tree at 1a2b3c4d5e6f (left out, not committed: README.md,"
                                + " exercises/01/README.md, exercises/02/README.md and 1 more; commit what the handout should hold)");
    }
}
