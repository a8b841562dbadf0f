package retrykit.grader.submission;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import retrykit.grader.kit.FileTrees;
import retrykit.grader.kit.KitRoot;

/**
 * Whatever a learner uploads to Gradescope (the whole kit, one stage's folder, loose files, a
 * zip) is laid out as a kit submission, each file in its stage by the package it declares; tests,
 * build output, links and files of no stage are left out, and the learner is told which and why.
 */
class SubmissionLayoutTest {
    private static final String RETRY_AFTER = "retrykit/retryafter/RetryAfter.java";

    @TempDir
    Path temp;

    private static Path kit() {
        return KitRoot.path();
    }

    private static String reference(String path) throws IOException {
        return Files.readString(kit().resolve("solutions/04/src/main/java").resolve(path));
    }

    private static void write(Path file, String content) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
    }

    private SubmissionLayout.Laid layOut(Path upload) throws Exception {
        return SubmissionLayout.layOut(upload, temp.resolve("laid-" + System.nanoTime()));
    }

    private static String laid(SubmissionLayout.Laid laid, String stage, String path) throws IOException {
        return Files.readString(laid.root()
                .resolve("exercises")
                .resolve(stage)
                .resolve("src/main/java")
                .resolve(path));
    }

    @Test
    @DisplayName("the whole kit: every stage's sources, in place; no given test, build output or support code is taken")
    void wholeKit() throws Exception {
        Path upload = temp.resolve("upload");
        FileTrees.copy(kit().resolve("exercises"), upload.resolve("retrykit-main/exercises"));
        FileTrees.copy(
                kit().resolve("solutions/04/src/main/java"),
                upload.resolve("retrykit-main/exercises/04/src/main/java"));
        SubmissionLayout.Laid laid = layOut(upload);
        assertThat(laid.filesByStage()).containsOnlyKeys("01", "02", "03", "04", "05", "06");
        assertThat(laid(laid, "04", RETRY_AFTER)).isEqualTo(reference(RETRY_AFTER));
        assertThat(laid.notes())
                .as("the kit's feedback and lab code is not the learner's: no note")
                .isEmpty();
        try (Stream<Path> all = Files.walk(laid.root())) {
            for (Path p : all.filter(Files::isRegularFile).toList()) {
                assertThat(Files.readString(p))
                        .as("%s is solution code, not a test", p)
                        .doesNotContain("org.junit");
            }
        }
        assertThat(laid.filesByStage().get("04")).contains("retrykit-main/exercises/04/src/main/java/" + RETRY_AFTER);
    }

    @Test
    @DisplayName("one stage's folder, uploaded as its contents: only that stage, its tests and pom left alone")
    void oneStageFolder() throws Exception {
        Path upload = temp.resolve("upload");
        FileTrees.copy(kit().resolve("exercises/04"), upload);
        FileTrees.copy(kit().resolve("solutions/04/src/main/java"), upload.resolve("src/main/java"));
        SubmissionLayout.Laid laid = layOut(upload);
        assertThat(laid.filesByStage()).containsOnlyKeys("04");
        assertThat(laid(laid, "04", RETRY_AFTER)).isEqualTo(reference(RETRY_AFTER));
        assertThat(laid.notes()).isEmpty();
    }

    @Test
    @DisplayName(
            "loose .java files go to their package's stage; a test, a file of no stage and one without a package are named in notes")
    void looseFiles() throws Exception {
        Path upload = temp.resolve("upload");
        write(upload.resolve("RetryAfter.java"), reference(RETRY_AFTER));
        write(upload.resolve("RetryAfterHeader.java"), reference("retrykit/retryafter/RetryAfterHeader.java"));
        write(
                upload.resolve("RetryAfterTest.java"),
                "package retrykit.retryafter;\nimport org.junit.jupiter.api.Test;\nclass RetryAfterTest {}\n");
        write(upload.resolve("Notes.java"), "package notes;\nclass Notes {}\n");
        write(upload.resolve("Classify.java"), "// my answer\npublic class Classify {}\n");
        SubmissionLayout.Laid laid = layOut(upload);
        assertThat(laid.filesByStage()).containsOnlyKeys("04");
        assertThat(laid.filesByStage().get("04")).containsExactlyInAnyOrder("RetryAfter.java", "RetryAfterHeader.java");
        assertThat(laid(laid, "04", RETRY_AFTER)).isEqualTo(reference(RETRY_AFTER));
        assertThat(laid.notes())
                .containsExactlyInAnyOrder(
                        "RetryAfterTest.java: a test (it imports JUnit or AssertJ); only solution code is graded",
                        "Notes.java: its package notes is no stage's",
                        "Classify.java: it declares no package; Classify.java belongs to stage 01, whose files start with: package retrykit.classify;");
    }

    @Test
    @DisplayName("two copies of one file: the one in the kit's own place is graded, the other named")
    void theKitsPlaceWins() throws Exception {
        Path upload = temp.resolve("upload");
        write(upload.resolve("exercises/04/src/main/java").resolve(RETRY_AFTER), reference(RETRY_AFTER));
        write(
                upload.resolve("RetryAfter.java"),
                Files.readString(kit().resolve("exercises/04/src/main/java").resolve(RETRY_AFTER)));
        SubmissionLayout.Laid laid = layOut(upload);
        assertThat(laid(laid, "04", RETRY_AFTER)).isEqualTo(reference(RETRY_AFTER));
        assertThat(laid.notes())
                .containsExactly("RetryAfter.java: another copy of it, exercises/04/src/main/java/" + RETRY_AFTER
                        + ", was graded");
    }

    @Test
    @DisplayName("links are never followed, whether to a file or a folder")
    void linksAreNotFollowed() throws Exception {
        Path upload = temp.resolve("upload");
        Files.createDirectories(upload);
        Files.createSymbolicLink(
                upload.resolve("RetryAfter.java"),
                kit().resolve("solutions/04/src/main/java").resolve(RETRY_AFTER));
        Files.createSymbolicLink(upload.resolve("answers"), kit().resolve("solutions"));
        SubmissionLayout.Laid laid = layOut(upload);
        assertThat(laid.filesByStage()).isEmpty();
        assertThat(laid.notes()).containsExactly("RetryAfter.java: not a regular file (links are never followed)");
        Files.delete(upload.resolve("RetryAfter.java"));
        Files.delete(upload.resolve("answers"));
    }

    @Test
    @DisplayName("a zip in the upload is opened: its sources are laid out like a folder's, named where they lie in it")
    void zipInTheUpload() throws Exception {
        Path upload = Files.createDirectories(temp.resolve("upload"));
        try (OutputStream file = Files.newOutputStream(upload.resolve("my-work.zip"));
                ZipOutputStream zip = new ZipOutputStream(file)) {
            zip.putNextEntry(new ZipEntry("my-work/exercises/04/src/main/java/" + RETRY_AFTER));
            zip.write(reference(RETRY_AFTER).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        SubmissionLayout.Laid laid = layOut(upload);
        assertThat(laid(laid, "04", RETRY_AFTER)).isEqualTo(reference(RETRY_AFTER));
        assertThat(laid.filesByStage().get("04"))
                .containsExactly("my-work.zip/my-work/exercises/04/src/main/java/" + RETRY_AFTER);
    }

    @Test
    @DisplayName("a file that is not UTF-8 text is named, not guessed at")
    void notUtf8() throws Exception {
        Path upload = Files.createDirectories(temp.resolve("upload"));
        Files.write(upload.resolve("RetryAfter.java"), new byte[] {'p', 'a', 'c', (byte) 0xff, (byte) 0xfe, ';'});
        SubmissionLayout.Laid laid = layOut(upload);
        assertThat(laid.filesByStage()).isEmpty();
        assertThat(laid.notes()).isEqualTo(List.of("RetryAfter.java: not UTF-8 text"));
    }
}
