package retrykit.grader.gradescope;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Gradescope's autograder specification for results.json, as a checker: the fields it defines,
 * their types and allowed values, and its rule that a score is given (at the top or on every
 * test). On top of the specification, the kit's own promises: the score is the sum of the tests'
 * scores, no test earns more than its max_score or less than 0, a test's status agrees with its
 * points, and names are unique.
 */
final class GradescopeSpec {
    static final Set<String> TOP_LEVEL = Set.of(
            "score",
            "execution_time",
            "output",
            "output_format",
            "test_output_format",
            "test_name_format",
            "visibility",
            "stdout_visibility",
            "extra_data",
            "tests",
            "leaderboard");
    static final Set<String> TEST = Set.of(
            "score",
            "max_score",
            "status",
            "name",
            "name_format",
            "number",
            "output",
            "output_format",
            "tags",
            "visibility",
            "extra_data");
    static final Set<String> VISIBILITIES = Set.of("hidden", "after_due_date", "after_published", "visible");
    static final Set<String> FORMATS = Set.of("text", "html", "simple_format", "md", "ansi");
    static final Set<String> STATUSES = Set.of("passed", "failed");

    private GradescopeSpec() {}

    /** The scored tests of {@code results} (one per rubric item), or its unscored ones (the file checks). */
    static List<JsonNode> tests(JsonNode results, boolean scored) {
        List<JsonNode> chosen = new ArrayList<>();
        results.path("tests").forEach(t -> {
            if (t.has("score") == scored) {
                chosen.add(t);
            }
        });
        return chosen;
    }

    /** Asserts that {@code results} grades a submission and follows the specification and the kit's promises. */
    static void assertGrades(JsonNode results) {
        List<String> problems = shape(results);
        boolean topScore = results.has("score");
        boolean everyTestScored = results.path("tests").size() > 0;
        double sum = 0;
        Set<String> names = new HashSet<>();
        for (JsonNode test : results.path("tests")) {
            everyTestScored &= test.has("score");
            if (!names.add(test.path("name").asText())) {
                problems.add("two tests are named " + test.path("name"));
            }
            if (test.path("name").asText().isBlank()) {
                problems.add("a test has no name: " + test);
            }
            if (test.has("score")) {
                double score = test.path("score").asDouble();
                double max = test.path("max_score").asDouble();
                sum += score;
                if (!test.has("max_score") || score < 0 || score > max) {
                    problems.add("test " + test.path("name") + " scores " + score + " of " + max);
                }
                if (test.has("status") && !test.path("status").asText().equals(score == max ? "passed" : "failed")) {
                    problems.add("test " + test.path("name") + " has status " + test.path("status") + " for " + score
                            + " of " + max);
                }
            }
        }
        if (!topScore && !everyTestScored) {
            problems.add("no score: the specification asks for a top-level score or a score on every test");
        }
        if (topScore && results.path("score").asDouble() != sum) {
            problems.add("the score " + results.path("score") + " is not the sum of the tests' scores, " + sum);
        }
        assertThat(problems)
                .as("results.json departs from Gradescope's specification:%n%s", results.toPrettyString())
                .isEmpty();
    }

    /**
     * Asserts that {@code results} says the submission was not graded: the specification's shape,
     * a visible message, and no score anywhere, so no number can be recorded as the learner's grade.
     */
    static void assertNotGraded(JsonNode results) {
        List<String> problems = shape(results);
        if (results.has("score")) {
            problems.add("a 'not graded' results.json carries a score");
        }
        results.path("tests").forEach(t -> {
            if (t.has("score") || t.has("max_score")) {
                problems.add("a 'not graded' test carries points: " + t);
            }
        });
        assertThat(problems).as("%s", results.toPrettyString()).isEmpty();
        assertThat(results.path("output").asText()).startsWith("NOT GRADED:").contains("not of your code");
        assertThat(results.path("visibility").asText()).isEqualTo("visible");
        assertThat(results.path("extra_data").path("graded").asBoolean(true)).isFalse();
    }

    /** The fields' names, types and values, as the specification defines them. */
    private static List<String> shape(JsonNode results) {
        List<String> problems = new ArrayList<>();
        if (!results.isObject()) {
            problems.add("results.json is not a JSON object");
            return problems;
        }
        unknown(results, TOP_LEVEL, "top level", problems);
        number(results, "score", problems);
        if (results.has("execution_time") && !results.path("execution_time").canConvertToLong()) {
            problems.add("execution_time is not a whole number of seconds: " + results.path("execution_time"));
        }
        text(results, "output", problems);
        oneOf(results, "output_format", FORMATS, problems);
        oneOf(results, "test_output_format", FORMATS, problems);
        oneOf(results, "test_name_format", FORMATS, problems);
        oneOf(results, "visibility", VISIBILITIES, problems);
        oneOf(results, "stdout_visibility", VISIBILITIES, problems);
        if (results.has("extra_data") && !results.path("extra_data").isObject()) {
            problems.add("extra_data is not an object");
        }
        if (results.has("tests") && !results.path("tests").isArray()) {
            problems.add("tests is not an array");
        }
        if (!results.has("tests") && !results.has("score")) {
            problems.add("neither tests nor a score: the specification asks for one of them");
        }
        for (JsonNode test : results.path("tests")) {
            if (!test.isObject()) {
                problems.add("a test is not an object: " + test);
                continue;
            }
            unknown(test, TEST, "test " + test.path("name"), problems);
            number(test, "score", problems);
            number(test, "max_score", problems);
            oneOf(test, "status", STATUSES, problems);
            text(test, "name", problems);
            text(test, "number", problems);
            text(test, "output", problems);
            oneOf(test, "name_format", FORMATS, problems);
            oneOf(test, "output_format", FORMATS, problems);
            oneOf(test, "visibility", VISIBILITIES, problems);
            if (test.has("tags") && !test.path("tags").isArray()) {
                problems.add("tags of " + test.path("name") + " is not an array");
            }
        }
        return problems;
    }

    private static void unknown(JsonNode node, Set<String> known, String where, List<String> problems) {
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!known.contains(name)) {
                problems.add(where + " has a field the specification does not define: " + name);
            }
        }
    }

    private static void number(JsonNode node, String field, List<String> problems) {
        if (node.has(field) && !node.path(field).isNumber()) {
            problems.add(field + " is not a number: " + node.path(field));
        }
    }

    private static void text(JsonNode node, String field, List<String> problems) {
        if (node.has(field) && !node.path(field).isTextual()) {
            problems.add(field + " is not a string: " + node.path(field));
        }
    }

    private static void oneOf(JsonNode node, String field, Set<String> allowed, List<String> problems) {
        if (node.has(field) && !allowed.contains(node.path(field).asText())) {
            problems.add(field + " is " + node.path(field) + ", not one of " + allowed);
        }
    }
}
