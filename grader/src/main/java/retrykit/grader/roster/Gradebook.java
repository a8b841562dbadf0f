package retrykit.grader.roster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.ReportFiles;

/**
 * The class's gradebook, {@code gradebook.csv}: one row per learner, a column per stage, the total,
 * and what went wrong where something did. It is rebuilt from the learners' saved reports after
 * every learner, so it is never behind and never half written.
 */
public final class Gradebook {
    static final String LEARNERS = "learners";

    private Gradebook() {}

    public static void rebuild(Path out, List<Stage> stages) throws IOException {
        StringBuilder csv = new StringBuilder("learner");
        for (Stage s : stages) {
            csv.append(",stage_").append(s.number());
        }
        csv.append(",total,max_total,status\r\n");
        Path learners = out.resolve(LEARNERS);
        List<Path> folders = new ArrayList<>();
        if (Files.isDirectory(learners)) {
            try (Stream<Path> list = Files.list(learners)) {
                list.filter(Files::isDirectory).sorted().forEach(folders::add);
            }
        }
        ObjectMapper json = new ObjectMapper();
        for (Path folder : folders) {
            String name = folder.getFileName().toString();
            Path report = folder.resolve("report.json");
            Path error = folder.resolve("error.txt");
            if (Files.isRegularFile(report)) {
                JsonNode root = json.readTree(report.toFile());
                csv.append(cell(name));
                List<String> problems = new ArrayList<>();
                for (Stage s : stages) {
                    JsonNode stage = stageNode(root, s.number());
                    csv.append(',').append(stage == null ? "" : stage.path("points").asText());
                    if (stage != null && !stage.path("status").asText().equals("graded")) {
                        problems.add(s.number() + ": " + stage.path("status").asText());
                    }
                }
                csv.append(',').append(root.path("points").asInt()).append(',').append(root.path("max_points").asInt())
                        .append(',').append(cell(problems.isEmpty() ? "graded" : String.join("; ", problems))).append("\r\n");
            } else if (Files.isRegularFile(error)) {
                csv.append(cell(name)).append(",".repeat(stages.size())).append(",0,,")
                        .append(cell("could not grade: " + Files.readString(error).strip())).append("\r\n");
            }
        }
        ReportFiles.write(out.resolve("gradebook.csv"), csv.toString());
    }

    private static JsonNode stageNode(JsonNode root, String number) {
        for (JsonNode stage : root.path("stages")) {
            if (stage.path("stage").asText().equals(number)) {
                return stage;
            }
        }
        return null;
    }

    /** A CSV cell (RFC 4180), with spreadsheet formulas defused: a learner's name is data. */
    static String cell(String text) {
        String safe = text.matches("^[=+\\-@].*") ? "'" + text : text;
        if (safe.matches(".*[\",\r\n].*") || safe.contains("\n")) {
            return "\"" + safe.replace("\"", "\"\"") + "\"";
        }
        return safe;
    }
}
