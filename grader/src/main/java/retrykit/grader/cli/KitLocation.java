package retrykit.grader.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Finds the kit's checkout: the folder with exercises/pom.xml, from here upward. */
final class KitLocation {
    private KitLocation() {}

    static Optional<Path> find(Path start) {
        for (Path p = start.toAbsolutePath().normalize(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("exercises/pom.xml")) && Files.isRegularFile(p.resolve("pom.xml"))) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
