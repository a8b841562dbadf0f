package retrykit.site.pages;

import java.nio.file.Path;

/**
 * One page of the site and the Markdown it is made from.
 *
 * @param kind   home, lesson or exercise
 * @param number the two-digit order of a lesson or exercise ("01"), empty for the home page
 * @param title  the text of the source's first {@code # } heading
 * @param source the Markdown file, read in place
 * @param href   where the page is written, relative to the site's root ("lessons/01-x.html")
 */
public record Page(PageKind kind, String number, String title, Path source, String href) {

    /** How deep the page sits below the site's root: every link out of it climbs that many levels. */
    int depth() {
        return (int) href.chars().filter(c -> c == '/').count();
    }

    /** The prefix that leads from this page back to the site's root: "" or "../". */
    public String root() {
        return "../".repeat(depth());
    }

    /** A link from this page to another file of the site, relative so that file:// works too. */
    public String linkTo(String siteHref) {
        return root() + siteHref;
    }
}
