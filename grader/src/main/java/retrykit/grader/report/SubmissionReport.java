package retrykit.grader.report;

import java.util.List;

/**
 * A whole submission's grade: what every report format is written from.
 *
 * @param learner   the learner's name as the submission gave it (its folder, zip or repository name, unchanged)
 * @param learnerId the learner's safe id: their folder in a roster's output
 * @param points    points earned over all stages
 * @param maxPoints points possible
 * @param stages    each stage graded
 * @param seed      the run seed, or null for the fixed grading seeds
 * @param gradedAt  when it was graded (ISO-8601, UTC): the only field that differs between two runs
 * @param notes     what was left out of the submission outside any stage's folder
 * @param key       what the grade was given for (sources, settings, grader)
 */
public record SubmissionReport(
        String learner,
        String learnerId,
        int points,
        int maxPoints,
        List<StageReport> stages,
        Long seed,
        String gradedAt,
        List<String> notes,
        GradingKey key) {
    public SubmissionReport {
        stages = List.copyOf(stages);
        notes = List.copyOf(notes);
        if (points != stages.stream().mapToInt(StageReport::points).sum()
                || maxPoints != stages.stream().mapToInt(StageReport::maxPoints).sum()) {
            throw new IllegalArgumentException("the total must add up from the stages");
        }
    }

    public static SubmissionReport of(
            String learner,
            String learnerId,
            List<StageReport> stages,
            Long seed,
            String gradedAt,
            List<String> notes,
            GradingKey key) {
        return new SubmissionReport(
                learner,
                learnerId,
                stages.stream().mapToInt(StageReport::points).sum(),
                stages.stream().mapToInt(StageReport::maxPoints).sum(),
                stages,
                seed,
                gradedAt,
                notes,
                key);
    }
}
