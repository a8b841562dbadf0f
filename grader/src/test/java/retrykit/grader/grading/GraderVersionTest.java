package retrykit.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One grader, one identity: its class folder and a jar of the same classes have the same digest. */
class GraderVersionTest {
    @TempDir
    Path temp;

    @Test
    @DisplayName(
            "a class folder and a jar of it (with a manifest of its own) digest the same; a changed class does not")
    void folderAndJarAgree() throws Exception {
        Path classes = temp.resolve("classes");
        Files.createDirectories(classes.resolve("retrykit/grader"));
        Files.writeString(classes.resolve("retrykit/grader/A.class"), "code of A");
        Files.writeString(classes.resolve("retrykit/grader/B.class"), "code of B");
        Path jar = temp.resolve("grader.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().putValue("Manifest-Version", "1.0");
        manifest.getMainAttributes().putValue("Implementation-Version", "1.0.0");
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file, manifest)) {
            for (String name : new String[] {"retrykit/grader/B.class", "retrykit/grader/A.class"}) {
                out.putNextEntry(new ZipEntry(name));
                out.write(Files.readString(classes.resolve(name)).getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        assertThat(GraderVersion.digestOf(jar)).isEqualTo(GraderVersion.digestOf(classes));
        Files.writeString(classes.resolve("retrykit/grader/B.class"), "code of B, changed");
        assertThat(GraderVersion.digestOf(jar)).isNotEqualTo(GraderVersion.digestOf(classes));
    }
}
