package retrykit.grader.report;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/** When Gradescope shows learners a test's result: its {@code visibility} field, as its specification spells it. */
public enum GradescopeVisibility {
    VISIBLE("visible", "Your results are shown below."),
    AFTER_DUE_DATE("after_due_date", "Your points and the feedback of each test are shown after the due date."),
    AFTER_PUBLISHED(
            "after_published",
            "Your points and the feedback of each test are shown when your instructor publishes the grades."),
    HIDDEN(
            "hidden",
            "Your points and the feedback of each test are not shown here; your instructor gives you your grade.");

    private final String text;
    private final String whenShown;

    GradescopeVisibility(String text, String whenShown) {
        this.text = text;
        this.whenShown = whenShown;
    }

    /** The value results.json carries: {@code "after_due_date"}. */
    public String text() {
        return text;
    }

    /** One sentence for learners: when they will see their results. */
    public String whenShown() {
        return whenShown;
    }

    public static Optional<GradescopeVisibility> byText(String text) {
        return Arrays.stream(values()).filter(v -> v.text.equals(text)).findFirst();
    }

    /** The accepted values, for a message: "visible, after_due_date, after_published, hidden". */
    public static String choices() {
        return Arrays.stream(values()).map(GradescopeVisibility::text).collect(Collectors.joining(", "));
    }
}
