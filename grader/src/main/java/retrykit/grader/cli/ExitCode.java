package retrykit.grader.cli;

import java.io.PrintWriter;

/** The grader's exit codes, as --help lists them. */
final class ExitCode {
    /** Graded, whatever the score (a roster whose unreadable submissions are listed as such included). */
    static final int GRADED = 0;
    /** The submission itself could not be read: a corrupt zip, one past the caps. */
    static final int COULD_NOT_GRADE = 1;
    /** Invalid arguments. */
    static final int INVALID_ARGUMENTS = 2;
    /** The grader could not work here: a fault of the machine or of the grader, or OUT in use by another run. */
    static final int HOST_FAULT = 3;

    private ExitCode() {}

    /** Says that the machine failed, not a learner, and that no grade was recorded for it. */
    static int hostFault(PrintWriter err, Exception e) {
        err.println("retrykit-grader: the grader could not work, through no fault of any learner: "
                + (e.getMessage() == null ? e.toString() : e.getMessage()));
        err.println("No grade was recorded for it; fix the cause and run the same command again.");
        return HOST_FAULT;
    }
}
