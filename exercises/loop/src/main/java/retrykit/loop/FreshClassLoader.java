package retrykit.loop;

import java.net.URL;
import java.net.URLClassLoader;

/**
 * The class loader of one run: the learner's classes and the given tests, just compiled, come
 * from its own folders first, before anything its parent could offer (an older copy on some
 * class path must never stand in for the code on disk); everything else (JUnit, AssertJ, the
 * kit's feedback and lab) from the parent, so a run shares those classes with the loop.
 */
final class FreshClassLoader extends URLClassLoader {

    static {
        registerAsParallelCapable();
    }

    FreshClassLoader(String name, URL[] folders, ClassLoader parent) {
        super(name, folders, parent);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null && !name.startsWith("java.")) {
                try {
                    loaded = findClass(name);
                } catch (ClassNotFoundException notOurs) {
                    loaded = null;
                }
            }
            if (loaded == null) {
                return super.loadClass(name, resolve);
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }
}
