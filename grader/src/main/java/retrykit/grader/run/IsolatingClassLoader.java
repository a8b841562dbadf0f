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

    /**
     * A loader for one stage: its classes from {@code classes}, its hidden suite from the grader's
     * own code, both isolated; everything else shared with the grader.
     */
    public static IsolatingClassLoader forStage(retrykit.grader.kit.Stage stage, java.nio.file.Path classes) {
        try {
            URL graderCode = IsolatingClassLoader.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation();
            return new IsolatingClassLoader(
                    List.of(classes.toUri().toURL(), graderCode),
                    List.of(stage.packageName() + ".", stage.hiddenPackage() + "."),
                    IsolatingClassLoader.class.getClassLoader());
        } catch (java.net.MalformedURLException e) {
            throw new IllegalArgumentException("not a folder of classes: " + classes, e);
        }
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
