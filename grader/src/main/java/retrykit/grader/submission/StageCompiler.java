package retrykit.grader.submission;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * Compiles one stage's sources with the JDK's compiler, in process. Annotation processing is
 * off and the class path is empty, so a learner's sources see the JDK and each other, nothing of
 * the grader. Errors are reported with the paths a learner knows.
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
                "-Xmaxerrs",
                "100",
                "-d",
                out.toString(),
                "-classpath",
                empty.toString(),
                "-sourcepath",
                empty.toString());
        StringWriter chatter = new StringWriter();
        Future<Boolean> task = WORKER.submit(() ->
                javac.getTask(chatter, null, diagnostics, options, null, units).call());
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
        return ok ? Compilation.compiled(out) : Compilation.failed(describe(diagnostics.getDiagnostics()));
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
