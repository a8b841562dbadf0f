package retrykit.site;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.LineMap;
import com.sun.source.tree.MethodTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * Keeps the generator readable (issue 27): no package of the site's main code holds more than
 * {@value #MAX_TYPES} top-level types, and no method or constructor there runs longer than
 * {@value #MAX_METHOD_LINES} lines; the tests' methods keep to the same length. The sources are parsed with the JDK's javac Tree API, so text
 * blocks, comments and braces in strings cannot fool the count.
 */
class SourceLimitsTest {
    static final int MAX_TYPES = 20;
    static final int MAX_METHOD_LINES = 60;
    static final Path MAIN = Path.of("src/main/java");
    static final Path TEST = Path.of("src/test/java");

    @Test
    void noPackageHoldsMoreThanTwentyTypes() throws IOException {
        Map<String, Integer> types = typesPerPackage(parse(MAIN));

        assertThat(types).as("the site's packages").isNotEmpty();
        assertThat(types.keySet()).as("the site's sub-packages").hasSizeGreaterThan(1);
        types.forEach((pkg, count) ->
                assertThat(count).as("top-level types in %s", pkg).isLessThanOrEqualTo(MAX_TYPES));
    }

    @Test
    void noMethodRunsLongerThanSixtyLines() throws IOException {
        assertNoMethodOver(MAIN, MAX_METHOD_LINES);
    }

    @Test
    void noTestMethodRunsLongerThanSixtyLinesEither() throws IOException {
        assertNoMethodOver(TEST, MAX_METHOD_LINES);
    }

    private static void assertNoMethodOver(Path root, int limit) throws IOException {
        List<String> tooLong = new ArrayList<>();
        int[] methods = {0};
        for (Parsed file : parse(root)) {
            methodLengths(file).forEach((method, lines) -> {
                methods[0]++;
                if (lines > limit) {
                    tooLong.add(method + ": " + lines + " lines");
                }
            });
        }
        assertThat(methods[0]).as("methods found in %s", root).isGreaterThan(100);
        assertThat(tooLong).as("methods in %s over %d lines", root, limit).isEmpty();
    }

    @Test
    void theCountsSeeWhatIsThere() throws IOException {
        // The scan itself, on a source written here: a 61-line method is caught, a 60-line one is not,
        // and two top-level types in one package count as two.
        String body = "        int x = 0;\n".repeat(58);
        String source = "package demo;\nclass A {\n    void ok() {\n" + body + "    }\n" + "    void over() {\n" + body
                + "        x++;\n    }\n}\nclass B {}\n";
        Path dir = Files.createTempDirectory("limits-");
        try {
            Path file = Files.writeString(
                    Files.createDirectories(dir.resolve("demo")).resolve("A.java"), source);
            List<Parsed> parsed = parse(dir);

            assertThat(methodLengths(parsed.get(0)))
                    .containsEntry("demo.A.ok", 60)
                    .containsEntry("demo.A.over", 61);
            assertThat(typesPerPackage(parsed)).containsExactly(Map.entry("demo", 2));
            Files.delete(file);
            Files.delete(dir.resolve("demo"));
        } finally {
            Files.deleteIfExists(dir);
        }
    }

    /** One parsed source file and where its nodes sit in it. */
    record Parsed(CompilationUnitTree unit, SourcePositions positions) {}

    static List<Parsed> parse(Path root) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        try (StandardJavaFileManager manager = javac.getStandardFileManager(null, null, null)) {
            JavacTask task = (JavacTask)
                    javac.getTask(null, manager, null, List.of(), null, manager.getJavaFileObjectsFromPaths(files));
            SourcePositions positions = Trees.instance(task).getSourcePositions();
            List<Parsed> parsed = new ArrayList<>();
            for (CompilationUnitTree unit : task.parse()) {
                parsed.add(new Parsed(unit, positions));
            }
            return parsed;
        }
    }

    static Map<String, Integer> typesPerPackage(List<Parsed> files) {
        Map<String, Integer> types = new TreeMap<>();
        for (Parsed file : files) {
            String pkg = file.unit().getPackageName() == null
                    ? ""
                    : file.unit().getPackageName().toString();
            long count = file.unit().getTypeDecls().stream()
                    .filter(ClassTree.class::isInstance)
                    .count();
            types.merge(pkg, (int) count, Integer::sum);
        }
        return types;
    }

    /** Every method and constructor with a body, named package.Type.method, and its lines from header to closing brace. */
    static Map<String, Integer> methodLengths(Parsed file) {
        CompilationUnitTree unit = file.unit();
        LineMap lines = unit.getLineMap();
        String pkg = unit.getPackageName() == null ? "" : unit.getPackageName() + ".";
        Map<String, Integer> lengths = new TreeMap<>();
        new TreeScanner<Void, String>() {
            @Override
            public Void visitClass(ClassTree node, String outer) {
                return super.visitClass(node, outer + node.getSimpleName() + ".");
            }

            @Override
            public Void visitMethod(MethodTree node, String type) {
                if (node.getBody() != null) {
                    long start = lines.getLineNumber(file.positions().getStartPosition(unit, node));
                    long end = lines.getLineNumber(file.positions().getEndPosition(unit, node));
                    lengths.merge(type + node.getName(), (int) (end - start + 1), Math::max);
                }
                return super.visitMethod(node, type);
            }
        }.scan(unit, pkg);
        return lengths;
    }
}
