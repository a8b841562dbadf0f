package retrykit.loop;

import java.io.File;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Where the loop's own libraries lie (JUnit, AssertJ, the kit's feedback and lab), so the given
 * tests can be compiled against the very classes that will run them. Under Maven's
 * {@code exec:java} they are the URLs of the class loader Maven built; run any other way, the
 * JVM's class path.
 */
public final class ToolClassPath {
    private ToolClassPath() {}

    /** The class path of the code that loaded {@code anchor}. */
    public static List<Path> of(Class<?> anchor) {
        Set<Path> paths = new LinkedHashSet<>();
        for (ClassLoader loader = anchor.getClassLoader(); loader != null; loader = loader.getParent()) {
            if (loader instanceof URLClassLoader urls) {
                for (URL url : urls.getURLs()) {
                    if ("file".equals(url.getProtocol())) {
                        try {
                            paths.add(Path.of(url.toURI()));
                        } catch (URISyntaxException | IllegalArgumentException e) {
                            // not a plain file: nothing the compiler could read
                        }
                    }
                }
            }
        }
        for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator, -1)) {
            if (!entry.isBlank()) {
                paths.add(Path.of(entry));
            }
        }
        return new ArrayList<>(paths);
    }
}
