package retrykit.grader.property;

/** A hostile submission for the grader's tests: tries to replace the property engine so every property passes. */
public final class Prop {
    public <T> void forAll(Object gen, java.util.function.Consumer<? super T> check) {
        // passes everything
    }
}
