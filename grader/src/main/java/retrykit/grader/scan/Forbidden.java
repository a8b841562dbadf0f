package retrykit.grader.scan;

/**
 * One reference a stage's compiled code makes to something its allow-list does not hold.
 *
 * @param what the type or member, as Java names it: {@code java.lang.Class.forName}, {@code new java.lang.Thread}
 * @param file the learner's source file, as the learner knows it: {@code exercises/01/src/main/java/...}
 * @param line the line in that file, or 0 when the class file does not say
 */
public record Forbidden(String what, String file, int line) {
    /** As a report reads it: {@code java.lang.System.exit (exercises/01/src/main/java/.../Classify.java, line 12)}. */
    public String describe() {
        return what + " (" + file + (line > 0 ? ", line " + line : "") + ")";
    }
}
