package retrykit.grader.submission;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import retrykit.grader.kit.Stage;

/**
 * Finds, inside what a learner handed in, the folder that holds the kit's stages
 * ({@code exercises/NN/src/main/java}, or {@code NN/src/main/java} as {@code solutions/} is laid out), at
 * any depth: a kit zipped as {@code Bob Submission/retrykit-main/exercises/...}, a folder with a wrapper
 * level, a Finder zip with {@code __MACOSX/} beside the kit. Folders no learner's answer lives in are
 * never searched: {@link #IGNORED} (the Finder's, the IDEs', git's and the build's), any other hidden
 * folder, and links, which are never followed. When two folders qualify, {@link #RULE} picks one.
 */
public final class KitSearch {
    /** Folders searched no deeper than this below the submission: a wrapper or two, never a whole disk. */
    static final int MAX_DEPTH = 8;
    /** Folders looked at in one search: a kit has a few hundred. */
    static final int MAX_FOLDERS = 20_000;

    /** Folder names never searched: the Finder's resource forks, IDE settings, version control, build output. */
    public static final Set<String> IGNORED = Set.of(
            "__MACOSX",
            "target",
            "build",
            "out",
            "bin",
            "node_modules",
            ".idea",
            ".vscode",
            ".settings",
            ".git",
            ".gradle",
            ".metadata");

    /** How one of several candidate folders is picked, as reports and the README state it. */
    public static final String RULE =
            "the one with the most stages, then the one nearest the top, then the first" + " by name";

    private KitSearch() {}

    /**
     * A folder that holds stages.
     *
     * @param folder   the folder
     * @param relative its path below the folder searched, with forward slashes ("" for that folder itself)
     * @param stages   how many of the kit's stages it holds
     */
    public record Candidate(Path folder, String relative, int stages) {
        int depth() {
            return relative.isEmpty() ? 0 : relative.split("/").length;
        }
    }

    /** Orders candidates by {@link #RULE}: the first is the one graded. */
    static final Comparator<Candidate> PREFERRED = Comparator.comparingInt(Candidate::stages)
            .reversed()
            .thenComparingInt(Candidate::depth)
            .thenComparing(Candidate::relative);

    /** Whether a file or folder of this name is the Finder's or an IDE's, never a learner's answer. */
    public static boolean ignored(String name) {
        return IGNORED.contains(name) || name.startsWith("._") || name.equals(".DS_Store");
    }

    /** Every folder below {@code top} (itself included) that holds at least one stage, best first. */
    public static List<Candidate> candidates(Path top) throws IOException {
        List<Candidate> found = new ArrayList<>();
        int[] folders = {0};
        Files.walkFileTree(top, Set.of(), MAX_DEPTH, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                if (!dir.equals(top) && (ignored(name) || name.startsWith(".") || attrs.isSymbolicLink())) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                if (++folders[0] > MAX_FOLDERS) {
                    return FileVisitResult.TERMINATE;
                }
                int stages = stagesIn(dir);
                // X/exercises holds X's stages as NN/src/main/java: the same copy, not a second one
                boolean sameAsParent = name.equals("exercises")
                        && found.stream().anyMatch(c -> c.folder().equals(dir.getParent()));
                if (stages > 0 && !sameAsParent) {
                    found.add(new Candidate(dir, top.relativize(dir).toString().replace('\\', '/'), stages));
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                return FileVisitResult.CONTINUE; // an unreadable corner holds no stage we could read anyway
            }
        });
        found.sort(PREFERRED);
        return found;
    }

    /** The best candidate below {@code top}, if any folder holds a stage. */
    public static Optional<Candidate> best(Path top) throws IOException {
        return candidates(top).stream().findFirst();
    }

    /** The zips below {@code top} (a learning system's download holds one per learner's folder), by path. */
    static List<Path> zipsIn(Path top, int most) throws IOException {
        List<Path> zips = new ArrayList<>();
        Files.walkFileTree(top, Set.of(), MAX_DEPTH, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                return !dir.equals(top) && (ignored(name) || name.startsWith(".") || attrs.isSymbolicLink())
                        ? FileVisitResult.SKIP_SUBTREE
                        : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                String name = file.getFileName().toString();
                if (attrs.isRegularFile()
                        && !ignored(name)
                        && name.toLowerCase(Locale.ROOT).endsWith(".zip")) {
                    zips.add(file);
                }
                return zips.size() >= most ? FileVisitResult.TERMINATE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                return FileVisitResult.CONTINUE;
            }
        });
        zips.sort(Comparator.naturalOrder());
        return zips;
    }

    /**
     * The stages {@code dir} holds. A stage whose folder is reached through a link counts too: the
     * folder is then the learner's kit, and grading it refuses the link with a note naming it
     * ({@link Submission#linkOnTheWay}), where passing it over would lose that note. Only existence is
     * asked of the link; nothing below it is ever read.
     */
    private static int stagesIn(Path dir) {
        int stages = 0;
        for (Stage stage : Stage.all()) {
            if (present(dir, "exercises/" + stage.number() + "/src/main/java")
                    || present(dir, stage.number() + "/src/main/java")) {
                stages++;
            }
        }
        return stages;
    }

    private static boolean present(Path root, String relative) {
        return realFolder(root, relative) || Files.isDirectory(root.resolve(relative));
    }

    private static boolean realFolder(Path root, String relative) {
        Path at = root;
        for (String part : relative.split("/", -1)) {
            at = at.resolve(part);
            if (!Files.isDirectory(at, LinkOption.NOFOLLOW_LINKS)) {
                return false;
            }
        }
        return true;
    }
}
