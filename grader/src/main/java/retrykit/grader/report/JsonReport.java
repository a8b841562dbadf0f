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

    public static String write(SubmissionReport report) {
        try {
            return JSON.writeValueAsString(tree(report)) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write the JSON report", e);
        }
    }
}
