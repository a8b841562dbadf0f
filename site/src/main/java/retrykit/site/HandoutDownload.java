package retrykit.site;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import retrykit.grader.handout.Handout;

/**
 * The participants' package as a zip inside the site, so that a self-learner can start from the
 * site alone. Its content is exactly what the grader's {@code handout} command writes (the
 * stages, the feedback code, the participant's loop, the lab, the Maven wrapper, the Classroom
 * workflow), under one folder, {@value #FOLDER}. Entries are sorted and dated alike, so the same
 * kit gives the same bytes; {@code mvnw} keeps its executable bit, which java.util.zip cannot store.
 */
final class HandoutDownload {
    /** Where the zip lies in the site, from its root. */
    static final String HREF = "download/retrykit.zip";
    /** The folder the zip unpacks to. */
    static final String FOLDER = "retrykit";
    /** One date for every entry (the zip format's earliest), so that a rebuild changes no byte. */
    private static final FileTime DATED = FileTime.fromMillis(315_532_800_000L);

    private HandoutDownload() {}

    /** Writes the handout of the kit at {@code kit} as {@value #HREF} under {@code site}; returns its size. */
    static long write(Path kit, Path site) {
        Path staging = null;
        try {
            staging = Files.createTempDirectory("retrykit-site-handout-");
            Path folder = staging.resolve(FOLDER);
            Handout.write(kit, folder);
            Path zip = site.resolve(HREF);
            Files.createDirectories(zip.getParent());
            try (OutputStream out = Files.newOutputStream(zip);
                    ZipArchiveOutputStream archive = new ZipArchiveOutputStream(out)) {
                for (Path file : files(folder)) {
                    String name =
                            FOLDER + "/" + folder.relativize(file).toString().replace('\\', '/');
                    ZipArchiveEntry entry = new ZipArchiveEntry(name);
                    entry.setLastModifiedTime(DATED);
                    entry.setUnixMode(Files.isExecutable(file) ? 0100755 : 0100644);
                    archive.putArchiveEntry(entry);
                    archive.write(Files.readAllBytes(file));
                    archive.closeArchiveEntry();
                }
            }
            return Files.size(zip);
        } catch (IOException | IllegalArgumentException e) {
            throw new SiteException("the participants' handout could not be written into the site: " + e.getMessage());
        } finally {
            if (staging != null) {
                delete(staging);
            }
        }
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile)
                    .sorted(Comparator.comparing(
                            p -> folder.relativize(p).toString().replace('\\', '/')))
                    .toList();
        }
    }

    private static void delete(Path staging) {
        try (Stream<Path> walk = Files.walk(staging)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not remove the handout's staging folder " + staging, e);
        }
    }
}
