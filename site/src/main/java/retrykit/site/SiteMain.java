package retrykit.site;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The site generator's command line, run by Maven at process-classes (site/pom.xml):
 * {@code SiteMain --kit <root> --lessons <dir> --out <dir> [--repository <https address>] [--traces <dir>]}; the
 * repository may also come as the system property {@code retrykit.site.repository} (Maven passes
 * it so, since an empty setting cannot be an argument), and with none the site links none. Exits 1 with the list
 * of problems when the site cannot be built right, so the Maven build fails with it.
 */
public final class SiteMain {
    private SiteMain() {}

    public static void main(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (!args[i].startsWith("--")) {
                usage("not an option: " + args[i]);
            }
            options.put(args[i].substring(2), args[i + 1]);
        }
        if (args.length % 2 != 0 || !options.keySet().containsAll(List.of("kit", "lessons", "out"))) {
            usage("--kit, --lessons and --out are needed");
        }
        long start = System.nanoTime();
        KitPaths paths =
                new KitPaths(Path.of(options.get("kit")), Path.of(options.get("lessons")), Path.of(options.get("out")));
        Path traces = options.containsKey("traces") ? Path.of(options.get("traces")) : null;
        try {
            SiteBuilder.Summary summary = new SiteBuilder(
                            paths,
                            Repository.fromSetting(
                                    options.getOrDefault("repository", System.getProperty("retrykit.site.repository"))))
                    .build(traces);
            System.out.printf(
                    Locale.ROOT,
                    "site: %d pages in %s (%,d bytes in all; largest page %s, %,d bytes) in %.1f s%n",
                    summary.pages(),
                    paths.out(),
                    summary.totalBytes(),
                    summary.largest(),
                    summary.largestBytes(),
                    (System.nanoTime() - start) / 1e9);
        } catch (SiteException e) {
            System.err.println("site: the site was not built: " + e.getMessage());
            System.exit(1);
        }
    }

    private static void usage(String problem) {
        System.err.println(
                "site: " + problem
                        + "\nusage: SiteMain --kit <root> --lessons <dir> --out <dir> [--repository <https address>] [--traces <dir>]");
        System.exit(2);
    }
}
