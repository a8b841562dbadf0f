package retrykit.grader.submission;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import retrykit.grader.kit.Stage;

/**
 * The exercises' sources exactly as the kit ships them (stubs and given types), embedded in the
 * grader when it is built. A submission is laid over them, so a learner is graded on their own
 * files even if they deleted a given type, and an instructor's edited checkout changes nothing.
 */
public final class PristineKit {
    private static final String ROOT = "retrykit/kit/exercises";
    private static final Map<Stage, List<SourceFile>> CACHE = new ConcurrentHashMap<>();

    private PristineKit() {}

    /** The stage's sources, stub included, as the kit ships them. */
    public static List<SourceFile> sources(Stage stage) {
        return CACHE.computeIfAbsent(stage, PristineKit::read);
    }

    private static List<SourceFile> read(Stage stage) {
        String base = ROOT + "/" + stage.number() + "/src/main/java";
        URL url = PristineKit.class.getClassLoader().getResource(base);
        if (url == null) {
            throw new IllegalStateException("the grader was built without the sources of " + stage
                    + " (" + base + "): rebuild it with the kit's root pom");
        }
        try {
            URI uri = url.toURI();
            if ("jar".equals(uri.getScheme())) {
                FileSystem jar;
                try {
                    jar = FileSystems.getFileSystem(uri);
                } catch (FileSystemNotFoundException notOpen) {
                    jar = FileSystems.newFileSystem(uri, Map.of());
                }
                return list(jar.getPath("/" + base));
            }
            return list(Path.of(uri));
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException("cannot read the kit's sources of " + stage + ": " + e.getMessage(), e);
        }
    }

    private static List<SourceFile> list(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".java"))
                    .sorted()
                    .map(p -> {
                        try {
                            String relative = root.relativize(p).toString().replace('\\', '/');
                            return new SourceFile(relative, Files.readString(p, StandardCharsets.UTF_8), false);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .toList();
        }
    }
}
