package retrykit.grader.handout;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Where a handout's files come from: the kit's committed tree (git's HEAD, so no answer a working
 * tree holds and nothing uncommitted can slip in), or, in a copy of the kit that is no git
 * checkout, its working tree. Either way it is only read.
 *
 * @param description what it is, as the handout command says it: "the committed tree at 1a2b3c4"
 * @param files       every file below the kit's root that the handout may take, by path with forward slashes
 * @param committed   whether the files are git's HEAD rather than the working tree
 * @param leftOut     the paths among {@link #TAKEN} that differ from HEAD in the working tree (changed,
 *                    added or deleted, so not in the handout as they are on disk); none outside git
 */
record HandoutSource(String description, Map<String, byte[]> files, boolean committed, List<String> leftOut) {
    /** How many left-out paths {@link #said()} names before it counts the rest. */
    private static final int NAMED = 3;

    /** The folders and files of the kit a handout may take from (the rest never leaves). */
    static final List<String> TAKEN = List.of(
            "exercises",
            "pom.xml",
            "README.md",
            ".gitignore",
            ".mvn",
            ".devcontainer",
            ".vscode",
            "LICENSE",
            "mvnw",
            "mvnw.cmd");

    static HandoutSource of(Path kit) throws IOException {
        String head = git(kit, "rev-parse", "--verify", "HEAD");
        if (head != null
                && kit.toRealPath()
                        .equals(Path.of(git(kit, "rev-parse", "--show-toplevel").strip())
                                .toRealPath())) {
            return committed(kit, head.strip());
        }
        return workingTree(kit);
    }

    private static HandoutSource committed(Path kit, String head) throws IOException {
        Path zip = Files.createTempFile("retrykit-handout-", ".zip");
        try {
            List<String> command =
                    new ArrayList<>(List.of("archive", "--format=zip", "-o", zip.toString(), head, "--"));
            for (String path : TAKEN) {
                if (git(kit, "cat-file", "-e", head + ":" + path) != null) {
                    command.add(path);
                }
            }
            if (git(kit, command.toArray(String[]::new)) == null) {
                throw new IOException("git could not archive the committed tree of " + kit);
            }
            Map<String, byte[]> files = new LinkedHashMap<>();
            try (ZipFile archive = new ZipFile(zip.toFile())) {
                for (ZipEntry entry : Collections.list(archive.entries())) {
                    if (!entry.isDirectory()) {
                        try (InputStream in = archive.getInputStream(entry)) {
                            files.put(entry.getName(), in.readAllBytes());
                        }
                    }
                }
            }
            return new HandoutSource(
                    "the committed tree at " + head.substring(0, 12), files, true, uncommitted(kit, head));
        } finally {
            Files.deleteIfExists(zip);
        }
    }

    private static HandoutSource workingTree(Path kit) throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (String top : TAKEN) {
            Path start = kit.resolve(top);
            if (!Files.exists(start)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(start)) {
                for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                    String relative = kit.relativize(p).toString().replace('\\', '/');
                    if (!("/" + relative).contains("/target/")) {
                        files.put(relative, Files.readAllBytes(p));
                    }
                }
            }
        }
        return new HandoutSource(
                "the working tree (not a git checkout), its stubs checked to be stubs", files, false, List.of());
    }

    /**
     * The paths of the handout's folders and files that the working tree holds otherwise than HEAD:
     * changed, added (untracked but not ignored) or deleted, as {@code git status} lists them.
     */
    private static List<String> uncommitted(Path kit, String head) throws IOException {
        List<String> command =
                new ArrayList<>(List.of("status", "--porcelain=v1", "-z", "--untracked-files=all", "--"));
        command.addAll(TAKEN);
        String status = git(kit, command.toArray(String[]::new));
        if (status == null) {
            throw new IOException("git could not list the uncommitted changes of " + kit + " against " + head);
        }
        // Entries end with a NUL: "XY path", where a rename or copy ("R  new") is followed by its old path.
        List<String> paths = new ArrayList<>();
        int at = 0;
        boolean oldPath = false;
        while (at < status.length()) {
            int end = status.indexOf('\0', at);
            String entry = status.substring(at, end < 0 ? status.length() : end);
            at = end < 0 ? status.length() : end + 1;
            if (oldPath) {
                oldPath = false;
            } else if (entry.length() > 3) {
                paths.add(entry.substring(3));
                oldPath = entry.charAt(0) == 'R' || entry.charAt(0) == 'C';
            }
        }
        return List.copyOf(paths);
    }

    /**
     * Where the files came from, as the handout command says it: the description, and what the
     * working tree holds that the handout left out, so that an instructor who forgot to commit a
     * change to a lesson learns it before handing the package out.
     */
    String said() {
        if (leftOut.isEmpty()) {
            return description;
        }
        String named = String.join(", ", leftOut.subList(0, Math.min(NAMED, leftOut.size())));
        String more = leftOut.size() > NAMED ? " and " + (leftOut.size() - NAMED) + " more" : "";
        return description + " (left out, not committed: " + named + more + "; commit what the handout should hold)";
    }

    /**
     * Why the kit file {@code path} is not among the files: a file the working tree holds but HEAD
     * does not is not committed yet (a new stage before its first commit), otherwise the kit has none.
     */
    String missing(Path kit, String path) {
        if (committed && Files.isRegularFile(kit.resolve(path))) {
            return path + " is not committed: the handout takes the kit's files from " + description
                    + ", so commit it first";
        }
        return "the kit has no " + path;
    }

    /** What git printed, or null when it failed or is not there. */
    private static String git(Path dir, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of("git", "-C", dir.toString()));
        command.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(command)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return null;
            }
            return p.exitValue() == 0 ? out : null;
        } catch (IOException noGit) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading " + dir + " with git", e);
        }
    }
}
