package retrykit.grader.gradescope;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import retrykit.grader.report.GradescopeReport;
import retrykit.grader.report.GradescopeVisibility;
import retrykit.grader.report.ItemReport;
import retrykit.grader.report.StageReport;
import retrykit.grader.report.StageStatus;
import retrykit.grader.report.SubmissionReport;

/**
 * results.json as Gradescope's specification defines it, for every visibility an assignment can
 * choose, and the "not graded" file that a grader fault leaves instead of a learner's zero.
 */
class GradescopeReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static final StageReport GRADED = new StageReport(
            "01",
            "Classify outcomes",
            StageStatus.GRADED,
            3,
            5,
            "",
            List.of(),
            List.of(
                    new ItemReport("okIsOk", "an ok outcome is OK", 3, 3, true, "", ""),
                    new ItemReport(
                            "ambiguousWriteIsUnknown",
                            "a 5xx on an unkeyed WRITE is <b>UNKNOWN</b>",
                            0,
                            2,
                            false,
                            "Rule 4: a 5xx on an unkeyed WRITE is UNKNOWN\n  call: Classify.solve(...)",
                            "debug print")));
    private static final StageReport BROKEN = new StageReport(
            "04",
            "Retry-After",
            StageStatus.COMPILE_ERROR,
            0,
            4,
            "RetryAfter.java:3: error: ';' expected",
            List.of("left out Extra.java: it declares package other"),
            List.of(new ItemReport(
                    "secondsAreParsed", "seconds are parsed", 0, 4, false, "not run: compile error", "")));
    private static final SubmissionReport REPORT = SubmissionReport.of(
            "alice", "alice", List.of(GRADED, BROKEN), null, "2026-11-30T00:00:00Z", List.of(), null);

    private static JsonNode write(GradescopeVisibility visibility) throws Exception {
        return JSON.readTree(GradescopeReport.write(
                REPORT,
                new GradescopeReport.Settings(
                        visibility,
                        17L,
                        Map.of("01", List.of("exercises/01/src/main/java/retrykit/classify/Classify.java")),
                        List.of("Notes.java: its package notes is no stage's"))));
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(GradescopeVisibility.class)
    @DisplayName(
            "results.json follows Gradescope's specification, the scored tests take the assignment's visibility, the file checks are always visible")
    void followsTheSpecification(GradescopeVisibility visibility) throws Exception {
        JsonNode results = write(visibility);
        GradescopeSpec.assertGrades(results);
        assertThat(results.path("score").asInt()).isEqualTo(3);
        assertThat(results.has("max_score"))
                .as("max_score is a test's field, not the top level's")
                .isFalse();
        assertThat(results.path("extra_data").path("max_points").asInt()).isEqualTo(9);
        assertThat(results.path("execution_time").asLong()).isEqualTo(17);
        assertThat(results.path("visibility").asText()).isEqualTo(visibility.text());
        assertThat(results.path("stdout_visibility").asText()).isEqualTo("hidden");
        assertThat(List.of("output_format", "test_output_format", "test_name_format"))
                .as("learner text is never rendered as HTML")
                .allSatisfy(f -> assertThat(results.path(f).asText()).isEqualTo("text"));
        List<JsonNode> scored = GradescopeSpec.tests(results, true);
        assertThat(scored)
                .hasSize(3)
                .allSatisfy(t -> assertThat(t.path("visibility").asText()).isEqualTo(visibility.text()));
        assertThat(GradescopeSpec.tests(results, false))
                .hasSize(2)
                .allSatisfy(t -> assertThat(t.path("visibility").asText()).isEqualTo("visible"));
        if (visibility == GradescopeVisibility.VISIBLE) {
            assertThat(results.path("output").asText())
                    .contains("retrykit: 3 of 9 points")
                    .contains("First thing to fix");
        } else {
            assertThat(results.path("output").asText())
                    .as("held-back results do not leak through the summary")
                    .doesNotContain("3 of")
                    .doesNotContain("of 9")
                    .doesNotContain("First thing to fix")
                    .contains(visibility.whenShown());
        }
        assertThat(results.path("output").asText()).contains("Notes.java: its package notes is no stage's");
    }

    @Test
    @DisplayName(
            "a stage that does not compile shows the compiler's words in its always-visible check; its items point there")
    void compileErrorsAreShownAtOnce() throws Exception {
        JsonNode results = write(GradescopeVisibility.AFTER_DUE_DATE);
        JsonNode check = results.path("tests").get(3);
        assertThat(check.path("name").asText()).isEqualTo(GradescopeReport.checkName(BROKEN));
        assertThat(check.path("status").asText()).isEqualTo("failed");
        assertThat(check.path("output").asText())
                .contains("does not compile")
                .contains("';' expected")
                .contains("left out Extra.java");
        JsonNode item = results.path("tests").get(4);
        assertThat(item.path("output").asText())
                .isEqualTo("not run: compile error (see the test \"" + GradescopeReport.checkName(BROKEN) + "\")");
        JsonNode passedCheck = results.path("tests").get(0);
        assertThat(passedCheck.path("status").asText()).isEqualTo("passed");
        assertThat(passedCheck.path("output").asText())
                .contains("compiled")
                .contains("exercises/01/src/main/java/retrykit/classify/Classify.java");
        JsonNode failed = results.path("tests").get(2);
        assertThat(failed.path("output").asText()).contains("Rule 4").contains("printed while it ran:\ndebug print");
        assertThat(failed.path("name").asText()).isEqualTo("Stage 01: a 5xx on an unkeyed WRITE is <b>UNKNOWN</b>");
    }

    @Test
    @DisplayName("a grade written outside Gradescope (grade --gradescope, roster) is the same format, visible")
    void offlineReportsFollowTheSpecification() throws Exception {
        JsonNode results = JSON.readTree(GradescopeReport.write(REPORT));
        GradescopeSpec.assertGrades(results);
        assertThat(results.path("visibility").asText()).isEqualTo("visible");
        assertThat(results.has("execution_time")).isFalse();
    }

    @Test
    @DisplayName("a grader fault leaves results with a clear message and no score anywhere, never a learner's zero")
    void notGradedCarriesNoScore() throws Exception {
        JsonNode results = JSON.readTree(GradescopeReport.notGraded("IOException: No space left on device", 3L));
        GradescopeSpec.assertNotGraded(results);
        assertThat(results.path("output").asText()).contains("Cause: IOException: No space left on device");
        assertThat(results.path("extra_data").path("cause").asText()).isEqualTo("IOException: No space left on device");
    }
}
