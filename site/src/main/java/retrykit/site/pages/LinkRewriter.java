package retrykit.site.pages;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Link;
import org.commonmark.node.Node;

/**
 * Turns the links a Markdown source was written with into links between the site's pages.
 *
 * <ul>
 *   <li>{@code exercise:03} and {@code exercise:03#rule-5-...} lead to an exercise's page, and
 *       {@code lesson:04} to the lesson numbered 04: the form the lessons are written in;</li>
 *   <li>a relative link to a lesson's file, an exercise's README or its folder ({@code ../exercises/03})
 *       leads to that page, so the READMEs keep working on GitHub and on the site alike;</li>
 *   <li>a relative link to any other file of the kit (a Java source) has no page to go to: its text
 *       stays, as code text, without the link;</li>
 *   <li>http, https and mailto links are kept; anything else is a broken link and stops the build.</li>
 * </ul>
 */
public final class LinkRewriter {
    private static final Pattern SITE_LINK = Pattern.compile("(exercise|lesson):(\\d\\d)(#.*)?");
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");

    /**
     * Where a link to a page leads from the page being drawn: {@code fragment} is "#id" or null. The
     * site's pages link to each other's files; the whole-course page links inside itself.
     */
    public interface Linker {
        String link(Page from, Page to, String fragment);
    }

    /** Links between the pages' files, relative, so the site works from disk and from any host. */
    public static final Linker BETWEEN_FILES = (from, to, fragment) -> to.equals(from) && fragment != null
            ? fragment
            : from.linkTo(to.href()) + (fragment == null ? "" : fragment);

    private final PageCatalog catalog;
    private final Path kit;
    private final Map<Page, Set<Page>> linksIn = new LinkedHashMap<>();

    public LinkRewriter(PageCatalog catalog, Path kit) {
        this.catalog = catalog;
        this.kit = kit;
    }

    /**
     * Rewrites every link of {@code document} (the Markdown of {@code page}) in place, and returns the
     * page each link now leads to (links to other sites and to source files are not in it).
     */
    public Map<Link, Page> rewrite(Node document, Page page, List<String> problems, Linker linker) {
        IdentityHashMap<Link, Page> targets = new IdentityHashMap<>();
        List<Link> links = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                links.add(link);
                visitChildren(link);
            }
        });
        for (Link link : links) {
            String destination = link.getDestination();
            String where = page.source() + ": link \"" + destination + "\"";
            Matcher site = SITE_LINK.matcher(destination);
            if (site.matches()) {
                PageKind kind = site.group(1).equals("exercise") ? PageKind.EXERCISE : PageKind.LESSON;
                Optional<Page> target = catalog.find(kind, site.group(2));
                if (target.isEmpty()) {
                    problems.add(where + " names no " + site.group(1) + " numbered " + site.group(2));
                    continue;
                }
                point(link, page, target.get(), site.group(3), linker, targets);
            } else if (destination.startsWith("#")) {
                point(
                        link,
                        page,
                        page,
                        destination,
                        linker,
                        targets); // checked against the page's ids once it is written
            } else if (SCHEME.matcher(destination).find()) {
                if (!destination.startsWith("https://")
                        && !destination.startsWith("http://")
                        && !destination.startsWith("mailto:")) {
                    problems.add(where + ": only http, https, mailto, exercise: and lesson: links are allowed");
                }
            } else {
                relative(link, page, destination, where, problems, linker, targets);
            }
        }
        return targets;
    }

    /** The lessons that link to each page, so an exercise's page can say which lessons lead to it. */
    public List<Page> linksInto(Page page) {
        return List.copyOf(linksIn.getOrDefault(page, Set.of()));
    }

    private void relative(
            Link link,
            Page page,
            String destination,
            String where,
            List<String> problems,
            Linker linker,
            Map<Link, Page> targets) {
        int hash = destination.indexOf('#');
        String path = hash < 0 ? destination : destination.substring(0, hash);
        String fragment = hash < 0 ? null : destination.substring(hash);
        Path target = page.source().getParent().resolve(path).normalize();
        Optional<Page> to = catalog.bySource(target);
        if (to.isEmpty() && Files.isDirectory(target)) {
            to = catalog.bySource(target.resolve("README.md"));
        }
        if (to.isPresent()) {
            point(link, page, to.get(), fragment, linker, targets);
        } else if (Files.exists(target) && target.startsWith(kit)) {
            unlink(link); // a source file: no page shows it, so the words stay and the link goes
        } else {
            problems.add(where + " leads to " + target + ", which does not exist");
        }
    }

    private void point(Link link, Page from, Page to, String fragment, Linker linker, Map<Link, Page> targets) {
        link.setDestination(linker.link(from, to, fragment));
        targets.put(link, to);
        if (from.kind() == PageKind.LESSON && !to.equals(from)) {
            linksIn.computeIfAbsent(to, p -> new LinkedHashSet<>()).add(from);
        }
    }

    private static void unlink(Link link) {
        Node child = link.getFirstChild();
        while (child != null) {
            Node next = child.getNext();
            link.insertBefore(child);
            child = next;
        }
        link.unlink();
    }
}
