package retrykit.grader.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
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
