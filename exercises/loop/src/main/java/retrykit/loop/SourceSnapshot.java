package retrykit.loop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What the {@code .java} files under a stage's {@code src} hold at one moment: each file's path
 * and a digest of its bytes. Two snapshots differ exactly when a source was added, removed or
 * changed, so saving a file unchanged, or touching any other file, starts no run.
 *
 * @param digests each file's path (relative, with forward slashes) and the SHA-256 of its content
 */
public record SourceSnapshot(Map<String, String> digests) {

    public SourceSnapshot {
        digests = Map.copyOf(new TreeMap<>(digests));
    }

    /** The {@code .java} files under {@code root} as they are now (none, if it does not exist). */
    public static SourceSnapshot of(Path root) {
        Map<String, String> digests = new TreeMap<>();
        if (!Files.isDirectory(root)) {
            return new SourceSnapshot(digests);
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path file : walk.filter(p -> p.getFileName().toString().endsWith(".java"))
                    .toList()) {
                try {
                    if (Files.isRegularFile(file)) {
                        digests.put(
                                root.relativize(file).toString().replace('\\', '/'), digest(Files.readAllBytes(file)));
                    }
                } catch (NoSuchFileException gone) {
                    // deleted while we looked (an editor's swap file): the next snapshot settles it
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // a folder renamed while we walked it: report what was read; the next look sees the rest
        }
        return new SourceSnapshot(digests);
    }

    private static String digest(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
