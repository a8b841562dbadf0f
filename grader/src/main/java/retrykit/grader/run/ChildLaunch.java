package retrykit.grader.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How child JVMs are started: the harness module's folder, the class path, and the class-data
 * sharing archive they map their classes from, if one could be built ({@link ChildArchive}). A
 * single grading writes the harness next to its child; a roster prepares one launch for the whole
 * run, so every learner's child reuses it rather than paying again for what is the same each time.
 *
 * @param harness   the folder of the harness module ({@link HarnessModule})
 * @param classPath the child's class path, every entry absolute
 * @param archive   the archive of the classes every child loads, when one was built
 */
public record ChildLaunch(Path harness, String classPath, Optional<Path> archive) {

    /** Where each child's launch comes from. */
    public interface Source {
        /** Each child with a harness of its own, in its folder, and no archive: a single grading. */
        Source ALONE = ChildLaunch::alone;

        /** The launch for the child about to start in {@code childDir}. */
        ChildLaunch next(Path childDir) throws IOException;
    }

    /** A launch for a single child: the harness written into {@code dir}, the grader's own class path, no archive. */
    static ChildLaunch alone(Path dir) throws IOException {
        return new ChildLaunch(
                HarnessModule.write(dir.resolve("harness")), IsolatedGrading.absoluteClassPath(), Optional.empty());
    }

    /**
     * The child's command line, from the java executable to the harness's main class. The archive
     * is mapped with {@code -Xshare:auto}: an archive the JVM cannot use (another JDK, a changed
     * class path, a damaged file) is ignored, with nothing printed, and the child loads its
     * classes as it would without one.
     */
    List<String> command(Limits limits) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + limits.heapMegabytes() + "m",
                "-Xss1m",
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-XX:-UsePerfData",
                "-Xshare:auto"));
        archive.ifPresent(
                a -> command.addAll(List.of("-XX:SharedArchiveFile=" + a, "-Xlog:cds=off", "-Xlog:cds+dynamic=off")));
        // With two cores or fewer the common pool has one thread, and CompletableFuture then runs each
        // async step on a new thread: the JDK's HttpClient completes every request that way, so
        // stage 06 started one thread per request (some 1,400 per learner). Two pool threads end that.
        command.add("-Djava.util.concurrent.ForkJoinPool.common.parallelism=2");
        command.addAll(List.of("-Djava.awt.headless=true", "-Dfile.encoding=UTF-8", "-cp", classPath));
        command.addAll(HarnessModule.launch(harness));
        return command;
    }
}
