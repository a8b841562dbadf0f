package retrykit.grader.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import retrykit.loop.HintFile;

/**
 * The hints beside each lesson ({@code exercises/NN/HINTS.md}, printed by {@code -Dhint}): every
 * rule a given test checks has at least two, a hint file names no rule the tests do not check,
 * and no hint quotes the reference solution.
 */
class HintsTest {

    /** A line of the reference this long or longer, found in a hint, would be giving the answer away. */
    static final int QUOTE = 30;

    @ParameterizedTest(name = "{0}")
    @MethodSource("retrykit.grader.kit.Stage#all")
    @DisplayName("every rule the given tests check has at least two hints, and the hints name no other rule")
    void everyRuleHasAtLeastTwoHints(Stage stage) throws Exception {
        Path exercise = KitRoot.exercise(stage);
        HintFile hints = HintFile.read(exercise.resolve("HINTS.md"));
        Set<String> rules = rulesCheckedBy(stage, exercise);
        assertThat(rules).as("%s's given tests name their rules", stage).isNotEmpty();
        for (String rule : rules) {
            assertThat(hints.of(rule))
                    .as("exercises/%s/HINTS.md needs a section \"## %s\"", stage.number(), rule)
                    .isPresent();
            assertThat(hints.of(rule).orElseThrow())
                    .as(
                            "exercises/%s/HINTS.md: \"%s\" needs at least two hints (1: where to read, 2: the idea, 3: the shape of the code)",
                            stage.number(), rule)
                    .hasSizeBetween(2, HintFile.LEVELS);
        }
        assertThat(hints.rules().keySet())
                .as(
                        "exercises/%s/HINTS.md has a section for a rule no given test checks: rename it to the rule's heading",
                        stage.number())
                .isSubsetOf(rules);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("retrykit.grader.kit.Stage#all")
    @DisplayName("no hint quotes a line of the reference solution")
    void noHintGivesTheAnswer(Stage stage) throws IOException {
        HintFile hints = HintFile.read(KitRoot.exercise(stage).resolve("HINTS.md"));
        List<String> reference;
        try (Stream<Path> files = Files.walk(KitRoot.solution(stage).resolve("src/main/java"))) {
            reference = files.filter(p -> p.toString().endsWith(".java"))
                    .flatMap(HintsTest::lines)
                    .map(String::strip)
                    .filter(line -> line.length() >= QUOTE
                            && !line.startsWith("*")
                            && !line.startsWith("//")
                            && !line.startsWith("/*")
                            && !line.startsWith("import ")
                            && !line.startsWith("public static"))
                    .toList();
        }
        assertThat(reference)
                .as("solutions/%s has code to compare with", stage.number())
                .isNotEmpty();
        for (Map.Entry<String, List<String>> rule : hints.rules().entrySet()) {
            for (String hint : rule.getValue()) {
                for (String line : reference) {
                    assertThat(hint)
                            .as(
                                    "a hint for \"%s\" in exercises/%s/HINTS.md quotes the reference: say the idea, not the code",
                                    rule.getKey(), stage.number())
                            .doesNotContain(line);
                }
            }
        }
    }

    /**
     * The README sections of the rules the stage's given tests use: the constants of the stage's
     * rule class (see {@link RuleBook}) that their sources name, imports left out.
     */
    static Set<String> rulesCheckedBy(Stage stage, Path exercise) throws Exception {
        StringBuilder code = new StringBuilder();
        for (Path source : sources(exercise.resolve("src/test/java"))) {
            lines(source)
                    .filter(line -> !line.startsWith("import "))
                    .forEach(line -> code.append(line).append('\n'));
        }
        Set<String> sections = new LinkedHashSet<>();
        for (RuleBook.Entry entry : RuleBook.of(stage)) {
            if (Pattern.compile("\\b" + entry.name() + "\\b").matcher(code).find()) {
                sections.add(entry.rule().section());
            }
        }
        return sections;
    }

    private static List<Path> sources(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    private static Stream<String> lines(Path file) {
        try {
            return Files.readAllLines(file).stream();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
