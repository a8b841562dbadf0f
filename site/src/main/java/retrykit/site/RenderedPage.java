package retrykit.site;

import java.util.List;

/**
 * A page's Markdown turned into HTML, with what the layout and the search index need from it.
 *
 * @param page     the page
 * @param html     the body, ready for the layout template
 * @param toc      the page's second-level headings, for "on this page"
 * @param sections the page cut at its headings, for the search index
 */
public record RenderedPage(Page page, String html, List<Anchor> toc, List<Section> sections) {

    /** A heading's words and the id it can be linked by. */
    public record Anchor(String text, String id) {}

    /** The words under one heading ({@code id} empty for the words before the first one). */
    public record Section(String heading, String id, String text) {}
}
