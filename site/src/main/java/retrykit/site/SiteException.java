package retrykit.site;

import java.util.List;

/**
 * A problem that must stop the build: a broken link, an unknown directive, a README table that
 * disagrees with a reference solution. The site is never published half right, so every problem
 * found is listed at once, each naming the file to fix.
 */
public final class SiteException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SiteException(String message) {
        super(message);
    }

    public static SiteException of(String what, List<String> problems) {
        return new SiteException(what + " (" + problems.size() + "):\n  - " + String.join("\n  - ", problems));
    }
}
