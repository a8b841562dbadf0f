package retrykit.grader.report;

import java.util.List;

/**
 * A whole submission's grade: what every report format is written from.
 *
 * @param learner   the learner's name (the submission's folder, zip or repository name)
 * @param points    points earned over all stages
 * @param maxPoints points possible
 * @param stages    each stage graded
 * @param seed      the run seed, or null for the fixed grading seeds
 * @param gradedAt  when it was graded (ISO-8601, UTC): the only field that differs between two runs
 */
public record SubmissionReport(String learner, int points, int maxPoints, List<StageReport> stages, Long seed, String gradedAt) {
    public SubmissionReport {
        stages = List.copyOf(stages);
        if (points != stages.stream().mapToInt(StageReport::points).sum()
                || maxPoints != stages.stream().mapToInt(StageReport::maxPoints).sum()) {
            throw new IllegalArgumentException("the total must add up from the stages");
        }
    }

    public static SubmissionReport of(String learner, List<StageReport> stages, Long seed, String gradedAt) {
        return new SubmissionReport(learner, stages.stream().mapToInt(StageReport::points).sum(),
                stages.stream().mapToInt(StageReport::maxPoints).sum(), stages, seed, gradedAt);
    }
}
