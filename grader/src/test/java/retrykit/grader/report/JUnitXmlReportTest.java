package retrykit.grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Items that never ran are skipped in JUnit XML, with the reason, never counted as failed tests. */
class JUnitXmlReportTest {

    @Test
    @DisplayName("a passed, a failed and a never-run item are a testcase, a failure and a skipped, counted apart")
    void neverRunIsSkipped() {
        StageReport stage = new StageReport(
                "05",
                "Idempotency key lifetime",
                StageStatus.TIMED_OUT,
                2,
                6,
                "",
                List.of(),
                List.of(
                        new ItemReport("a", "holds", 2, 2, true, "", ""),
                        new ItemReport("b", "loops", 0, 2, false, "did not finish within 10 s", ""),
                        new ItemReport(
                                "c",
                                "after the loop",
                                0,
                                2,
                                false,
                                "not run: b ran out of time in stage 05, which ends the stage's grading",
                                "")));
        String xml = JUnitXmlReport.write(SubmissionReport.of(
                "learner",
                "learner",
                List.of(stage),
                null,
                "2026-12-02T00:00:00Z",
                List.of(),
                new GradingKey("s", "t", "u")));
        assertThat(xml)
                .contains("<testsuites name=\"retrykit: learner\" tests=\"3\" failures=\"1\" skipped=\"1\"")
                .contains("tests=\"3\" failures=\"1\" skipped=\"1\">")
                .contains("<failure message=\"did not finish within 10 s\"")
                .contains(
                        "<skipped message=\"not run: b ran out of time in stage 05, which ends the stage's grading\">")
                .doesNotContain("<failure message=\"not run");
    }
}
