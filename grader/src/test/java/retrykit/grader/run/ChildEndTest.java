package retrykit.grader.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Every branch of how a child's events become the facts of its end ({@link ChildEnd#of}), without starting a JVM. */
class ChildEndTest {
    private static ChildProtocol.Event event(String name, String... fields) {
        return new ChildProtocol.Event(name, List.of(fields));
    }

    private static ChildEnd of(ChildProtocol.Event... events) {
        return ChildEnd.of(List.of(events), Optional.empty(), 1, "");
    }

    @Test
    @DisplayName("no events: nothing done, nothing running, no stage reached; the exit code and JVM output are kept")
    void noEvents() {
        var over = Optional.of(new StageBudgets.Exceeded(StageBudgets.START, WorkClock.Reason.WORK, 120));
        ChildEnd end = ChildEnd.of(List.of(), over, -1, "Error: could not reserve");
        assertThat(end.events()).isEmpty();
        assertThat(end.done()).isFalse();
        assertThat(end.exitDuring()).isFalse();
        assertThat(end.stoppedByWatchdog()).isFalse();
        assertThat(end.running()).isEmpty();
        assertThat(end.currentStage()).isEmpty();
        assertThat(end.overBudget()).isEqualTo(over);
        assertThat(end.exitCode()).isEqualTo(-1);
        assertThat(end.jvmOutput()).isEqualTo("Error: could not reserve");
    }

    @Test
    @DisplayName("START leaves its property running; the latest STAGE is the stage it was in")
    void startLeavesAPropertyRunning() {
        ChildEnd end = of(
                event(ChildProtocol.STAGE, "05"),
                event(ChildProtocol.STAGE, "06"),
                event(ChildProtocol.START, "06", "x"));
        assertThat(end.running()).hasValueSatisfying(r -> assertThat(r).containsExactly("06", "x"));
        assertThat(end.currentStage()).contains("06");
        assertThat(end.events()).hasSize(3);
    }

    @Test
    @DisplayName("END, TIMEOUT and a new STAGE each leave nothing running; only TIMEOUT tells of the watchdog")
    void endTimeoutAndStageClearWhatRuns() {
        ChildEnd ended = of(
                event(ChildProtocol.STAGE, "05"),
                event(ChildProtocol.START, "05", "a"),
                event(ChildProtocol.END, "05", "a", "PASSED", "", ""));
        assertThat(ended.running()).isEmpty();
        assertThat(ended.stoppedByWatchdog()).isFalse();

        ChildEnd timedOut = of(
                event(ChildProtocol.STAGE, "05"),
                event(ChildProtocol.START, "05", "a"),
                event(ChildProtocol.TIMEOUT, "05", "a", "WORK"));
        assertThat(timedOut.running()).isEmpty();
        assertThat(timedOut.stoppedByWatchdog()).isTrue();

        ChildEnd nextStage = of(
                event(ChildProtocol.STAGE, "05"),
                event(ChildProtocol.START, "05", "a"),
                event(ChildProtocol.STAGE, "06"));
        assertThat(nextStage.running()).isEmpty();
        assertThat(nextStage.currentStage()).contains("06");
    }

    @Test
    @DisplayName("EXIT says a learner's code called System.exit; the property it ran in is still running")
    void exitDuringAProperty() {
        ChildEnd end =
                of(event(ChildProtocol.STAGE, "05"), event(ChildProtocol.START, "05", "a"), event(ChildProtocol.EXIT));
        assertThat(end.exitDuring()).isTrue();
        assertThat(end.running()).hasValueSatisfying(r -> assertThat(r).containsExactly("05", "a"));
        assertThat(end.done()).isFalse();
    }

    @Test
    @DisplayName("DONE says the child finished; events the supervisor does not read leave every fact as it was")
    void doneAndOtherEvents() {
        ChildEnd end = of(
                event(ChildProtocol.STAGE, "05"),
                event(ChildProtocol.STAGE_ERROR, "06", ChildProtocol.encode("no class")),
                event(ChildProtocol.HOST_FAULT, ChildProtocol.encode("unable to create native thread")),
                event(ChildProtocol.DONE));
        assertThat(end.done()).isTrue();
        assertThat(end.exitDuring()).isFalse();
        assertThat(end.stoppedByWatchdog()).isFalse();
        assertThat(end.running()).isEmpty();
        assertThat(end.currentStage()).contains("05");
    }
}
