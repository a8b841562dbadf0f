package retrykit.grader.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Every branch of how a child's end becomes what is recorded, without starting a JVM. */
class ChildEndsTest {
    private static final Limits LIMITS = new Limits(120, 10, 256);
    private static final List<ChildEnds.Wanted> WANTED = List.of(
            new ChildEnds.Wanted("05", List.of("a", "b", "c", "d")), new ChildEnds.Wanted("06", List.of("x", "y")));

    private static ChildProtocol.Event event(String name, String... fields) {
        return new ChildProtocol.Event(name, List.of(fields));
    }

    private static ChildProtocol.Event passed(String stage, String id) {
        return event(ChildProtocol.END, stage, id, "PASSED", ChildProtocol.encode(""), ChildProtocol.encode(""));
    }

    private static ChildEnd end(
            List<ChildProtocol.Event> events,
            boolean done,
            Optional<StageBudgets.Exceeded> over,
            boolean exit,
            boolean watchdog,
            String[] running,
            String stage,
            int code,
            String jvm) {
        return new ChildEnd(
                events,
                done,
                over,
                exit,
                watchdog,
                Optional.ofNullable(running),
                Optional.ofNullable(stage),
                code,
                jvm);
    }

    @Test
    @DisplayName("a child that finished: its results are recorded and grading ends")
    void finished() {
        var r = ChildEnds.recorded(
                end(
                        List.of(passed("05", "a"), passed("06", "x")),
                        true,
                        Optional.empty(),
                        false,
                        false,
                        null,
                        "06",
                        0,
                        ""),
                WANTED,
                LIMITS);
        assertThat(r.next()).isInstanceOf(ChildEnds.Next.Finished.class);
        assertThat(r.items().get("05").get("a").status()).isEqualTo(ItemRun.Status.PASSED);
        assertThat(r.items().get("06").get("x").status()).isEqualTo(ItemRun.Status.PASSED);
    }

    @Test
    @DisplayName(
            "a property its watchdog stopped times out and ends its own stage's remaining properties, not the next stage's")
    void watchdogEndsTheStage() {
        var r = ChildEnds.recorded(
                end(
                        List.of(passed("05", "a"), event(ChildProtocol.TIMEOUT, "05", "b", "WORK")),
                        false,
                        Optional.empty(),
                        false,
                        true,
                        null,
                        "05",
                        ChildProtocol.WATCHDOG_EXIT,
                        ""),
                WANTED,
                LIMITS);
        assertThat(r.next()).isInstanceOf(ChildEnds.Next.Go.class);
        Map<String, ItemRun> five = r.items().get("05");
        assertThat(five.get("a").status()).isEqualTo(ItemRun.Status.PASSED);
        assertThat(five.get("b").status()).isEqualTo(ItemRun.Status.TIMED_OUT);
        assertThat(five.get("b").feedback()).contains("did not finish within 10 s of processor time");
        assertThat(five.get("c").status()).isEqualTo(ItemRun.Status.NOT_RUN);
        assertThat(five.get("c").feedback())
                .isEqualTo("not run: b ran out of time in stage 05, which ends the stage's grading (counted as"
                        + " failed); every later stage is graded in full");
        assertThat(five).containsKey("d");
        assertThat(r.items()).doesNotContainKey("06");
    }

    @Test
    @DisplayName("a stage's own budget running out times out the running property and ends that stage alone")
    void stageBudgetEndsTheStage() {
        var r = ChildEnds.recorded(
                end(
                        List.of(passed("05", "a")),
                        false,
                        Optional.of(new StageBudgets.Exceeded("05", WorkClock.Reason.WORK, 40)),
                        false,
                        false,
                        new String[] {"05", "b"},
                        "05",
                        -1,
                        ""),
                WANTED,
                LIMITS);
        assertThat(r.next()).isInstanceOf(ChildEnds.Next.Go.class);
        assertThat(r.items().get("05").get("b").feedback())
                .isEqualTo("was still running when stage 05's time limit (40 s of processor time) ran out");
        assertThat(r.items().get("05").get("d").status()).isEqualTo(ItemRun.Status.NOT_RUN);
        assertThat(r.items()).doesNotContainKey("06");

        var waited = ChildEnds.recorded(
                end(
                        List.of(),
                        false,
                        Optional.of(new StageBudgets.Exceeded("06", WorkClock.Reason.WAIT, 20)),
                        false,
                        false,
                        null,
                        "06",
                        -1,
                        ""),
                WANTED,
                LIMITS);
        assertThat(waited.items().get("06").get("x").feedback())
                .isEqualTo("not run: stage 06's time limit ran out in stage 06, which ends the stage's grading"
                        + " (counted as failed); every later stage is graded in full");
    }

    @Test
    @DisplayName("a child that never reached its first stage within its start's budget is a host fault")
    void startOverBudget() {
        var r = overStartBudget(WorkClock.Reason.WORK);
        assertThat(r.next()).isInstanceOf(ChildEnds.Next.HostFault.class);
        assertThat(r.items()).isEmpty();
    }

    @Test
    @DisplayName("System.exit and a crash are recorded against the running property; the stage goes on")
    void exitAndCrash() {
        var exit = ChildEnds.recorded(
                end(
                        List.of(event(ChildProtocol.EXIT)),
                        false,
                        Optional.empty(),
                        true,
                        false,
                        new String[] {"05", "a"},
                        "05",
                        0,
                        ""),
                WANTED,
                LIMITS);
        assertThat(exit.items().get("05").get("a").feedback()).startsWith("called System.exit");
        assertThat(exit.items().get("05")).containsOnlyKeys("a");
        var crash = ChildEnds.recorded(
                end(
                        List.of(),
                        false,
                        Optional.empty(),
                        false,
                        false,
                        new String[] {"05", "a"},
                        "05",
                        134,
                        "OutOfMemoryError\n"),
                WANTED,
                LIMITS);
        assertThat(crash.items().get("05").get("a").status()).isEqualTo(ItemRun.Status.CRASHED);
        assertThat(crash.items().get("05").get("a").feedback())
                .contains("exit code 134")
                .contains("256 MB")
                .endsWith("OutOfMemoryError");
    }

    @Test
    @DisplayName(
            "a child that died between properties fails its stage; one that never started, or could not write, is a host fault")
    void betweenPropertiesAndHostFaults() {
        var between = ChildEnds.recorded(
                end(List.of(), false, Optional.empty(), false, false, null, "06", 1, ""), WANTED, LIMITS);
        assertThat(between.next()).isInstanceOf(ChildEnds.Next.Go.class);
        assertThat(between.stageErrors()).containsEntry("06", "the JVM stopped between properties (exit code 1)");
        var never = ChildEnds.recorded(
                end(List.of(), false, Optional.empty(), false, false, null, null, 1, "Error: could not reserve"),
                WANTED,
                LIMITS);
        assertThat(never.next())
                .isEqualTo(new ChildEnds.Next.HostFault(
                        "the JVM that runs the hidden tests did not start (exit code 1): Error: could not reserve"));
        var disk = ChildEnds.recorded(
                end(List.of(), false, Optional.empty(), false, false, null, "05", ChildProtocol.HOST_FAULT_EXIT, ""),
                WANTED,
                LIMITS);
        assertThat(disk.next()).isInstanceOf(ChildEnds.Next.HostFault.class);
    }

    @Test
    @DisplayName("a stage error the child reported is recorded for its stage, and the child's results with it")
    void stageErrorsAreRecorded() {
        var r = ChildEnds.recorded(
                end(
                        List.of(
                                event(ChildProtocol.STAGE_ERROR, "05", ChildProtocol.encode("no class Solve")),
                                passed("06", "x")),
                        true,
                        Optional.empty(),
                        false,
                        false,
                        null,
                        "06",
                        0,
                        ""),
                WANTED,
                LIMITS);
        assertThat(r.next()).isInstanceOf(ChildEnds.Next.Finished.class);
        assertThat(r.stageErrors()).containsExactly(Map.entry("05", "no class Solve"));
        assertThat(r.items().get("06")).containsOnlyKeys("x");
    }

    @Test
    @DisplayName("a stage that ran out of passed time (WAIT) times out its running property, saying how long it waited")
    void stageWaitBudgetNamesTheWait() {
        var r = ChildEnds.recorded(
                end(
                        List.of(),
                        false,
                        Optional.of(new StageBudgets.Exceeded("06", WorkClock.Reason.WAIT, 20)),
                        false,
                        false,
                        new String[] {"06", "x"},
                        "06",
                        -1,
                        ""),
                WANTED,
                LIMITS);
        assertThat(r.next()).isInstanceOf(ChildEnds.Next.Go.class);
        assertThat(r.items().get("06").get("x"))
                .isEqualTo(new ItemRun(
                        ItemRun.Status.TIMED_OUT,
                        "was still running when stage 06 had taken " + 20 * WorkClock.WAIT_FACTOR + " s, "
                                + WorkClock.WAIT_FACTOR + " times its time limit (20 s of processor time)",
                        ""));
        assertThat(r.items().get("06").get("y").status()).isEqualTo(ItemRun.Status.NOT_RUN);
    }

    @Test
    @DisplayName(
            "a property its watchdog stopped for waiting is told so; one that finished anyway still ends its stage")
    void watchdogWaitAndFinished() {
        var r = ChildEnds.recorded(
                end(
                        List.of(event(ChildProtocol.TIMEOUT, "06", "x", "WAIT"), event(ChildProtocol.DONE)),
                        true,
                        Optional.empty(),
                        false,
                        true,
                        null,
                        "06",
                        0,
                        ""),
                WANTED,
                LIMITS);
        assertThat(r.next()).isInstanceOf(ChildEnds.Next.Finished.class);
        assertThat(r.items().get("06").get("x").feedback())
                .isEqualTo("did not finish within 10 s of processor time, nor within " + 10 * WorkClock.WAIT_FACTOR
                        + " s of waiting for it, and was stopped: is there a loop that never ends, or a wait on the"
                        + " real clock?");
        assertThat(r.items().get("06").get("y").status()).isEqualTo(ItemRun.Status.NOT_RUN);
    }

    @Test
    @DisplayName(
            "a crash with no JVM output names the exit code and the heap; a running property already settled is not blamed")
    void crashWithoutOutputAndSettledRunning() {
        var crash = ChildEnds.recorded(
                end(List.of(), false, Optional.empty(), false, false, new String[] {"05", "a"}, "05", 137, "  \n"),
                WANTED,
                LIMITS);
        assertThat(crash.items().get("05").get("a").feedback())
                .isEqualTo("stopped the JVM without finishing (exit code 137): Runtime.halt, a crash, or memory"
                        + " beyond the 256 MB limit");
        var settled = ChildEnds.recorded(
                end(
                        List.of(passed("05", "a")),
                        false,
                        Optional.empty(),
                        false,
                        false,
                        new String[] {"05", "a"},
                        "05",
                        1,
                        ""),
                WANTED,
                LIMITS);
        assertThat(settled.items().get("05").get("a").status()).isEqualTo(ItemRun.Status.PASSED);
        assertThat(settled.stageErrors()).containsEntry("05", "the JVM stopped between properties (exit code 1)");
    }

    @Test
    @DisplayName("the host faults say why: a full disk with the JVM's words, a start past its budget with the budget")
    void hostFaultMessages() {
        var disk = ChildEnds.recorded(
                end(
                        List.of(passed("05", "a")),
                        false,
                        Optional.empty(),
                        false,
                        false,
                        null,
                        "05",
                        ChildProtocol.HOST_FAULT_EXIT,
                        "No space left on device\n"),
                WANTED,
                LIMITS);
        assertThat(disk)
                .isEqualTo(new ChildEnds.Recorded(
                        Map.of(),
                        Map.of(),
                        new ChildEnds.Next.HostFault("the JVM that runs the hidden tests could not write its results"
                                + " (is the disk full?): No space left on device")));
        var start = overStartBudget(WorkClock.Reason.WAIT);
        assertThat(start.next())
                .isEqualTo(
                        new ChildEnds.Next.HostFault(
                                "the JVM that runs the hidden tests did not reach its first stage within 120 s of processor time"));
    }

    @Test
    @DisplayName("each stage's budget is its own: what one stage spends never counts against another")
    void budgetsAreSeparate() {
        StageBudgets budgets = new StageBudgets(Map.of("05", 10L, "06", 10L), 5);
        assertThat(budgets.charge("05", 9_000_000_000L, 0)).isEmpty();
        assertThat(budgets.charge("05", 2_000_000_000L, 1).map(StageBudgets.Exceeded::stage))
                .contains("05");
        assertThat(budgets.charge("06", 9_000_000_000L, 2)).isEmpty();
        assertThat(budgets.charge("06", 0, 2 + 10_000_000_000L * WorkClock.WAIT_FACTOR)
                        .map(StageBudgets.Exceeded::reason))
                .contains(WorkClock.Reason.WAIT);
    }

    /** A child that never reached its first stage: its start ran over its budget, by {@code reason}. */
    private static ChildEnds.Recorded overStartBudget(WorkClock.Reason reason) {
        return ChildEnds.recorded(
                end(
                        List.of(),
                        false,
                        Optional.of(new StageBudgets.Exceeded(StageBudgets.START, reason, 120)),
                        false,
                        false,
                        null,
                        null,
                        -1,
                        ""),
                WANTED,
                LIMITS);
    }
}
