package retrykit.site.check;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import retrykit.site.pages.PageCatalog;

/**
 * Checks the finished site as a browser would follow it: every href and src of every page, and
 * every link of the search index, must lead to a file of the site, and a #fragment to an id on
 * that page. Links must be relative (an absolute path breaks a site opened from disk), and nothing
 * may be loaded from outside the site (no CDN, no web font): only an {@code <a>} may point out.
 * It also refuses duplicate ids, and ARIA or label references to ids that do not exist, since
 * either would break navigation for someone using a screen reader.
 *
 * <p>The HTML is the generator's own (every attribute double-quoted by commonmark and FreeMarker),
 * so reading attributes with a pattern is exact here, as it would not be for HTML in general.
 */
public final class LinkChecker {
    private static final Pattern TAG = Pattern.compile("<([a-zA-Z][a-zA-Z0-9]*)\\b([^>]*)>");
    private static final Pattern ATTRIBUTE = Pattern.compile("\\s([a-zA-Z-]+)=\"([^\"]*)\"");
    private static final Set<String> ID_REFERENCES =
            Set.of("aria-labelledby", "aria-describedby", "aria-controls", "for");

    private final Path root;
    private final Map<Path, Set<String>> ids = new HashMap<>();
    private final List<String> problems = new ArrayList<>();

    private LinkChecker(Path root) {
        this.root = root;
    }

    /** Every broken link in the site at {@code root}; {@code extra} are links from the root (the search index's). */
    public static List<String> check(Path root, List<String> extra) {
        LinkChecker checker = new LinkChecker(root);
        List<Path> pages = checker.pages();
        for (Path page : pages) {
            checker.checkPage(page);
        }
        for (String href : extra) {
            checker.follow(root.resolve("index.html"), "a", href, "the search index");
        }
        return checker.problems;
    }

    private List<Path> pages() {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".html")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void checkPage(Path page) {
        String html = PageCatalog.read(page);
        Set<String> seen = new HashSet<>();
        List<String[]> references = new ArrayList<>();
        Matcher tag = TAG.matcher(html);
        while (tag.find()) {
            String name = tag.group(1).toLowerCase(Locale.ROOT);
            Matcher attribute = ATTRIBUTE.matcher(tag.group(2));
            while (attribute.find()) {
                String key = attribute.group(1).toLowerCase(Locale.ROOT);
                String value = unescape(attribute.group(2));
                if (key.equals("id") && !seen.add(value)) {
                    problems.add(where(page) + ": the id \"" + value + "\" is used twice");
                } else if (key.equals("href") || key.equals("src")) {
                    follow(page, name, value, where(page));
                } else if (ID_REFERENCES.contains(key)) {
                    references.add(new String[] {key, value});
                }
            }
        }
        for (String[] reference : references) {
            for (String id : reference[1].trim().split("\\s+", -1)) {
                if (!seen.contains(id)) {
                    problems.add(
                            where(page) + ": " + reference[0] + "=\"" + reference[1] + "\" names no id on the page");
                }
            }
        }
    }

    private void follow(Path page, String tag, String href, String where) {
        if (href.isEmpty()) {
            problems.add(where + ": an empty link on <" + tag + ">");
        } else if (href.startsWith("https://") || href.startsWith("http://")) {
            if (!tag.equals("a")) {
                problems.add(where + ": <" + tag + "> loads " + href + " from outside the site");
            }
        } else if (href.startsWith("mailto:")) {
            if (!tag.equals("a")) {
                problems.add(where + ": mailto: on <" + tag + ">");
            }
        } else if (href.startsWith("/")) {
            problems.add(where + ": " + href
                    + " is an absolute path, which breaks the site opened from disk: make it relative");
        } else if (href.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
            problems.add(where + ": " + href + " is not a link the site allows");
        } else {
            int hash = href.indexOf('#');
            String path = decode(hash < 0 ? href : href.substring(0, hash));
            String fragment = hash < 0 ? null : decode(href.substring(hash + 1));
            Path target = path.isEmpty() ? page : page.getParent().resolve(path).normalize();
            if (!target.startsWith(root)) {
                problems.add(where + ": " + href + " leads out of the site");
            } else if (!Files.isRegularFile(target)) {
                problems.add(
                        where + ": " + href + " leads to " + root.relativize(target) + ", which is not in the site");
            } else if (fragment != null && !idsOf(target).contains(fragment)) {
                problems.add(
                        where + ": " + href + " names #" + fragment + ", which is no id on " + root.relativize(target));
            }
        }
    }

    private Set<String> idsOf(Path page) {
        return ids.computeIfAbsent(page, p -> {
            Set<String> found = new HashSet<>();
            if (p.toString().endsWith(".html")) {
                Matcher id = Pattern.compile("\\sid=\"([^\"]*)\"").matcher(PageCatalog.read(p));
                while (id.find()) {
                    found.add(unescape(id.group(1)));
                }
            }
            return found;
        });
    }

    private String where(Path page) {
        return root.relativize(page).toString();
    }

    private static String unescape(String value) {
        return value.replace("&quot;", "\"")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&#39;", "'")
                .replace("&amp;", "&");
    }

    private static String decode(String text) {
        return URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
}
