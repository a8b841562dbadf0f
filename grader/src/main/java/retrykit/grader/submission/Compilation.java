package retrykit.grader.submission;

import java.nio.file.Path;
import java.util.List;

/**
 * What compiling one stage gave: classes to grade, the compiler's errors, or classes the compiler
 * wrote outside the stage's package (which are never graded, nor loaded).
 *
 * @param classes the folder of compiled classes, when it compiled and every class lies in the stage's package
 * @param errors  the compiler's errors as a learner reads them, when it did not compile
 * @param outside one note per class compiled outside the stage's package, naming its source file
 */
public record Compilation(Path classes, String errors, List<String> outside) {
    public Compilation {
        outside = List.copyOf(outside);
    }

    public static Compilation compiled(Path classes) {
        return new Compilation(classes, "", List.of());
    }

    public static Compilation failed(String errors) {
        return new Compilation(null, errors, List.of());
    }

    /** It compiled, but into a package the stage does not own: nothing of it is graded. */
    public static Compilation outside(List<String> notes) {
        if (notes.isEmpty()) {
            throw new IllegalArgumentException("a compilation outside the package names at least one class");
        }
        return new Compilation(null, "", notes);
    }

    /** Whether there are classes to grade. */
    public boolean ok() {
        return classes != null;
    }

    /** Whether the compiler wrote a class outside the stage's package. */
    public boolean outsideThePackage() {
        return !outside.isEmpty();
    }
}
