package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The demo runs stage 06's five scenarios for real and prints the curriculum's table: rows 1 and 4
 * from the naive clients, rows 2, 3 and 5 from the reference, every count from the lab server.
 */
class DemoCommandTest {

    /** Stage 06's five scenarios (docs/curriculum.md), as exercises/06/README.md gives them, word for word. */
    static final String CURRICULUM_TABLE = """
            | scenario | requests | records saved | client state |
            |---|---|---|---|
            | blind retry after a dropped connection | 2 | 2 | complete (a duplicate, silently) |
            | same key, provider honours it | 2 | 1 | complete |
            | unkeyed write, stop for review | 1 | 1 | review required |
            | same key, provider ignores it | 2 | 2 | complete (a duplicate) |
            | validation rejection | 1 | 0 | rejected |""";

    @Test
    @DisplayName("demo prints the curriculum's five rows, measured on the lab server, and writes a trace per scenario")
    void printsTheCurriculumsTable(@TempDir Path temp) throws IOException {
        Path traces = temp.resolve("traces");
        Cli run = Cli.run("demo", "--kit", Cli.kit().toString(), "--traces", traces.toString());
        assertThat(run.exitCode())
                .as("demo's exit code%n%s%s", run.out(), run.err())
                .isZero();
        assertThat(run.out()).contains(CURRICULUM_TABLE);

        List<String> rows = CURRICULUM_TABLE.lines().skip(2).toList();
        ObjectMapper json = new ObjectMapper();
        for (int n = 1; n <= 5; n++) {
            int number = n;
            Path file;
            try (Stream<Path> files = Files.list(traces)) {
                file = files.filter(p -> p.getFileName().toString().matches(number + "-.*\\.json"))
                        .findFirst()
                        .orElseThrow();
            }
            JsonNode trace = json.readTree(file.toFile());
            JsonNode row = trace.path("row");
            assertThat("| " + trace.path("scenario").asText() + " | "
                            + row.path("requests").asInt() + " | "
                            + row.path("records_saved").asInt() + " | "
                            + row.path("client_state").asText() + " |")
                    .as("the row in %s", file.getFileName())
                    .isEqualTo(rows.get(n - 1));
            JsonNode requests = trace.path("server").path("requests");
            long writes = 0;
            for (JsonNode r : requests) {
                writes += r.path("write").asBoolean() ? 1 : 0;
            }
            assertThat(writes)
                    .as("the writes in %s's server requests", file.getFileName())
                    .isEqualTo(row.path("requests").asInt());
            assertThat(trace.path("server").path("records"))
                    .as("the records in %s", file.getFileName())
                    .hasSize(row.path("records_saved").asInt());
            assertThat(trace.path("client").path("client").asText()).isNotBlank();
        }
    }

    @Test
    @DisplayName("the lesson of stage 06 gives the same table the demo measures")
    void theLessonGivesTheSameTable() throws IOException {
        assertThat(Files.readString(Cli.kit().resolve("exercises/06/README.md")))
                .contains(CURRICULUM_TABLE);
    }
}
