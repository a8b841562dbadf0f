package retrykit.grader.gradescope;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What the grader runs on: its own classes (which hold the hidden suites and the kit's pristine
 * sources) and the libraries it needs at run time. Maven lists those libraries in {@link #LISTING}
 * when it builds the grader, so the autograder zip can carry every one of them and grading on
 * Gradescope needs no network.
 */
final class GraderRuntime {
    /** The class path resource Maven writes (grader/pom.xml, execution "runtime-classpath"). */
    static final String LISTING = "retrykit/grader/gradescope/runtime-classpath.txt";

    private static final String REBUILD =
            "build the grader from the kit's checkout: mvn -q -pl grader -am package -DskipTests";

    private GraderRuntime() {}

    /** The folder (a build of the kit) or jar that holds the grader's own classes. */
    static Path ownClasses() {
        try {
            return Path.of(GraderRuntime.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (URISyntaxException | RuntimeException e) {
            throw new IllegalStateException("cannot tell where the grader's classes are: " + e.getMessage(), e);
        }
    }

    /** The jars the grader needs at run time, in class path order. */
    static List<Path> libraries() throws IOException {
        String listing;
        try (InputStream in = GraderRuntime.class.getClassLoader().getResourceAsStream(LISTING)) {
            if (in == null) {
                throw new IllegalStateException(
                        "this grader carries no list of its libraries (" + LISTING + "): " + REBUILD);
            }
            listing = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
        }
        List<Path> jars = new ArrayList<>();
        for (String entry : listing.split(Pattern.quote(java.io.File.pathSeparator), -1)) {
            if (entry.isBlank()) {
                continue;
            }
            Path jar = Path.of(entry.strip());
            if (!jar.getFileName().toString().endsWith(".jar") || !Files.isRegularFile(jar)) {
                throw new IllegalStateException(
                        "the grader's library " + jar + " is not a jar on this machine: " + REBUILD);
            }
            jars.add(jar);
        }
        return jars;
    }
}
