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
import java.util.stream.Stream;

/**
 * Builds the whole site into one folder: checks the READMEs against the reference solutions,
 * renders every page through the layout template, writes the search index and the assets, and
 * checks every link of the result. Any problem stops the build with the full list.
 */
final class SiteBuilder {
    /** The static files of the site, copied from the class path as they are. */
    static final List<String> ASSETS = List.of("assets/site.css", "assets/site.js", "assets/favicon.svg");

    /** What was built: the number of pages, and the largest file, whose size is worth watching. */
    record Summary(int pages, String largest, long largestBytes, long totalBytes) {}

    private final KitPaths paths;
    private final Templates templates = new Templates();

    SiteBuilder(KitPaths paths) {
        this.paths = paths;
    }

    Summary build(Path traces) {
        PageCatalog catalog = PageCatalog.discover(paths);
        List<String> drift = ReadmeCheck.check(paths.exercises());
        if (!drift.isEmpty()) {
            throw SiteException.of("README tables that disagree with the reference solutions", drift);
        }

        Capstone capstone = new Capstone(traces);
        List<String> scenarios = ReadmeCheck.checkScenarios(paths.exercises(), capstone);
        if (!scenarios.isEmpty()) {
            throw SiteException.of("stage 06's scenarios disagree with the demo's traces", scenarios);
        }
        Directives directives = KitDirectives.create(templates, capstone);
        LinkRewriter links = new LinkRewriter(catalog, paths.kit());
        MarkdownPages markdown = new MarkdownPages(links, directives);
        List<String> problems = new ArrayList<>();
        List<RenderedPage> rendered = new ArrayList<>();
        for (Page page : catalog.pages()) {
            rendered.add(markdown.render(page, PageCatalog.read(page.source()), problems));
        }
        if (!problems.isEmpty()) {
            throw SiteException.of("problems in the pages' Markdown", problems);
        }

        clean(paths.out());
        Navigation navigation = new Navigation(catalog);
        SearchIndex search = new SearchIndex();
        for (RenderedPage page : rendered) {
            search.add(page);
        }
        for (RenderedPage page : rendered) {
            write(page.page().href(), layout(page, rendered, navigation, links));
        }
        for (String asset : ASSETS) {
            write(asset, resource("/" + asset));
        }
        write(SearchIndex.FILE, search.script());

        List<String> broken = LinkChecker.check(paths.out(), search.entries().stream().map(SearchIndex.Entry::href).toList());
        if (!broken.isEmpty()) {
            throw SiteException.of("broken links in the built site", broken);
        }
        return summary(rendered.size());
    }

    private String layout(RenderedPage rendered, List<RenderedPage> all, Navigation navigation, LinkRewriter links) {
        Page page = rendered.page();
        Map<String, Object> model = new HashMap<>();
        model.put("page", page);
        model.put("root", page.root());
        model.put("content", rendered.html());
        model.put("description", summary(rendered));
        model.put("toc", rendered.toc());
        model.put("sidebar", navigation.sidebar(page));
        model.put("pager", navigation.pager(page));
        model.put("source", paths.kit().relativize(page.source()).toString().replace('\\', '/'));
        model.put("home", page.kind() == PageKind.HOME);
        model.put("kind", page.kind().name());
        List<Map<String, String>> leadsHere = new ArrayList<>();
        for (Page lesson : page.kind() == PageKind.EXERCISE ? links.linksInto(page) : List.<Page>of()) {
            leadsHere.add(Map.of("title", lesson.title(), "href", page.linkTo(lesson.href())));
        }
        model.put("leadsHere", leadsHere);
        if (page.kind() == PageKind.HOME) {
            model.put("lessons", cards(page, all, PageKind.LESSON));
            model.put("exercises", cards(page, all, PageKind.EXERCISE));
        }
        return templates.render("page.ftlh", model);
    }

    /** The home page's list of lessons or exercises: title, link, and the first sentences of each. */
    private static List<Map<String, String>> cards(Page from, List<RenderedPage> all, PageKind kind) {
        return all.stream().filter(r -> r.page().kind() == kind)
                .map(r -> Map.of("title", r.page().title(), "href", from.linkTo(r.page().href()), "summary", summary(r)))
                .toList();
    }

    /** The page's opening words, cut at a sentence's end near 200 characters: its meta description. */
    static String summary(RenderedPage rendered) {
        String text = rendered.sections().isEmpty() ? "" : rendered.sections().get(0).text();
        if (text.length() <= 200) {
            return text;
        }
        int end = text.indexOf(". ", 80);
        return end > 0 && end < 240 ? text.substring(0, end + 1) : text.substring(0, 197) + "…";
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
