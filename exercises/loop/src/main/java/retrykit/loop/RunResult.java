package retrykit.loop;

/** How one run of a stage ended: its sources did not compile, or its given examples ran. */
public sealed interface RunResult {

    /** The stage's sources (or its given tests) did not compile. */
    record DidNotCompile(CompileError error) implements RunResult {}

    /** The given examples ran against the learner's code. */
    record Ran(Examples examples) implements RunResult {}

    /** The block a screen shows for this result. */
    default String block(StageFolder stage) {
        if (this instanceof DidNotCompile failed) {
            return StatusBlock.of(stage, failed.error());
        }
        return StatusBlock.of(stage, ((Ran) this).examples());
    }
}
