package retrykit.grader.grading;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Stream;
import retrykit.grader.kit.Stage;

/**
 * The mistakes catalog, {@code grader/src/test/mistakes/NN-slug/}: each folder holds
 * {@code mistake.properties} (the stage, the rubric item that must catch the mistake, what it is)
 * and the wrong answer, either whole (an {@code exercises/NN} folder, for answers written in a
 * learner's own style) or as {@code mistake.edits}: the one change that turns a right answer into
 * the mistake. That answer is the reference in {@code solutions/NN}, or the one {@code base}
 * names (a folder of the answer set, {@link AnswerSet}, holding {@code exercises/NN}), so the
 * catalog holds no second copy of either.
 */
public final class MistakeCatalog {

    /** One catalogued mistake. */
    public record Mistake(String slug, Stage stage, String item, String what, Path folder, Path base) {
        @Override
        public String toString() {
            return slug + " (" + what + ") loses " + item;
        }
    }

    private MistakeCatalog() {}

    public static Path kit() {
        return Path.of(System.getProperty("retrykit.kit.root", ".."))
                .toAbsolutePath()
                .normalize();
    }

    public static Path folder() {
        return kit().resolve("grader/src/test/mistakes");
    }

    /**
     * Every catalogued mistake; with {@code -Dretrykit.mistakes=06-,03-int} only those whose slug
     * starts with one of the given prefixes (a maintainer checking the mistakes just added).
     */
    public static List<Mistake> all() throws IOException {
        List<String> only = List.of(System.getProperty("retrykit.mistakes", "").split(",")).stream()
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .toList();
        try (Stream<Path> folders = Files.list(folder())) {
            return folders.filter(Files::isDirectory)
                    .filter(f -> only.isEmpty()
                            || only.stream().anyMatch(f.getFileName().toString()::startsWith))
                    .sorted()
                    .map(MistakeCatalog::read)
                    .toList();
        }
    }

    private static Mistake read(Path folder) {
        Properties p = new Properties();
        try (Reader in = Files.newBufferedReader(folder.resolve("mistake.properties"))) {
            p.load(in);
        } catch (IOException e) {
            throw new AssertionError(folder + " needs a mistake.properties with stage, item and what", e);
        }
        Stage stage = Stage.byNumber(p.getProperty("stage", ""))
                .orElseThrow(() -> new AssertionError(folder + ": unknown stage"));
        String base = p.getProperty("base");
        Path answer = base == null
                ? kit().resolve("solutions").resolve(stage.number()).resolve("src/main/java")
                : kit().resolve(base)
                        .resolve("exercises")
                        .resolve(stage.number())
                        .resolve("src/main/java");
        return new Mistake(
                folder.getFileName().toString(), stage, p.getProperty("item"), p.getProperty("what"), folder, answer);
    }

    /**
     * The mistake as a submission folder: its own {@code exercises/NN} when it has one, else the
     * reference with its edits applied, written below {@code scratch}.
     */
    public static Path submission(Mistake mistake, Path scratch) throws IOException {
        if (Files.isDirectory(mistake.folder().resolve("exercises"))) {
            return mistake.folder();
        }
        Path edits = mistake.folder().resolve("mistake.edits");
        if (!Files.isRegularFile(edits)) {
            throw new AssertionError(mistake.slug() + " holds neither an exercises/ folder nor mistake.edits");
        }
        Path target = scratch.resolve(mistake.slug());
        Path java =
                target.resolve("exercises").resolve(mistake.stage().number()).resolve("src/main/java");
        Path reference = mistake.base();
        try (Stream<Path> files = Files.walk(reference)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path dest = java.resolve(reference.relativize(file).toString());
                Files.createDirectories(dest.getParent());
                Files.copy(file, dest, StandardCopyOption.REPLACE_EXISTING);
            }
        }
        for (Edit edit : Edit.parse(Files.readString(edits, StandardCharsets.UTF_8), mistake.slug())) {
            Path file = java.resolve(edit.path());
            String text = Files.readString(file, StandardCharsets.UTF_8);
            int at = text.indexOf(edit.find());
            if (at < 0 || text.indexOf(edit.find(), at + 1) >= 0) {
                throw new AssertionError(mistake.slug() + ": the text to replace in " + edit.path()
                        + (at < 0 ? " is not in the reference any more" : " stands in it more than once") + ":\n"
                        + edit.find());
            }
            Files.writeString(
                    file,
                    text.substring(0, at)
                            + edit.replace()
                            + text.substring(at + edit.find().length()),
                    StandardCharsets.UTF_8);
        }
        return target;
    }

    /** Every mistake as a submission folder below {@code scratch}, named by its slug: a roster. */
    public static Path roster(Path scratch) throws IOException {
        return roster(scratch, all());
    }

    /** The first mistake of each stage, in slug order: a roster that reaches every stage's suite. */
    public static List<Mistake> firstOfEachStage() throws IOException {
        Map<Stage, Mistake> first = new TreeMap<>();
        for (Mistake mistake : all()) {
            first.putIfAbsent(mistake.stage(), mistake);
        }
        return List.copyOf(first.values());
    }

    /** These mistakes as submission folders below {@code scratch}, each named by its slug: a roster. */
    public static Path roster(Path scratch, List<Mistake> mistakes) throws IOException {
        Path roster = Files.createDirectories(scratch.resolve("mistakes-roster"));
        for (Mistake mistake : mistakes) {
            copy(submission(mistake, scratch.resolve("edited")), roster.resolve(mistake.slug()));
        }
        return roster;
    }

    /** Copies every file below {@code from} to the same place below {@code to}: a submission into a roster. */
    public static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path dest = to.resolve(from.relativize(file).toString());
                Files.createDirectories(dest.getParent());
                Files.copy(file, dest, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /**
     * One replacement of {@code mistake.edits}:
     * <pre>
     * --- in retrykit/wire/OnTheWire.java, replace
     * (the exact lines of the reference)
     * --- with
     * (the lines of the mistake)
     * --- end
     * </pre>
     */
    record Edit(String path, String find, String replace) {
        static List<Edit> parse(String text, String slug) {
            List<Edit> edits = new ArrayList<>();
            String[] lines = text.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                if (!lines[i].startsWith("--- in ")) {
                    continue; // a comment or a blank line between edits
                }
                String path = lines[i].substring("--- in ".length()).replaceFirst(", replace$", "");
                StringBuilder find = new StringBuilder();
                StringBuilder replace = new StringBuilder();
                int j = i + 1;
                for (; j < lines.length && !lines[j].equals("--- with"); j++) {
                    find.append(lines[j]).append('\n');
                }
                for (j++; j < lines.length && !lines[j].equals("--- end"); j++) {
                    replace.append(lines[j]).append('\n');
                }
                if (j >= lines.length) {
                    throw new AssertionError(
                            slug + "/mistake.edits: an edit of " + path + " has no '--- with' or '--- end'");
                }
                edits.add(new Edit(path, find.toString(), replace.toString()));
                i = j;
            }
            if (edits.isEmpty()) {
                throw new AssertionError(slug + "/mistake.edits holds no edit");
            }
            return edits;
        }
    }
}
