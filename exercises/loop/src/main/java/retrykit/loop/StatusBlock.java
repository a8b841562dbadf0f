package retrykit.loop;

/**
 * The block a run ends with, in watch mode and in a plain {@code mvn test}: the status line
 * ({@code stage 04: 12 of 134 examples pass}), then the first failing example in lesson order as
 * the kit's teaching message, or the compiler's first error, or what to do next.
 */
public final class StatusBlock {
    private StatusBlock() {}

    /** The status line, exactly: {@code stage 04: 12 of 134 examples pass}. */
    public static String statusLine(StageFolder stage, Examples examples) {
        return "stage " + stage.number() + ": " + examples.passed() + " of " + examples.total() + " examples pass";
    }

    /** The whole block for one run of the given tests. */
    public static String of(StageFolder stage, Examples examples) {
        String status = statusLine(stage, examples);
        if (examples.total() == 0) {
            return status + "\nNo given example ran: are the tests in " + stage.name() + "/src/test/java?";
        }
        return examples.firstFailure()
                .map(first -> status + "\n" + failure(first))
                .orElseGet(() -> status + "\n" + NextStep.after(stage));
    }

    /** The block for sources that do not compile: where, and the compiler's own words. */
    public static String of(StageFolder stage, CompileError error) {
        return "stage " + stage.number() + ": does not compile\n" + error.text();
    }

    /**
     * A failing example as the learner reads it: the kit's teaching message alone (it names the
     * rule, the call, what was expected and what came back); any other failure under the
     * example's name, since its message does not say which example it is.
     */
    public static String failure(Example example) {
        return example.section() != null ? example.message() : example.name() + "\n" + example.message();
    }
}
