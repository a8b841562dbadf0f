package retrykit.grader.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The grader's own JSON report (documented in grader/README.md). Keys are snake_case and always
 * in the same order, so two reports of the same submission differ only in {@code graded_at}.
 */
public final class JsonReport {
    /** This document's version: 2 added learner_id, graded_for, notes and the status "forbidden API". */
    public static final String FORMAT = "retrykit-grade/2";

    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonReport() {}

    public static ObjectNode tree(SubmissionReport report) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        root.put("learner", report.learner());
        root.put("learner_id", report.learnerId());
        root.put("points", report.points());
        root.put("max_points", report.maxPoints());
        if (report.seed() == null) {
            root.putNull("seed");
        } else {
            root.put("seed", report.seed());
        }
        root.put("graded_at", report.gradedAt());
        ObjectNode key = root.putObject("graded_for");
        key.put("sources_sha256", report.key().sources());
        key.put("settings", report.key().settings());
        key.put("grader", report.key().grader());
        ArrayNode left = root.putArray("notes");
        report.notes().forEach(left::add);
        ArrayNode stages = root.putArray("stages");
        for (StageReport s : report.stages()) {
            ObjectNode stage = stages.addObject();
            stage.put("stage", s.stage());
            stage.put("title", s.title());
            stage.put("points", s.points());
            stage.put("max_points", s.maxPoints());
            stage.put("status", s.status().text());
            stage.put("detail", s.detail());
            ArrayNode notes = stage.putArray("notes");
            s.notes().forEach(notes::add);
            ArrayNode items = stage.putArray("items");
            for (ItemReport i : s.items()) {
                ObjectNode item = items.addObject();
                item.put("id", i.id());
                item.put("name", i.name());
                item.put("points", i.points());
                item.put("max_points", i.maxPoints());
                item.put("passed", i.passed());
                item.put("feedback", i.feedback());
                item.put("output", i.output());
            }
        }
        return root;
    }

    /** What a saved report was graded for, to tell whether a roster run may keep it. */
    public static GradingKey keyOf(com.fasterxml.jackson.databind.JsonNode saved) {
        com.fasterxml.jackson.databind.JsonNode key = saved.path("graded_for");
        return new GradingKey(
                key.path("sources_sha256").asText(),
                key.path("settings").asText(),
                key.path("grader").asText());
    }

    /**
     * A saved report read back, exactly as {@link #tree} wrote it: what a roster's class-wide files
     * (the gradebook, the class report) are made from, so none of them grades anything again.
     *
     * @throws IllegalArgumentException when {@code saved} is not a report of this {@link #FORMAT}
     */
    public static SubmissionReport read(com.fasterxml.jackson.databind.JsonNode saved) {
        if (!saved.path("format").asText().equals(FORMAT)) {
            throw new IllegalArgumentException("not a " + FORMAT + " report: " + saved.path("format"));
        }
        java.util.List<StageReport> stages = new java.util.ArrayList<>();
        for (com.fasterxml.jackson.databind.JsonNode s : saved.path("stages")) {
            java.util.List<ItemReport> items = new java.util.ArrayList<>();
            for (com.fasterxml.jackson.databind.JsonNode i : s.path("items")) {
                items.add(new ItemReport(
                        i.path("id").asText(),
                        i.path("name").asText(),
                        i.path("points").asInt(),
                        i.path("max_points").asInt(),
                        i.path("passed").asBoolean(),
                        i.path("feedback").asText(),
                        i.path("output").asText()));
            }
            stages.add(new StageReport(
                    s.path("stage").asText(),
                    s.path("title").asText(),
                    status(s.path("status").asText()),
                    s.path("points").asInt(),
                    s.path("max_points").asInt(),
                    s.path("detail").asText(),
                    strings(s.path("notes")),
                    items));
        }
        com.fasterxml.jackson.databind.JsonNode seed = saved.path("seed");
        return new SubmissionReport(
                saved.path("learner").asText(),
                saved.path("learner_id").asText(),
                saved.path("points").asInt(),
                saved.path("max_points").asInt(),
                stages,
                seed.isNumber() ? seed.asLong() : null,
                saved.path("graded_at").asText(),
                strings(saved.path("notes")),
                keyOf(saved));
    }

    private static StageStatus status(String text) {
        for (StageStatus status : StageStatus.values()) {
            if (status.text().equals(text)) {
                return status;
            }
        }
        throw new IllegalArgumentException("no stage status is spelled " + text);
    }

    private static java.util.List<String> strings(com.fasterxml.jackson.databind.JsonNode array) {
        java.util.List<String> out = new java.util.ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    public static String write(SubmissionReport report) {
        try {
            return JSON.writeValueAsString(tree(report)) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write the JSON report", e);
        }
    }
}
