package retrykit.grader.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import retrykit.grader.run.ChildLaunch;
import retrykit.grader.run.Limits;

/**
 * The benchmarks are not run in CI (their figures depend on the machine), so nothing else would
 * notice when a change to the grader breaks one: each bench/*.java program must still compile
 * against the grader and its tests, as bench/run and bench/busy-machine launch them.
 */
class BenchProgramsCompileTest {

    @Test
    @DisplayName("every bench/*.java program compiles against the grader as it is now")
    void benchProgramsCompile(@TempDir Path out) throws IOException {
        List<String> sources;
        try (Stream<Path> files = Files.list(KitRoot.path().resolve("bench"))) {
            sources = files.filter(f -> f.toString().endsWith(".java"))
                    .map(Path::toString)
                    .sorted()
                    .toList();
        }
        assertThat(sources).as("the bench folder's Java programs").isNotEmpty();
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        List<String> args = new ArrayList<>(
                List.of("-proc:none", "-d", out.toString(), "-cp", System.getProperty("java.class.path")));
        args.addAll(sources);
        int code = javac.run(null, errors, errors, args.toArray(String[]::new));
        assertThat(code)
                .as("javac on %s; fix the programs it names:%n%s", sources, errors.toString(StandardCharsets.UTF_8))
                .isZero();
    }

    @Test
    @DisplayName("the grader's members ChildCostBench reaches by reflection are still there")
    void childCostBenchReachesTheLaunch() throws NoSuchMethodException {
        // javac cannot see a reflective call, so a rename would break the bench only when it runs.
        assertThat(ChildLaunch.class.getDeclaredMethod("alone", Path.class).getReturnType())
                .isEqualTo(ChildLaunch.class);
        assertThat(ChildLaunch.class.getDeclaredMethod("command", Limits.class).getReturnType())
                .isEqualTo(List.class);
    }
}
