package retrykit.grader.run;

import java.util.List;

/**
 * What a child JVM is asked to run, written by the supervisor as JSON.
 *
 * @param seed        the property engine's run seed, or null for the fixed defaults
 * @param tries       cases per property
 * @param replay      one case seed to replay, or null
 * @param only        item ids to run (empty: all)
 * @param itemMillis  how long one property may run before the child stops itself
 * @param stages      the stages, in order
 */
public record ChildJob(Long seed, int tries, Long replay, List<String> only, long itemMillis, List<StageJob> stages) {

    public ChildJob {
        only = only == null ? List.of() : List.copyOf(only);
        stages = List.copyOf(stages);
    }

    /**
     * One stage for the child.
     *
     * @param stage   the stage number, "01"
     * @param classes the folder of the learner's compiled classes
     * @param skip    item ids already settled by an earlier child (finished, or the cause of its death)
     */
    public record StageJob(String stage, String classes, List<String> skip) {
        public StageJob {
            skip = skip == null ? List.of() : List.copyOf(skip);
        }
    }
}
