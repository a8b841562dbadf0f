package retrykit.site;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import retrykit.site.check.LinkChecker;
import retrykit.site.check.ReadmeCheck;
import retrykit.site.figures.Capstone;
import retrykit.site.pages.CoursePath;
import retrykit.site.pages.LinkRewriter;
import retrykit.site.pages.Navigation;
import retrykit.site.pages.Page;
import retrykit.site.pages.PageCatalog;
import retrykit.site.pages.PageKind;
import retrykit.site.pages.RenderedPage;
import retrykit.site.render.CodeBlockRenderer;
import retrykit.site.render.CodeLanguage;
import retrykit.site.render.Directives;
import retrykit.site.render.KitDirectives;
import retrykit.site.render.MarkdownPages;
import retrykit.site.render.Templates;

/**
 * Builds the whole site into one folder: checks the READMEs against the reference solutions,
 * renders every page through the layout template, writes the search index and the assets, and
 * checks every link of the result. Any problem stops the build with the full list.
 */
final class SiteBuilder {
    /**
     * The static files of the site, copied from the class path as they are. explore-reference.js is
     * the reference solutions compiled to JavaScript by TeaVM during the build (site/pom.xml).
     */
    static final List<String> ASSETS = List.of(
            "assets/site.css",
            "assets/site.js",
            "assets/favicon.svg",
            "assets/explore.css",
            "assets/explore.js",
            "assets/explore-reference.js");

    /** What was built: the number of pages, and the largest file, whose size is worth watching. */
    record Summary(int pages, String largest, long largestBytes, long totalBytes) {}

    private final KitPaths paths;
    /** Where the kit's sources are on the web, if anywhere: with none, no page links a repository. */
    private final Optional<Repository> repository;

    private final Templates templates = new Templates();

    SiteBuilder(KitPaths paths, Optional<Repository> repository) {
        this.paths = paths;
        this.repository = repository;
    }

    Summary build(Path traces) {
        PageCatalog catalog = PageCatalog.discover(paths);
        Capstone capstone = checkedCapstone(traces);
        Directives directives = KitDirectives.create(templates, capstone);
        LinkRewriter links = new LinkRewriter(catalog, paths.kit());
        MarkdownPages markdown = new MarkdownPages(links, directives);
        CoursePath path = new CoursePath(catalog);
        List<String> problems = new ArrayList<>();
        List<RenderedPage> rendered = new ArrayList<>();
        for (Page page : path.pages()) {
            rendered.add(markdown.render(page, PageCatalog.read(page.source()), problems));
        }
        String getKit = getKit();
        Page course = WholeCourse.page(paths);
        String courseContent = WholeCourse.content(path, markdown, templates, getKit, problems);
        if (!problems.isEmpty()) {
            throw SiteException.of("problems in the pages' Markdown", problems);
        }

        clean(paths.out());
        Navigation navigation = new Navigation(path, course);
        SearchIndex search = new SearchIndex();
        for (RenderedPage page : rendered) {
            search.add(page);
        }
        for (RenderedPage page : rendered) {
            RenderedPage shown = page.withUnderTitle(practise(page, path));
            write(page.page().href(), layout(shown, rendered, navigation, links, getKit));
        }
        write(
                course.href(),
                layout(
                        new RenderedPage(course, courseContent, List.of(), List.of(), List.of()),
                        rendered,
                        navigation,
                        links,
                        getKit));
        for (String asset : ASSETS) {
            write(asset, resource("/" + asset));
        }
        write(SearchIndex.FILE, search.script());
        write(SearchIndex.LUNR, resource(SearchIndex.LUNR_RESOURCE + "lunr.min.js"));
        write(SearchIndex.LUNR_LICENSE, resource(SearchIndex.LUNR_RESOURCE + "LICENSE"));
        HandoutDownload.write(paths.kit(), paths.out());

        List<String> broken = LinkChecker.check(
                paths.out(),
                search.entries().stream().map(SearchIndex.Entry::href).toList());
        if (!broken.isEmpty()) {
            throw SiteException.of("broken links in the built site", broken);
        }
        return summary(rendered.size() + 1);
    }

    /**
     * Stage 06's traces, once the exercise READMEs have been held to the reference solutions and
     * the scenarios to the traces: a build with either drift stops before it writes a page.
     */
    private Capstone checkedCapstone(Path traces) {
        List<String> drift = ReadmeCheck.check(paths.exercises());
        if (!drift.isEmpty()) {
            throw SiteException.of("README tables that disagree with the reference solutions", drift);
        }

        Capstone capstone = new Capstone(traces);
        List<String> scenarios = ReadmeCheck.checkScenarios(paths.exercises(), capstone);
        if (!scenarios.isEmpty()) {
            throw SiteException.of("stage 06's scenarios disagree with the demo's traces", scenarios);
        }
        return capstone;
    }

    private String layout(
            RenderedPage rendered, List<RenderedPage> all, Navigation navigation, LinkRewriter links, String getKit) {
        Page page = rendered.page();
        boolean home = page.kind() == PageKind.HOME;
        Map<String, Object> model = new HashMap<>();
        model.put("page", page);
        model.put("root", page.root());
        model.put("content", rendered.html());
        model.put(
                "description",
                page.kind() == PageKind.COURSE
                        ? "Every lesson and exercise of retrykit on one page, to print."
                        : summary(rendered));
        model.put("toc", rendered.toc());
        model.put("sidebar", navigation.sidebar(page));
        model.put("pager", navigation.pager(page));
        String source = paths.kit().relativize(page.source()).toString().replace('\\', '/');
        model.put("source", source);
        model.put(
                "edit",
                page.kind() == PageKind.COURSE
                        ? ""
                        : repository.map(r -> r.editUrl(source)).orElse(""));
        model.put("home", home);
        model.put("kind", page.kind().name());
        List<Map<String, String>> leadsHere = new ArrayList<>();
        for (Page lesson : page.kind() == PageKind.EXERCISE ? links.linksInto(page) : List.<Page>of()) {
            leadsHere.add(Map.of("title", lesson.title(), "href", page.linkTo(lesson.href())));
        }
        model.put("leadsHere", leadsHere);
        model.put("getKit", home ? getKit : "");
        model.put("cards", home ? cards(page, all) : List.of());
        return templates.render("page.ftlh", model);
    }

    /**
     * The home page's first steps: the kit as a zip from this site (and, when the site knows its
     * repository, a clone), the first stage's tests, watch mode, a hint and progress.
     */
    private String getKit() {
        Map<String, Object> model = new HashMap<>();
        model.put("zip", HandoutDownload.HREF);
        model.put(
                "unzip",
                CodeBlockRenderer.block(CodeLanguage.SHELL, "unzip retrykit.zip\ncd " + HandoutDownload.FOLDER + "\n"));
        repository.ifPresent(r -> model.put(
                "clone",
                CodeBlockRenderer.block(
                        CodeLanguage.SHELL, "git clone " + r.cloneUrl() + "\ncd " + r.folder() + "\n")));
        model.put("first", CodeBlockRenderer.block(CodeLanguage.SHELL, "mvn test -pl exercises/01\n"));
        model.put("watch", CodeBlockRenderer.block(CodeLanguage.SHELL, "mvn -pl exercises/01 -Dwatch\n"));
        model.put("hint", CodeBlockRenderer.block(CodeLanguage.SHELL, "mvn -q -pl exercises/01 -Dhint\n"));
        model.put("progress", CodeBlockRenderer.block(CodeLanguage.SHELL, "mvn -q -pl exercises -Dprogress\n"));
        return templates.render("get-kit.ftlh", model);
    }

    /** Under a lesson's title, the exercises that practise it: the one right after it on the path first. */
    private String practise(RenderedPage rendered, CoursePath path) {
        Page lesson = rendered.page();
        if (lesson.kind() != PageKind.LESSON) {
            return "";
        }
        Optional<Page> next = path.exerciseAfter(lesson);
        List<Map<String, String>> others = rendered.practise().stream()
                .filter(e -> next.isEmpty() || !e.equals(next.get()))
                .map(e -> Map.of("title", CoursePath.label(e), "href", lesson.linkTo(e.href())))
                .toList();
        if (next.isEmpty() && others.isEmpty()) {
            return "";
        }
        Map<String, Object> model = new HashMap<>();
        next.ifPresent(e -> model.put("next", Map.of("title", CoursePath.label(e), "href", lesson.linkTo(e.href()))));
        model.put("others", others);
        return templates.render("practise.ftlh", model);
    }

    /** The home page's path: every lesson and exercise in order, each with what it is about. */
    private static List<Map<String, Object>> cards(Page from, List<RenderedPage> all) {
        return all.stream()
                .filter(r -> r.page().kind() == PageKind.LESSON || r.page().kind() == PageKind.EXERCISE)
                .map(r -> Map.<String, Object>of(
                        "kind",
                        CoursePath.kind(r.page()),
                        "title",
                        r.page().title(),
                        "href",
                        from.linkTo(r.page().href()),
                        "summary",
                        summary(r),
                        "exercise",
                        r.page().kind() == PageKind.EXERCISE))
                .toList();
    }

    /** A lesson's heading for its own summary in one sentence: the home page's card and the meta description use it. */
    static final String IN_ONE_SENTENCE = "In one sentence";

    /**
     * What a page is about, for its card and its meta description: a lesson's "In one sentence",
     * whole, since it was written to sum the lesson up; or else the page's opening words, cut when
     * long at the end of a sentence or, failing that, of a word, never inside one.
     */
    static String summary(RenderedPage rendered) {
        List<RenderedPage.Section> sections = rendered.sections();
        Optional<String> sentence = sections.stream()
                .filter(s -> s.heading().strip().equals(IN_ONE_SENTENCE))
                .map(RenderedPage.Section::text)
                .filter(s -> !s.isBlank())
                .findFirst();
        if (sentence.isPresent()) {
            return sentence.get();
        }
        String text = sections.isEmpty() ? "" : sections.get(0).text();
        int limit = 240;
        if (text.length() <= limit) {
            return text;
        }
        int end = text.lastIndexOf(". ", limit);
        if (end >= 80) {
            return text.substring(0, end + 1);
        }
        int word = text.lastIndexOf(' ', limit - 1);
        return text.substring(0, word > 0 ? word : limit - 1).replaceAll("[,;:]$", "") + "…";
    }

    private void write(String href, String text) {
        Path file = paths.out().resolve(href);
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    private static String resource(String name) {
        try (InputStream in = SiteBuilder.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new SiteException("the asset " + name + " is not on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Empties the output folder, so a page that no longer exists does not linger in it. */
    private static void clean(Path out) {
        if (!Files.exists(out)) {
            return;
        }
        try (Stream<Path> files = Files.walk(out)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot empty " + out, e);
        }
    }

    private Summary summary(int pages) {
        try (Stream<Path> files = Files.walk(paths.out())) {
            List<Path> all = files.filter(Files::isRegularFile).toList();
            Path largest = null;
            long largestBytes = -1;
            long total = 0;
            for (Path p : all) {
                long size = Files.size(p);
                total += size;
                if (p.toString().endsWith(".html") && size > largestBytes) {
                    largest = p;
                    largestBytes = size;
                }
            }
            return new Summary(pages, paths.out().relativize(largest).toString(), largestBytes, total);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
