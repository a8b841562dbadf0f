package retrykit.grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What a stage's report names as the thing to fix next. */
class StageReportTest {
    private static final String NOT_RUN =
            ItemReport.NOT_RUN + "b ran out of time in stage 05, which ends the stage's grading";

    private static StageReport stage(StageStatus status, ItemReport... items) {
        List<ItemReport> all = List.of(items);
        return new StageReport(
                "05",
                "Idempotency key lifetime",
                status,
                all.stream().mapToInt(ItemReport::points).sum(),
                all.stream().mapToInt(ItemReport::maxPoints).sum(),
                "",
                List.of(),
                all);
    }

    @Test
    @DisplayName("the first item that ran and failed comes before an item listed earlier that never ran")
    void ranAndFailedFirst() {
        StageReport timedOut = stage(
                StageStatus.TIMED_OUT,
                new ItemReport("a", "holds", 2, 2, true, "", ""),
                new ItemReport("c", "after the loop", 0, 2, false, NOT_RUN, ""),
                new ItemReport("b", "loops", 0, 2, false, "did not finish within 10 s", ""));
        assertThat(timedOut.firstFailure()).map(ItemReport::id).hasValue("b");
    }

    @Test
    @DisplayName("where no item ran, the first failed one, which says why; where every item passed, none")
    void noneRan() {
        StageReport none = stage(
                StageStatus.COMPILE_ERROR,
                new ItemReport("a", "holds", 0, 2, false, ItemReport.NOT_RUN + "compile error", ""),
                new ItemReport("b", "loops", 0, 2, false, ItemReport.NOT_RUN + "compile error", ""));
        assertThat(none.firstFailure()).map(ItemReport::id).hasValue("a");
        assertThat(stage(StageStatus.GRADED, new ItemReport("a", "holds", 2, 2, true, "", ""))
                        .firstFailure())
                .isEmpty();
    }
}
