package retrykit.grader.run;

import java.util.List;
import java.util.Optional;

/**
 * How one child JVM ended, as the supervisor saw it: the input of {@link ChildEnds#recorded}.
 *
 * @param events            the child's verified events, in order
 * @param done              whether it said it finished every stage it was given
 * @param overBudget        the stage whose processor-time budget ran out while the child ran (it was then stopped)
 * @param exitDuring        whether a learner's code called {@code System.exit}
 * @param stoppedByWatchdog whether the child's watchdog stopped a property that ran past its limit
 * @param running           the stage and item id of the property that was running when it ended, if any
 * @param currentStage      the stage it was in when it ended, if it reached one
 * @param exitCode          its exit code (-1 when the supervisor stopped it)
 * @param jvmOutput         what the JVM itself printed (a crash, an error at start), capped
 */
public record ChildEnd(
        List<ChildProtocol.Event> events,
        boolean done,
        Optional<StageBudgets.Exceeded> overBudget,
        boolean exitDuring,
        boolean stoppedByWatchdog,
        Optional<String[]> running,
        Optional<String> currentStage,
        int exitCode,
        String jvmOutput) {
    public ChildEnd {
        events = List.copyOf(events);
    }

    /**
     * The end of a child that said {@code events} (in order) and ended as the rest say: the facts
     * the events imply (done, an exit, the watchdog, what was running, the stage it was in) are read
     * here, a pure function, so that reading them is tested without starting a JVM.
     *
     * @param events     the child's verified events, in order
     * @param overBudget the budget that ran out while it ran (the supervisor then stopped it), if any
     * @param exitCode   its exit code (-1 when the supervisor stopped it)
     * @param jvmOutput  what the JVM itself printed, capped
     */
    public static ChildEnd of(
            List<ChildProtocol.Event> events,
            Optional<StageBudgets.Exceeded> overBudget,
            int exitCode,
            String jvmOutput) {
        boolean done = false;
        boolean exitDuring = false;
        boolean watchdog = false;
        String[] running = null;
        String currentStage = null;
        for (ChildProtocol.Event e : events) {
            switch (e.name()) {
                case ChildProtocol.STAGE -> {
                    currentStage = e.field(0);
                    running = null;
                }
                case ChildProtocol.START -> running = new String[] {e.field(0), e.field(1)};
                // A property that ended, or that its watchdog stopped, is no longer running.
                case ChildProtocol.END -> running = null;
                case ChildProtocol.TIMEOUT -> {
                    running = null;
                    watchdog = true;
                }
                case ChildProtocol.EXIT -> exitDuring = true;
                case ChildProtocol.DONE -> done = true;
                default -> {}
            }
        }
        return new ChildEnd(
                events,
                done,
                overBudget,
                exitDuring,
                watchdog,
                Optional.ofNullable(running),
                Optional.ofNullable(currentStage),
                exitCode,
                jvmOutput);
    }
}
