package retrykit.grader.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The stages' manifests ({@code exercises/NN/.meta/config.json}) are the one source of the stages;
 * Maven cannot read them, so the poms name each stage again by hand. This proves the two agree: the
 * stage folders, the modules of the two aggregator poms, the grader's and the site's dependencies on
 * the references, and each stage's own poms. Each failure names the file and line to fix.
 */
class StageManifestsAgreeWithTheBuildTest {
    private static final Pattern STAGE_FOLDER = Pattern.compile("\\d\\d");

    private static List<String> numbers() {
        return Stage.all().stream().map(Stage::number).toList();
    }

    @Test
    @DisplayName(
            "the stages the grader knows are exactly the folders exercises/NN, numbered 01, 02, … without a gap, each with its manifest")
    void foldersAreTheStages() throws Exception {
        List<String> folders;
        try (Stream<Path> listed = Files.list(KitRoot.path().resolve("exercises"))) {
            folders = listed.filter(Files::isDirectory)
                    .map(p -> p.getFileName().toString())
                    .filter(n -> STAGE_FOLDER.matcher(n).matches())
                    .sorted()
                    .toList();
        }
        List<String> problems = new ArrayList<>();
        for (String folder : folders) {
            if (!Files.isRegularFile(KitRoot.path().resolve("exercises/" + folder + "/" + StageManifest.PATH))) {
                problems.add("exercises/" + folder + " has no " + StageManifest.PATH
                        + ": write it (CONTRIBUTING.md, \"Add a stage\")");
            } else if (!numbers().contains(folder)) {
                problems.add("exercises/" + folder + "/" + StageManifest.PATH
                        + " is not a stage the grader knows: the stages are"
                        + " numbered 01, 02, … without a gap (the grader reads manifests until the first missing number),"
                        + " and it knows " + numbers() + "; renumber the folder, or rebuild the grader");
            }
        }
        fixAll(problems);
        assertThat(numbers()).as("the stages the grader was built with").isEqualTo(folders);
    }

    static Stream<String> aggregators() {
        return Stream.of("exercises/pom.xml", "solutions/pom.xml");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("aggregators")
    @DisplayName("an aggregator pom lists each stage as a module, in order, and nothing else")
    void aggregatorModules(String file) throws Exception {
        PomElements pom = PomElements.read(KitRoot.path(), file);
        List<PomElements.Element> modules = pom.at("project/modules/module");
        int close = pom.one("project/modules").map(PomElements.Element::line).orElse(1);
        List<String> problems = new ArrayList<>();
        for (String number : numbers()) {
            if (modules.stream().noneMatch(m -> m.text().equals(number))) {
                problems.add(pom.where(close) + ": add <module>" + number
                        + "</module> before </modules> (its manifest makes " + number + " a stage)");
            }
        }
        for (PomElements.Element module : modules) {
            if (!numbers().contains(module.text())) {
                problems.add(pom.where(module.line()) + ": <module>" + module.text()
                        + "</module> is no stage: exercises/" + module.text() + "/" + StageManifest.PATH
                        + " is missing; delete the line or write the manifest");
            }
        }
        fixAll(problems);
        assertThat(modules.stream().map(PomElements.Element::text).toList())
                .as("%s lists the stages in order", file)
                .isEqualTo(numbers());
    }

    static Stream<StageModules> referenceDependencies() {
        return Stream.of(
                new StageModules(
                        "grader/pom.xml",
                        "project/dependencies/dependency/artifactId",
                        "",
                        "retrykit-solution-",
                        "the hidden suites compile against each reference"),
                new StageModules(
                        "grader/pom.xml",
                        "project/profiles/profile/dependencies/dependency/artifactId",
                        "selfcheck",
                        "retrykit-exercise-",
                        "the self-check builds each exercise before the grader runs its given tests"),
                new StageModules(
                        "site/pom.xml",
                        "project/dependencies/dependency/artifactId",
                        "",
                        "retrykit-solution-",
                        "the site computes its tables and figures from each reference"));
    }

    /** Where a pom depends on each stage's module, and why. */
    record StageModules(String file, String path, String id, String prefix, String why) {
        @Override
        public String toString() {
            return file + (id.isEmpty() ? "" : " (profile " + id + ")") + ": " + prefix + "NN";
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("referenceDependencies")
    @DisplayName("the grader and the site depend on each stage's module, and on no stage that is not one")
    void dependenciesOnEveryStage(StageModules where) throws Exception {
        PomElements pom = PomElements.read(KitRoot.path(), where.file());
        List<PomElements.Element> artifacts = pom.at(where.path(), where.id()).stream()
                .filter(a -> a.text().startsWith(where.prefix()))
                .toList();
        List<String> problems = new ArrayList<>();
        for (String number : numbers()) {
            if (artifacts.stream().noneMatch(a -> a.text().equals(where.prefix() + number))) {
                int after = artifacts.isEmpty()
                        ? 1
                        : artifacts.get(artifacts.size() - 1).line();
                problems.add(pom.where(after) + ": add a <dependency> on " + where.prefix() + number
                        + " after this one, like it (" + where.why() + ")");
            }
        }
        for (PomElements.Element artifact : artifacts) {
            String number = artifact.text().substring(where.prefix().length());
            if (!numbers().contains(number)) {
                problems.add(pom.where(artifact.line()) + ": " + artifact.text() + " is no stage (no exercises/"
                        + number + "/" + StageManifest.PATH + "): delete its <dependency>");
            }
        }
        fixAll(problems);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("retrykit.grader.kit.Stage#all")
    @DisplayName(
            "a stage's own poms name it, and its solution's pom takes exactly the given types and tests its manifest lists")
    void stagePoms(Stage stage) throws Exception {
        String n = stage.number();
        StageManifest manifest = stage.manifest();
        List<String> problems = new ArrayList<>();
        PomElements exercise = PomElements.read(KitRoot.path(), "exercises/" + n + "/pom.xml");
        expect(exercise, "project/parent/artifactId", "retrykit-exercises", problems);
        expect(exercise, "project/artifactId", "retrykit-exercise-" + n, problems);
        PomElements solution = PomElements.read(KitRoot.path(), "solutions/" + n + "/pom.xml");
        expect(solution, "project/parent/artifactId", "retrykit-solutions", problems);
        expect(solution, "project/artifactId", "retrykit-solution-" + n, problems);
        expect(solution, "project/properties/kit.stage", n, problems);
        includes(solution, "take-the-given-types", "editor", manifest.editor(), StageManifest.MAIN, problems);
        includes(solution, "take-the-given-tests", "test", manifest.test(), "src/test/java/", problems);
        fixAll(problems);
    }

    /** Every problem at once, one a line, each naming its file and line. */
    private static void fixAll(List<String> problems) {
        if (!problems.isEmpty()) {
            fail("the build and the stages' manifests disagree:\n" + String.join("\n", problems));
        }
    }

    private static void expect(PomElements pom, String path, String wanted, List<String> problems) {
        Optional<PomElements.Element> found = pom.one(path);
        if (found.isEmpty()) {
            problems.add(pom.file() + ": add <" + path.substring(path.lastIndexOf('/') + 1) + ">" + wanted
                    + "</...> at " + path);
        } else if (!found.get().text().equals(wanted)) {
            problems.add(pom.where(found.get().line()) + ": " + path + " is "
                    + found.get().text() + ", and must be " + wanted);
        }
    }

    /** The includes of a copy-resources execution must be exactly the manifest's list, below {@code base}. */
    private static void includes(
            PomElements pom, String execution, String key, List<String> listed, String base, List<String> problems) {
        List<PomElements.Element> found = pom.elements().stream()
                .filter(e -> e.id().equals(execution) && e.path().endsWith("/include"))
                .toList();
        int last = found.isEmpty() ? 1 : found.get(found.size() - 1).line();
        for (String file : listed) {
            String wanted = file.substring(base.length());
            if (found.stream().noneMatch(i -> i.text().equals(wanted))) {
                problems.add(pom.where(last) + ": the execution " + execution + " lacks <include>" + wanted
                        + "</include>, which the manifest lists in files." + key);
            }
        }
        for (PomElements.Element include : found) {
            if (!listed.contains(base + include.text())) {
                problems.add(pom.where(include.line()) + ": <include>" + include.text() + "</include> of " + execution
                        + " is not in the manifest's files." + key + ": delete it, or list " + base + include.text()
                        + " there");
            }
        }
    }
}
