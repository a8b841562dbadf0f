package retrykit.grader.submission;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import retrykit.grader.kit.Stage;

/**
 * Lays a submission's sources for one stage over the kit's given types. Only {@code .java} files
 * under {@code src/main/java} are taken: never resources, service files, build files or tests, so
 * nothing a learner ships can configure the grader. No link is followed, at any depth: a stage
 * folder reached through one is not taken, and a linked file is left out, each with a note. A file
 * that declares a package outside the stage's own is left out, with a note, because it could shadow
 * the grader's classes.
 */
public final class Assembly {
    /** Larger files are left out: a real answer is a few kilobytes. */
    public static final int MAX_FILE_BYTES = 256 * 1024;
    /** More files than this are left out: a stage needs a handful. */
    public static final int MAX_FILES = 100;
    /** Why a link is never taken. */
    public static final String LINK = "a symbolic link (links inside a submission are never followed)";

    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);

    private Assembly() {}

    public static StageSources of(Submission submission, Stage stage) {
        Map<String, SourceFile> files = new TreeMap<>();
        for (SourceFile given : PristineKit.given(stage)) {
            files.put(given.path(), given);
        }
        List<String> notes = new ArrayList<>();
        submission.leftOut().stream().filter(l -> inStage(l.path(), stage)).forEach(l -> notes.add(l.note()));
        Optional<Path> folder = submission.stageFolder(stage);
        if (folder.isEmpty()) {
            submission.linkOnTheWay(stage).ifPresent(link -> notes.add(new LeftOut(link, LINK).note()));
            return new StageSources(stage, List.copyOf(files.values()), notes, false);
        }
        String shownRoot = submission.root().relativize(folder.get()).toString().replace('\\', '/') + "/src/main/java/";
        Path javaRoot = folder.get().resolve("src/main/java");
        List<Path> found;
        try (Stream<Path> walk = Files.walk(javaRoot)) {
            found = walk.filter(p -> !p.equals(javaRoot)).sorted().toList();
        } catch (IOException e) {
            notes.add("could not read " + shownRoot + ": " + e.getMessage());
            return new StageSources(stage, List.copyOf(files.values()), notes, true);
        }
        int taken = 0;
        for (Path file : found) {
            String relative = javaRoot.relativize(file).toString().replace('\\', '/');
            String shown = shownRoot + relative;
            if (Files.isSymbolicLink(file)) {
                notes.add(new LeftOut(shown, LINK).note());
                continue;
            }
            if (!file.getFileName().toString().endsWith(".java")
                    || file.getFileName().toString().startsWith("._") // the Finder's resource fork of a file
                    || Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
                continue;
            }
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                notes.add(new LeftOut(shown, "not a regular file").note());
                continue;
            }
            if (++taken > MAX_FILES) {
                notes.add(new LeftOut(shown, "more than " + MAX_FILES + " files in one stage").note());
                continue;
            }
            try {
                if (Files.size(file) > MAX_FILE_BYTES) {
                    notes.add(new LeftOut(shown, "larger than " + MAX_FILE_BYTES / 1024 + " KB").note());
                    continue;
                }
                String content = Files.readString(file, StandardCharsets.UTF_8);
                String declared = declaredPackage(content);
                if (!declared.equals(stage.packageName()) && !declared.startsWith(stage.packageName() + ".")) {
                    notes.add(new LeftOut(
                                    shown,
                                    "it declares package " + (declared.isEmpty() ? "(none)" : declared) + ", but "
                                            + stage + " is graded only on code in package " + stage.packageName())
                            .note());
                    continue;
                }
                files.put(relative, new SourceFile(relative, content, true));
            } catch (MalformedInputException e) {
                notes.add(new LeftOut(shown, "it is not UTF-8 text").note());
            } catch (IOException | IllegalArgumentException e) {
                notes.add(new LeftOut(shown, String.valueOf(e.getMessage())).note());
            }
        }
        return new StageSources(stage, List.copyOf(files.values()), notes, true);
    }

    /** The notes of what opening the submission left out that lies in no stage's folder. */
    public static List<String> outsideEveryStage(Submission submission) {
        return submission.leftOut().stream()
                .filter(l -> Stage.all().stream().noneMatch(s -> inStage(l.path(), s)))
                .map(LeftOut::note)
                .toList();
    }

    private static boolean inStage(String path, Stage stage) {
        return path.startsWith("exercises/" + stage.number() + "/")
                || path.equals("exercises/" + stage.number())
                || path.startsWith(stage.number() + "/")
                || path.equals(stage.number());
    }

    /** The package a source file declares (comments ignored), or "" when it declares none. */
    public static String declaredPackage(String content) {
        Matcher m = PACKAGE.matcher(withoutComments(content));
        return m.find() ? m.group(1) : "";
    }

    // Comments could hide a fake package line from a naive reader; drop them first.
    private static String withoutComments(String content) {
        return content.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\n]*", " ");
    }
}
