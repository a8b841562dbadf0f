package retrykit.grader.run;

import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.security.CodeSigner;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import retrykit.grader.kit.Stage;

/**
 * Loads a stage's classes (a learner's, a stub's or a reference's) and the tests that exercise
 * them, each package prefix from the URLs given for it alone and never from its parent, so that
 * nothing else on the class path (the reference solutions the grader was compiled against, another
 * stage) can stand in for them. Everything else (the kit's own code, JUnit, the property engine,
 * the JDK) comes from the parent, shared and first.
 *
 * <p>For a stage ({@link #forStage}), the stage's package comes from the learner's classes only
 * and the hidden suite's package from the grader's code only: a learner's class compiled into the
 * suite's package (which {@code StageCompiler} refuses before this) could still never replace the
 * suite's.
 */
public final class IsolatingClassLoader extends URLClassLoader {
    static {
        registerAsParallelCapable();
    }

    /** Each isolated package prefix, such as {@code "retrykit.classify."}, with where its classes come from. */
    private final Map<String, URLClassLoader> sources;

    /**
     * @param urls        where the isolated classes live (class folders or jars)
     * @param ownPrefixes package prefixes, such as {@code "retrykit.classify."}, loaded from {@code urls} only
     * @param parent      where everything else comes from
     */
    public IsolatingClassLoader(List<URL> urls, List<String> ownPrefixes, ClassLoader parent) {
        this(prefixesFrom(ownPrefixes, urls), parent);
    }

    private IsolatingClassLoader(Map<String, List<URL>> sources, ClassLoader parent) {
        super("retrykit-isolated", new URL[0], parent);
        Map<String, URLClassLoader> finders = new LinkedHashMap<>();
        // A finder with no parent, asked only for resources: it never defines a class itself.
        sources.forEach((prefix, urls) -> finders.put(prefix, new URLClassLoader(urls.toArray(URL[]::new), null)));
        this.sources = Map.copyOf(finders);
    }

    private static Map<String, List<URL>> prefixesFrom(List<String> prefixes, List<URL> urls) {
        Map<String, List<URL>> map = new LinkedHashMap<>();
        prefixes.forEach(p -> map.put(p, List.copyOf(urls)));
        return map;
    }

    /**
     * A loader for one stage: the stage's package from {@code classes} alone, its hidden suite's
     * package from the grader's own code alone; everything else shared with the grader.
     */
    public static IsolatingClassLoader forStage(Stage stage, Path classes) {
        try {
            URL graderCode = IsolatingClassLoader.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation();
            Map<String, List<URL>> sources = new LinkedHashMap<>();
            sources.put(stage.packageName() + ".", List.of(classes.toUri().toURL()));
            sources.put(stage.hiddenPackage() + ".", List.of(graderCode));
            return new IsolatingClassLoader(sources, IsolatingClassLoader.class.getClassLoader());
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException("not a folder of classes: " + classes, e);
        }
    }

    private Optional<URLClassLoader> sourceOf(String dottedName) {
        return sources.entrySet().stream()
                .filter(e -> dottedName.startsWith(e.getKey()))
                .map(Map.Entry::getValue)
                .findFirst();
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        Optional<URLClassLoader> source = sourceOf(name);
        if (source.isEmpty()) {
            return super.loadClass(name, resolve); // the parent's, first
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                loaded = define(name, source.get()); // never the parent's copy
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        Optional<URLClassLoader> source = sourceOf(name);
        if (source.isEmpty()) {
            throw new ClassNotFoundException(name);
        }
        return define(name, source.get());
    }

    private Class<?> define(String name, URLClassLoader source) throws ClassNotFoundException {
        URL url = source.findResource(name.replace('.', '/') + ".class");
        if (url == null) {
            throw new ClassNotFoundException(name);
        }
        byte[] bytes;
        try (InputStream in = url.openStream()) {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new ClassNotFoundException(name + ": " + e.getMessage(), e);
        }
        URL root = rootOf(source, url);
        ProtectionDomain domain = new ProtectionDomain(new CodeSource(root, (CodeSigner[]) null), null, this, null);
        return defineClass(name, bytes, 0, bytes.length, domain);
    }

    /** The class folder or jar among {@code source}'s URLs that holds {@code url}. */
    private static URL rootOf(URLClassLoader source, URL url) {
        String found = url.toString();
        for (URL root : source.getURLs()) {
            String r = root.toString();
            if (found.startsWith(r) || found.startsWith("jar:" + r)) {
                return root;
            }
        }
        return url;
    }

    @Override
    public URL getResource(String name) {
        Optional<URLClassLoader> source = sourceOf(name.replace('/', '.'));
        return source.isPresent() ? source.get().findResource(name) : super.getResource(name);
    }

    @Override
    public void close() throws IOException {
        List<IOException> failures = new ArrayList<>();
        for (URLClassLoader finder : sources.values()) {
            try {
                finder.close();
            } catch (IOException e) {
                failures.add(e);
            }
        }
        super.close();
        if (!failures.isEmpty()) {
            throw failures.get(0);
        }
    }
}
