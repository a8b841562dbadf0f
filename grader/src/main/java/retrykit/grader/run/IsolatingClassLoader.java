package retrykit.grader.run;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;

/**
 * Loads a stage's classes (a learner's, a stub's or a reference's) and the tests that exercise
 * them from its own URLs, before asking its parent, so that nothing else on the class path (the
 * reference solutions the grader was compiled against, another stage) can stand in for them.
 * Everything else (JUnit, the property engine, the JDK) comes from the parent, shared.
 */
public final class IsolatingClassLoader extends URLClassLoader {
    static {
        registerAsParallelCapable();
    }

    private final List<String> ownPrefixes;

    /**
     * @param urls        where the isolated classes live (class folders or jars)
     * @param ownPrefixes package prefixes, such as {@code "retrykit.classify."}, loaded from {@code urls} only
     * @param parent      where everything else comes from
     */
    public IsolatingClassLoader(List<URL> urls, List<String> ownPrefixes, ClassLoader parent) {
        super("retrykit-isolated", urls.toArray(URL[]::new), parent);
        this.ownPrefixes = List.copyOf(ownPrefixes);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (ownPrefixes.stream().noneMatch(name::startsWith)) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                loaded = findClass(name); // never the parent's copy
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }

    @Override
    public URL getResource(String name) {
        String asClass = name.replace('/', '.');
        if (ownPrefixes.stream().anyMatch(asClass::startsWith)) {
            return findResource(name);
        }
        return super.getResource(name);
    }
}
