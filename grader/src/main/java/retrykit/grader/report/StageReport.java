package retrykit.grader.report;

import java.util.List;

/**
 * One stage's grade.
 *
 * @param stage     the stage number, "04"
 * @param title     its title
 * @param status    how grading went
 * @param points    points earned
 * @param maxPoints points possible
 * @param detail    for a stage that did not run: the compiler's errors, the changed signature, the crash
 * @param notes     what was left out of the submission and why
 * @param items     every rubric item, run or not
 */
public record StageReport(
        String stage,
        String title,
        StageStatus status,
        int points,
        int maxPoints,
        String detail,
        List<String> notes,
        List<ItemReport> items) {
    public StageReport {
        detail = detail == null ? "" : detail;
        notes = List.copyOf(notes);
        items = List.copyOf(items);
        if (points != items.stream().mapToInt(ItemReport::points).sum()
                || maxPoints != items.stream().mapToInt(ItemReport::maxPoints).sum()) {
            throw new IllegalArgumentException("stage " + stage + "'s points must add up from its items");
        }
    }

    /** The first failed item, the thing to fix next. */
    public java.util.Optional<ItemReport> firstFailure() {
        return items.stream().filter(i -> !i.passed()).findFirst();
    }
}
