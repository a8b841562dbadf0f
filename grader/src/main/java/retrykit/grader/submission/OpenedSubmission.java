package retrykit.grader.submission;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A submission made ready to grade from what an instructor has: a folder, a zip, or a git
 * repository. Zips and repositories are unpacked into a scratch folder that {@link #close}
 * removes. Only Java sources are unpacked (nothing else is ever graded), within bounds, and no
 * entry may escape the scratch folder.
 */
public final class OpenedSubmission implements AutoCloseable {
    /** Unpacked bytes beyond this end the unpacking: a kit's sources are far smaller. */
    static final long MAX_UNPACKED_BYTES = 50L * 1024 * 1024;
    static final int MAX_ENTRIES = 20_000;

    private final Submission submission;
    private final Path scratch;

    private OpenedSubmission(Submission submission, Path scratch) {
        this.submission = submission;
        this.scratch = scratch;
    }

    public Submission submission() {
        return submission;
    }

    /** Opens {@code path}: a folder as it is, a {@code .zip} unpacked, a git repository cloned at HEAD. */
    public static OpenedSubmission open(Path path) throws IOException, InterruptedException {
        if (!Files.exists(path)) {
            throw new IllegalArgumentException("no such submission: " + path);
        }
        String file = path.toAbsolutePath().normalize().getFileName().toString();
        if (Files.isRegularFile(path) && file.toLowerCase(Locale.ROOT).endsWith(".zip")) {
            Path scratch = Files.createTempDirectory("retrykit-zip-");
            try {
                unzip(path, scratch);
                return new OpenedSubmission(new Submission(stripSuffix(file, ".zip"), singleTop(scratch)), scratch);
            } catch (IOException | RuntimeException e) {
                delete(scratch);
                throw e;
            }
        }
        if (Files.isDirectory(path) && isBareRepository(path)) {
            Path scratch = Files.createTempDirectory("retrykit-git-");
            try {
                cloneHead(path, scratch.resolve("work"));
                return new OpenedSubmission(new Submission(stripSuffix(file, ".git"), scratch.resolve("work")), scratch);
            } catch (IOException | RuntimeException e) {
                delete(scratch);
                throw e;
            }
        }
        if (Files.isDirectory(path)) {
            return new OpenedSubmission(new Submission(file, path), null);
        }
        throw new IllegalArgumentException(path + " is neither a folder, a .zip nor a git repository");
    }

    /** Whether {@code path} is a git repository without a working tree (as a classroom server keeps them). */
    static boolean isBareRepository(Path path) {
        return Files.isRegularFile(path.resolve("HEAD")) && Files.isDirectory(path.resolve("objects"))
                && Files.isDirectory(path.resolve("refs"));
    }

    private static void cloneHead(Path repository, Path into) throws IOException, InterruptedException {
        Process git = new ProcessBuilder("git", "clone", "--quiet", "--depth", "1", "--no-hardlinks",
                repository.toUri().toString(), into.toString())
                .redirectErrorStream(true).start();
        String said = new String(git.getInputStream().readNBytes(4096), java.nio.charset.StandardCharsets.UTF_8);
        if (!git.waitFor(120, TimeUnit.SECONDS)) {
            git.destroyForcibly();
            throw new IOException("git clone of " + repository + " did not finish within 120 s");
        }
        if (git.exitValue() != 0) {
            throw new IOException("git clone of " + repository + " failed: " + said.strip());
        }
    }

    private static void unzip(Path zip, Path into) throws IOException {
        long total = 0;
        int entries = 0;
        // ZipFile reads the central directory first, so a file that is no zip fails here, clearly.
        try (ZipFile archive = new ZipFile(zip.toFile())) {
            for (ZipEntry entry : java.util.Collections.list(archive.entries())) {
                if (++entries > MAX_ENTRIES) {
                    throw new IOException(zip.getFileName() + " has more than " + MAX_ENTRIES + " entries");
                }
                if (entry.isDirectory() || !entry.getName().endsWith(".java")) {
                    continue; // only sources are ever graded
                }
                Path target = into.resolve(entry.getName()).normalize();
                if (!target.startsWith(into)) {
                    throw new IOException(zip.getFileName() + " has an entry outside its folder: " + entry.getName());
                }
                Files.createDirectories(target.getParent());
                try (InputStream in = archive.getInputStream(entry)) {
                    total += copyBounded(in, target, MAX_UNPACKED_BYTES - total);
                }
            }
        } catch (java.util.zip.ZipException e) {
            throw new IOException(zip.getFileName() + " is not a readable zip: " + e.getMessage(), e);
        }
    }

    private static long copyBounded(InputStream in, Path target, long room) throws IOException {
        byte[] buffer = new byte[8192];
        long written = 0;
        try (var out = Files.newOutputStream(target)) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                written += n;
                if (written > room) {
                    throw new IOException("the zip unpacks to more than " + MAX_UNPACKED_BYTES / (1024 * 1024) + " MB");
                }
                out.write(buffer, 0, n);
            }
        }
        return written;
    }

    /** A zip often holds one folder with everything in it: grade that folder. */
    private static Path singleTop(Path folder) throws IOException {
        try (Stream<Path> children = Files.list(folder)) {
            List<Path> all = children.toList();
            if (all.size() == 1 && Files.isDirectory(all.get(0))
                    && !all.get(0).getFileName().toString().equals("exercises")
                    && !all.get(0).getFileName().toString().matches("\\d\\d")) {
                return all.get(0);
            }
        }
        return folder;
    }

    private static String stripSuffix(String name, String suffix) {
        return name.toLowerCase(Locale.ROOT).endsWith(suffix) ? name.substring(0, name.length() - suffix.length()) : name;
    }

    @Override
    public void close() {
        delete(scratch);
    }

    private static void delete(Path root) {
        if (root == null) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // best effort
        }
    }

}
