package retrykit.grader.roster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.ReportFiles;

/**
 * The class's gradebook, {@code gradebook.csv}: one row per learner (their original name and safe
 * id), a column per stage, the total, and what went wrong where something did. It is rebuilt from
 * the learners' saved reports after every learner, so it is never behind and never half written.
 * A submission that could not be graded has no points at all, never a zero.
 */
public final class Gradebook {
    static final String LEARNERS = "learners";
    /** A first character a spreadsheet may read as the start of a formula (OWASP's list, with line feed and full-width forms). */
    private static final String FORMULA_STARTS = "=+-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20";

    private Gradebook() {}

    /** Writes {@code out/gradebook.csv} for {@code entries}, in their order, from what is saved under {@code out/learners}. */
    public static void rebuild(Path out, List<Stage> stages, List<RosterEntry> entries) throws IOException {
        StringBuilder csv = new StringBuilder("learner,learner_id");
        for (Stage s : stages) {
            csv.append(",stage_").append(s.number());
        }
        csv.append(",total,max_total,status\r\n");
        ObjectMapper json = new ObjectMapper();
        for (RosterEntry entry : entries) {
            Path folder = out.resolve(LEARNERS).resolve(entry.id());
            Path report = folder.resolve("report.json");
            Path error = folder.resolve("error.txt");
            if (Files.isRegularFile(report)) {
                JsonNode root = json.readTree(report.toFile());
                csv.append(cell(entry.name())).append(',').append(cell(entry.id()));
                List<String> problems = new ArrayList<>();
                for (Stage s : stages) {
                    JsonNode stage = stageNode(root, s.number());
                    csv.append(',')
                            .append(
                                    stage == null
                                            ? ""
                                            : cell(stage.path("points").asText()));
                    if (stage != null && !stage.path("status").asText().equals("graded")) {
                        problems.add(s.number() + ": " + stage.path("status").asText());
                    }
                }
                csv.append(',')
                        .append(root.path("points").asInt())
                        .append(',')
                        .append(root.path("max_points").asInt())
                        .append(',')
                        .append(cell(problems.isEmpty() ? "graded" : String.join("; ", problems)))
                        .append("\r\n");
            } else if (Files.isRegularFile(error)) {
                csv.append(cell(entry.name()))
                        .append(',')
                        .append(cell(entry.id()))
                        .append(",".repeat(stages.size()))
                        .append(",,,")
                        .append(cell(
                                "could not grade: " + Files.readString(error).strip()))
                        .append("\r\n");
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

    /**
     * A CSV cell (RFC 4180) that no spreadsheet runs as a formula: a learner's name is data. A cell
     * whose first character could start a formula (including a tab, a carriage return or a line
     * feed) gets a leading {@code '}; a cell holding a quote, a comma or a line break is quoted.
     */
    static String cell(String text) {
        String safe = !text.isEmpty() && FORMULA_STARTS.indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
        if (safe.indexOf('"') >= 0 || safe.indexOf(',') >= 0 || safe.indexOf('\r') >= 0 || safe.indexOf('\n') >= 0) {
            return "\"" + safe.replace("\"", "\"\"") + "\"";
        }
        return safe;
    }
}
