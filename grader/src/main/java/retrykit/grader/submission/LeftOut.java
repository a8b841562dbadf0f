package retrykit.grader.submission;

/**
 * A part of a submission that was not taken, and why: a link, a file too large, a file in another
 * package. Reports list it, so a learner sees what the grader did not read.
 *
 * @param path where it was, relative to the submission, with forward slashes
 * @param why  why it was left out
 */
public record LeftOut(String path, String why) {
    /** As a report's note reads: {@code left out exercises/01/src: a symbolic link ...}. */
    public String note() {
        return "left out " + path + ": " + why;
    }
}
