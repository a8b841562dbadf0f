\u0070ackage retrykit.feedback;

/** Hostile: the package line in Unicode escapes, with a decoy below, so that the kit's feedback class is replaced. */
public final class Check {
    static final String DECOY = """
            package retrykit.classify;
            """;
}
