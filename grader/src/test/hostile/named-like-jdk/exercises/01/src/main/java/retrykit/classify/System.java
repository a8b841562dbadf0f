package retrykit.classify;

/** A learner's own class that happens to be named like java.lang.System: calling it is calling their own code. */
final class System {
    private System() {}

    static int exits;

    static void exit(int status) {
        exits += status;
    }
}
