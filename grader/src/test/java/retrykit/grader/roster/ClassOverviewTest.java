package retrykit.grader.roster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.GradingKey;
import retrykit.grader.report.ItemReport;
import retrykit.grader.report.StageReport;
import retrykit.grader.report.StageStatus;
import retrykit.grader.report.SubmissionReport;
import retrykit.grader.submission.LearnerId;

/** The class overview's "failed first": lesson sections from graded stages only. */
class ClassOverviewTest {

    private static LearnerResult learner(String name, StageReport stage) {
        return new LearnerResult.Graded(
                new RosterEntry(name, LearnerId.of(name), Path.of(name)),
                SubmissionReport.of(
                        name,
                        LearnerId.of(name),
                        List.of(stage),
                        null,
                        "2026-12-02T00:00:00Z",
                        List.of(),
                        new GradingKey("s", "t", "u")));
    }

    private static StageReport stage(StageStatus status, ItemReport... items) {
        int points = List.of(items).stream().mapToInt(ItemReport::points).sum();
        int max = List.of(items).stream().mapToInt(ItemReport::maxPoints).sum();
        return new StageReport("03", "Budget cap", status, points, max, "", List.of(), List.of(items));
    }

    @Test
    @DisplayName("a stage that timed out is counted under its status, never as a stage not started")
    void timedOutIsNotNotStarted() {
        StageReport graded = stage(
                StageStatus.GRADED,
                new ItemReport(
                        "a",
                        "the budget wins",
                        0,
                        2,
                        false,
                        "Rule 4\n  read:     exercises/03/README.md, section \"Rule 4: the budget wins\"",
                        ""));
        StageReport timedOut = stage(
                StageStatus.TIMED_OUT,
                new ItemReport(
                        "a",
                        "the budget wins",
                        0,
                        2,
                        false,
                        ItemReport.NOT_RUN + "b ran out of time in stage 03, which ends the stage's grading",
                        ""),
                new ItemReport("b", "loops", 0, 2, false, "did not finish within 10 s of processor time", ""));
        ClassOverview overview =
                ClassOverview.of(Stage.all(), List.of(learner("ana", graded), learner("bob", timedOut)), List.of());

        assertThat(overview.firstFailures())
                .containsExactly(new ClassOverview.FirstFailure(
                        "03", "exercises/03/README.md", "Rule 4: the budget wins", List.of("ana")));
        assertThat(overview.summary())
                .contains("failed first by 1: Rule 4: the budget wins")
                .contains("timed out: bob (03)")
                .doesNotContain("not started");
    }
}
