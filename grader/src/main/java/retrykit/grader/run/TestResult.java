package retrykit.grader.run;

/**
 * How one test (one property, or one given example) ended.
 *
 * @param className   the test class
 * @param methodName  the test method: a property's stable rubric id
 * @param displayName the name a learner reads
 * @param status      how it ended
 * @param message     the failure's message (the feedback), or empty when it passed
 */
public record TestResult(String className, String methodName, String displayName, Status status, String message) {

    /** How a test ended. */
    public enum Status {
        PASSED,
        FAILED,
        ABORTED
    }

    public TestResult {
        message = message == null ? "" : message;
    }

    public boolean passed() {
        return status == Status.PASSED;
    }
}
