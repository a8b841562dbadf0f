package retrykit.grader.submission;

import java.nio.file.Path;

/**
 * What compiling one stage gave.
 *
 * @param classes     the folder of compiled classes, when it compiled
 * @param errors      the compiler's errors as a learner reads them, when it did not
 */
public record Compilation(Path classes, String errors) {

    public static Compilation compiled(Path classes) {
        return new Compilation(classes, "");
    }

    public static Compilation failed(String errors) {
        return new Compilation(null, errors);
    }

    public boolean ok() {
        return classes != null;
    }
}
