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
}
