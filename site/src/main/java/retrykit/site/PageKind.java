package retrykit.site;

/** The three kinds of page, in the order the sidebar lists them. */
public enum PageKind {
    HOME("Start here"),
    LESSON("Lessons"),
    EXERCISE("Exercises");

    private final String group;

    PageKind(String group) {
        this.group = group;
    }

    /** The sidebar heading of the group this kind of page belongs to. */
    String group() {
        return group;
    }
}
