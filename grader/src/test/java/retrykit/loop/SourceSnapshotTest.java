package retrykit.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Change detection: what makes the watch run again, and what does not. */
class SourceSnapshotTest {

    @TempDir
    Path src;

    Path write(String relative, String content) throws IOException {
        Path file = src.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
        return file;
    }

    @Test
    @DisplayName("a changed .java file is a change; saving the same content again is not")
    void contentDecides() throws IOException {
        Path file = write("main/java/retrykit/a/A.java", "class A {}");
        SourceSnapshot before = SourceSnapshot.of(src);

        Files.writeString(file, "class A {}");
        Files.setLastModifiedTime(
                file, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 5_000));
        assertThat(SourceSnapshot.of(src))
                .as("saved unchanged, newer timestamp")
                .isEqualTo(before);

        Files.writeString(file, "class A { int x; }");
        assertThat(SourceSnapshot.of(src)).as("saved with a change").isNotEqualTo(before);
    }

    @Test
    @DisplayName("a new or deleted .java file is a change, in any folder under src")
    void addedAndDeleted() throws IOException {
        write("main/java/retrykit/a/A.java", "class A {}");
        SourceSnapshot before = SourceSnapshot.of(src);
        Path added = write("test/java/retrykit/a/deeper/B.java", "class B {}");
        SourceSnapshot withB = SourceSnapshot.of(src);
        assertThat(withB).isNotEqualTo(before);
        assertThat(withB.digests()).containsKey("test/java/retrykit/a/deeper/B.java");

        Files.delete(added);
        assertThat(SourceSnapshot.of(src)).isEqualTo(before);
    }

    @Test
    @DisplayName("files other than .java (an editor's swap file, notes) are not watched")
    void otherFilesIgnored() throws IOException {
        write("main/java/retrykit/a/A.java", "class A {}");
        SourceSnapshot before = SourceSnapshot.of(src);
        write("main/java/retrykit/a/.A.java.swp", "swap");
        write("main/java/retrykit/a/notes.txt", "todo");
        assertThat(SourceSnapshot.of(src)).isEqualTo(before);
    }

    @Test
    @DisplayName("a missing src folder is an empty snapshot, not an error")
    void missingFolder() {
        assertThat(SourceSnapshot.of(src.resolve("nowhere")).digests()).isEmpty();
    }
}
