package retrykit.loop;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** A participant's copy of some stages of the kit, in a temporary folder, for the loop's tests. */
final class KitCopy {
    private KitCopy() {}

    static Path kit() {
        return Path.of(System.getProperty("retrykit.kit.root", ".."))
                .toAbsolutePath()
                .normalize();
    }

    /** Copies {@code exercises/NN} (lesson, hints, sources; no build output) of each stage into {@code into}. */
    static Path of(Path into, String... stages) throws IOException {
        for (String stage : stages) {
            Path from = kit().resolve("exercises").resolve(stage);
            Path to = into.resolve("exercises").resolve(stage);
            try (Stream<Path> walk = Files.walk(from)) {
                for (Path p : walk.toList()) {
                    Path relative = from.relativize(p);
                    if (relative.startsWith("target")) {
                        continue;
                    }
                    Path dest = to.resolve(relative.toString());
                    if (Files.isDirectory(p)) {
                        Files.createDirectories(dest);
                    } else {
                        Files.createDirectories(dest.getParent());
                        Files.copy(p, dest);
                    }
                }
            }
        }
        return into;
    }

    /** A stage folder holding only its lesson's title, {@code # NN · title}: enough for the loop's words. */
    static StageFolder stage(Path kit, String number, String title) throws IOException {
        Path folder = kit.resolve("exercises").resolve(number);
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("README.md"), "# " + number + " · " + title + "\n\nThe lesson.\n");
        return new StageFolder(kit, number);
    }
}
