package retrykit.site;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The sidebar and the previous/next links. Reading order is the sidebar's order: the home page,
 * the lessons, then the exercises, so "next" always leads somewhere a reader expects.
 */
public final class Navigation {

    /** One sidebar entry as the template sees it; {@code href} is relative to the page being drawn. */
    public record Link(String title, String href, boolean current) {}

    /** One group of the sidebar ("Lessons") and its entries. */
    public record Group(String title, boolean numbered, List<Link> links) {}

    private final List<Page> order;

    Navigation(PageCatalog catalog) {
        this.order = catalog.pages();
    }

    List<Group> sidebar(Page from) {
        List<Group> groups = new ArrayList<>();
        for (PageKind kind : PageKind.values()) {
            List<Link> links = order.stream().filter(p -> p.kind() == kind)
                    .map(p -> new Link(label(p), from.linkTo(p.href()), p.equals(from)))
                    .toList();
            if (!links.isEmpty()) {
                groups.add(new Group(kind.group(), kind == PageKind.LESSON, links));
            }
        }
        return groups;
    }

    Optional<Link> previous(Page from) {
        int i = order.indexOf(from);
        return i > 0 ? Optional.of(link(from, order.get(i - 1))) : Optional.empty();
    }

    Optional<Link> next(Page from) {
        int i = order.indexOf(from);
        return i >= 0 && i + 1 < order.size() ? Optional.of(link(from, order.get(i + 1))) : Optional.empty();
    }

    /** The model a template needs for the pager: absent links are left out, not null. */
    Map<String, Object> pager(Page from) {
        Map<String, Object> model = new HashMap<>();
        previous(from).ifPresent(l -> model.put("previous", l));
        next(from).ifPresent(l -> model.put("next", l));
        return model;
    }

    private static Link link(Page from, Page to) {
        return new Link(label(to), from.linkTo(to.href()), false);
    }

    /** The home page's title is a sentence; in the sidebar and the pager it is simply "Home". */
    private static String label(Page page) {
        return page.kind() == PageKind.HOME ? "Home" : page.title();
    }
}
