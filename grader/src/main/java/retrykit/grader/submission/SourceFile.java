package retrykit.grader.submission;

/**
 * One Java source file of a stage, as the compiler will see it.
 *
 * @param path    its path below {@code src/main/java}, with forward slashes: {@code retrykit/keys/KeyLifetime.java}
 * @param content its text
 * @param learners whether it came from the submission (true) or from the kit's pristine copy
 */
public record SourceFile(String path, String content, boolean learners) {
    public SourceFile {
        if (path == null || !path.endsWith(".java") || path.startsWith("/") || path.contains("..")) {
            throw new IllegalArgumentException("a source path is relative and ends in .java, not " + path);
        }
        if (content == null) {
            throw new IllegalArgumentException("a source file needs its text: " + path);
        }
    }
}
