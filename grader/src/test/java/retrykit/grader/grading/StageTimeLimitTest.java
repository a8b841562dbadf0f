package retrykit.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import retrykit.grader.kit.FileTrees;
import retrykit.grader.kit.KitRoot;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.ItemReport;
import retrykit.grader.report.StageReport;
import retrykit.grader.report.StageStatus;
import retrykit.grader.report.SubmissionReport;
import retrykit.grader.run.IsolatedGrading;
import retrykit.grader.run.Limits;
import retrykit.grader.submission.Submission;

/**
 * A loop in one stage costs no other stage anything: the property that loops times out, the rest of
 * its stage is counted as failed for that reason, and the next stage is graded in full. Two stages
 * prove it (01 loops, 02 is the reference), with a short property limit so the loop costs little.
 */
class StageTimeLimitTest {
    @TempDir
    Path temp;

    @Test
    @DisplayName("a loop in stage 01 ends stage 01 alone; stage 02 keeps every point")
    void loopEndsItsOwnStageOnly() throws Exception {
        Path submission = temp.resolve("looper");
        FileTrees.copy(KitRoot.path().resolve("grader/src/test/hostile/infinite-loop"), submission);
        FileTrees.copy(
                KitRoot.path().resolve("exercises/02/src/main/java"), submission.resolve("exercises/02/src/main/java"));
        FileTrees.copy(
                KitRoot.path().resolve("solutions/02/src/main/java"), submission.resolve("exercises/02/src/main/java"));
        // a submission-wide limit of 4 s would have left nothing for stage 02 under the old rule
        GradingOptions options = new GradingOptions(
                List.of(Stage.of("01"), Stage.of("02")),
                new Limits(4, 2, 256),
                new IsolatedGrading.Exploration(null, 200, null, List.of()));
        SubmissionReport report = new Grader(Clock.systemUTC()).grade(new Submission("looper", submission), options);

        StageReport looped = report.stages().get(0);
        assertThat(looped.status()).isEqualTo(StageStatus.TIMED_OUT);
        List<ItemReport> failed =
                looped.items().stream().filter(i -> !i.passed()).toList();
        ItemReport loop = failed.stream()
                .filter(i -> i.feedback().contains("did not finish within 2 s of processor time"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no property timed out: " + looped));
        // the child runs properties in the engine's order, not the rubric's: every one left is ended
        assertThat(failed.stream().filter(i -> !i.id().equals(loop.id())).toList())
                .isNotEmpty()
                .allSatisfy(i -> assertThat(i.feedback())
                        .startsWith("not run: " + loop.id() + " ran out of time in stage 01, which ends"
                                + " the stage's grading (counted as failed)"));

        StageReport next = report.stages().get(1);
        assertThat(next.status()).isEqualTo(StageStatus.GRADED);
        assertThat(next.points()).as(next.toString()).isEqualTo(next.maxPoints());
    }
}
