package retrykit.loop;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * {@code mvn -q -pl exercises/04 -Dhint}: runs the stage's given examples once, finds the first
 * failing one in lesson order, and prints the next hint for its rule from the stage's
 * {@code HINTS.md}. Each rule's hints are shown one more per call (1: where in the lesson to
 * read, 2: the idea, 3: the shape of the code), counted in {@link HintLevels}.
 *
 * <p>Argument: the stage's folder.
 */
public final class HintCommand {
    private HintCommand() {}

    private static final List<String> KINDS = List.of("where to read", "the idea", "the shape of the code");

    public static void main(String[] args) throws IOException {
        StageFolder stage = StageFolder.of(Path.of(args.length > 0 ? args[0] : "."));
        RunResult result;
        try (StageRunner runner = new StageRunner(
                stage, List.of(), ToolClassPath.of(HintCommand.class), HintCommand.class.getClassLoader())) {
            result = runner.run();
        }
        System.out.println(hint(stage, result, HintLevels.in(stage.work().resolve("hints.properties"))));
    }

    /** What {@code -Dhint} prints after {@code result}, advancing the rule's level in {@code levels}. */
    public static String hint(StageFolder stage, RunResult result, HintLevels levels) throws IOException {
        if (result instanceof RunResult.DidNotCompile) {
            return result.block(stage) + "\nHint: the examples run once the code compiles; the line above is where the"
                    + " compiler stopped, and the error is often just before it.";
        }
        Examples examples = ((RunResult.Ran) result).examples();
        Optional<Example> first = examples.firstFailure();
        String status = StatusBlock.statusLine(stage, examples);
        if (first.isEmpty()) {
            return result.block(stage) + (examples.total() == 0 ? "" : "\nNo hint needed.");
        }
        HintFile hints =
                Files.isRegularFile(stage.hints()) ? HintFile.read(stage.hints()) : new HintFile(java.util.Map.of());
        Example failing = first.get();
        Optional<String> section = Optional.ofNullable(failing.section()).or(() -> hints.sectionFor(failing.name()));
        Optional<List<String>> ruleHints = section.flatMap(hints::of).filter(list -> !list.isEmpty());
        if (ruleHints.isEmpty()) {
            return status + "\nThe first failing example is " + failing.name() + ".\n"
                    + "No hint is written for it: read its message (" + stage.testCommand() + " prints it) and "
                    + stage.name() + "/README.md.";
        }
        List<String> texts = ruleHints.get();
        int level = levels.next(section.get(), texts.size());
        StringBuilder out = new StringBuilder(status)
                .append("\nThe first failing example checks \"")
                .append(section.get())
                .append("\".\n")
                .append("Hint ")
                .append(level)
                .append(" of ")
                .append(texts.size())
                .append(" (")
                .append(KINDS.get(level - 1))
                .append("):\n")
                .append(wrap(texts.get(level - 1), "  ", 100));
        if (level < texts.size()) {
            out.append("\nRun the same command again for hint ")
                    .append(level + 1)
                    .append(" (")
                    .append(KINDS.get(level))
                    .append(").");
        } else {
            out.append("\nThat is the last hint for this rule. The examples' messages (")
                    .append(stage.watchCommand())
                    .append(") show each call, what it should return, and what yours returned.");
        }
        return out.toString();
    }

    /** {@code text} in lines of at most {@code width} characters, each starting with {@code indent}. */
    static String wrap(String text, String indent, int width) {
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder(indent);
        for (String word : text.split(" +", -1)) {
            if (word.isEmpty()) {
                continue; // before a leading space or after a trailing one
            }
            if (line.length() > indent.length() && line.length() + 1 + word.length() > width) {
                out.append(line).append('\n');
                line = new StringBuilder(indent);
            }
            if (line.length() > indent.length()) {
                line.append(' ');
            }
            line.append(word);
        }
        return out.append(line).toString();
    }
}
