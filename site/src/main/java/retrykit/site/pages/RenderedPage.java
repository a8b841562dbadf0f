package retrykit.site.pages;

import java.util.List;

/**
 * A page's Markdown turned into HTML, with what the layout and the search index need from it.
 *
 * @param page     the page
 * @param html     the body, ready for the layout template
 * @param toc      the page's second-level headings, for "on this page"
 * @param sections the page cut at its headings, for the search index
 * @param practise the exercises its "Practise it" section names, in its order (a lesson's)
 */
public record RenderedPage(Page page, String html, List<Anchor> toc, List<Section> sections, List<Page> practise) {

    /** A heading's words and the id it can be linked by. */
    public record Anchor(String text, String id) {}

    /** The words under one heading ({@code id} empty for the words before the first one). */
    public record Section(String heading, String id, String text) {}

    /** The same page with {@code box} (HTML) placed right under its title. */
    public RenderedPage withUnderTitle(String box) {
        int end = html.indexOf("</h1>");
        if (box.isEmpty() || end < 0) {
            return this;
        }
        end += "</h1>".length();
        return new RenderedPage(
                page, html.substring(0, end) + "\n" + box + html.substring(end), toc, sections, practise);
    }
}
