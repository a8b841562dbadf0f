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
 * @param kit     the kit's root, the folder holding {@code exercises/}
 * @param number  the stage number as the folder spells it, such as {@code "04"}
 * @param typedIn the folder the participant typed the command in (Maven's working directory):
 *                the commands this stage prints are written to work there
 */
public record StageFolder(Path kit, String number, Path typedIn) {

    /** What every stub's exception says, and so every failure of an untouched stage. */
    public static final String STUB_SAYS = "is not implemented yet";

    public StageFolder {
        kit = kit.toAbsolutePath().normalize();
        typedIn = typedIn == null ? kit : typedIn.toAbsolutePath().normalize();
        if (number == null || !number.matches("\\d\\d")) {
            throw new IllegalArgumentException("a stage is two digits such as \"04\", not " + number);
        }
    }

    /** A stage whose commands are typed from the kit's root. */
    public StageFolder(Path kit, String number) {
        this(kit, number, kit);
    }

    /**
     * The stage whose folder is {@code folder} ({@code .../exercises/04}), run by a command typed
     * in this process's working directory, as every command of the loop is (Maven's JVM runs it).
     */
    public static StageFolder of(Path folder) {
        Path absolute = folder.toAbsolutePath().normalize();
        return new StageFolder(
                absolute.getParent().getParent(), absolute.getFileName().toString(), Path.of(""));
    }

    /** Every stage of the kit, in order, with its commands typed from the kit's root. */
    public static List<StageFolder> all(Path kit) {
        return all(kit, kit);
    }

    /** Every stage of the kit, in order: the folders {@code exercises/NN} that hold a lesson. */
    public static List<StageFolder> all(Path kit, Path typedIn) {
        Path exercises = kit.resolve("exercises");
        try (Stream<Path> folders = Files.list(exercises)) {
            return folders.filter(p -> p.getFileName().toString().matches("\\d\\d"))
                    .filter(p -> Files.isRegularFile(p.resolve("README.md")))
                    .map(p -> new StageFolder(kit, p.getFileName().toString(), typedIn))
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
        return all(kit, typedIn).stream()
                .filter(s -> s.number().compareTo(number) > 0)
                .findFirst();
    }

    /**
     * The commands a participant runs for this stage, as they work where the run was typed: from
     * the kit's root {@code mvn -pl exercises/04 -Dwatch}, inside {@code exercises/04} plain
     * {@code mvn -Dwatch}, from {@code exercises} {@code mvn -pl 04 -Dwatch}, from anywhere else
     * {@code mvn -f ../04 -Dwatch} ({@code -pl} finds a module only below the folder Maven starts in).
     */
    public String watchCommand() {
        return "mvn" + selected() + " -Dwatch";
    }

    public String testCommand() {
        return "mvn test" + selected();
    }

    public String hintCommand() {
        return "mvn -q" + selected() + " -Dhint";
    }

    /**
     * A command that runs from the kit's root only (the grader's, the site's), as the participant
     * types it from {@link #typedIn}: as it is at the root, else after a {@code cd} there.
     */
    public String atKitRoot(String command) {
        return typedIn.equals(kit) ? command : "cd " + seen(kit) + ", then " + command;
    }

    /** What selects this stage in a command typed in {@link #typedIn}: nothing when it is the stage itself. */
    private String selected() {
        Path folder = folder();
        if (typedIn.equals(folder)) {
            return "";
        }
        if (typedIn.equals(kit) || typedIn.equals(kit.resolve("exercises"))) {
            return " -pl " + seen(folder);
        }
        return " -f " + seen(folder);
    }

    /** {@code target} as written from {@link #typedIn}: relative inside the kit, absolute outside it. */
    private String seen(Path target) {
        if (!typedIn.startsWith(kit)) {
            return target.toString().replace('\\', '/');
        }
        String relative = typedIn.relativize(target).toString().replace('\\', '/');
        return relative.isEmpty() ? "." : relative;
    }
}
