package retrykit.grader.grading;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Removes the grader's scratch folders. */
public final class Folders {
    private Folders() {}

    public static void deleteQuietly(Path root) {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException ignored) {
                    // best effort: a scratch file left in the temp folder harms nothing
                }
            });
        } catch (IOException ignored) {
            // as above
        }
    }
}
