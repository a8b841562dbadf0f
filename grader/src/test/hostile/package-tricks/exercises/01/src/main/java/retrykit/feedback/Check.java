\u0070ackage retrykit.feedback;

/**
 * Hostile: the package line in Unicode escapes, with a decoy below, so that the kit's feedback
 * class (and its nested and local classes) would replace the kit's.
 */
public final class Check {
    static final String DECOY = """
            package retrykit.classify;
            """;

    static final class Nested {}

    static Object local() {
        class Local {}
        return new Local();
    }
}
