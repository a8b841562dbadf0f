package retrykit.grader.submission;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Reads the Java sources at HEAD of a bare git repository with git's plumbing ({@code ls-tree},
 * {@code cat-file}), never a checkout: so a link in the tree is never made on disk (it is left out
 * with a note), and the same caps as a zip's hold before a byte is unpacked: the entries in the
 * tree, the bytes of the sources, and the time git may take.
 */
final class GitTree {
    private static final String LINK_MODE = "120000";
    private static final String SUBMODULE_MODE = "160000";

    private GitTree() {}

    /** One entry of the tree: its mode, type, object, size (-1 when git gives none) and path. */
    private record Entry(String mode, String type, String object, long size, String path) {}

    /** Writes the {@code .java} blobs at HEAD of {@code repository} under {@code into}; returns what was left out. */
    static List<LeftOut> unpack(Path repository, Path into, Caps caps)
            throws IOException, UnreadableSubmission, InterruptedException {
        long deadline = System.nanoTime() + caps.timeout().toNanos();
        String name = repository.getFileName().toString();
        List<Entry> entries = listTree(repository, name, caps, deadline);
        List<LeftOut> leftOut = new ArrayList<>();
        List<Entry> wanted = new ArrayList<>();
        long total = 0;
        for (Entry e : entries) {
            if (e.mode().equals(LINK_MODE)) {
                leftOut.add(new LeftOut(e.path(), Assembly.LINK));
            } else if (e.mode().equals(SUBMODULE_MODE)) {
                leftOut.add(new LeftOut(e.path(), "a git submodule (only the repository's own files are graded)"));
            } else if (e.type().equals("blob")
                    && e.path().toLowerCase(Locale.ROOT).endsWith(".java")) {
                total += Math.max(0, e.size());
                if (total > caps.bytes()) {
                    throw new UnreadableSubmission(name + " holds more than " + size(caps.bytes())
                            + " of Java sources; a kit's sources are far smaller");
                }
                if (e.size() > Assembly.MAX_FILE_BYTES) {
                    leftOut.add(new LeftOut(e.path(), "larger than " + Assembly.MAX_FILE_BYTES / 1024 + " KB"));
                } else {
                    wanted.add(e);
                }
            }
        }
        readBlobs(repository, name, wanted, into, deadline, caps);
        return leftOut;
    }

    private static List<Entry> listTree(Path repository, String name, Caps caps, long deadline)
            throws IOException, UnreadableSubmission, InterruptedException {
        Process git = start(repository, "ls-tree", "-r", "-l", "-z", "--full-tree", "HEAD");
        List<Entry> entries = new ArrayList<>();
        try (Stopper stopper = new Stopper(git, deadline);
                InputStream in = new BufferedInputStream(git.getInputStream())) {
            readOrStop(git, stopper, name, caps, () -> readTree(in, name, caps, entries));
            finish(git, stopper, name, deadline, caps);
        }
        return entries;
    }

    /** Reading git's output, which may fail on what git wrote or because git was stopped. */
    private interface GitRead {
        void run() throws IOException, UnreadableSubmission;
    }

    /**
     * Runs {@code read}; when it fails, ends git, and reports the deadline if the stopper ended git
     * first (the read then failed because of it), else the failure itself.
     */
    private static void readOrStop(Process git, Stopper stopper, String name, Caps caps, GitRead read)
            throws IOException, UnreadableSubmission {
        try {
            read.run();
        } catch (IOException | UnreadableSubmission | RuntimeException e) {
            git.destroyForcibly();
            if (stopper.fired()) {
                throw timedOut(name, caps);
            }
            throw e;
        }
    }

    private static String size(long bytes) {
        return bytes >= 1024 * 1024 ? bytes / (1024 * 1024) + " MB" : bytes + " bytes";
    }

    private static UnreadableSubmission timedOut(String name, Caps caps) {
        return new UnreadableSubmission("git did not finish reading " + name + " within "
                + caps.timeout().toSeconds() + " s");
    }

    private static void readTree(InputStream in, String name, Caps caps, List<Entry> entries)
            throws IOException, UnreadableSubmission {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0) {
            if (b != 0) {
                if (line.size() > 8192) {
                    throw new UnreadableSubmission(name + " has a path longer than 8 KB");
                }
                line.write(b);
                continue;
            }
            String text = line.toString(StandardCharsets.UTF_8);
            line.reset();
            int tab = text.indexOf('\t');
            String[] head = text.substring(0, Math.max(tab, 0)).trim().split(" +", -1);
            if (tab < 0 || head.length < 4) {
                continue;
            }
            if (entries.size() >= caps.entries()) {
                throw new UnreadableSubmission(name + " has more than " + caps.entries() + " entries at HEAD");
            }
            long size = head[3].equals("-") ? -1 : Long.parseLong(head[3]);
            entries.add(new Entry(head[0], head[1], head[2], size, text.substring(tab + 1)));
        }
    }

    private static void readBlobs(Path repository, String name, List<Entry> wanted, Path into, long deadline, Caps caps)
            throws IOException, UnreadableSubmission, InterruptedException {
        if (wanted.isEmpty()) {
            return;
        }
        Process git = start(repository, "cat-file", "--batch");
        try (Stopper stopper = new Stopper(git, deadline)) {
            Thread feed = new Thread(
                    () -> {
                        try (OutputStream out = git.getOutputStream()) {
                            for (Entry e : wanted) {
                                out.write((e.object() + "\n").getBytes(StandardCharsets.US_ASCII));
                            }
                        } catch (IOException stopped) {
                            // git was stopped: the reader below says why
                        }
                    },
                    "retrykit-git-feed");
            feed.setDaemon(true);
            feed.start();
            readOrStop(git, stopper, name, caps, () -> {
                try (InputStream in = new BufferedInputStream(git.getInputStream())) {
                    writeBlobs(in, name, wanted, into);
                }
            });
            finish(git, stopper, name, deadline, caps);
        }
    }

    private static void writeBlobs(InputStream in, String name, List<Entry> wanted, Path into)
            throws IOException, UnreadableSubmission {
        for (Entry e : wanted) {
            String header = readLine(in);
            String[] parts = header.split(" ", -1);
            if (parts.length != 3 || !parts[1].equals("blob")) {
                throw new UnreadableSubmission("git could not read " + e.path() + " in " + name + ": " + header);
            }
            long size = Long.parseLong(parts[2]);
            if (size != e.size()) {
                throw new UnreadableSubmission(
                        "git gave " + e.path() + " in " + name + " a size other than its tree's");
            }
            Path target = into.resolve(e.path()).normalize();
            if (!target.startsWith(into) || e.path().contains("\\")) {
                throw new UnreadableSubmission(name + " has a path outside its folder: " + e.path());
            }
            Files.createDirectories(target.getParent());
            Files.write(target, in.readNBytes((int) size));
            if (in.read() != '\n') {
                throw new UnreadableSubmission("git's output for " + name + " ended early");
            }
        }
    }

    private static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0 && b != '\n') {
            if (line.size() > 1024) {
                break;
            }
            line.write(b);
        }
        return line.toString(StandardCharsets.UTF_8);
    }

    private static void finish(Process git, Stopper stopper, String name, long deadline, Caps caps)
            throws IOException, UnreadableSubmission, InterruptedException {
        boolean ended = git.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        if (!ended || stopper.fired()) {
            git.destroyForcibly();
            throw timedOut(name, caps);
        }
        if (git.exitValue() != 0) {
            String said = new String(git.getErrorStream().readNBytes(2048), StandardCharsets.UTF_8).strip();
            throw new UnreadableSubmission("git could not read " + name + (said.isEmpty() ? "" : ": " + said));
        }
    }

    private static Process start(Path repository, String... command) throws IOException {
        List<String> line = new ArrayList<>(List.of(
                "git",
                "-c",
                "safe.directory=*",
                "-c",
                "core.fsmonitor=false",
                "--git-dir=" + repository.toAbsolutePath()));
        line.addAll(List.of(command));
        ProcessBuilder builder = new ProcessBuilder(line);
        builder.environment().put("GIT_CONFIG_NOSYSTEM", "1");
        builder.environment().put("GIT_TERMINAL_PROMPT", "0");
        try {
            return builder.start();
        } catch (IOException e) {
            throw new IOException("could not start git, which grading a repository needs: " + e.getMessage(), e);
        }
    }

    /** Ends git at the deadline, so that a read blocked on it returns. */
    private static final class Stopper implements AutoCloseable {
        private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "retrykit-git-timer");
            t.setDaemon(true);
            return t;
        });
        private final java.util.concurrent.ScheduledFuture<?> task;
        private volatile boolean fired;

        Stopper(Process git, long deadline) {
            task = TIMER.schedule(
                    () -> {
                        fired = true;
                        git.destroyForcibly();
                    },
                    Math.max(0, deadline - System.nanoTime()),
                    TimeUnit.NANOSECONDS);
        }

        boolean fired() {
            return fired;
        }

        @Override
        public void close() {
            task.cancel(false);
        }
    }

    /**
     * The caps on reading a repository, like a zip's.
     *
     * @param bytes   the most bytes of Java sources
     * @param entries the most entries in the tree at HEAD
     * @param timeout the most time git may take in all
     */
    record Caps(long bytes, int entries, java.time.Duration timeout) {}
}
