package retrykit.grader.gradescope;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import retrykit.grader.report.GradescopeReport;

/**
 * Writes a Gradescope autograder: a zip with {@code setup.sh} and {@code run_autograder} at its
 * root, as Gradescope's specification asks, the grader and every library it needs in
 * {@code lib/} (so grading needs no network), and {@code not-graded.json}, the results
 * run_autograder leaves when the grader stops before writing its own. The hidden suites travel
 * only inside the grader's jar here, never in the participants' handout.
 */
public final class AutograderZip {
    /** The grader's own jar inside the zip. */
    static final String GRADER_JAR = "retrykit-grader.jar";

    private static final String TEMPLATES = "retrykit/grader/gradescope/";
    /** Names that need no quoting in the script: jar names and grading arguments are all like this. */
    private static final Pattern SHELL_WORD = Pattern.compile("[A-Za-z0-9._,+-]+");

    private AutograderZip() {}

    /**
     * Writes the autograder for {@code assignment} to {@code zip}, replacing it whole.
     *
     * @param builtBy the command that built it, written into run_autograder so the zip says how to build it again
     */
    public static void write(Path zip, Assignment assignment, String builtBy) throws IOException {
        Path own = GraderRuntime.ownClasses();
        List<Path> libraries = GraderRuntime.libraries();
        List<String> jars = new ArrayList<>(List.of(GRADER_JAR));
        Set<String> names = new HashSet<>(jars);
        for (Path library : libraries) {
            String name = library.getFileName().toString();
            if (!names.add(name)) {
                throw new IllegalStateException("two of the grader's libraries are named " + name);
            }
            jars.add(name);
        }
        String runAutograder = template("run_autograder")
                .replace("@BUILT_BY@", builtBy.replaceAll("[\\r\\n]", " "))
                .replace("@RUN_SECONDS@", String.valueOf(assignment.runSeconds()))
                .replace("@JARS@", shellWords(jars))
                .replace("@GRADING@", shellWords(assignment.gradingArguments()));
        String notGraded = GradescopeReport.notGraded(
                "the grader stopped (exit code @EXIT_CODE@) before it wrote its results;"
                        + " 124 or 137 mean it ran past its " + assignment.runSeconds() + " s limit",
                null);

        Path target = zip.toAbsolutePath().normalize();
        Files.createDirectories(target.getParent());
        Path part = target.resolveSibling("." + target.getFileName() + "." + UUID.randomUUID() + ".part");
        try {
            try (FileSystem fs =
                    FileSystems.newFileSystem(part, Map.of("create", "true", "enablePosixFileAttributes", "true"))) {
                put(fs, "setup.sh", template("setup.sh").getBytes(StandardCharsets.UTF_8), true);
                put(fs, "run_autograder", runAutograder.getBytes(StandardCharsets.UTF_8), true);
                put(fs, "not-graded.json", notGraded.getBytes(StandardCharsets.UTF_8), false);
                put(fs, "lib/" + GRADER_JAR, Files.isDirectory(own) ? jarOf(own) : Files.readAllBytes(own), false);
                for (Path library : libraries) {
                    put(fs, "lib/" + library.getFileName(), Files.readAllBytes(library), false);
                }
            }
            Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(part);
        }
    }

    private static void put(FileSystem fs, String name, byte[] content, boolean executable) throws IOException {
        Path entry = fs.getPath(name);
        if (entry.getParent() != null) {
            Files.createDirectories(entry.getParent());
        }
        Files.write(entry, content);
        Files.setPosixFilePermissions(entry, PosixFilePermissions.fromString(executable ? "rwxr-xr-x" : "rw-r--r--"));
    }

    /** The grader's classes folder as a jar, without the build machine's list of library paths. */
    private static byte[] jarOf(Path classes) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "retrykit.grader.cli.GraderCli");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JarOutputStream jar = new JarOutputStream(bytes, manifest);
                Stream<Path> walk = Files.walk(classes)) {
            for (Path file : walk.filter(p -> !p.equals(classes)).sorted().toList()) {
                String name = classes.relativize(file).toString().replace('\\', '/');
                if (name.equals(GraderRuntime.LISTING)
                        || name.equals("META-INF")
                        || name.equals("META-INF/MANIFEST.MF")) {
                    continue;
                }
                // Folders get entries too: the grader finds the kit's pristine sources by their folder.
                jar.putNextEntry(new JarEntry(Files.isDirectory(file) ? name + "/" : name));
                if (Files.isRegularFile(file)) {
                    Files.copy(file, jar);
                }
                jar.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    private static String template(String name) throws IOException {
        try (InputStream in = AutograderZip.class.getClassLoader().getResourceAsStream(TEMPLATES + name)) {
            if (in == null) {
                throw new IllegalStateException("the grader was built without its Gradescope template " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String shellWords(List<String> words) {
        for (String word : words) {
            if (!SHELL_WORD.matcher(word).matches()) {
                throw new IllegalStateException("'" + word + "' cannot go into run_autograder unquoted");
            }
        }
        return words.stream().collect(Collectors.joining(" "));
    }
}
