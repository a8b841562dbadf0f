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
 * folder reached through one is not taken, and a linked file is left out, each with a note. A
 * learner's copy of a type the stage gives is never compiled: the kit's copy is, and a copy that
 * differs is named in a note. A file whose package line names a package outside the stage's own is
 * left out with a note, for a friendly message only: what decides is the package the compiler
 * writes each class into ({@link StageCompiler}), which a comment or a Unicode escape cannot hide.
 */
public final class Assembly {
    /** Larger files are left out: a real answer is a few kilobytes. */
    public static final int MAX_FILE_BYTES = 256 * 1024;
    /** More files than this are left out: a stage needs a handful. */
    public static final int MAX_FILES = 100;
    /** Why a link is never taken. */
    public static final String LINK = "a symbolic link (links inside a submission are never followed)";
    /** Why a changed copy of a type the stage gives is not taken. */
    public static final String GIVEN = "a file the kit gives; your copy was not graded (the kit's copy was compiled in"
            + " its place: change only the stub's file, and add files of your own beside it)";

    /** U+FEFF at the start of a file: a byte-order mark, meaningless in UTF-8. */
    static final String BYTE_ORDER_MARK = "\uFEFF";

    private static final Pattern PACKAGE =
            Pattern.compile("^\\s*package\\s+(\\w+(?:\\s*\\.\\s*\\w+)*)\\s*;", Pattern.MULTILINE);

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
                if (content.startsWith(BYTE_ORDER_MARK)) {
                    // Some editors (Notepad, older IDEs) start UTF-8 files with one; javac and the package
                    // line's reader would trip on it, and it carries no meaning in UTF-8.
                    content = content.substring(1);
                    notes.add("removed the UTF-8 byte-order mark at the start of " + shown);
                }
                SourceFile kits = files.get(relative);
                if (kits != null && !kits.learners()) {
                    // A given type is the kit's, always: a copy that differs (an equals that says
                    // yes to anything) would change what the hidden checks compare. An unchanged
                    // copy is the learner's checkout as it came, taken without a note.
                    if (!sameText(kits.content(), content)) {
                        notes.add(new LeftOut(shown, GIVEN).note());
                        continue;
                    }
                }
                String declared = declaredPackage(content);
                if (declared.isEmpty()
                        && relative.startsWith(stage.packageName().replace('.', '/') + "/")) {
                    // A file in the stage's folder whose package line cannot be read (misspelt, no
                    // semicolon): javac says what is wrong with it, in its own words, rather than the
                    // file being left out and the class reported missing. If javac compiles it after
                    // all, the class files decide: outside the stage's package, the stage scores zero.
                    files.put(relative, new SourceFile(relative, content, true));
                    continue;
                }
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

    /** Whether two texts of a source are the same but for their line ends (a Windows checkout's CRLF). */
    private static boolean sameText(String a, String b) {
        return a.replace("\r\n", "\n").equals(b.replace("\r\n", "\n"));
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

    /** The package a source file declares (comments and a leading byte-order mark ignored), or "" when it declares none. */
    public static String declaredPackage(String content) {
        Matcher m = PACKAGE.matcher(withoutComments(content));
        return m.find() ? m.group(1).replaceAll("\\s", "") : "";
    }

    // Comments could hide a fake package line from a naive reader; drop them first. A line comment
    // ends at a carriage return too, so a file saved with old Mac line ends is read right.
    private static String withoutComments(String content) {
        String text = content.startsWith(BYTE_ORDER_MARK) ? content.substring(1) : content;
        return text.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\r\n]*", " ");
    }
}
