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
 * Lays a submission's sources for one stage over the kit's pristine ones. Only {@code .java}
 * files under {@code src/main/java} are taken: never resources, service files, build files or
 * tests, so nothing a learner ships can configure the grader. A file that declares a package
 * outside the stage's own is left out, with a note, because it could shadow the grader's classes.
 */
public final class Assembly {
    /** Larger files are left out: a real answer is a few kilobytes. */
    public static final int MAX_FILE_BYTES = 256 * 1024;
    /** More files than this are left out: a stage needs a handful. */
    public static final int MAX_FILES = 100;

    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);

    private Assembly() {}

    public static StageSources of(Submission submission, Stage stage) {
        Map<String, SourceFile> files = new TreeMap<>();
        for (SourceFile pristine : PristineKit.sources(stage)) {
            files.put(pristine.path(), pristine);
        }
        List<String> notes = new ArrayList<>();
        Optional<Path> folder = submission.stageFolder(stage);
        if (folder.isEmpty()) {
            return new StageSources(stage, List.copyOf(files.values()), List.of(), false);
        }
        Path javaRoot = folder.get().resolve("src/main/java");
        List<Path> found;
        try (Stream<Path> walk = Files.walk(javaRoot)) {
            found = walk.filter(p -> p.getFileName().toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            notes.add("could not read " + javaRoot.getFileName() + ": " + e.getMessage());
            return new StageSources(stage, List.copyOf(files.values()), notes, true);
        }
        int taken = 0;
        for (Path file : found) {
            String relative = javaRoot.relativize(file).toString().replace('\\', '/');
            String shown = "exercises/" + stage.number() + "/src/main/java/" + relative;
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                notes.add("left out " + shown + ": not a regular file (links are not followed)");
                continue;
            }
            if (++taken > MAX_FILES) {
                notes.add("left out " + shown + ": more than " + MAX_FILES + " files in one stage");
                continue;
            }
            try {
                if (Files.size(file) > MAX_FILE_BYTES) {
                    notes.add("left out " + shown + ": larger than " + MAX_FILE_BYTES / 1024 + " KB");
                    continue;
                }
                String content = Files.readString(file, StandardCharsets.UTF_8);
                String declared = declaredPackage(content);
                if (!declared.equals(stage.packageName()) && !declared.startsWith(stage.packageName() + ".")) {
                    notes.add("left out " + shown + ": it declares package "
                            + (declared.isEmpty() ? "(none)" : declared) + ", but " + stage
                            + " is graded only on code in package " + stage.packageName());
                    continue;
                }
                files.put(relative, new SourceFile(relative, content, true));
            } catch (MalformedInputException e) {
                notes.add("left out " + shown + ": it is not UTF-8 text");
            } catch (IOException | IllegalArgumentException e) {
                notes.add("left out " + shown + ": " + e.getMessage());
            }
        }
        return new StageSources(stage, List.copyOf(files.values()), notes, true);
    }

    static String declaredPackage(String content) {
        Matcher m = PACKAGE.matcher(withoutComments(content));
        return m.find() ? m.group(1) : "";
    }

    // Comments could hide a fake package line from a naive reader; drop them first.
    private static String withoutComments(String content) {
        return content.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\n]*", " ");
    }
}
