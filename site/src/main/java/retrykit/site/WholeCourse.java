package retrykit.site;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import retrykit.site.pages.CoursePath;
import retrykit.site.pages.LinkRewriter;
import retrykit.site.pages.Page;
import retrykit.site.pages.PageCatalog;
import retrykit.site.pages.PageKind;
import retrykit.site.pages.RenderedPage;
import retrykit.site.render.MarkdownPages;
import retrykit.site.render.Templates;

/**
 * The whole course on one page, to print or save as one PDF: every page of the path as a chapter.
 * Each page is rendered again for it, its heading ids prefixed with the chapter's anchor and its
 * links to other pages turned into links inside this one, so no id is used twice and every link
 * still leads somewhere on paper and on screen.
 */
final class WholeCourse {
    static final String HREF = "course.html";
    static final String TITLE = "The whole course";

    private WholeCourse() {}

    /** The page itself: it has no Markdown of its own, and is edited through the pages it holds. */
    static Page page(KitPaths paths) {
        return new Page(PageKind.COURSE, "", TITLE, paths.home(), HREF);
    }

    /** The chapter's id on this page: its file's path without ".html", slashes made dashes. */
    static String anchor(Page page) {
        return anchor(page.href());
    }

    /** The id of the chapter that holds the page at {@code href} ("lessons/01-x.html"). */
    static String anchor(String href) {
        return href.replaceFirst("\\.html$", "").replace('/', '-');
    }

    /** Links from one chapter: to another chapter's start, or to an id inside it. */
    static final LinkRewriter.Linker INSIDE =
            (from, to, fragment) -> "#" + anchor(to) + (fragment == null ? "" : "--" + fragment.substring(1));

    /** The page's content: a title, the contents, and each page of the path (the home page with its first steps). */
    static String content(
            CoursePath path, MarkdownPages markdown, Templates templates, String getKit, List<String> problems) {
        List<Map<String, String>> chapters = new ArrayList<>();
        for (Page page : path.pages()) {
            RenderedPage rendered =
                    markdown.render(page, PageCatalog.read(page.source()), problems, INSIDE, anchor(page) + "--");
            String html = rendered.html() + (page.kind() == PageKind.HOME ? getKit : "");
            String title = page.kind() == PageKind.HOME ? page.title() : CoursePath.label(page);
            chapters.add(Map.of("anchor", anchor(page), "title", title, "html", html));
        }
        return templates.render("course.ftlh", Map.of("chapters", chapters));
    }
}
