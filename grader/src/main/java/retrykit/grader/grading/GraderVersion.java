package retrykit.grader.grading;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * The grader's version as a grade records it: the release, and a digest of the grader's own code
 * (its classes, hidden suites and embedded kit), so a grade given by an older build of the same
 * release is not taken for one of this build.
 */
public final class GraderVersion {
    private static volatile String computed;

    private GraderVersion() {}

    public static String get() {
        String v = computed;
        if (v == null) {
            v = compute();
            computed = v;
        }
        return v;
    }

    private static String compute() {
        String release = GraderVersion.class.getPackage().getImplementationVersion();
        try {
            Path code = Path.of(GraderVersion.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            List<Path> files;
            if (Files.isDirectory(code)) {
                try (Stream<Path> walk = Files.walk(code)) {
                    files = walk.filter(Files::isRegularFile).sorted().toList();
                }
            } else {
                files = List.of(code);
            }
            for (Path file : files) {
                digest.update(code.relativize(file)
                        .toString()
                        .replace('\\', '/')
                        .getBytes(java.nio.charset.StandardCharsets.UTF_8));
                try (InputStream in = new DigestInputStream(Files.newInputStream(file), digest)) {
                    in.transferTo(java.io.OutputStream.nullOutputStream());
                }
            }
            return (release == null ? "1.0.0-SNAPSHOT" : release) + "+"
                    + HexFormat.of().formatHex(digest.digest()).substring(0, 12);
        } catch (IOException | URISyntaxException | NoSuchAlgorithmException | RuntimeException e) {
            throw new IllegalStateException(
                    "cannot read the grader's own code to name its version: " + e.getMessage(), e);
        }
    }
}
