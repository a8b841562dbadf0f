package retrykit.site;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import retrykit.grader.kit.Stage;
import retrykit.site.check.LinkChecker;
import retrykit.site.check.ReadmeCheck;
import retrykit.site.draw.Table;
import retrykit.site.examples.Stretch;
import retrykit.site.figures.Capstone;
import retrykit.site.figures.KeyLifetimeFigure;
import retrykit.site.figures.KitTables;
import retrykit.site.pages.CoursePath;
import retrykit.site.pages.LinkRewriter;
import retrykit.site.pages.Page;
import retrykit.site.pages.PageCatalog;
import retrykit.site.pages.PageKind;
import retrykit.site.pages.RenderedPage;
import retrykit.site.render.CodeLanguage;
import retrykit.site.render.Highlighter;
import retrykit.site.render.KitDirectives;
import retrykit.site.render.MarkdownPages;
import retrykit.site.render.Templates;

/** The generator's own checks, without a browser: each must catch what it exists to catch. */
class GeneratorTest {
    static final Path KIT = Path.of(System.getProperty("retrykit.kit.root", ".."))
            .toAbsolutePath()
            .normalize();

    /**
     * Traces in the demo's format (retrykit.lab.ScenarioRun#traceJson), fixed here so these tests
     * do not need the demo; the site's own build draws from the demo's fresh traces.
     */
    static final Path TRACES = Path.of(System.getProperty("retrykit.site.test.traces", "src/test/resources/traces"))
            .toAbsolutePath();

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
        Files.writeString(
                readme,
                Files.readString(readme)
                        .replace(
                                "| 500, 500 | READ | 0, 0 | [1] GAVE_UP |",
                                "| 500, 500 | READ | 0, 0 | [1, 2] GAVE_UP |"));
        Path keys = exercises.resolve("05/README.md");
        Files.writeString(
                keys,
                Files.readString(keys)
                        .replace(
                                "| (k1, 0, timeout) | 100 | no | Reconcile |",
                                "| (k1, 0, timeout) | 100 | no | Send(\"k1\") |"));
        Path classify = exercises.resolve("01/README.md");
        Files.writeString(
                classify,
                Files.readString(classify)
                        .replace(
                                "| timeout, any 5xx | RETRY | RETRY | UNKNOWN |",
                                "| timeout, any 5xx | RETRY | RETRY | RETRY |"));
        Path jitter = exercises.resolve("02/README.md");
        Files.writeString(
                jitter,
                Files.readString(jitter).replace("| wait, draw 50 | 1 | 3 | 6 |", "| wait, draw 50 | 1 | 3 | 7 |"));

        List<String> problems = ReadmeCheck.check(exercises);
        assertThat(problems).hasSize(4);
        assertThat(problems)
                .anySatisfy(p -> assertThat(p)
                        .contains("exercises/03/README.md")
                        .contains("row 7")
                        .contains("[1] GAVE_UP"));
        assertThat(problems)
                .anySatisfy(p -> assertThat(p)
                        .contains("exercises/05/README.md")
                        .contains("row 5")
                        .contains("Reconcile"));
        assertThat(problems).anySatisfy(p -> assertThat(p).contains("exercises/01/README.md"));
        assertThat(problems)
                .anySatisfy(
                        p -> assertThat(p).contains("exercises/02/README.md").contains("k = 3"));
    }

    @Test
    @DisplayName("the README check catches an example that is not the stage's")
    void readmeInputsAreCurriculums() throws IOException {
        Path exercises = copyExercises();
        Path readme = exercises.resolve("04/README.md");
        Files.writeString(
                readme,
                Files.readString(readme)
                        .replace("| (429, \"soon\", -), ok | READ | 0 |", "| (429, \"later\", -), ok | READ | 0 |"));
        assertThat(ReadmeCheck.check(exercises))
                .singleElement()
                .asString()
                .contains("row 7")
                .contains("not the example's");
    }

    @Test
    @DisplayName("the README check fails on an example table that no check reads, as a new stage's would be")
    void uncheckedExampleTableIsCaught() throws IOException {
        Path exercises = copyExercises();
        Path wire = exercises.resolve("06/README.md");
        Files.writeString(
                wire,
                Files.readString(wire)
                        .replace(
                                "\n## Your task\n",
                                "\n## Examples\n\n| ticket | result |\n|---|---|\n| t1 | saved |\n\n## Your task\n"));
        Path keys = exercises.resolve("05/README.md");
        Files.writeString(
                keys,
                Files.readString(keys)
                        .replace(
                                "\n## Your task\n",
                                "\nOne more:\n\n| history | now |\n|---|---|\n| (empty) | 1 |\n\n## Your task\n"));
        assertThat(ReadmeCheck.check(exercises))
                .hasSize(2)
                .anySatisfy(p -> assertThat(p)
                        .startsWith("exercises/06/README.md, section \"Examples\", table 1: no check holds"))
                .anySatisfy(p -> assertThat(p)
                        .startsWith("exercises/05/README.md, section \"Examples\", table 2: no check holds"));
    }

    @Test
    @DisplayName(
            "a table listed as worked by hand that the README no longer has is named, so the exception cannot linger")
    void staleWorkedByHandIsCaught() throws IOException {
        Path exercises = copyExercises();
        Path retryAfter = exercises.resolve("04/README.md");
        String text = Files.readString(retryAfter);
        int from = text.indexOf("Worked through, one retry at a time");
        int to = text.indexOf("\n## ", from);
        assertThat(from).as("stage 04's worked-through table").isPositive();
        Files.writeString(retryAfter, text.substring(0, from) + text.substring(to));
        assertThat(ReadmeCheck.check(exercises))
                .singleElement()
                .asString()
                .startsWith(
                        "exercises/04/README.md, section \"Examples\", table 2: ReadmeCheck.WORKED_BY_HAND lists it");
    }

    @Test
    @DisplayName("stage 06's scenarios table is held to the demo's traces")
    void scenariosAgreeWithTheTraces() throws IOException {
        assertThat(ReadmeCheck.checkScenarios(KIT.resolve("exercises"), new Capstone(TRACES)))
                .isEmpty();
        Path traces = Files.createDirectories(temp.resolve("traces"));
        try (Stream<Path> listed = Files.list(TRACES)) {
            for (Path trace : listed.toList()) {
                Files.copy(trace, traces.resolve(trace.getFileName()));
            }
        }
        Path blind = traces.resolve("1-blind-retry.json");
        Files.writeString(
                blind, Files.readString(blind).replaceFirst("\"records_saved\" ?: ?2", "\"records_saved\": 1"));
        assertThat(ReadmeCheck.checkScenarios(KIT.resolve("exercises"), new Capstone(traces)))
                .singleElement()
                .asString()
                .contains("The five scenarios")
                .contains("demo's traces");
    }

    @Test
    @DisplayName("tables say what the reference solutions compute")
    void tables() {
        assertThat(KitTables.amplification(3, 5)).isEqualTo(243);
        assertThat(KitTables.amplification(4, 3)).isEqualTo(64);
        Table schedule = KitTables.schedule();
        // Stage 02's lesson: draw 99 gives 1, 3, 7, 15, 31, 59; draw 0 gives 1, 2, 4, 8, 16, 30, 30.
        assertThat(schedule.rows().stream().map(r -> r.get(3)).toList()).startsWith("1", "3", "7", "15", "31", "59");
        assertThat(schedule.rows().stream().map(r -> r.get(1)).toList())
                .startsWith("1", "2", "4", "8", "16", "30", "30");
        assertThat(KitTables.budgetExamples().rows().get(2).get(3)).isEqualTo("[1, 3, 7, 15, 31, 59] GAVE_UP");
        assertThat(KitTables.retryAfterExamples().rows().get(7).get(3)).isEqualTo("[] GAVE_UP");
        assertThat(KitTables.keyExamples().rows().get(9).get(3))
                .isEqualTo("Reconcile (k1 expired before the second send)");
    }

    @Test
    @DisplayName("the key-lifetime figure finds the second the answer changes")
    void keyLifetimeBoundary() {
        List<Stretch> stretches = Stretch.of(KeyLifetimeFigure::decide, KeyLifetimeFigure.END);
        assertThat(stretches.get(0)).isEqualTo(new Stretch(0, 86_400, "Send(\"k1\")"));
        assertThat(stretches.get(1).action()).isEqualTo("Reconcile");
    }

    @Test
    @DisplayName("an unknown directive id stops the build and lists the known ones")
    void unknownDirective() throws IOException {
        Path lessons = Files.createDirectories(temp.resolve("lessons"));
        Files.writeString(lessons.resolve("01-one.md"), "# One\n\n```kit-figure\nno-such-figure\n```\n");
        KitPaths paths = new KitPaths(KIT, lessons, temp.resolve("out"));
        assertThatThrownBy(() -> new SiteBuilder(paths, Optional.of(REPOSITORY)).build(TRACES))
                .isInstanceOf(SiteException.class)
                .hasMessageContaining("unknown directive \"kit-figure no-such-figure\"")
                .hasMessageContaining("kit-figure jitter-clients");
    }

    @Test
    @DisplayName("links are rewritten to pages, and a link to nowhere stops the build")
    void links() throws IOException {
        Path lessons = Files.createDirectories(temp.resolve("lessons"));
        String source = lessons.relativize(KIT.resolve("exercises/01/src/main/java/retrykit/classify/Classify.java"))
                .toString();
        Files.writeString(
                lessons.resolve("01-one.md"),
                "# One\n\n[a](exercise:03#rule-5-the-budget-is-checked-before-each-wait) "
                        + "[b](lesson:02) [c](02-two.md#two) [the stub](" + source + ")\n");
        Files.writeString(lessons.resolve("02-two.md"), "# Two\n\n## Two\n\n[back](lesson:01)\n");
        // The lessons of this test live outside the kit: link them as if they sat in site/src/lessons.
        KitPaths paths = new KitPaths(KIT, lessons, temp.resolve("out"));
        new SiteBuilder(paths, Optional.of(REPOSITORY)).build(TRACES);
        String one = Files.readString(temp.resolve("out/lessons/01-one.html"));
        assertThat(Files.readString(temp.resolve("out/index.html")))
                .as("with a repository set, the home page offers a clone as well as the zip")
                .contains(REPOSITORY.cloneUrl())
                .contains(HandoutDownload.HREF);
        assertThat(one)
                .as("with a repository set, a page links its source to be edited")
                .contains(REPOSITORY.editUrl(
                        KIT.relativize(lessons.resolve("01-one.md")).toString()));
        assertThat(one)
                .contains("href=\"../exercises/03.html#rule-5-the-budget-is-checked-before-each-wait\"")
                .contains("href=\"../lessons/02-two.html\"")
                .contains("href=\"../lessons/02-two.html#two\"")
                .contains(" the stub")
                .doesNotContain("Classify.java\"");
        assertThat(Files.readString(temp.resolve("out/exercises/03.html")))
                .contains("Lessons that lead here")
                .contains("href=\"../lessons/01-one.html\"");

        Files.writeString(
                lessons.resolve("02-two.md"), "# Two\n\n[gone](exercise:01#no-such-section) [missing](03-three.md)\n");
        assertThatThrownBy(() -> new SiteBuilder(paths, Optional.of(REPOSITORY)).build(TRACES))
                .isInstanceOf(SiteException.class)
                .hasMessageContaining("03-three.md")
                .satisfies(e ->
                        assertThat(e.getMessage()).doesNotContain("no-such-section")); // found later, by the checker

        Files.writeString(lessons.resolve("02-two.md"), "# Two\n\n[gone](exercise:01#no-such-section)\n");
        assertThatThrownBy(() -> new SiteBuilder(paths, Optional.of(REPOSITORY)).build(TRACES))
                .isInstanceOf(SiteException.class)
                .hasMessageContaining("#no-such-section, which is no id on exercises/01.html");
    }

    @Test
    @DisplayName("the link checker refuses absolute paths, outside resources, missing files and anchors, duplicate ids")
    void linkChecker() throws IOException {
        Path site = Files.createDirectories(temp.resolve("site"));
        Files.writeString(
                site.resolve("index.html"),
                "<html><head><link rel=\"stylesheet\" href=\"https://cdn.example/x.css\"></head><body>"
                        + "<a href=\"/abs.html\">a</a><a href=\"other.html#nope\">b</a><a href=\"gone.html\">c</a><a href=\"https://example.org/\">ok</a>"
                        + "<p id=\"x\"></p><p id=\"x\"></p><label for=\"nobody\">l</label><a href=\"#x\">ok</a></body></html>");
        Files.writeString(site.resolve("other.html"), "<p id=\"yes\"></p>");
        List<String> problems = LinkChecker.check(site, List.of("other.html#yes"));
        assertThat(problems)
                .hasSize(6)
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
        new SiteBuilder(paths, Optional.of(REPOSITORY)).build(TRACES);
        String index = Files.readString(temp.resolve("out/" + SearchIndex.FILE));
        assertThat(index)
                .startsWith("// Generated")
                .contains("window.KIT_SEARCH_INDEX = [")
                .contains("Retry-After")
                .containsIgnoringCase("idempotency");
    }

    @Test
    @DisplayName(
            "code is coloured at build time: Java, shell and HTTP tokens in spans, every character of the source kept")
    void highlighting() {
        String java = "public static Result solve(List<Outcome> outcomes, int k) { return \"a<b\"; } // why";
        String html = Highlighter.html(CodeLanguage.of("java", java), java);
        assertThat(html)
                .contains(
                        "<span class=\"tok-keyword\">public</span>",
                        "<span class=\"tok-type\">Result</span>",
                        "<span class=\"tok-string\">&quot;a&lt;b&quot;</span>".replace("&quot;", "\""),
                        "<span class=\"tok-comment\">// why</span>");
        assertThat(html.replaceAll("<[^>]+>", "")
                        .replace("&lt;", "<")
                        .replace("&gt;", ">")
                        .replace("&amp;", "&"))
                .isEqualTo(java);

        assertThat(CodeLanguage.of("", "mvn test -pl exercises/01\n")).isEqualTo(CodeLanguage.SHELL);
        assertThat(Highlighter.html(CodeLanguage.SHELL, "mvn -q -pl grader -Dgrade=\"demo --traces t\""))
                .isEqualTo(
                        "<span class=\"tok-name\">mvn</span> <span class=\"tok-option\">-q</span> <span class=\"tok-option\">-pl</span> grader "
                                + "<span class=\"tok-option\">-Dgrade=</span><span class=\"tok-string\">\"demo --traces t\"</span>");
        assertThat(CodeLanguage.of("", "Date: Sun, 06 Nov 1994 08:49:37 GMT\nRetry-After: 120\n"))
                .isEqualTo(CodeLanguage.HTTP);
        assertThat(Highlighter.html(CodeLanguage.HTTP, "Retry-After: 120"))
                .isEqualTo("<span class=\"tok-name\">Retry-After</span>: <span class=\"tok-number\">120</span>");
        // Formulas and timelines are neither: left as they are, escaped, never guessed at.
        String formula = "wait = c/2 + (c - c/2) * draw / 100";
        assertThat(CodeLanguage.of("", formula)).isEqualTo(CodeLanguage.TEXT);
        assertThat(Highlighter.html(CodeLanguage.TEXT, "a < b")).isEqualTo("a &lt; b");
        assertThat(CodeLanguage.of("json", "{}")).isEqualTo(CodeLanguage.TEXT);
    }

    @Test
    @DisplayName("the path puts each exercise right after its lesson; one whose lesson is missing comes at the end")
    void coursePath() throws IOException {
        Path lessons = Files.createDirectories(temp.resolve("lessons"));
        Files.writeString(lessons.resolve("01-one.md"), "# One\n");
        Files.writeString(lessons.resolve("02-two.md"), "# Two\n\n## Practise it\n\n[stage 01](exercise:01)\n");
        Files.writeString(lessons.resolve("03-three.md"), "# Three\n");
        PageCatalog catalog = PageCatalog.discover(new KitPaths(KIT, lessons, temp.resolve("out")));
        List<String> order = new CoursePath(catalog)
                .pages().stream().map(p -> p.kind() + " " + p.number()).toList();
        assertThat(order)
                .containsExactly(
                        "HOME ",
                        "LESSON 01",
                        "LESSON 02",
                        "EXERCISE 01",
                        "LESSON 03",
                        "EXERCISE 02",
                        "EXERCISE 03",
                        "EXERCISE 04",
                        "EXERCISE 05",
                        "EXERCISE 06");

        new SiteBuilder(new KitPaths(KIT, lessons, temp.resolve("out")), Optional.of(REPOSITORY)).build(TRACES);
        String two = Files.readString(temp.resolve("out/lessons/02-two.html"));
        assertThat(two)
                .contains("kit-practise")
                .contains("href=\"../exercises/01.html\">Exercise 01 · Classify outcomes</a>, right after this lesson");
        assertThat(Files.readString(temp.resolve("out/lessons/01-one.html")))
                .as("a lesson that names no exercise gets no box")
                .doesNotContain("kit-practise");
        assertThat(Files.readString(temp.resolve("out/" + WholeCourse.HREF)))
                .contains("id=\"lessons-02-two\"", "href=\"#exercises-01\"")
                .containsPattern("<h2 id=\"lessons-02-two--practise-it(-1)?\">");
    }

    @Test
    @DisplayName(
            "every lesson of the kit says which exercise practises it, and every exercise has its place on the path")
    void everyLessonIsPractised() {
        KitPaths paths = new KitPaths(KIT, KIT.resolve("site/src/lessons"), temp.resolve("out"));
        PageCatalog catalog = PageCatalog.discover(paths);
        CoursePath path = new CoursePath(catalog);
        MarkdownPages markdown = new MarkdownPages(
                new LinkRewriter(catalog, KIT), KitDirectives.create(new Templates(), new Capstone(TRACES)));
        List<String> problems = new ArrayList<>();
        for (Page lesson : catalog.of(PageKind.LESSON)) {
            RenderedPage rendered = markdown.render(lesson, PageCatalog.read(lesson.source()), problems);
            assertThat(rendered.practise().isEmpty()
                            && path.exerciseAfter(lesson).isEmpty())
                    .as("%s names no exercise under \"Practise it\" and none follows it", lesson.href())
                    .isFalse();
            assertThat(SiteBuilder.summary(rendered))
                    .as("%s's card", lesson.href())
                    .endsWith(".")
                    .doesNotContain("…");
        }
        assertThat(problems).isEmpty();
        for (Page exercise : catalog.of(PageKind.EXERCISE)) {
            assertThat(path.previous(exercise))
                    .as("what comes before %s", exercise.href())
                    .get()
                    .satisfies(p -> assertThat(p.kind()).isEqualTo(PageKind.LESSON));
        }
    }

    @Test
    @DisplayName("a summary is cut at a sentence's or a word's end, never inside a word")
    void summaries() {
        Page page = new Page(PageKind.LESSON, "01", "One", Path.of("one.md"), "lessons/01-one.html");
        String words = "word ".repeat(80).strip();
        String cut = SiteBuilder.summary(
                new RenderedPage(page, "", List.of(), List.of(new RenderedPage.Section("", "", words)), List.of()));
        assertThat(cut).endsWith("word…").hasSizeLessThanOrEqualTo(241);
        String sentence =
                "An opening sentence that runs long enough to count as one, with more words in it than eighty characters. "
                        + words;
        assertThat(SiteBuilder.summary(new RenderedPage(
                        page, "", List.of(), List.of(new RenderedPage.Section("", "", sentence)), List.of())))
                .endsWith("eighty characters.");
        assertThat(SiteBuilder.summary(new RenderedPage(
                        page,
                        "",
                        List.of(),
                        List.of(
                                new RenderedPage.Section("", "", words),
                                new RenderedPage.Section(SiteBuilder.IN_ONE_SENTENCE, "in-one-sentence", "The point.")),
                        List.of())))
                .isEqualTo("The point.");
    }

    @Test
    @DisplayName(
            "with no repository set, no page links one, and the home page offers the handout as a zip of the site's own")
    void noRepository() throws IOException {
        Path out = temp.resolve("out");
        new SiteBuilder(new KitPaths(KIT, KIT.resolve("site/src/lessons"), out), Repository.fromSetting(""))
                .build(TRACES);
        try (Stream<Path> pages = Files.walk(out)) {
            for (Path page : pages.filter(p -> p.toString().endsWith(".html")).toList()) {
                assertThat(Files.readString(page))
                        .as(out.relativize(page).toString())
                        .doesNotContain("github.com/retrykit")
                        .doesNotContain("Edit this page")
                        .doesNotContain("git clone");
            }
        }
        assertThat(Files.readString(out.resolve("index.html")))
                .contains("href=\"" + HandoutDownload.HREF + "\"")
                .contains("unzip");
        Path zip = out.resolve(HandoutDownload.HREF);
        List<String> names = new ArrayList<>();
        boolean wrapperRuns = false;
        try (org.apache.commons.compress.archivers.zip.ZipFile archive =
                org.apache.commons.compress.archivers.zip.ZipFile.builder()
                        .setPath(zip)
                        .get()) {
            for (var entry : java.util.Collections.list(archive.getEntries())) {
                names.add(entry.getName());
                if (entry.getName().equals("retrykit/mvnw")) {
                    wrapperRuns = (entry.getUnixMode() & 0100) != 0;
                }
            }
        }
        assertThat(names)
                .contains(
                        "retrykit/pom.xml",
                        "retrykit/mvnw",
                        "retrykit/exercises/01/README.md",
                        "retrykit/exercises/06/README.md",
                        "retrykit/.github/workflows/classroom.yml")
                .noneMatch(n -> n.startsWith("retrykit/solutions/") || n.startsWith("retrykit/grader/"))
                .isSorted();
        assertThat(wrapperRuns).as("mvnw keeps its executable bit in the zip").isTrue();
        assertThat(Repository.fromSetting(" ")).isEmpty();
        assertThat(Repository.fromSetting(null)).isEmpty();
        assertThat(Repository.fromSetting(REPOSITORY.url())).contains(REPOSITORY);
    }

    @Test
    @DisplayName("the repository's address is checked once, and gives the clone, zip and edit addresses")
    void repository() {
        assertThat(REPOSITORY.cloneUrl()).isEqualTo("https://example.org/kits/retrykit.git");
        assertThat(REPOSITORY.folder()).isEqualTo("retrykit");
        assertThat(REPOSITORY.editUrl("site/src/home.md"))
                .isEqualTo("https://example.org/kits/retrykit/edit/main/site/src/home.md");
        for (String bad : List.of(
                "http://example.org/kit", "https://example.org/kit/", "example.org/kit", "https://example.org")) {
            assertThatThrownBy(() -> new Repository(bad))
                    .as(bad)
                    .isInstanceOf(SiteException.class)
                    .hasMessageContaining("site.repository");
        }
        assertThat(SearchIndex.weight("Sources")).isLessThan(SearchIndex.weight("The rule"));
    }

    private Path copyExercises() throws IOException {
        Path exercises = temp.resolve("exercises");
        for (Stage stage : Stage.all()) {
            Files.createDirectories(exercises.resolve(stage.number()));
            Files.copy(
                    KIT.resolve(stage.readme()),
                    exercises.resolve(stage.number()).resolve("README.md"));
        }
        return exercises;
    }

    static List<Path> htmlFiles(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return new ArrayList<>(
                    files.filter(p -> p.toString().endsWith(".html")).sorted().toList());
        }
    }
}
