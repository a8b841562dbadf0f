package retrykit.grader.submission;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.objectweb.asm.ClassReader;
import retrykit.grader.kit.Stage;

/**
 * Compiles one stage's sources with the JDK's compiler, in process. Annotation processing is
 * off and the class path is empty, so a learner's sources see the JDK and each other, nothing of
 * the grader. Errors are reported with the paths a learner knows.
 *
 * <p>What the compiler wrote decides which package a class lies in, never the source text: every
 * class file is read back after javac, and a stage whose sources produced a class outside the
 * stage's package (by a comment or a Unicode escape in the package line, a {@code module-info}, a
 * {@code package-info}) is refused, naming the file and the package it compiled into.
 */
public final class StageCompiler {
    /** Errors beyond this many are counted, not listed. */
    static final int MAX_ERRORS = 15;
    /** A compile that takes longer is abandoned: no real answer needs it. */
    static final long TIME_LIMIT_SECONDS = 60;

    private static final ExecutorService WORKER = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "retrykit-javac");
        t.setDaemon(true);
        return t;
    });

    private StageCompiler() {}

    /** Compiles {@code sources} into a new folder below {@code workDir}. */
    public static Compilation compile(StageSources sources, Path workDir) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("the grader needs a JDK, not a JRE: no Java compiler is available");
        }
        Path out = Files.createDirectories(
                workDir.resolve("classes-" + sources.stage().number()));
        Path empty = Files.createDirectories(workDir.resolve("empty-path"));
        List<JavaFileObject> units = new ArrayList<>();
        for (SourceFile file : sources.files()) {
            units.add(new InMemorySource(sources.stage().number(), file));
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> options = List.of(
                "--release",
                "17",
                "-proc:none",
                "-encoding",
                "UTF-8",
                "-nowarn",
                "-Xlint:none",
                "-implicit:none",
                // A package-info always yields a class file, so its package is checked like any other.
                "-Xpkginfo:always",
                "-Xmaxerrs",
                "100",
                "-d",
                out.toString(),
                "-classpath",
                empty.toString(),
                "-sourcepath",
                empty.toString());
        StringWriter chatter = new StringWriter();
        Map<String, String> producedBy = new ConcurrentHashMap<>();
        StandardJavaFileManager standard = javac.getStandardFileManager(diagnostics, Locale.ENGLISH, UTF_8);
        JavaFileManager files = new SourceTracking(standard, producedBy);
        Future<Boolean> task = WORKER.submit(() ->
                javac.getTask(chatter, files, diagnostics, options, null, units).call());
        boolean ok;
        try {
            ok = task.get(TIME_LIMIT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            task.cancel(true);
            return Compilation.failed("the compiler did not finish within " + TIME_LIMIT_SECONDS + " s");
        } catch (ExecutionException e) {
            return Compilation.failed("the compiler crashed: " + e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Compilation.failed("interrupted while compiling");
        }
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR
                    && d.getCode() != null
                    && d.getCode().contains("cant.write")) {
                // The compiler could not write a class file: the disk's fault, not the learner's code.
                throw new IOException("the compiler could not write into " + out + ": " + d.getMessage(Locale.ENGLISH));
            }
        }
        if (!ok) {
            return Compilation.failed(describe(diagnostics.getDiagnostics()));
        }
        List<String> outside = outsideThePackage(sources.stage(), out, producedBy);
        return outside.isEmpty() ? Compilation.compiled(out) : Compilation.outside(outside);
    }

    /**
     * Every class file below {@code out} whose binary name (read from the file itself) lies outside
     * the stage's package and its sub-packages, or that is not where its name says it is, as a
     * note naming the source it came from and the package it compiled into.
     */
    static List<String> outsideThePackage(Stage stage, Path out, Map<String, String> producedBy) throws IOException {
        List<String> notes = new ArrayList<>();
        List<Path> classFiles;
        try (Stream<Path> walk = Files.walk(out)) {
            classFiles = walk.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path file : classFiles) {
            String name;
            try {
                name = new ClassReader(Files.readAllBytes(file)).getClassName().replace('/', '.');
            } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException notAClass) {
                name = out.relativize(file).toString();
            }
            String expectedPath = name.replace('.', '/') + ".class";
            boolean placed = out.relativize(file).toString().replace('\\', '/').equals(expectedPath);
            if (placed && inPackage(stage, name)) {
                continue;
            }
            int dot = name.lastIndexOf('.');
            String pkg = dot < 0 ? "(no package)" : name.substring(0, dot);
            notes.add(producedBy.getOrDefault(name, "a source of this stage") + " compiled into package " + pkg
                    + " (class " + name + "), but " + stage + " is graded only on code in package "
                    + stage.packageName() + " and its sub-packages");
        }
        return notes;
    }

    /** Whether the binary class name {@code name} lies in the stage's package or one below it. */
    static boolean inPackage(Stage stage, String name) {
        int dot = name.lastIndexOf('.');
        String pkg = dot < 0 ? "" : name.substring(0, dot);
        return pkg.equals(stage.packageName()) || pkg.startsWith(stage.packageName() + ".");
    }

    /** Notes which source each class file the compiler writes came from, by the class's binary name. */
    private static final class SourceTracking extends ForwardingJavaFileManager<StandardJavaFileManager> {
        private final Map<String, String> producedBy;

        SourceTracking(StandardJavaFileManager standard, Map<String, String> producedBy) {
            super(standard);
            this.producedBy = producedBy;
        }

        @Override
        public JavaFileObject getJavaFileForOutput(
                JavaFileManager.Location location, String className, JavaFileObject.Kind kind, FileObject sibling)
                throws IOException {
            if (kind == JavaFileObject.Kind.CLASS && sibling != null) {
                producedBy.put(className.replace('/', '.'), sibling.getName());
            }
            return super.getJavaFileForOutput(location, className, kind, sibling);
        }
    }

    private static String describe(List<Diagnostic<? extends JavaFileObject>> diagnostics) {
        List<String> errors = diagnostics.stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .map(d -> (d.getSource() == null ? "" : d.getSource().getName() + ":" + d.getLineNumber() + ": ")
                        + "error: "
                        + d.getMessage(Locale.ENGLISH).lines().findFirst().orElse(""))
                .toList();
        StringBuilder text = new StringBuilder();
        errors.stream().limit(MAX_ERRORS).forEach(e -> text.append(e).append('\n'));
        if (errors.size() > MAX_ERRORS) {
            text.append("... and ").append(errors.size() - MAX_ERRORS).append(" more errors\n");
        }
        return text.isEmpty()
                ? "the compiler failed without an error message"
                : text.toString().strip();
    }

    /** A source held in memory, named as the learner knows it. */
    private static final class InMemorySource extends SimpleJavaFileObject {
        private final String content;
        private final String shown;

        InMemorySource(String stage, SourceFile file) {
            super(URI.create("string:///" + file.path()), Kind.SOURCE);
            this.content = file.content();
            this.shown = (file.learners() ? "exercises/" + stage + "/src/main/java/" : "(given) ") + file.path();
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return content;
        }

        @Override
        public String getName() {
            return shown;
        }
    }
}
