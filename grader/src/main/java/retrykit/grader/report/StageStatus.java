package retrykit.grader.report;

/** How grading a stage went, as the JSON report spells it. */
public enum StageStatus {
    GRADED("graded"),
    NOT_SUBMITTED("not submitted"),
    COMPILE_ERROR("compile error"),
    SIGNATURE_CHANGED("signature changed"),
    /** The compiled code references something its stage's allow-list does not hold: nothing of it ran. */
    FORBIDDEN_API("forbidden API"),
    /** The compiler wrote a class outside the stage's package (whatever the source seemed to say): nothing ran. */
    OUTSIDE_PACKAGE("a file outside the stage's package"),
    TIMED_OUT("timed out"),
    CRASHED("crashed");

    private final String text;

    StageStatus(String text) {
        this.text = text;
    }

    /** Whether the stage's properties ran (so each failed item has feedback of its own). */
    public boolean ran() {
        return this == GRADED || this == TIMED_OUT || this == CRASHED;
    }

    /** The status as reports write it: "compile error". */
    public String text() {
        return text;
    }
}
