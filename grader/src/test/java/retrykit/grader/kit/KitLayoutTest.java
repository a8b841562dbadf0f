package retrykit.grader.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The maintainer's layout check (after Rustlings): each exercise holds exactly its lesson, its
 * types and stub, and its given tests; solutions/ mirrors exercises/ and holds only answers;
 * the given copies of earlier stages' code are verbatim; every rule, given or hidden, is defined
 * once and names a heading of its lesson. Each failure names the fix.
 */
class KitLayoutTest {

    static StageManifest manifest(Stage stage) throws IOException {
        Path file = KitRoot.exercise(stage).resolve(StageManifest.PATH);
        assertThat(file)
                .as("%s needs its manifest exercises/%s/%s", stage, stage.number(), StageManifest.PATH)
                .isRegularFile();
        try (var in = Files.newInputStream(file)) {
            return StageManifest.read(in);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("retrykit.grader.kit.Stage#all")
    @DisplayName(
            "an exercise holds its README, hints, pom, manifest and exactly the files its manifest lists (stub, given types, given tests)")
    void exerciseLayout(Stage stage) throws IOException {
        Path exercise = KitRoot.exercise(stage);
        StageManifest manifest = manifest(stage);
        assertThat(exercise.resolve("README.md"))
                .as("%s needs its lesson: exercises/%s/README.md", stage, stage.number())
                .isRegularFile();
        assertThat(exercise.resolve("HINTS.md"))
                .as("%s needs its hints beside the lesson: exercises/%s/HINTS.md", stage, stage.number())
                .isRegularFile();
        assertThat(exercise.resolve("pom.xml")).isRegularFile();
        assertThat(Files.readString(exercise.resolve("README.md"))
                        .lines()
                        .findFirst()
                        .orElse(""))
                .as("exercises/%s/README.md's first line is its title, the manifest's blurb", stage.number())
                .isEqualTo("# " + stage.number() + " · " + stage.title());
        for (String copy : manifest.copies().keySet()) {
            assertThat(manifest.editor())
                    .as("exercises/%s/%s: custom.copies lists it, so \"editor\" must too", stage.number(), copy)
                    .contains(copy);
        }
        assertThat(manifest.solution())
                .as("%s's manifest names its stub", stage)
                .containsExactly("src/main/java/" + stage.stubPath());
        for (String listed : manifest.handedOut()) {
            assertThat(exercise.resolve(listed))
                    .as("exercises/%s/%s is in the manifest but not on disk", stage.number(), listed)
                    .isRegularFile();
        }
        for (Path file : files(exercise)) {
            String relative = exercise.relativize(file).toString().replace('\\', '/');
            boolean allowed = relative.equals("README.md")
                    || relative.equals("HINTS.md")
                    || relative.equals("pom.xml")
                    || relative.equals(StageManifest.PATH)
                    || manifest.handedOut().contains(relative);
            assertThat(allowed)
                    .as(
                            "stray file exercises/%s/%s: list it in %s (\"editor\" or \"test\") or delete it",
                            stage.number(), relative, StageManifest.PATH)
                    .isTrue();
            assertThat(
                            relative.startsWith("src/")
                                    ? relative.startsWith("src/main/java/" + packagePath(stage) + "/")
                                            || relative.startsWith("src/test/java/" + packagePath(stage) + "/")
                                    : true)
                    .as("exercises/%s/%s is outside the stage's package", stage.number(), relative)
                    .isTrue();
        }
        String stub = Files.readString(exercise.resolve("src/main/java/" + stage.stubPath()));
        assertThat(stub)
                .as("the stub of %s must throw UnsupportedOperationException naming the stage and its README", stage)
                .contains("throw new UnsupportedOperationException(")
                .contains("Stage " + stage.number())
                .contains(stage.readme());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("retrykit.grader.kit.Stage#all")
    @DisplayName(
            "solutions/NN mirrors exercises/NN: the answering files its manifest lists as the example, at the same paths")
    void solutionMirrorsExercise(Stage stage) throws IOException {
        Path solution = KitRoot.solution(stage);
        StageManifest manifest = manifest(stage);
        List<String> example = manifest.example().stream()
                .map(p -> KitRoot.exercise(stage).resolve(p).normalize())
                .map(p -> solution.relativize(p).toString().replace('\\', '/'))
                .sorted()
                .toList();
        assertThat(example)
                .as("the manifest's example of %s holds the reference at the stub's path", stage)
                .contains("src/main/java/" + stage.stubPath());
        List<String> onDisk = files(solution).stream()
                .map(p -> solution.relativize(p).toString().replace('\\', '/'))
                .filter(p -> !p.equals("pom.xml"))
                .sorted()
                .toList();
        assertThat(onDisk)
                .as("solutions/%s holds exactly the answering files its manifest lists as \"example\"", stage.number())
                .isEqualTo(example);
        for (String relative : onDisk) {
            assertThat(relative.startsWith("src/main/java/" + packagePath(stage) + "/") && relative.endsWith(".java"))
                    .as(
                            "stray file solutions/%s/%s: a solution holds only its answering .java files",
                            stage.number(), relative)
                    .isTrue();
            if (!relative.equals("src/main/java/" + stage.stubPath())) {
                assertThat(KitRoot.exercise(stage).resolve(relative))
                        .as(
                                "solutions/%s/%s would replace a given file of the exercise; a solution may only add helpers or answer the stub",
                                stage.number(), relative)
                        .doesNotExist();
            }
        }
    }

    @Test
    @DisplayName("no two stages come after the same lesson (custom.after_lesson)")
    void eachStageHasALessonOfItsOwn() {
        assertThat(sharedAfterLessons(Stage.all())).isEmpty();
    }

    @Test
    @DisplayName("two stages that name the same custom.after_lesson fail the layout check, which names both")
    void aSharedAfterLessonIsCaught() {
        Stage six = Stage.of("06");
        Stage seven = new Stage(
                "07", withAfterLesson(Stage.of("05").manifest(), six.manifest().afterLesson()));
        assertThat(sharedAfterLessons(List.of(Stage.of("05"), six, seven)))
                .singleElement()
                .asString()
                .contains("exercises/06/" + StageManifest.PATH)
                .contains("exercises/07/" + StageManifest.PATH)
                .contains("\"" + six.manifest().afterLesson() + "\"");
    }

    /**
     * Each lesson named as {@code custom.after_lesson} by more than one stage, with the stages: the
     * site would place their exercises after it in turn, and the second's own lesson would have none.
     */
    static List<String> sharedAfterLessons(List<Stage> stages) {
        Map<String, List<String>> byLesson = new TreeMap<>();
        for (Stage stage : stages) {
            byLesson.computeIfAbsent(stage.manifest().afterLesson(), l -> new ArrayList<>())
                    .add("exercises/" + stage.number() + "/" + StageManifest.PATH);
        }
        List<String> problems = new ArrayList<>();
        byLesson.forEach((lesson, manifests) -> {
            if (manifests.size() > 1) {
                problems.add(String.join(" and ", manifests) + " name the same lesson, \"" + lesson
                        + "\", as custom.after_lesson: each stage comes right after a lesson of its own"
                        + " (site/src/lessons/NN-*.md), so give each its own");
            }
        });
        return problems;
    }

    private static StageManifest withAfterLesson(StageManifest m, String afterLesson) {
        return new StageManifest(
                m.title(),
                m.solution(),
                m.test(),
                m.editor(),
                m.example(),
                m.suite(),
                afterLesson,
                m.httpClient(),
                m.copies());
    }

    /** Each given file a manifest lists under {@code custom.copies}, with the original it copies. */
    static Stream<Arguments> verbatimCopies() {
        Path root = KitRoot.path();
        List<Arguments> copies = new ArrayList<>();
        for (Stage stage : Stage.all()) {
            Path exercise = KitRoot.exercise(stage);
            stage.manifest()
                    .copies()
                    .forEach((copy, original) -> copies.add(Arguments.of(
                            slashes(root.relativize(exercise.resolve(copy))),
                            slashes(root.relativize(exercise.resolve(original).normalize())))));
        }
        return copies.stream();
    }

    private static String slashes(Path path) {
        return path.toString().replace('\\', '/');
    }

    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("verbatimCopies")
    @DisplayName("code a later stage gives from an earlier one is a verbatim copy, but for its package line")
    void givenCopiesAreVerbatim(String copy, String original) throws IOException {
        Path root = KitRoot.path();
        assertThat(root.resolve(original))
                .as(
                        "%s is listed as a copy of %s, which does not exist: fix custom.copies in its manifest",
                        copy, original)
                .isRegularFile();
        assertThat(withoutPackage(root.resolve(copy)))
                .as("%s drifted from %s: copy the original again and change only its package line", copy, original)
                .isEqualTo(withoutPackage(root.resolve(original)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("retrykit.grader.kit.Stage#all")
    @DisplayName(
            "every rule of a stage, given or hidden, is defined once in exercises/feedback and names a heading of the stage's README")
    void rulesPointAtHeadings(Stage stage) throws Exception {
        Set<String> headings = headings(KitRoot.exercise(stage).resolve("README.md"));
        List<RuleBook.Entry> rules = RuleBook.of(stage);
        assertThat(rules).as("%s has its rules in %s", stage, RuleBook.FOLDER).isNotEmpty();
        for (RuleBook.Entry entry : rules) {
            assertThat(headings)
                    .as(
                            "%s names the section \"%s\", which is not a heading of %s",
                            entry, entry.rule().section(), stage.readme())
                    .contains(entry.rule().section());
        }
        List<String> owners =
                rules.stream().map(RuleBook.Entry::owner).distinct().toList();
        assertThat(owners)
                .as("%s's rules are held by one class of %s", stage, RuleBook.FOLDER)
                .hasSize(1);
        assertThat(RuleBook.all().stream()
                        .filter(e -> e.owner().equals(owners.get(0)))
                        .toList())
                .as("%s holds only %s's rules", owners.get(0), stage)
                .isEqualTo(rules);
    }

    @Test
    @DisplayName(
            "the given tests and the hidden suites state no rule of their own: they use the ones in exercises/feedback")
    void rulesAreDefinedOnlyInTheRuleBook() throws IOException {
        Path root = KitRoot.path();
        List<Path> sources = new ArrayList<>();
        for (Stage stage : Stage.all()) {
            sources.addAll(files(KitRoot.exercise(stage).resolve("src/test/java")));
        }
        sources.addAll(files(root.resolve("grader/src/main/java/retrykit/grader/hidden")));
        assertThat(sources)
                .as("the given tests and the hidden suites are found")
                .isNotEmpty();
        for (Path source : sources) {
            String text = Files.readString(source);
            for (String defining : List.of("new Lesson(", "new Rule(", ".rule(")) {
                assertThat(text.contains(defining))
                        .as(
                                "%s defines a rule (%s): add it to its stage's class in %s and use that constant",
                                root.relativize(source), defining, RuleBook.FOLDER)
                        .isFalse();
            }
        }
    }

    @Test
    @DisplayName("the README's test command is what .ci/run runs")
    void ciRunsTheReadmesTestCommand() throws IOException {
        Path root = KitRoot.path();
        String readme = Files.readString(root.resolve("README.md"));
        String ci = Files.readString(root.resolve(".ci/run"));
        String command = "mvn -B verify -Pselfcheck";
        assertThat(readme).as("README.md gives the test command").contains(command);
        assertThat(ci).as(".ci/run runs the README's test command").contains(command);
        String secondJdk = "-DexcludedGroups=jdk-independent";
        assertThat(readme)
                .as("README.md says what the second JDK's run leaves out")
                .contains(command + " " + secondJdk);
        assertThat(ci)
                .as(".ci/run leaves out on the second JDK what README.md says")
                .contains("selfcheck " + secondJdk);
    }

    private static Set<String> headings(Path readme) throws IOException {
        return Set.copyOf(Files.readAllLines(readme).stream()
                .filter(line -> line.startsWith("#"))
                .map(line -> line.replaceFirst("^#+\\s*", "").strip())
                .toList());
    }

    private static String withoutPackage(Path file) throws IOException {
        return Files.readString(file).replaceFirst("(?m)^package [\\w.]+;\\R", "");
    }

    private static String packagePath(Stage stage) {
        return stage.packageName().replace('.', '/');
    }

    private static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(Files::isRegularFile)
                    .filter(p -> !dir.relativize(p).toString().startsWith("target"))
                    .toList();
        }
    }
}
