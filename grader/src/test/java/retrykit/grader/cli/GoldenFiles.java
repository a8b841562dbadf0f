package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The report files a roster run wrote, compared with the ones kept in {@code grader/src/test/golden/NAME}
 * (timestamps, the grader's build digest and machine paths normalised), so any change to any report
 * is seen in a diff. To accept a change, regenerate them (grader/README.md gives the command):
 * {@code -Dretrykit.golden.update=true} writes the new files instead of comparing.
 */
final class GoldenFiles {
    static final String UPDATE = "retrykit.golden.update";
    static final String REGENERATE =
            "mvn -q -pl grader -am verify -Pselfcheck -Dtest='HostileSubmissionsTest,GoldenReportsTest'"
                    + " -Dsurefire.failIfNoSpecifiedTests=false -D" + UPDATE + "=true";
    private static final List<String> KEPT = List.of("gradebook.csv", "report.json", "results.json", "junit.xml");

    private GoldenFiles() {}

    /** Compares (or, when updating, writes) every kept report under {@code out} with golden/{@code name}. */
    static void check(String name, Path out, Path... machinePaths) throws IOException {
        Path golden = Cli.kit().resolve("grader/src/test/golden").resolve(name);
        List<String> written = reports(out);
        assertThat(written).as("the roster wrote its reports").isNotEmpty();
        if (Boolean.getBoolean(UPDATE)) {
            if (Files.isDirectory(golden)) {
                for (String old : reports(golden)) {
                    Files.delete(golden.resolve(old));
                }
            }
            for (String file : written) {
                Path target = golden.resolve(file);
                Files.createDirectories(target.getParent());
                Files.writeString(
                        target, normalise(Files.readString(out.resolve(file)), machinePaths), StandardCharsets.UTF_8);
            }
            return;
        }
        assertThat(written)
                .as(
                        "the reports of %s are the golden ones in %s; if the change is meant, regenerate them:%n  %s",
                        name, golden, REGENERATE)
                .containsExactlyInAnyOrderElementsOf(Files.isDirectory(golden) ? reports(golden) : List.of());
        for (String file : written) {
            assertThat(normalise(Files.readString(out.resolve(file)), machinePaths))
                    .as(
                            "%s/%s differs from its golden copy; if the change is meant, regenerate them:%n  %s",
                            name, file, REGENERATE)
                    .isEqualTo(Files.readString(golden.resolve(file)));
        }
    }

    /** The report's text with what differs between two runs or machines replaced by a fixed word. */
    static String normalise(String text, Path... machinePaths) {
        String out = text;
        for (Path p : machinePaths) {
            out = out.replace(p.toAbsolutePath().toString(), "<machine path>");
        }
        return out.replaceAll("\"graded_at\" : \"[^\"]*\"", "\"graded_at\" : \"<time>\"")
                .replaceAll("timestamp=\"[^\"]*\"", "timestamp=\"<time>\"")
                .replaceAll("\"grader\" : \"[^\"+]*\\+[0-9a-f]+\"", "\"grader\" : \"<version>\"");
    }

    private static List<String> reports(Path root) throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(Files::isRegularFile)
                    .filter(p -> KEPT.contains(p.getFileName().toString()))
                    .forEach(p -> found.add(root.relativize(p).toString().replace('\\', '/')));
        }
        return found.stream().sorted().toList();
    }
}
