package retrykit.loop;

/**
 * How one given example ended: one test, or one case of a parameterized test.
 *
 * @param position where it stands in the lesson
 * @param name     what the test report calls it: the test's display name, then the case's
 * @param passed   whether it passed
 * @param message  the failure as the learner reads it (the teaching message), empty when it passed
 * @param section  the README heading of the rule it checks, or null when the failure names none
 */
public record Example(Position position, String name, boolean passed, String message, String section) {

    public Example {
        message = message == null ? "" : message;
    }
}
