package retrykit.grader.kit;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where the kit's checkout lies, for the self-check's tests (surefire sets the property). */
public final class KitRoot {
    private KitRoot() {}

    public static Path path() {
        Path root = Path.of(System.getProperty("retrykit.kit.root", ".."))
                .toAbsolutePath()
                .normalize();
        if (!Files.isRegularFile(root.resolve("exercises/pom.xml"))) {
            throw new IllegalStateException(
                    "the kit's root is not at " + root + ": run the self-check from the kit (README)");
        }
        return root;
    }

    static Path exercise(Stage stage) {
        return path().resolve("exercises").resolve(stage.number());
    }

    static Path solution(Stage stage) {
        return path().resolve("solutions").resolve(stage.number());
    }
}
