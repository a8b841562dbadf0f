package retrykit.grader.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import retrykit.grader.kit.Stage;
import retrykit.grader.rubric.Rubric;

/**
 * Prepares one launch of child JVMs for a whole roster run, with an AppCDS archive (a dynamic
 * class-data sharing archive) of what every child loads: JUnit, the property engine, the hidden
 * suites' support, Jackson, the JDK classes they use. Each learner's child then maps those classes
 * rather than reading and verifying them again, which is most of a child's start.
 *
 * <p>The archive is written by a training child that runs no learner's code: every stage's hidden
 * suite, its first property for one case, against the kit's reference where the grader's class path holds
 * it (as the kit's own build does), else against no classes at all, which loads less. The JVM
 * archives only classes from jars, and refuses a class folder on its paths, so the grader's class
 * folders and the harness module are packed into jars first, for the training child and every
 * child after it alike.
 *
 * <p>Training runs beside the first learners' grading, so it costs the run little: children
 * started before the archive is ready start without it. Nothing here may cost a learner a grade,
 * and nothing here changes one (the archive is trained on the kit's own code, and the JVM takes a
 * class from it for a class loader of the grader's own only when the class file's bytes are the
 * same): when the archive cannot be built (a JDK without
 * class-data sharing, a training child that fails, a disk that fills), the launch falls back,
 * silently, to the grader's own class path and no archive, which is how a child starts anyway.
 */
public final class ChildArchive implements ChildLaunch.Source, AutoCloseable {
    /** How long the training child may take before the run goes on without an archive. */
    private static final long TRAINING_SECONDS = 120;

    private final Path runDir;
    private final Limits limits;
    private final Thread trainer;
    private volatile ChildLaunch current;
    private volatile Process training;
    private volatile boolean closed;

    private ChildArchive(Path runDir, Limits limits, ChildLaunch plain) {
        this.runDir = runDir;
        this.limits = limits;
        this.current = plain;
        this.trainer = new Thread(this::build, "retrykit-child-archive");
        trainer.setDaemon(true);
    }

    /**
     * Starts preparing a launch for every child of a run in {@code runDir} (a folder the run owns,
     * and deletes after {@link #close}). The archive is built beside the first learners' grading,
     * not before it: until it is ready, children start as they would without one.
     *
     * @throws IOException the harness could not be written: the machine's fault, as it would be for any child
     */
    public static ChildArchive start(Path runDir, Limits limits) throws IOException {
        Path harness = HarnessModule.write(runDir.resolve("harness"));
        ChildArchive archive = new ChildArchive(
                runDir, limits, new ChildLaunch(harness, IsolatedGrading.absoluteClassPath(), Optional.empty()));
        archive.trainer.start();
        return archive;
    }

    /** The launch as it stands: with the archive once it is built, without it until then or if it cannot be. */
    @Override
    public ChildLaunch next(Path childDir) {
        return current;
    }

    /** Stops the training child if it still runs; the run's folder may then be deleted. */
    @Override
    public void close() {
        closed = true;
        Process running = training;
        if (running != null) {
            running.destroyForcibly();
        }
        try {
            trainer.join(TimeUnit.SECONDS.toMillis(15));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the caller is stopping anyway; its own wait will see it
        }
    }

    private void build() {
        try {
            Path jars = Files.createDirectories(runDir.resolve("classpath"));
            Path harnessJar = jars.resolve("harness.jar");
            pack(current.harness(), harnessJar);
            Map<Stage, Path> references = new TreeMap<>();
            String packed = packedClassPath(jars, references);
            Path archive = runDir.resolve("child.jsa");
            if (train(
                    new ChildLaunch(harnessJar, packed, Optional.empty()),
                    references,
                    archive,
                    runDir.resolve("training"))) {
                current = new ChildLaunch(harnessJar, packed, Optional.of(archive));
            }
        } catch (IOException | RuntimeException | InterruptedException noArchive) {
            // the run goes on as it would without one
        }
    }

    /**
     * The grader's class path with each class folder packed into a jar of its own under {@code dir};
     * {@code references} gets, for each stage whose reference is on it, the entry that holds it.
     */
    private static String packedClassPath(Path dir, Map<Stage, Path> references) throws IOException {
        StringJoiner joined = new StringJoiner(File.pathSeparator);
        int n = 0;
        for (String entry : IsolatedGrading.absoluteClassPath().split(Pattern.quote(File.pathSeparator), -1)) {
            if (entry.isEmpty()) {
                continue; // not a folder to pack: Path.of("") would be the working directory
            }
            Path path = Path.of(entry);
            Path used = path;
            if (Files.isDirectory(path)) {
                n++;
                used = dir.resolve(n + "-" + path.getFileName() + ".jar");
                pack(path, used);
            }
            for (Stage stage : Stage.all()) {
                if (!references.containsKey(stage)
                        && holds(path, stage.entryClass().replace('.', '/') + ".class")) {
                    references.put(stage, used);
                }
            }
            joined.add(used.toString());
        }
        return joined.toString();
    }

    private static boolean holds(Path entry, String resource) throws IOException {
        if (Files.isDirectory(entry)) {
            return Files.isRegularFile(entry.resolve(resource));
        }
        if (!Files.isRegularFile(entry)) {
            return false;
        }
        try (ZipFile jar = new ZipFile(entry.toFile())) {
            return jar.getEntry(resource) != null;
        }
    }

    private static void pack(Path folder, Path jar) throws IOException {
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(jar));
                Stream<Path> walk = Files.walk(folder)) {
            for (Path file : walk.sorted().toList()) {
                String name = folder.relativize(file).toString().replace(File.separatorChar, '/');
                if (name.isEmpty()) {
                    continue;
                }
                if (Files.isDirectory(file)) {
                    zip.putNextEntry(new ZipEntry(name + "/"));
                } else {
                    zip.putNextEntry(new ZipEntry(name));
                    Files.copy(file, zip);
                }
                zip.closeEntry();
            }
        }
    }

    /** Runs the training child, which writes {@code archive} as it exits; whether a usable archive came of it. */
    private boolean train(ChildLaunch launch, Map<Stage, Path> references, Path archive, Path dir)
            throws IOException, InterruptedException {
        Path empty = Files.createDirectories(dir.resolve("no-classes"));
        Path cwd = Files.createDirectories(dir.resolve("cwd"));
        List<ChildJob.StageJob> stages = new ArrayList<>();
        List<String> firstItems = new ArrayList<>();
        for (Stage stage : Stage.all()) {
            stages.add(new ChildJob.StageJob(
                    stage.number(), references.getOrDefault(stage, empty).toString(), List.of()));
            firstItems.add(Rubric.of(stage).items().get(0).id());
        }
        Path job = dir.resolve("job.json");
        new ObjectMapper()
                .writeValue(
                        job.toFile(), new ChildJob(null, 1, null, firstItems, limits.itemSeconds() * 1000L, stages));
        List<String> command = launch.command(limits);
        command.add(command.indexOf("-Xshare:auto") + 1, "-XX:ArchiveClassesAtExit=" + archive);
        command.add(job.toString());
        ProcessBuilder builder =
                new ProcessBuilder(command).directory(cwd.toFile()).redirectErrorStream(true);
        builder.environment().keySet().removeIf(k -> !k.equals("PATH") && !k.equals("LANG") && !k.equals("HOME"));
        if (closed) {
            return false;
        }
        Process process = builder.start();
        training = process;
        if (closed) {
            process.destroyForcibly();
            return false;
        }
        try (OutputStream stdin = process.getOutputStream()) {
            stdin.write((ChildProtocol.newKey() + "\n").getBytes(StandardCharsets.UTF_8));
        } catch (IOException closedEarly) {
            // the child died at once: no archive
        }
        Thread drain = new Thread(
                () -> {
                    try (InputStream out = process.getInputStream()) {
                        out.transferTo(OutputStream.nullOutputStream());
                    } catch (IOException gone) {
                        // the child is gone
                    }
                },
                "retrykit-training-drain");
        drain.setDaemon(true);
        drain.start();
        if (!process.waitFor(TRAINING_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
            return false;
        }
        return !closed && process.exitValue() == 0 && Files.isRegularFile(archive) && Files.size(archive) > 0;
    }
}
