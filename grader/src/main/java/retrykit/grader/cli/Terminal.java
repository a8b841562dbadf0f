package retrykit.grader.cli;

/** Whether to colour output: only on a terminal, never when NO_COLOR is set or --no-color given. */
final class Terminal {
    private Terminal() {}

    static boolean colour(boolean refused) {
        return !refused && System.console() != null && System.getenv("NO_COLOR") == null;
    }
}
