package retrykit.grader.report;

/** How grading a stage went, as the JSON report spells it. */
public enum StageStatus {
    GRADED("graded"),
    NOT_SUBMITTED("not submitted"),
    COMPILE_ERROR("compile error"),
    SIGNATURE_CHANGED("signature changed"),
    TIMED_OUT("timed out"),
    CRASHED("crashed");

    private final String text;

    StageStatus(String text) {
        this.text = text;
    }

    /** The status as reports write it: "compile error". */
    public String text() {
        return text;
    }
}
