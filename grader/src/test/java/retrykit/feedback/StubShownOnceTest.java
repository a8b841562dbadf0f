package retrykit.feedback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * A stub's examples outside the kit's loop: the first fails with the whole lesson, the rest are
 * skipped with one line; inside the loop every one fails. A learner's own failure is never touched.
 */
class StubShownOnceTest {

    static final Rule RULE = new Lesson("05").rule("Rule 1: a rule", "what it says", "why it matters");

    /** Given examples as a stage writes them, against a solve that is still the stub, or one that answers wrong. */
    @ExtendWith(StubShownOnce.class)
    static class Examples {
        static boolean written;

        static int solve(int n) {
            if (!written) {
                throw new UnsupportedOperationException("Stage 05 (a stage) is not implemented yet: write Stage.solve");
            }
            return -n;
        }

        @ParameterizedTest(name = "{0}")
        @ValueSource(ints = {1, 2, 3, 4})
        void example(int n) {
            RULE.check("Stage.solve(" + n + ")", () -> solve(n)).returns(n);
        }
    }

    private static TestExecutionSummary run(boolean written, Map<String, String> settings) {
        Examples.written = written;
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClass(Examples.class))
                .configurationParameters(settings)
                .build();
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        LauncherFactory.create().execute(request, summary);
        return summary.getSummary();
    }

    @Test
    @DisplayName(
            "outside the loop a stub fails its first example in full and skips the rest; a second run shows it again")
    void oneFailureOutsideTheLoop() {
        for (int run = 1; run <= 2; run++) {
            TestExecutionSummary summary = run(false, Map.of());
            assertThat(summary.getTestsFailedCount()).as("run %d: failed", run).isEqualTo(1);
            assertThat(summary.getTestsAbortedCount())
                    .as("run %d: skipped", run)
                    .isEqualTo(3);
            assertThat(summary.getFailures().get(0).getException().getMessage())
                    .contains("is not implemented yet", "call:     Stage.solve(1)");
        }
    }

    @Test
    @DisplayName("in the kit's loop every example that meets the stub fails, as the status line counts them")
    void everyFailureInTheLoop() {
        TestExecutionSummary summary = run(false, Map.of(StubShownOnce.LOOP, "true"));
        assertThat(summary.getTestsFailedCount()).isEqualTo(4);
        assertThat(summary.getTestsAbortedCount()).isZero();
    }

    @Test
    @DisplayName("a written solve's wrong answers all fail, each with its own message")
    void learnersFailuresAreKept() {
        TestExecutionSummary summary = run(true, Map.of());
        assertThat(summary.getTestsFailedCount()).isEqualTo(4);
        assertThat(summary.getTestsAbortedCount()).isZero();
    }

    @Test
    @DisplayName(
            "a teaching failure's toString is its type alone, so a runner printing message and trace shows the lesson once")
    void toStringLeavesTheMessageOut() {
        TeachingFailure failure = new TeachingFailure("Rule 1: a rule\n  call: x", null, "Rule 1: a rule");
        assertThat(failure).hasToString(TeachingFailure.class.getName());
        assertThat(failure.getMessage()).startsWith("Rule 1: a rule");
    }
}
