package retrykit.site.pages;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The sidebar and the previous/next links, both in the course's order ({@link CoursePath}): each
 * exercise right after the lesson it needs, so "next" always leads where a reader expects.
 */
public final class Navigation {

    /**
     * One sidebar or pager entry as the template sees it; {@code href} is relative to the page being
     * drawn, {@code kind} the small word above the title ("Lesson 2", "Exercise"), empty for none.
     */
    public record Link(String kind, String title, String href, boolean current, boolean exercise) {}

    /** One group of the sidebar ("The course") and its entries. */
    public record Group(String title, List<Link> links) {}

    private final CoursePath path;
    private final Page wholeCourse;

    public Navigation(CoursePath path, Page wholeCourse) {
        this.path = path;
        this.wholeCourse = wholeCourse;
    }

    public List<Group> sidebar(Page from) {
        List<Link> start = new ArrayList<>();
        List<Link> course = new ArrayList<>();
        for (Page p : path.pages()) {
            (p.kind() == PageKind.HOME ? start : course).add(link(from, p));
        }
        start.add(link(from, wholeCourse));
        List<Group> groups = new ArrayList<>(List.of(new Group("Start here", start)));
        if (!course.isEmpty()) {
            groups.add(new Group("The course", course));
        }
        return groups;
    }

    /** The model a template needs for the pager: absent links are left out, not null. */
    public Map<String, Object> pager(Page from) {
        Map<String, Object> model = new HashMap<>();
        path.previous(from).ifPresent(p -> model.put("previous", pagerLink(from, p)));
        path.next(from).ifPresent(p -> model.put("next", pagerLink(from, p)));
        return model;
    }

    private static Link link(Page from, Page to) {
        String title = switch (to.kind()) {
            case HOME -> "Home";
            case COURSE -> "The whole course, on one page";
            default -> to.title();
        };
        return new Link(
                CoursePath.kind(to), title, from.linkTo(to.href()), to.equals(from), to.kind() == PageKind.EXERCISE);
    }

    private static Link pagerLink(Page from, Page to) {
        return new Link("", CoursePath.label(to), from.linkTo(to.href()), false, to.kind() == PageKind.EXERCISE);
    }
}
