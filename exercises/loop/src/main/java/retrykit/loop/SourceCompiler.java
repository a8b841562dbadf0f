package retrykit.loop;

import com.sun.source.util.JavacTask;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles a stage's sources in this JVM with the JDK's own compiler ({@code javax.tools}), as
 * Maven would (Java 17, UTF-8), so a warm watch needs no new process. One instance keeps its
 * file manager between compilations: the JDK's and the libraries' classes are indexed once.
 */
public final class SourceCompiler implements AutoCloseable {

    private final JavaCompiler javac;
    private final StandardJavaFileManager files;
    private final Path kit;

    /** A compiler whose error messages name files from {@code kit}, the kit's root. */
    public SourceCompiler(Path kit) {
        this.javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("this Java has no compiler (javax.tools): run Maven with a JDK, not a JRE");
        }
        this.files = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
        this.kit = kit.toAbsolutePath().normalize();
    }

    /**
     * What one compilation gave: the first error, or none; and when it compiled, its {@link Api}.
     *
     * @param error the compiler's first error, if any
     * @param api   what other code compiled against these classes may depend on; empty on an error
     */
    public record Compiled(Optional<CompileError> error, String api) {}

    /**
     * Compiles every {@code .java} file under {@code roots} into {@code output}, emptied first,
     * against {@code classPath}.
     */
    public Compiled compile(List<Path> roots, List<Path> classPath, Path output) {
        List<Path> sources = new ArrayList<>();
        for (Path root : roots) {
            sources.addAll(javaFiles(root));
        }
        try {
            empty(output);
            Files.createDirectories(output);
            files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(output));
            files.setLocationFromPaths(StandardLocation.CLASS_PATH, classPath);
            files.setLocationFromPaths(StandardLocation.SOURCE_PATH, List.of());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + output, e);
        }
        if (sources.isEmpty()) {
            return new Compiled(Optional.empty(), "");
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> options = List.of(
                "--release",
                "17",
                "-encoding",
                "UTF-8",
                "-g",
                "-proc:none",
                "-implicit:none",
                "-Xlint:none",
                "-nowarn");
        JavacTask task = (JavacTask)
                javac.getTask(null, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(sources));
        String api = "";
        boolean ok;
        try {
            Iterable<? extends Element> types = task.analyze();
            api = Api.of(types);
            task.generate();
            ok = true;
        } catch (IOException | IllegalStateException | UncheckedIOException e) {
            ok = false;
        }
        List<Diagnostic<? extends JavaFileObject>> errors = diagnostics.getDiagnostics().stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .toList();
        if (ok && errors.isEmpty()) {
            return new Compiled(Optional.empty(), api);
        }
        if (errors.isEmpty()) {
            return new Compiled(
                    Optional.of(new CompileError("javac", 0, "the compiler failed without saying why", "", 0, 0)), "");
        }
        return new Compiled(Optional.of(firstOf(errors)), "");
    }

    private CompileError firstOf(List<Diagnostic<? extends JavaFileObject>> errors) {
        Diagnostic<? extends JavaFileObject> first = errors.get(0);
        String file = "";
        String source = "";
        if (first.getSource() != null) {
            Path path = Path.of(first.getSource().toUri());
            file = shown(path);
            source = line(path, first.getLineNumber());
        }
        long line = Math.max(first.getLineNumber(), 0);
        long column = Math.max(first.getColumnNumber(), 0);
        return new CompileError(file, line, first.getMessage(Locale.ROOT), source, column, errors.size() - 1);
    }

    /** A path as the learner types it from the kit's root, with forward slashes on every system. */
    private String shown(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        Path relative = absolute.startsWith(kit) ? kit.relativize(absolute) : absolute;
        return relative.toString().replace('\\', '/');
    }

    private static String line(Path file, long number) {
        if (number < 1) {
            return "";
        }
        try (Stream<String> lines = Files.lines(file, StandardCharsets.UTF_8)) {
            return lines.skip(number - 1).findFirst().orElse("").replace('\t', ' ');
        } catch (IOException | UncheckedIOException e) {
            return "";
        }
    }

    static List<Path> javaFiles(Path root) {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.getFileName().toString().endsWith(".java") && Files.isRegularFile(p))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the sources in " + root, e);
        }
    }

    private static void empty(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                if (!p.equals(folder)) {
                    Files.delete(p);
                }
            }
        }
    }

    @Override
    public void close() throws IOException {
        files.close();
    }
}
