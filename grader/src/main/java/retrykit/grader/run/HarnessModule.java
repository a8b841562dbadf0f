package retrykit.grader.run;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.ModuleVisitor;
import org.objectweb.asm.Opcodes;
import retrykit.grader.run.child.ChildMain;

/**
 * The child JVM's harness as a named module, {@code retrykit.harness}: the package
 * {@code retrykit.grader.run.child} with a {@code module-info.class} that exports and opens
 * nothing. The child starts it from its module path ({@code -m}), reading the class path's unnamed
 * module (JUnit, the property engine, the hidden suites), so a learner's code on the class path can
 * call none of it and reflect into none of it: {@code setAccessible} on its fields fails.
 */
final class HarnessModule {
    static final String NAME = "retrykit.harness";
    private static final String PACKAGE = ChildMain.class.getPackageName().replace('.', '/');

    private HarnessModule() {}

    /** Writes the module into {@code dir} (a new folder): the harness classes and a module-info.class. */
    static Path write(Path dir) throws IOException {
        Files.createDirectories(dir.resolve(PACKAGE));
        for (String resource : harnessClasses()) {
            try (InputStream in = HarnessModule.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IOException("the grader's own " + resource + " is missing");
                }
                Files.write(dir.resolve(resource), in.readAllBytes());
            }
        }
        Files.write(dir.resolve("module-info.class"), moduleInfo());
        return dir;
    }

    /**
     * The child's module options: its module path, what it reads, and its main class. A named main
     * module resolves only what it requires, so the JDK's modules a class-path program sees (the
     * HTTP client of stage 06, the lab's server) are added by name.
     */
    static List<String> launch(Path dir) {
        return List.of(
                "--module-path",
                dir.toString(),
                "--add-modules",
                "ALL-DEFAULT",
                "--add-reads",
                NAME + "=ALL-UNNAMED",
                "-m",
                NAME + "/" + ChildMain.class.getName());
    }

    private static byte[] moduleInfo() {
        ClassWriter writer = new ClassWriter(0);
        writer.visit(Opcodes.V17, Opcodes.ACC_MODULE, "module-info", null, null, null);
        ModuleVisitor module = writer.visitModule(NAME, 0, null);
        module.visitRequire("java.base", Opcodes.ACC_MANDATED, null);
        module.visitPackage(PACKAGE);
        module.visitMainClass(ChildMain.class.getName().replace('.', '/'));
        module.visitEnd();
        writer.visitEnd();
        return writer.toByteArray();
    }

    /** The class files of the harness package, as resource names, from the grader's classes folder or jar. */
    private static List<String> harnessClasses() throws IOException {
        try {
            URI code = ChildMain.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI();
            Path root = Path.of(code);
            if (Files.isDirectory(root)) {
                return list(root);
            }
            URI jar = URI.create("jar:" + code);
            FileSystem fs;
            try {
                fs = FileSystems.getFileSystem(jar);
            } catch (FileSystemNotFoundException notOpen) {
                fs = FileSystems.newFileSystem(jar, Map.of());
            }
            return list(fs.getPath("/"));
        } catch (URISyntaxException e) {
            throw new IOException("cannot find the grader's own classes: " + e.getMessage(), e);
        }
    }

    private static List<String> list(Path root) throws IOException {
        try (Stream<Path> files = Files.list(root.resolve(PACKAGE))) {
            return files.map(p -> PACKAGE + "/" + p.getFileName())
                    .filter(n -> n.endsWith(".class"))
                    .sorted()
                    .toList();
        }
    }
}
