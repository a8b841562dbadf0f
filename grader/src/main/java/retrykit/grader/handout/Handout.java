package retrykit.grader.handout;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import retrykit.grader.classroom.ClassroomWorkflow;
import retrykit.grader.kit.Stage;
import retrykit.grader.kit.StageManifest;

/**
 * Writes the participants' package: the exercises with their lessons, stubs and given tests, the
 * shared feedback code, the participant's loop (watch, hints, progress) and the lab,
 * the root pom, the README, the licence, the Maven wrapper, GitHub
 * Classroom's autograding workflow, and nothing an instructor keeps
 * back (the solutions, the grader with its hidden tests and mistakes catalog, the site's sources).
 * It is always pristine: it is taken from the kit's committed tree (or, outside git, a working
 * tree), each stage holds exactly the files its manifest lists, and it is refused when a stub
 * there is not the stub, so a worked checkout's answers and extra classes never ship.
 */
public final class Handout {
    /** The line in the root pom after which only maintainer modules are listed. */
    static final String POM_MARKER = "<!-- kit:maintainer-modules";
    /** The line in the root README after which only maintainers read on. */
    static final String README_MARKER = "<!-- kit:maintainers -->";

    private Handout() {}

    /**
     * Writes the handout of the kit at {@code kit} into {@code out}, which must be new or empty.
     *
     * @return where its files came from, as the command says it
     */
    public static String write(Path kit, Path out) throws IOException {
        Path root = kit.toAbsolutePath().normalize();
        Path target = out.toAbsolutePath().normalize();
        if (target.startsWith(root.resolve("exercises")) || target.equals(root)) {
            throw new IllegalArgumentException("write the handout outside the kit's exercises, not into " + out);
        }
        if (Files.exists(target)) {
            try (Stream<Path> inside = Files.list(target)) {
                if (inside.findAny().isPresent()) {
                    throw new IllegalArgumentException(out + " is not empty: give a new folder for the handout");
                }
            }
        }
        HandoutSource source = HandoutSource.of(root);
        Map<String, byte[]> files = source.files();
        for (Stage stage : Stage.all()) {
            checkStub(stage, manifest(root, stage, source), files, source);
        }
        Files.createDirectories(target);
        write(target, "pom.xml", participantsPom(text(files, "pom.xml")).getBytes(StandardCharsets.UTF_8));
        write(target, "README.md", participantsReadme(text(files, "README.md")).getBytes(StandardCharsets.UTF_8));
        // The licence travels with every copy; the Maven wrapper lets a participant with Java alone
        // build without installing Maven; the dev container and the VS Code tasks let one with
        // nothing installed open the handout in Codespaces and run the stage's commands.
        for (String file : new String[] {
            ".devcontainer/devcontainer.json",
            ".vscode/tasks.json",
            ".gitignore",
            ".mvn/maven.config",
            // Maven's own JVM, where the loop runs the given tests: a quick start (bench/README.md).
            ".mvn/jvm.config",
            "exercises/pom.xml",
            "LICENSE",
            "mvnw",
            "mvnw.cmd",
            ".mvn/wrapper/maven-wrapper.properties"
        }) {
            if (files.containsKey(file)) {
                write(target, file, files.get(file));
            }
        }
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            if (file.getKey().startsWith("exercises/feedback/")
                    || file.getKey().startsWith("exercises/lab/")
                    || file.getKey().startsWith("exercises/loop/")) {
                write(target, file.getKey(), file.getValue());
            }
        }
        for (Stage stage : Stage.all()) {
            String folder = "exercises/" + stage.number() + "/";
            StageManifest manifest = manifest(root, stage, source);
            for (String given : Stream.concat(
                            Stream.of("README.md", "HINTS.md", "pom.xml"), manifest.handedOut().stream())
                    .toList()) {
                byte[] content = files.get(folder + given);
                if (content == null) {
                    throw new IllegalArgumentException(folder + given + " is listed by its stage's manifest, but "
                            + source.missing(root, folder + given));
                }
                write(target, folder + given, content);
            }
        }
        executable(target.resolve("mvnw"));
        ClassroomWorkflow.write(target);
        return source.said();
    }

    private static StageManifest manifest(Path root, Stage stage, HandoutSource source) throws IOException {
        String path = "exercises/" + stage.number() + "/" + StageManifest.PATH;
        byte[] json = source.files().get(path);
        if (json == null) {
            throw new IllegalStateException(source.missing(root, path));
        }
        return StageManifest.read(new ByteArrayInputStream(json));
    }

    /** A stub that does not throw "not implemented" holds an answer: such a handout is refused. */
    private static void checkStub(
            Stage stage, StageManifest manifest, Map<String, byte[]> files, HandoutSource source) {
        for (String stub : manifest.solution()) {
            String path = "exercises/" + stage.number() + "/" + stub;
            String text = files.containsKey(path) ? new String(files.get(path), StandardCharsets.UTF_8) : "";
            if (!text.contains("throw new UnsupportedOperationException(")
                    || !text.contains("Stage " + stage.number())) {
                throw new IllegalArgumentException(
                        path + " in " + source.description() + " is not the stub: it holds an answer,"
                                + " and a handout ships none. Write the handout from a checkout whose committed stubs are the kit's.");
            }
        }
    }

    private static String text(Map<String, byte[]> files, String path) {
        byte[] content = files.get(path);
        if (content == null) {
            throw new IllegalStateException("the kit has no " + path);
        }
        return new String(content, StandardCharsets.UTF_8);
    }

    private static void write(Path target, String relative, byte[] content) throws IOException {
        Path file = target.resolve(relative).normalize();
        if (!file.startsWith(target)) {
            throw new IllegalStateException("a handout file outside the handout: " + relative);
        }
        Files.createDirectories(file.getParent());
        Files.write(file, content);
    }

    /** The files are read as bytes, which keep no mode: mvnw must be runnable as {@code ./mvnw}. */
    private static void executable(Path script) throws IOException {
        if (Files.isRegularFile(script)
                && Files.getFileStore(script).supportsFileAttributeView(PosixFileAttributeView.class)) {
            Set<PosixFilePermission> mode = EnumSet.copyOf(Files.getPosixFilePermissions(script));
            mode.addAll(EnumSet.of(
                    PosixFilePermission.OWNER_EXECUTE,
                    PosixFilePermission.GROUP_EXECUTE,
                    PosixFilePermission.OTHERS_EXECUTE));
            Files.setPosixFilePermissions(script, mode);
        }
    }

    /** The root pom with the maintainers' modules (solutions, grader, site) taken out. */
    static String participantsPom(String pom) {
        int marker = pom.indexOf(POM_MARKER);
        int end = pom.indexOf("</modules>");
        if (marker < 0 || end < marker) {
            throw new IllegalStateException("the root pom lacks its '" + POM_MARKER + "' line before </modules>");
        }
        int lineStart = pom.lastIndexOf('\n', marker) + 1;
        int endLine = pom.lastIndexOf('\n', end) + 1;
        String kept = pom.substring(0, lineStart) + pom.substring(endLine);
        return kept.replace("<module>solutions</module>", "")
                .replaceAll("(?m)^\\s*\\R", "\n")
                .replaceAll("\n{3,}", "\n\n");
    }

    /** The README up to the maintainers' part. */
    static String participantsReadme(String readme) {
        int marker = readme.indexOf(README_MARKER);
        if (marker < 0) {
            throw new IllegalStateException("the README lacks its '" + README_MARKER + "' line");
        }
        return readme.substring(0, marker).stripTrailing() + "\n";
    }
}
