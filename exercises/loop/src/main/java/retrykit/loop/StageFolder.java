package retrykit.loop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One stage's folder in a participant's copy of the kit ({@code exercises/04}): its lesson, its
 * hints, its sources and its given tests.
 *
 * @param kit    the kit's root, the folder holding {@code exercises/}
 * @param number the stage number as the folder spells it, such as {@code "04"}
 */
public record StageFolder(Path kit, String number) {

    /** What every stub's exception says, and so every failure of an untouched stage. */
    public static final String STUB_SAYS = "is not implemented yet";

    public StageFolder {
        kit = kit.toAbsolutePath().normalize();
        if (number == null || !number.matches("\\d\\d")) {
            throw new IllegalArgumentException("a stage is two digits such as \"04\", not " + number);
        }
    }

    /** The stage whose folder is {@code folder} ({@code .../exercises/04}). */
    public static StageFolder of(Path folder) {
        Path absolute = folder.toAbsolutePath().normalize();
        return new StageFolder(
                absolute.getParent().getParent(), absolute.getFileName().toString());
    }

    /** Every stage of the kit, in order: the folders {@code exercises/NN} that hold a lesson. */
    public static List<StageFolder> all(Path kit) {
        Path exercises = kit.resolve("exercises");
        try (Stream<Path> folders = Files.list(exercises)) {
            return folders.filter(p -> p.getFileName().toString().matches("\\d\\d"))
                    .filter(p -> Files.isRegularFile(p.resolve("README.md")))
                    .map(p -> new StageFolder(kit, p.getFileName().toString()))
                    .sorted(java.util.Comparator.comparing(StageFolder::number))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the stages in " + exercises, e);
        }
    }

    public Path folder() {
        return kit.resolve("exercises").resolve(number);
    }

    /** The folder as the learner types it from the kit's root: {@code exercises/04}. */
    public String name() {
        return "exercises/" + number;
    }

    public Path sources() {
        return folder().resolve("src");
    }

    public Path mainSources() {
        return sources().resolve("main/java");
    }

    public Path testSources() {
        return sources().resolve("test/java");
    }

    public Path hints() {
        return folder().resolve("HINTS.md");
    }

    /** Where the loop keeps what it needs between runs (build output: {@code mvn clean} removes it). */
    public Path work() {
        return folder().resolve("target/loop");
    }

    /** The lesson's title, from its first heading ({@code # 04 · Retry-After}), or the folder's name. */
    public String title() {
        try (Stream<String> lines = Files.lines(folder().resolve("README.md"))) {
            return lines.filter(line -> line.startsWith("# "))
                    .findFirst()
                    .map(line -> line.substring(2)
                            .replaceFirst("^\\d\\d\\s*·\\s*", "")
                            .strip())
                    .orElse(name());
        } catch (IOException | UncheckedIOException e) {
            return name();
        }
    }

    /** The stage after this one, if the kit has it. */
    public Optional<StageFolder> next() {
        return all(kit).stream().filter(s -> s.number().compareTo(number) > 0).findFirst();
    }

    /** The commands a participant runs for this stage, from the kit's root. */
    public String watchCommand() {
        return "mvn -pl " + name() + " -Dwatch";
    }

    public String testCommand() {
        return "mvn test -pl " + name();
    }

    public String hintCommand() {
        return "mvn -q -pl " + name() + " -Dhint";
    }
}
