package retrykit.grader.submission;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * A submission made ready to grade from what an instructor has: a folder, a zip, or a bare git
 * repository. Zips and repositories are unpacked into a scratch folder that {@link #close}
 * removes. Only Java sources are unpacked (nothing else is ever graded), within caps on bytes,
 * entries and (for git) time; no entry may escape the scratch folder, and no link inside a
 * submission is followed or made. The submission itself may be a link an instructor placed.
 */
public final class OpenedSubmission implements AutoCloseable {
    /** Unpacked bytes of Java sources beyond this end the unpacking: a kit's sources are far smaller. */
    static final long MAX_UNPACKED_BYTES = 50L * 1024 * 1024;

    static final int MAX_ENTRIES = 20_000;
    /** The most time git may take to read a repository. */
    static final Duration GIT_TIME_LIMIT = Duration.ofMinutes(2);

    static final GitTree.Caps GIT_CAPS = new GitTree.Caps(MAX_UNPACKED_BYTES, MAX_ENTRIES, GIT_TIME_LIMIT);

    private final Submission submission;
    private final Path scratch;
    private final Map<String, List<String>> origins;

    private OpenedSubmission(Submission submission, Path scratch, Map<String, List<String>> origins) {
        this.submission = submission;
        this.scratch = scratch;
        this.origins = Map.copyOf(origins);
    }

    public Submission submission() {
        return submission;
    }

    /**
     * For files found by their package lines (no {@code exercises/NN} in the upload): each stage's
     * files as the upload named them. Empty when the kit's folders were found.
     */
    public Map<String, List<String>> origins() {
        return origins;
    }

    /**
     * Opens {@code path}: a folder as it is, a {@code .zip} unpacked, a bare git repository read at HEAD.
     *
     * @throws UnreadableSubmission when the submission itself cannot be read (the learner's side)
     * @throws IOException          when the machine fails (no scratch folder, a full disk): never a learner's fault
     */
    public static OpenedSubmission open(Path path) throws IOException, InterruptedException, UnreadableSubmission {
        return open(path, GIT_CAPS);
    }

    static OpenedSubmission open(Path path, GitTree.Caps gitCaps)
            throws IOException, InterruptedException, UnreadableSubmission {
        if (!Files.exists(path)) {
            throw new IllegalArgumentException("no such submission: " + path);
        }
        Path real = path.toRealPath(); // the submission itself may be a link; nothing inside it will be followed
        String file = path.toAbsolutePath().normalize().getFileName().toString();
        if (Files.isRegularFile(real) && file.toLowerCase(Locale.ROOT).endsWith(".zip")) {
            Path scratch = Files.createTempDirectory("retrykit-zip-");
            try {
                Path unpacked = Files.createDirectories(scratch.resolve("zip"));
                List<LeftOut> leftOut = unzip(real, file, unpacked);
                String name = stripSuffix(file, ".zip");
                return taken(name, unpacked, file, leftOut, scratch);
            } catch (IOException | UnreadableSubmission | RuntimeException e) {
                delete(scratch);
                throw e;
            }
        }
        if (Files.isDirectory(real) && isBareRepository(real)) {
            Path scratch = Files.createTempDirectory("retrykit-git-");
            try {
                Path work = Files.createDirectories(scratch.resolve("work"));
                List<LeftOut> leftOut = GitTree.unpack(real, work, gitCaps);
                String name = stripSuffix(file, ".git");
                return taken(name, work, "", leftOut, scratch);
            } catch (IOException | UnreadableSubmission | RuntimeException e) {
                delete(scratch);
                throw e;
            }
        }
        if (Files.isDirectory(real)) {
            Intake.Scratch scratch = new Intake.Scratch(null);
            try {
                Intake.Found found = Intake.find(real, "", scratch);
                return new OpenedSubmission(
                        new Submission(file, LearnerId.of(file), found.root(), List.of(), found.notes()),
                        scratch.made().orElse(null),
                        found.origins());
            } catch (IOException | RuntimeException e) {
                scratch.made().ifPresent(OpenedSubmission::delete);
                throw e;
            }
        }
        throw new IllegalArgumentException(path + " is neither a folder, a .zip nor a git repository");
    }

    /** The submission found in {@code unpacked} by the one intake every path shares ({@link Intake}). */
    private static OpenedSubmission taken(String name, Path unpacked, String shown, List<LeftOut> leftOut, Path scratch)
            throws IOException, InterruptedException {
        Intake.Found found = Intake.find(unpacked, shown, new Intake.Scratch(scratch));
        return new OpenedSubmission(
                new Submission(name, LearnerId.of(name), found.root(), below(found.prefix(), leftOut), found.notes()),
                scratch,
                found.origins());
    }

    /** Unpacks a zip's sources as they are, into a new scratch folder: for an upload's zips searched by package. */
    static Path unzipped(Path zip) throws IOException, UnreadableSubmission {
        Path scratch = Files.createTempDirectory("retrykit-zip-");
        try {
            unzip(zip, zip.getFileName().toString(), scratch);
            return scratch;
        } catch (IOException | UnreadableSubmission | RuntimeException e) {
            delete(scratch);
            throw e;
        }
    }

    /** Whether {@code path} is a git repository without a working tree (as a classroom server keeps them). */
    static boolean isBareRepository(Path path) {
        return Files.isRegularFile(path.resolve("HEAD"))
                && Files.isDirectory(path.resolve("objects"))
                && Files.isDirectory(path.resolve("refs"));
    }

    static List<LeftOut> unzip(Path zip, String file, Path into) throws IOException, UnreadableSubmission {
        long total = 0;
        int entries = 0;
        List<LeftOut> leftOut = new ArrayList<>();
        // ZipFile reads the central directory first, so a file that is no zip fails here, clearly.
        try (ZipFile archive = new ZipFile(zip.toFile())) {
            Set<String> links = ZipLinks.in(zip);
            for (ZipEntry entry : Collections.list(archive.entries())) {
                if (++entries > MAX_ENTRIES) {
                    throw new UnreadableSubmission(file + " has more than " + MAX_ENTRIES + " entries");
                }
                if (links.contains(entry.getName())) {
                    leftOut.add(new LeftOut(entry.getName(), Assembly.LINK));
                    continue;
                }
                if (entry.isDirectory() || !entry.getName().endsWith(".java")) {
                    continue; // only sources are ever graded
                }
                if (entry.getName().startsWith("__MACOSX/")
                        || entry.getName()
                                .substring(entry.getName().lastIndexOf('/') + 1)
                                .startsWith("._")) {
                    continue; // the Finder's resource forks: no learner's code, and ._X.java is no Java
                }
                Path target = into.resolve(entry.getName()).normalize();
                if (!target.startsWith(into) || entry.getName().contains("\\")) {
                    throw new UnreadableSubmission(file + " has an entry outside its folder: " + entry.getName());
                }
                Files.createDirectories(target.getParent());
                try (InputStream in = archive.getInputStream(entry)) {
                    total += copyBounded(in, target, MAX_UNPACKED_BYTES - total, file);
                }
            }
        } catch (ZipException e) {
            throw new UnreadableSubmission(file + " is not a readable zip: " + e.getMessage());
        }
        return leftOut;
    }

    private static long copyBounded(InputStream in, Path target, long room, String file)
            throws IOException, UnreadableSubmission {
        byte[] buffer = new byte[8192];
        long written = 0;
        try (var out = Files.newOutputStream(target)) {
            int n;
            while (true) {
                try {
                    n = in.read(buffer);
                } catch (ZipException e) {
                    throw new UnreadableSubmission(file + " is not a readable zip: " + e.getMessage());
                }
                if (n <= 0) {
                    break;
                }
                written += n;
                if (written > room) {
                    throw new UnreadableSubmission(
                            file + " unpacks to more than " + MAX_UNPACKED_BYTES / (1024 * 1024) + " MB");
                }
                out.write(buffer, 0, n);
            }
        }
        return written;
    }

    /** What was left out, with paths made relative to the folder graded (the kit found inside the upload). */
    private static List<LeftOut> below(String prefix, List<LeftOut> leftOut) {
        if (prefix.isEmpty()) {
            return leftOut;
        }
        return leftOut.stream()
                .map(l -> l.path().startsWith(prefix + "/")
                        ? new LeftOut(l.path().substring(prefix.length() + 1), l.why())
                        : l)
                .toList();
    }

    private static String stripSuffix(String name, String suffix) {
        return name.toLowerCase(Locale.ROOT).endsWith(suffix)
                ? name.substring(0, name.length() - suffix.length())
                : name;
    }

    @Override
    public void close() {
        delete(scratch);
    }

    static void delete(Path root) {
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
