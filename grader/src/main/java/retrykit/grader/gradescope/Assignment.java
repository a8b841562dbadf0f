package retrykit.grader.gradescope;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.GradescopeVisibility;
import retrykit.grader.run.Limits;

/**
 * What one Gradescope assignment grades, and how: the stages, when learners see their results,
 * and the limits on a learner's code. Built into the autograder zip, whose run_autograder hands
 * it to the grader for every submission.
 *
 * <p><b>Sizing for Gradescope's container</b>, all in this class. Gradescope gives each submission
 * half a CPU and 768 MB unless the assignment's settings say otherwise, and stops a run after 10
 * minutes. The limits count processor time ({@code WorkClock}), so a grade does not depend on the
 * container's CPU: half a CPU only doubles the time that passes for the same work. What has to fit
 * in the 10 minutes is the worst a learner's code can do, on half a CPU:
 *
 * <ul>
 *   <li>an endless loop in every stage: a stage's first property that calls solve runs its
 *       {@link #PROPERTY_SECONDS} of processor time, is timed out and ends its stage (its other
 *       properties are not run); then a fresh child JVM starts the next stage. Six stages cost
 *       6 x 10 s = 60 s of processor time, 120 s on half a CPU (measured: 143 s in all);
 *   <li>code that is slow but ends, in every property of every stage: each stage stops at its own
 *       budget, {@link #STAGE_SECONDS} of processor time: 6 x 30 s = 180 s, 360 s on half a CPU.
 *       This is the bound the sizing keeps: {@link #worstCaseSeconds()}.
 * </ul>
 *
 * On top of that, {@link #OVERHEAD_SECONDS} of passed time for what is no learner's code: the
 * grader's JVM, compiling six stages, a child JVM per stage and the report, on half a CPU
 * (measured by bench/gradescope-worst-case, whose figures are in grader/README.md). 360 s + 120 s
 * = 480 s, under
 * run_autograder's own stop at {@link #RUN_SECONDS} (540 s), which is a minute under Gradescope's
 * 600 s so that the grader, not Gradescope, ends a run that overstays and results.json is still
 * written. An honest property never comes near its limit: the heaviest of the references' (stage
 * 06's first exchange, which warms up the HTTP client and the lab) takes 1 to 2 s of processor time
 * and a whole stage at most a few seconds, so a CPU two or three times slower than the kit's still
 * leaves a wide margin. The passed-time backstop (30 times a limit) stops only code that waits,
 * which a learner's code has no way to do (the allow-list refuses sleeps, waits and threads, and
 * stage 06's lab ends a stalled exchange at once); a loop burns processor time and is stopped by its
 * limit. The zip refuses limits whose worst case would not fit ({@link #tooLong()}).
 */
public record Assignment(List<Stage> stages, GradescopeVisibility visibility, Limits limits) {
    /** The CPUs of Gradescope's default container, which the worst case is sized for. */
    public static final double CPUS = 0.5;

    /** Gradescope's default timeout of an autograder run, in seconds. */
    public static final int GRADESCOPE_TIMEOUT_SECONDS = 600;

    /**
     * Seconds after which run_autograder stops the whole run: a minute under Gradescope's timeout,
     * so a run that overstays (a fault of the machine) still leaves results.json.
     */
    public static final int RUN_SECONDS = GRADESCOPE_TIMEOUT_SECONDS - 60;

    /** The default limit of one property, in seconds of processor time (see the class comment). */
    public static final int PROPERTY_SECONDS = 10;

    /** The default budget of one stage, in seconds of processor time (see the class comment). */
    public static final int STAGE_SECONDS = 30;

    /**
     * The default heap of the child JVM, in MB: with the grader's own 256 MB and what each JVM needs
     * besides its heap, it fits the container's 768 MB (bench/gradescope-worst-case ran in 768 MB).
     */
    public static final int HEAP_MEGABYTES = 256;

    /**
     * Passed time for what is no learner's code, on half a CPU: the grader's JVM, compiling the
     * stages, a child JVM per stage and the report (bench/gradescope-worst-case, six stages each
     * ending in a loop: 23 s with the container's whole half CPU, 74 s on a loaded machine that gave
     * it less).
     */
    static final int OVERHEAD_SECONDS = 120;

    public Assignment {
        stages = List.copyOf(stages);
        if (stages.isEmpty()) {
            throw new IllegalArgumentException("an assignment grades at least one stage");
        }
    }

    /** The limits a Gradescope assignment has unless the instructor chooses others. */
    public static Limits defaultLimits() {
        return new Limits(STAGE_SECONDS, PROPERTY_SECONDS, HEAP_MEGABYTES);
    }

    /** The grading options run_autograder passes to the in-container run, besides its paths. */
    public List<String> gradingArguments() {
        return List.of(
                "--stage",
                stages.stream().map(Stage::number).collect(Collectors.joining(",")),
                "--visibility",
                visibility.text(),
                "--time-limit",
                String.valueOf(limits.wallSeconds()),
                "--property-time-limit",
                String.valueOf(limits.itemSeconds()),
                "--heap",
                String.valueOf(limits.heapMegabytes()));
    }

    /**
     * The longest a run can take on {@link #CPUS} CPUs whatever the learner's code does: every stage
     * spends its whole budget of processor time (a stage's budget is at most --time-limit), plus
     * {@link #OVERHEAD_SECONDS}.
     */
    public int worstCaseSeconds() {
        return OVERHEAD_SECONDS + (int) Math.ceil(stages.size() * (double) limits.wallSeconds() / CPUS);
    }

    /** The most one whole run may take, after which run_autograder stops it. */
    public int runSeconds() {
        return RUN_SECONDS;
    }

    /**
     * Why these limits do not fit Gradescope's default timeout, if they do not: the worst case on
     * half a CPU would pass {@link #RUN_SECONDS}, and Gradescope would keep no results for it.
     */
    public Optional<String> tooLong() {
        if (worstCaseSeconds() <= RUN_SECONDS) {
            return Optional.empty();
        }
        long most = (long) Math.floor((RUN_SECONDS - OVERHEAD_SECONDS) * CPUS / stages.size());
        return Optional.of("with --time-limit " + limits.wallSeconds() + " for " + stages.size()
                + " stage(s), a submission that spends every stage's budget takes up to " + worstCaseSeconds()
                + " s on Gradescope's default half a CPU, past the " + RUN_SECONDS
                + " s run_autograder allows under Gradescope's 10-minute timeout: use --time-limit " + most
                + " or less (grader/README.md, Gradescope's container)");
    }
}
