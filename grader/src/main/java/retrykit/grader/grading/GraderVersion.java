package retrykit.grader.grading;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
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
            String digest = digestOf(code);
            return (release == null ? "1.0.0-SNAPSHOT" : release) + "+" + digest.substring(0, 12);
        } catch (IOException | URISyntaxException | RuntimeException e) {
            throw new IllegalStateException(
                    "cannot read the grader's own code to name its version: " + e.getMessage(), e);
        }
    }

    /**
     * The digest of the grader's code at {@code code}, a class folder (the Maven build) or a jar (the
     * autograder zip's): each file's path and bytes, in path order, the same for both, so the way the
     * grader is launched never changes its identity. What a jar adds on its own ({@code META-INF/}:
     * the manifest, Maven's metadata) is no grading code and is left out on both sides.
     */
    static String digestOf(Path code) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
        java.util.SortedMap<String, byte[]> files = new java.util.TreeMap<>();
        if (Files.isDirectory(code)) {
            try (Stream<Path> walk = Files.walk(code)) {
                for (Path file : walk.filter(Files::isRegularFile).toList()) {
                    files.put(code.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
                }
            }
        } else {
            try (java.util.zip.ZipFile jar = new java.util.zip.ZipFile(code.toFile())) {
                for (var entry : java.util.Collections.list(jar.entries())) {
                    if (!entry.isDirectory()) {
                        try (InputStream in = jar.getInputStream(entry)) {
                            files.put(entry.getName(), in.readAllBytes());
                        }
                    }
                }
            }
        }
        files.forEach((name, bytes) -> {
            if (!name.startsWith("META-INF/")) {
                digest.update(name.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                digest.update(
                        java.nio.ByteBuffer.allocate(8).putLong(bytes.length).array());
                digest.update(bytes);
            }
        });
        return HexFormat.of().formatHex(digest.digest());
    }
}
