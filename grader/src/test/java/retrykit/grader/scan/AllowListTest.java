package retrykit.grader.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import retrykit.grader.kit.Stage;

/** The allow-lists are stated once in code, and the grader's README and each lesson say the same. */
class AllowListTest {

    private static Path kit() {
        return Path.of(System.getProperty("retrykit.kit.root", ".."))
                .toAbsolutePath()
                .normalize();
    }

    private static String flat(String text) {
        return text.replaceAll("\\s+", " ");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("retrykit.grader.kit.Stage#all")
    @DisplayName("each lesson says, near its top and in the grader's words, what a solve may use")
    void lessonsSayIt(Stage stage) throws IOException {
        String lesson = Files.readString(kit().resolve(stage.readme()));
        String sentence = AllowList.of(stage).sentence();
        int at = flat(lesson).indexOf(sentence);
        assertThat(at)
                .as("%s holds, word for word (line breaks aside): %s", stage.readme(), sentence)
                .isNotNegative();
        assertThat(at)
                .as("%s says it before its first section", stage.readme())
                .isLessThan(flat(lesson).indexOf(" ## "));
    }

    /** What every lesson's sentence names as a whole, so an import from it needs no word of its own. */
    private static final List<String> NAMED_WHOLE = List.of("java.util", "java.time", "java.math", "java.lang.");

    @ParameterizedTest(name = "{0}")
    @MethodSource("retrykit.grader.kit.Stage#all")
    @DisplayName(
            "each lesson's sentence names every type its reference imports beyond java.util, java.time and java.math")
    void sentenceNamesWhatTheReferenceUses(Stage stage) throws IOException {
        String sentence = AllowList.of(stage).sentence();
        Path reference = kit().resolve("solutions/" + stage.number() + "/src/main/java");
        List<String> imports;
        try (Stream<Path> files = Files.walk(reference)) {
            imports = files.filter(file -> file.toString().endsWith(".java"))
                    .flatMap(AllowListTest::lines)
                    .filter(line -> line.startsWith("import java"))
                    .map(line -> line.substring("import ".length(), line.length() - 1))
                    .filter(type -> NAMED_WHOLE.stream().noneMatch(type::startsWith))
                    .distinct()
                    .toList();
        }
        for (String type : imports) {
            String simple = type.substring(type.lastIndexOf('.') + 1);
            String pkg = type.substring(0, type.lastIndexOf('.'));
            // The learner reads the lesson, not the allow-list: a type the lesson's own code uses must be named.
            assertThat(sentence)
                    .as(
                            "%s imports %s (the lesson uses it); the sentence names it, by its simple or its full name, or its package",
                            reference, type)
                    .containsAnyOf("`" + simple + "`", "`" + type + "`", "`" + pkg + "`");
            assertThat(AllowList.of(stage).typeAllowed(type))
                    .as("the allow-list of %s takes %s", stage, type)
                    .isTrue();
        }
    }

    private static Stream<String> lines(Path file) {
        try {
            return Files.readAllLines(file).stream().map(String::strip);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    @DisplayName("grader/README.md lists every package, type and member the allow-lists hold, and what they refuse")
    void readmeListsIt() throws IOException {
        String readme = Files.readString(kit().resolve("grader/README.md"));
        List<String> everything = Stream.of(
                        AllowList.PACKAGES,
                        AllowList.TYPES,
                        AllowList.MEMBERS,
                        AllowList.TYPES_ONLY,
                        AllowList.DENIED_TYPES,
                        List.copyOf(AllowList.DENIED_NAMES),
                        List.copyOf(AllowList.DENIED_MEMBERS),
                        AllowList.WIRE_PACKAGES,
                        AllowList.WIRE_TYPES,
                        AllowList.WIRE_MEMBERS)
                .flatMap(List::stream)
                .toList();
        for (String entry : everything) {
            String shown =
                    entry.startsWith("java.lang.") && !entry.substring(10).contains(".") ? entry.substring(10) : entry;
            assertThat(readme)
                    .as("grader/README.md names %s", entry)
                    .containsAnyOf("`" + entry + "`", "`" + shown + "`");
        }
    }

    @Test
    @DisplayName(
            "a stage's own types, class literals and the prints are allowed; Class's members, System.exit and Thread are not")
    void someEntries() {
        AllowList list = AllowList.of(Stage.of("01"));
        assertThat(list.typeAllowed("retrykit.classify.Helper")).isTrue();
        assertThat(list.typeAllowed("java.lang.Class")).isTrue();
        assertThat(list.memberAllowed("java.lang.Class", "forName")).isFalse();
        assertThat(list.memberAllowed("java.lang.System", "out")).isTrue();
        assertThat(list.memberAllowed("java.lang.System", "exit")).isFalse();
        assertThat(list.memberAllowed("java.io.PrintStream", "<init>")).isFalse();
        assertThat(list.memberAllowed("java.util.ArrayList", "parallelStream")).isFalse();
        assertThat(list.memberAllowed("java.lang.Thread", "currentThread")).isFalse();
        assertThat(AllowList.of(Stage.of("06")).memberAllowed("java.lang.Thread", "currentThread"))
                .isTrue();
        assertThat(AllowList.of(Stage.of("06")).memberAllowed("java.lang.Thread", "start"))
                .isFalse();
        assertThat(AllowList.of(Stage.of("06")).typeAllowed("java.net.http.HttpClient"))
                .isTrue();
        assertThat(list.typeAllowed("java.net.http.HttpClient")).isFalse();
    }
}
