package retrykit.site.pages;

/** The kinds of page: the home page, the lessons, the exercises, and the whole course on one page. */
public enum PageKind {
    HOME,
    LESSON,
    EXERCISE,
    COURSE
}
