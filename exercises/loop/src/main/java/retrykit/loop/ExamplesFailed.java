package retrykit.loop;

/**
 * Fails the build of a plain {@code mvn test} when an example fails, so Maven's exit code says so
 * (CI and GitHub Classroom read it). It carries no stack trace: the run has already printed what
 * the learner needs, and a trace would only push that off the screen.
 */
public final class ExamplesFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ExamplesFailed(String message) {
        super(message, null, false, false);
    }

    // Maven shows a failure thrown from a run by its toString: the status line alone, without the
    // class name before it, is what the learner should read there.
    @Override
    @SuppressWarnings("OverrideThrowableToString")
    public String toString() {
        return getMessage();
    }
}
