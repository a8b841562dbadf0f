package retrykit.grader.property;

/** What the engine's own tests and the shared generators' tests use to run a property. */
public final class PropertyTesting {
    private PropertyTesting() {}

    /** A property named {@code name} with the grading defaults: its fixed seed, 200 tries. */
    public static Prop prop(String name) {
        return new Prop(name, PropertyConfig.defaults());
    }

    /** A check that fails with {@code message} unless {@code holds}. */
    public static void check(boolean holds, String message) {
        if (!holds) {
            throw new AssertionError(message);
        }
    }
}
