package retrykit.grader.kit;

import java.util.Arrays;
import java.util.Optional;

/** The kit's stages: where each one's code lives and which hidden suite grades it. */
public enum Stage {
    S01("01", "Classify outcomes", "retrykit.classify", "Classify"),
    S02("02", "Equal-jitter schedule", "retrykit.jitter", "EqualJitter"),
    S03("03", "Budget cap", "retrykit.budget", "BudgetCap"),
    S04("04", "Retry-After", "retrykit.retryafter", "RetryAfter"),
    S05("05", "Idempotency key lifetime", "retrykit.keys", "KeyLifetime"),
    S06("06", "On the wire", "retrykit.wire", "OnTheWire");

    private final String number;
    private final String title;
    private final String packageName;
    private final String entryClass;

    Stage(String number, String title, String packageName, String entryClass) {
        this.number = number;
        this.title = title;
        this.packageName = packageName;
        this.entryClass = entryClass;
    }

    /** The folder name, as participants type it: {@code "04"}. */
    public String number() {
        return number;
    }

    public String title() {
        return title;
    }

    /** The package every learner file of this stage must declare (or a subpackage of it). */
    public String packageName() {
        return packageName;
    }

    /** Whether code in {@code packageName} belongs to this stage: its package or a subpackage of it. */
    public boolean owns(String packageName) {
        return packageName.equals(this.packageName) || packageName.startsWith(this.packageName + ".");
    }

    /** The stage whose code lives in {@code packageName}, if any. */
    public static Optional<Stage> owning(String packageName) {
        return Arrays.stream(values()).filter(s -> s.owns(packageName)).findFirst();
    }

    /** The class that holds {@code solve}, fully qualified. */
    public String entryClass() {
        return packageName + "." + entryClass;
    }

    /** The stub's path below {@code src/main/java}. */
    public String stubPath() {
        return packageName.replace('.', '/') + "/" + entryClass + ".java";
    }

    /** The package of the hidden property suite that grades this stage. */
    public String hiddenPackage() {
        return "retrykit.grader.hidden." + packageName.substring(packageName.lastIndexOf('.') + 1);
    }

    /** The hidden suite's class: {@code <hidden package>.<Entry>Properties}. */
    public String suiteClass() {
        return hiddenPackage() + "." + entryClass + "Properties";
    }

    /** The stage's lesson, relative to the kit's root. */
    public String readme() {
        return "exercises/" + number + "/README.md";
    }

    /** The stage numbered {@code number} ("4" and "04" both work). */
    public static Optional<Stage> byNumber(String number) {
        String wanted = number.length() == 1 ? "0" + number : number;
        return Arrays.stream(values()).filter(s -> s.number.equals(wanted)).findFirst();
    }

    @Override
    public String toString() {
        return "stage " + number + " (" + title + ")";
    }
}
