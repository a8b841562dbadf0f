package retrykit.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import retrykit.feedback.ExampleTimeLimit;

/** How the loop words the two ways an example is ended: a loop that used up its processor time, and a wait. */
class ExampleTimeoutWordsTest {

    @Test
    @DisplayName("an example ended for its processor time is named a loop in solve, with the limit")
    void processorTimeIsALoop() {
        assertThat(ExampleListener.describe(new ExampleTimeLimit.Exceeded("example()", 10_000_000_000L)))
                .isEqualTo("did not finish within " + ExampleTimeLimit.PROCESSOR_SECONDS
                        + " s of processor time and was stopped: is there a loop in solve that never ends?");
    }

    @Test
    @DisplayName("an example ended by JUnit's limit on passed time is named a wait, not a loop")
    void passedTimeIsAWait() {
        assertThat(ExampleListener.describe(new TimeoutException("example() timed out after 120 seconds")))
                .startsWith("did not finish within " + GivenTests.PASSED_SECONDS + " s: does solve wait for")
                .doesNotContain("loop");
    }
}
