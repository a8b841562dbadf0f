package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import retrykit.grader.kit.FileTrees;

/**
 * A machine that cannot start the threads grading needs (a process limit, a small container's
 * task limit) is the machine's fault, never a learner's grade. The reference of stage 06, whose
 * HTTP client and lab server need threads, is graded as an unprivileged user under a limit on
 * processes, through {@code grade} and through the Gradescope run: each run either grades it in
 * full or ends with the host-fault exit and records nothing. Never a crash or a time-out scored
 * as the learner's.
 *
 * <p>It needs root (to run the grader as the user {@code nobody}, for whom the limit holds) and
 * util-linux's {@code setpriv} and {@code prlimit}; CI has both and runs as root.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ThreadLimitTest {
    /** The user the limit applies to; root is not held to RLIMIT_NPROC. */
    private static final String NOBODY = "65534";

    private Path root;
    private String classPath;
    private Path submission;

    @BeforeAll
    void layOutAGraderNobodyCanRead() throws Exception {
        assumeTrue(
                "0".equals(run(List.of("id", "-u")).strip()),
                "the thread-limit test runs the grader as another user, which needs root");
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/setpriv")) && Files.isExecutable(Path.of("/usr/bin/prlimit")));
        root = Files.createTempDirectory(
                "retrykit-thread-limit-",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        Path zip = root.resolve("autograder.zip");
        Cli built = Cli.run("gradescope", "--out", zip.toString(), "--stage", "06");
        assertThat(built.exitCode()).as(built.err()).isZero();
        Path lib = root.resolve("lib");
        try (FileSystem fs = FileSystems.newFileSystem(zip, Map.of());
                Stream<Path> walk = Files.walk(fs.getPath("/lib"))) {
            for (Path jar : walk.filter(Files::isRegularFile).toList()) {
                Path target = lib.resolve(jar.getFileName().toString());
                Files.createDirectories(lib);
                Files.copy(jar, target);
            }
        }
        try (Stream<Path> jars = Files.list(lib)) {
            classPath = jars.map(Path::toString).sorted().collect(Collectors.joining(":"));
        }
        submission = root.resolve("bob");
        FileTrees.copy(
                Cli.kit().resolve("solutions/06/src/main/java"), submission.resolve("exercises/06/src/main/java"));
        run(List.of("chmod", "-R", "a+rX", root.toString()));
    }

    @AfterAll
    void removeIt() throws IOException {
        if (root != null) {
            try (Stream<Path> walk = Files.walk(root)) {
                walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"grade", "gradescope-run"})
    @DisplayName(
            "under a limit of 50 processes the reference of stage 06 gets 30/30, or the host-fault exit with nothing recorded")
    void aThreadLimitIsTheMachinesFault(String command) throws Exception {
        Path out = Files.createDirectories(root.resolve("out-" + command));
        Path tmp = Files.createDirectories(out.resolve("tmp"));
        run(List.of("chmod", "-R", "a+rwx", out.toString()));
        Path report = out.resolve("report.json");
        List<String> grading = command.equals("grade")
                ? List.of("grade", submission.toString(), "--stage", "06", "--json", report.toString())
                : List.of(
                        "gradescope-run",
                        "--submission",
                        submission.toString(),
                        "--results",
                        report.toString(),
                        "--stage",
                        "06");
        List<String> line = new ArrayList<>(List.of(
                "setpriv",
                "--reuid=" + NOBODY,
                "--regid=" + NOBODY,
                "--clear-groups",
                "prlimit",
                "--nproc=50",
                "--",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m",
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-Djava.io.tmpdir=" + tmp,
                "-cp",
                classPath,
                "retrykit.grader.cli.GraderCli"));
        line.addAll(grading);
        Path log = out.resolve("output.txt");
        ProcessBuilder builder = new ProcessBuilder(line)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        builder.environment().put("HOME", out.toString());
        Process process = builder.start();
        boolean ended = process.waitFor(5, TimeUnit.MINUTES);
        if (!ended) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
        String said = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(ended)
                .as("the run ends (a stalled child is the machine's fault, ended at once):%n%s", said)
                .isTrue();
        int exit = process.exitValue();
        if (command.equals("grade")) {
            if (exit == ExitCode.HOST_FAULT) {
                assertThat(report).as("a host fault records nothing:%n%s", said).doesNotExist();
                assertThat(said).contains("through no fault of any learner");
                return;
            }
            assertThat(exit)
                    .as("graded in full, or the host-fault exit:%n%s", said)
                    .isEqualTo(ExitCode.GRADED);
            JsonNode json = new ObjectMapper().readTree(report.toFile());
            assertThat(json.path("points").asInt())
                    .as(json.toString())
                    .isEqualTo(json.path("max_points").asInt());
            return;
        }
        // Gradescope's run always leaves results.json: a grade, or NOT GRADED with no score at all.
        JsonNode json = new ObjectMapper().readTree(report.toFile());
        if (exit != ExitCode.GRADED) {
            assertThat(json.has("score"))
                    .as("NOT GRADED carries no score:%n%s", json)
                    .isFalse();
            assertThat(json.path("output").asText()).startsWith("NOT GRADED").contains("thread");
            return;
        }
        assertThat(json.path("score").asInt()).as(said).isEqualTo(30);
    }

    private static String run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        return out;
    }
}
