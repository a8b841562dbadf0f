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

    /**
     * The thing to fix next: the first item that ran and failed. Where none ran and failed (a stage
     * that did not compile, say), the first item, which says why it never ran. An item that never ran
     * because another one ran out of time is never it: the one that ran out of time is.
     */
    public java.util.Optional<ItemReport> firstFailure() {
        return items.stream()
                .filter(i -> !i.passed() && i.ran())
                .findFirst()
                .or(() -> items.stream().filter(i -> !i.passed()).findFirst());
    }
}
