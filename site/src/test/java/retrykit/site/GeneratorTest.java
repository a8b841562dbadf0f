package retrykit.site;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generator's own checks, without a browser: each must catch what it exists to catch. */
class GeneratorTest {
    static final Path KIT = Path.of(System.getProperty("retrykit.kit.root", "..")).toAbsolutePath().normalize();

    /**
     * Traces in the demo's format (retrykit.lab.ScenarioRun#traceJson), fixed here so these tests
     * do not need the demo; the site's own build draws from the demo's fresh traces.
     */
    static final Path TRACES = Path.of(System.getProperty("retrykit.site.test.traces", "src/test/resources/traces")).toAbsolutePath();

    /** A repository address for the builds these tests make (the site's own is set in site/pom.xml). */
    static final Repository REPOSITORY = new Repository("https://example.org/kits/retrykit");

    @TempDir
    Path temp;

    @Test
    @DisplayName("the README check passes on the kit as it is")
    void readmesAgreeWithTheReferences() {
        assertThat(ReadmeCheck.check(KIT.resolve("exercises"))).isEmpty();
    }

    @Test
    @DisplayName("the README check catches a result that drifted from the reference solution")
    void readmeDriftIsCaught() throws IOException {
        Path exercises = copyExercises();
        Path readme = exercises.resolve("03/README.md");
        Files.writeString(readme, Files.readString(readme).replace("| 500, 500 | READ | 0, 0 | [1] GAVE_UP |", "| 500, 500 | READ | 0, 0 | [1, 2] GAVE_UP |"));
        Path keys = exercises.resolve("05/README.md");
        Files.writeString(keys, Files.readString(keys).replace("| (k1, 0, timeout) | 100 | no | Reconcile |", "| (k1, 0, timeout) | 100 | no | Send(\"k1\") |"));
        Path classify = exercises.resolve("01/README.md");
        Files.writeString(classify, Files.readString(classify).replace("| timeout, any 5xx | RETRY | RETRY | UNKNOWN |", "| timeout, any 5xx | RETRY | RETRY | RETRY |"));
        Path jitter = exercises.resolve("02/README.md");
        Files.writeString(jitter, Files.readString(jitter).replace("| wait, draw 50 | 1 | 3 | 6 |", "| wait, draw 50 | 1 | 3 | 7 |"));

        List<String> problems = ReadmeCheck.check(exercises);
        assertThat(problems).hasSize(4);
        assertThat(problems).anySatisfy(p -> assertThat(p).contains("exercises/03/README.md").contains("row 7").contains("[1] GAVE_UP"));
        assertThat(problems).anySatisfy(p -> assertThat(p).contains("exercises/05/README.md").contains("row 5").contains("Reconcile"));
        assertThat(problems).anySatisfy(p -> assertThat(p).contains("exercises/01/README.md"));
        assertThat(problems).anySatisfy(p -> assertThat(p).contains("exercises/02/README.md").contains("k = 3"));
    }

    @Test
    @DisplayName("the README check catches an example that is not the stage's")
    void readmeInputsAreCurriculums() throws IOException {
        Path exercises = copyExercises();
        Path readme = exercises.resolve("04/README.md");
        Files.writeString(readme, Files.readString(readme).replace("| (429, \"soon\", -), ok | READ | 0 |", "| (429, \"later\", -), ok | READ | 0 |"));
        assertThat(ReadmeCheck.check(exercises)).singleElement().asString().contains("row 7").contains("not the example's");
    }

    @Test
    @DisplayName("stage 06's scenarios table is held to the demo's traces")
    void scenariosAgreeWithTheTraces() throws IOException {
        assertThat(ReadmeCheck.checkScenarios(KIT.resolve("exercises"), new Capstone(TRACES))).isEmpty();
        Path traces = Files.createDirectories(temp.resolve("traces"));
        for (Path trace : Files.list(TRACES).toList()) {
            Files.copy(trace, traces.resolve(trace.getFileName()));
        }
        Path blind = traces.resolve("1-blind-retry.json");
        Files.writeString(blind, Files.readString(blind).replaceFirst("\"records_saved\" ?: ?2", "\"records_saved\": 1"));
        assertThat(ReadmeCheck.checkScenarios(KIT.resolve("exercises"), new Capstone(traces)))
                .singleElement().asString().contains("The five scenarios").contains("demo's traces");
    }

    @Test
    @DisplayName("tables say what the reference solutions compute")
    void tables() {
        assertThat(KitTables.amplification(3, 5)).isEqualTo(243);
        assertThat(KitTables.amplification(4, 3)).isEqualTo(64);
        Table schedule = KitTables.schedule();
        // Stage 02's lesson: draw 99 gives 1, 3, 7, 15, 31, 59; draw 0 gives 1, 2, 4, 8, 16, 30, 30.
        assertThat(schedule.rows().stream().map(r -> r.get(3)).toList()).startsWith("1", "3", "7", "15", "31", "59");
        assertThat(schedule.rows().stream().map(r -> r.get(1)).toList()).startsWith("1", "2", "4", "8", "16", "30", "30");
        assertThat(KitTables.budgetExamples().rows().get(2).get(3)).isEqualTo("[1, 3, 7, 15, 31, 59] GAVE_UP");
        assertThat(KitTables.retryAfterExamples().rows().get(7).get(3)).isEqualTo("[] GAVE_UP");
        assertThat(KitTables.keyExamples().rows().get(9).get(3)).isEqualTo("Reconcile (k1 expired before the second send)");
    }

    @Test
    @DisplayName("the key-lifetime figure finds the second the answer changes")
    void keyLifetimeBoundary() {
        List<KeyLifetimeFigure.Stretch> stretches = KeyLifetimeFigure.stretches(KeyLifetimeFigure::decide);
        assertThat(stretches.get(0)).isEqualTo(new KeyLifetimeFigure.Stretch(0, 86_400, "Send(\"k1\")"));
        assertThat(stretches.get(1).action()).isEqualTo("Reconcile");
    }

    @Test
    @DisplayName("an unknown directive id stops the build and lists the known ones")
    void unknownDirective() throws IOException {
        Path lessons = Files.createDirectories(temp.resolve("lessons"));
        Files.writeString(lessons.resolve("01-one.md"), "# One\n\n```kit-figure\nno-such-figure\n```\n");
        KitPaths paths = new KitPaths(KIT, lessons, temp.resolve("out"));
        assertThatThrownBy(() -> new SiteBuilder(paths, REPOSITORY).build(TRACES))
                .isInstanceOf(SiteException.class)
                .hasMessageContaining("unknown directive \"kit-figure no-such-figure\"")
                .hasMessageContaining("kit-figure jitter-clients");
    }

    @Test
    @DisplayName("links are rewritten to pages, and a link to nowhere stops the build")
    void links() throws IOException {
        Path lessons = Files.createDirectories(temp.resolve("lessons"));
        String source = lessons.relativize(KIT.resolve("exercises/01/src/main/java/retrykit/classify/Classify.java")).toString();
        Files.writeString(lessons.resolve("01-one.md"), "# One\n\n[a](exercise:03#rule-5-the-budget-is-checked-before-each-wait) "
                + "[b](lesson:02) [c](02-two.md#two) [the stub](" + source + ")\n");
        Files.writeString(lessons.resolve("02-two.md"), "# Two\n\n## Two\n\n[back](lesson:01)\n");
        // The lessons of this test live outside the kit: link them as if they sat in site/src/lessons.
        KitPaths paths = new KitPaths(KIT, lessons, temp.resolve("out"));
        new SiteBuilder(paths, REPOSITORY).build(TRACES);
        String one = Files.readString(temp.resolve("out/lessons/01-one.html"));
        assertThat(one).contains("href=\"../exercises/03.html#rule-5-the-budget-is-checked-before-each-wait\"")
                .contains("href=\"../lessons/02-two.html\"").contains("href=\"../lessons/02-two.html#two\"")
                .contains(" the stub").doesNotContain("Classify.java\"");
        assertThat(Files.readString(temp.resolve("out/exercises/03.html"))).contains("Lessons that lead here").contains("href=\"../lessons/01-one.html\"");

        Files.writeString(lessons.resolve("02-two.md"), "# Two\n\n[gone](exercise:01#no-such-section) [missing](03-three.md)\n");
        assertThatThrownBy(() -> new SiteBuilder(paths, REPOSITORY).build(TRACES)).isInstanceOf(SiteException.class)
                .hasMessageContaining("03-three.md")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("no-such-section")); // found later, by the checker

        Files.writeString(lessons.resolve("02-two.md"), "# Two\n\n[gone](exercise:01#no-such-section)\n");
        assertThatThrownBy(() -> new SiteBuilder(paths, REPOSITORY).build(TRACES)).isInstanceOf(SiteException.class)
                .hasMessageContaining("#no-such-section, which is no id on exercises/01.html");
    }

    @Test
    @DisplayName("the link checker refuses absolute paths, outside resources, missing files and anchors, duplicate ids")
    void linkChecker() throws IOException {
        Path site = Files.createDirectories(temp.resolve("site"));
        Files.writeString(site.resolve("index.html"), "<html><head><link rel=\"stylesheet\" href=\"https://cdn.example/x.css\"></head><body>"
                + "<a href=\"/abs.html\">a</a><a href=\"other.html#nope\">b</a><a href=\"gone.html\">c</a><a href=\"https://example.org/\">ok</a>"
                + "<p id=\"x\"></p><p id=\"x\"></p><label for=\"nobody\">l</label><a href=\"#x\">ok</a></body></html>");
        Files.writeString(site.resolve("other.html"), "<p id=\"yes\"></p>");
        List<String> problems = LinkChecker.check(site, List.of("other.html#yes"));
        assertThat(problems).hasSize(6)
                .anySatisfy(p -> assertThat(p).contains("from outside the site"))
                .anySatisfy(p -> assertThat(p).contains("absolute path"))
                .anySatisfy(p -> assertThat(p).contains("#nope"))
                .anySatisfy(p -> assertThat(p).contains("gone.html"))
                .anySatisfy(p -> assertThat(p).contains("used twice"))
                .anySatisfy(p -> assertThat(p).contains("for=\"nobody\""));
    }

    @Test
    @DisplayName("the search index finds its words: Retry-After and idempotency are indexed")
    void searchIndex() throws IOException {
        Path lessons = Files.createDirectories(temp.resolve("lessons"));
        KitPaths paths = new KitPaths(KIT, lessons, temp.resolve("out"));
        new SiteBuilder(paths, REPOSITORY).build(TRACES);
        String index = Files.readString(temp.resolve("out/" + SearchIndex.FILE));
        assertThat(index).startsWith("// Generated").contains("window.KIT_SEARCH_INDEX = [").contains("Retry-After").containsIgnoringCase("idempotency");
    }

    private Path copyExercises() throws IOException {
        Path exercises = temp.resolve("exercises");
        for (String stage : List.of("01", "02", "03", "04", "05")) {
            Files.createDirectories(exercises.resolve(stage));
            Files.copy(KIT.resolve("exercises").resolve(stage).resolve("README.md"), exercises.resolve(stage).resolve("README.md"));
        }
        return exercises;
    }

    static List<Path> htmlFiles(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return new ArrayList<>(files.filter(p -> p.toString().endsWith(".html")).sorted().toList());
        }
    }
}
