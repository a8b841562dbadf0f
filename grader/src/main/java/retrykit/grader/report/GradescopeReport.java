package retrykit.grader.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Gradescope's autograder {@code results.json}: the total score and one test per rubric item,
 * with its score, max_score, the feedback as output, and visibility "visible" (learners should
 * read why an item failed; that is the point of the feedback).
 */
public final class GradescopeReport {
    private GradescopeReport() {}

    public static String write(SubmissionReport report) {
        ObjectNode root = JsonReport.JSON.createObjectNode();
        root.put("score", report.points());
        root.put("max_score", report.maxPoints());
        root.put("output", "retrykit: " + report.points() + " of " + report.maxPoints() + " points");
        root.put("visibility", "visible");
        ArrayNode tests = root.putArray("tests");
        for (StageReport s : report.stages()) {
            for (ItemReport i : s.items()) {
                ObjectNode test = tests.addObject();
                test.put("name", "Stage " + s.stage() + ": " + i.name());
                test.put("number", s.stage() + "." + i.id());
                test.put("score", i.points());
                test.put("max_score", i.maxPoints());
                StringBuilder output = new StringBuilder(i.passed() ? "passed" : i.feedback());
                if (!s.detail().isEmpty() && !i.passed()) {
                    output.append("\n\n").append(s.status().text()).append(":\n").append(s.detail());
                }
                if (!i.output().isEmpty()) {
                    output.append("\n\nprinted while it ran:\n").append(i.output());
                }
                test.put("output", output.toString());
                test.put("visibility", "visible");
            }
        }
        try {
            return JsonReport.JSON.writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write results.json", e);
        }
    }
}
