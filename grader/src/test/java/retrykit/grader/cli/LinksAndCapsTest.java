package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A submission is hostile input: no link inside it is followed (in a folder, a zip or a git tree,
 * at any depth), and a git repository is read within caps, like a zip. A link that is the
 * submission itself, placed by the instructor, is followed.
 */
class LinksAndCapsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path temp;

    private JsonNode grade(Path submission, String stages) throws IOException {
        Path json = temp.resolve("report-" + System.nanoTime() + ".json");
        Cli run = Cli.run("grade", submission.toString(), "--stage", stages, "--json", json.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(json.toFile());
    }

    private static JsonNode stage(JsonNode report, String number) {
        for (JsonNode s : report.path("stages")) {
            if (s.path("stage").asText().equals(number)) {
                return s;
            }
        }
        throw new AssertionError("no stage " + number + " in " + report);
    }

    private static Path reference(String stage) {
        return Cli.kit().resolve("solutions").resolve(stage);
    }

    @Test
    @DisplayName("exercises/01/src as a link to the reference is not followed: not submitted, with a note, no points")
    void linkAboveTheAnswerFile() throws IOException {
        Path learner = Files.createDirectories(temp.resolve("mallory/exercises/01"));
        Files.createSymbolicLink(learner.resolve("src"), reference("01").resolve("src"));
        JsonNode s01 = stage(grade(temp.resolve("mallory"), "01"), "01");
        assertThat(s01.path("points").asInt()).isZero();
        assertThat(s01.path("status").asText()).isEqualTo("not submitted");
        assertThat(s01.path("notes").toString()).contains("exercises/01/src").contains("symbolic link");
    }

    @Test
    @DisplayName("exercises/01 itself as a link to the reference is not followed either")
    void linkedStageFolder() throws IOException {
        Path learner = Files.createDirectories(temp.resolve("mallory/exercises"));
        Files.createSymbolicLink(learner.resolve("01"), reference("01"));
        JsonNode s01 = stage(grade(temp.resolve("mallory"), "01"), "01");
        assertThat(s01.path("points").asInt()).isZero();
        assertThat(s01.path("notes").toString()).contains("exercises/01").contains("symbolic link");
    }

    @Test
    @DisplayName(
            "a link to the reference committed in a bare git repository is left out with a note, never made on disk")
    void linkInAGitTree() throws Exception {
        Path work = Files.createDirectories(temp.resolve("mallory-work/exercises/01"));
        Files.createSymbolicLink(work.resolve("src"), reference("01").resolve("src"));
        git(temp.resolve("mallory-work"), "init", "-q");
        git(temp.resolve("mallory-work"), "add", ".");
        git(
                temp.resolve("mallory-work"),
                "-c",
                "user.name=M",
                "-c",
                "user.email=m@example.invalid",
                "commit",
                "-q",
                "-m",
                "link");
        git(
                temp,
                "clone",
                "-q",
                "--bare",
                temp.resolve("mallory-work").toString(),
                temp.resolve("mallory.git").toString());
        JsonNode s01 = stage(grade(temp.resolve("mallory.git"), "01"), "01");
        assertThat(s01.path("points").asInt()).isZero();
        assertThat(s01.path("notes").toString()).contains("exercises/01/src").contains("symbolic link");
    }

    @Test
    @DisplayName("a link stored in a zip is left out with a note")
    void linkInAZip() throws IOException {
        Path zip = temp.resolve("mallory.zip");
        Files.write(
                zip,
                zipWithLink(
                        "exercises/01/src/main/java/retrykit/classify/Classify.java",
                        reference("01")
                                .resolve("src/main/java/retrykit/classify/Classify.java")
                                .toString()));
        JsonNode s01 = stage(grade(zip, "01"), "01");
        assertThat(s01.path("points").asInt()).isZero();
        assertThat(s01.path("notes").toString()).contains("Classify.java").contains("symbolic link");
    }

    @Test
    @DisplayName("a submission that is itself a link, as an instructor may place one in a roster, is followed")
    void theSubmissionItselfMayBeALink() throws IOException {
        Path link =
                Files.createSymbolicLink(temp.resolve("alice"), reference("01").getParent());
        JsonNode report = grade(link, "01");
        assertThat(report.path("learner").asText()).isEqualTo("alice");
        assertThat(report.path("points").asInt())
                .isEqualTo(report.path("max_points").asInt())
                .isPositive();
    }

    @Test
    @DisplayName(
            "a git repository whose sources unpack past 50 MB is refused with a clear message, however small it is packed")
    void gitSizeCap() throws Exception {
        Path work = Files.createDirectories(temp.resolve("big-work/exercises/01/src/main/java/retrykit/classify"));
        try (OutputStream out = Files.newOutputStream(work.resolve("Padding.java"))) {
            byte[] line = "// padding, padding, padding, padding, padding, padding, padding\n"
                    .getBytes(StandardCharsets.US_ASCII);
            for (long written = 0; written < 51L * 1024 * 1024; written += line.length) {
                out.write(line);
            }
        }
        git(temp.resolve("big-work"), "init", "-q");
        git(temp.resolve("big-work"), "add", ".");
        git(
                temp.resolve("big-work"),
                "-c",
                "user.name=B",
                "-c",
                "user.email=b@example.invalid",
                "commit",
                "-q",
                "-m",
                "big");
        git(
                temp,
                "clone",
                "-q",
                "--bare",
                temp.resolve("big-work").toString(),
                temp.resolve("big.git").toString());
        Cli run = Cli.run("grade", temp.resolve("big.git").toString(), "--stage", "01");
        assertThat(run.exitCode()).as(run.out()).isEqualTo(1);
        assertThat(run.err()).contains("could not grade").contains("more than 50 MB");
    }

    private static void git(Path dir, String... args) throws Exception {
        String[] command = Stream.concat(Stream.of("git"), Stream.of(args)).toArray(String[]::new);
        Process p = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as("git %s: %s", String.join(" ", args), said).isZero();
    }

    /** A zip of one entry stored as a Unix symbolic link (what {@code zip -y} writes), built by hand. */
    static byte[] zipWithLink(String name, String target) throws IOException {
        byte[] nameBytes = name.getBytes(StandardCharsets.UTF_8);
        byte[] data = target.getBytes(StandardCharsets.UTF_8);
        CRC32 crc = new CRC32();
        crc.update(data);
        ByteArrayOutputStream zip = new ByteArrayOutputStream();
        ByteBuffer local = ByteBuffer.allocate(30).order(ByteOrder.LITTLE_ENDIAN);
        local.putInt(0x04034b50)
                .putShort((short) 10)
                .putShort((short) 0)
                .putShort((short) 0)
                .putShort((short) 0)
                .putShort((short) 0)
                .putInt((int) crc.getValue())
                .putInt(data.length)
                .putInt(data.length)
                .putShort((short) nameBytes.length)
                .putShort((short) 0);
        zip.write(local.array());
        zip.write(nameBytes);
        zip.write(data);
        int centralAt = zip.size();
        ByteBuffer central = ByteBuffer.allocate(46).order(ByteOrder.LITTLE_ENDIAN);
        central.putInt(0x02014b50)
                .putShort((short) ((3 << 8) | 30))
                .putShort((short) 10)
                .putShort((short) 0)
                .putShort((short) 0)
                .putShort((short) 0)
                .putShort((short) 0)
                .putInt((int) crc.getValue())
                .putInt(data.length)
                .putInt(data.length)
                .putShort((short) nameBytes.length)
                .putShort((short) 0)
                .putShort((short) 0)
                .putShort((short) 0)
                .putShort((short) 0)
                .putInt(0120777 << 16)
                .putInt(0);
        zip.write(central.array());
        zip.write(nameBytes);
        int centralSize = zip.size() - centralAt;
        ByteBuffer end = ByteBuffer.allocate(22).order(ByteOrder.LITTLE_ENDIAN);
        end.putInt(0x06054b50)
                .putShort((short) 0)
                .putShort((short) 0)
                .putShort((short) 1)
                .putShort((short) 1)
                .putInt(centralSize)
                .putInt(centralAt)
                .putShort((short) 0);
        zip.write(end.array());
        return zip.toByteArray();
    }
}
