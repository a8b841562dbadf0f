package retrykit.loop;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code mvn -q -pl exercises -Dprogress}, from the kit's root: runs every stage's given
 * examples against the code as it is, and shows each stage as not started, {@code P of T}, or
 * done, with a bar, then what to do next.
 *
 * <p>Argument: the {@code exercises} folder.
 */
public final class Progress {
    private Progress() {}

    /** How wide the bar is, in characters. */
    static final int BAR = 24;

    /** One stage's state. */
    public record Row(StageFolder stage, RunResult result) {

        public boolean done() {
            return result instanceof RunResult.Ran ran && ran.examples().allPass();
        }

        public boolean notStarted() {
            return result instanceof RunResult.Ran ran && ran.examples().untouched();
        }

        /** The row as printed: number, title, bar, state. */
        public String line(int titleWidth) {
            String title = String.format("%-" + titleWidth + "s", stage.title());
            if (result instanceof RunResult.DidNotCompile) {
                return stage.number() + "  " + title + "  " + bar(0, 1) + "  does not compile";
            }
            Examples examples = ((RunResult.Ran) result).examples();
            String state =
                    done() ? "done" : notStarted() ? "not started" : examples.passed() + " of " + examples.total();
            return stage.number() + "  " + title + "  " + bar(examples.passed(), examples.total()) + "  " + state;
        }
    }

    public static void main(String[] args) throws IOException {
        Path exercises = Path.of(args.length > 0 ? args[0] : "exercises")
                .toAbsolutePath()
                .normalize();
        Path kit = exercises.getParent();
        List<Row> rows = new ArrayList<>();
        for (StageFolder stage : StageFolder.all(kit, Path.of(""))) {
            try (StageRunner runner = new StageRunner(
                    stage, List.of(), ToolClassPath.of(Progress.class), Progress.class.getClassLoader())) {
                rows.add(new Row(stage, runner.run()));
            }
        }
        System.out.println(report(rows));
    }

    /** Every row, then what to do next. */
    public static String report(List<Row> rows) {
        int width =
                rows.stream().mapToInt(r -> r.stage().title().length()).max().orElse(10);
        StringBuilder out = new StringBuilder(
                "your progress, stage by stage (each stage's given examples, run against your code):\n\n");
        for (Row row : rows) {
            out.append(row.line(width)).append('\n');
        }
        return out.append('\n').append(next(rows)).toString();
    }

    /** What to do next: the first stage that is not done, and where it stands. */
    static String next(List<Row> rows) {
        Optional<Row> first = rows.stream().filter(r -> !r.done()).findFirst();
        if (first.isEmpty()) {
            return rows.isEmpty()
                    ? "No stage found."
                    : NextStep.after(rows.get(rows.size() - 1).stage());
        }
        Row row = first.get();
        StageFolder stage = row.stage();
        String where;
        if (row.result() instanceof RunResult.DidNotCompile failed) {
            where = "its code does not compile (" + failed.error().file() + ":"
                    + failed.error().line() + ")";
        } else if (row.notStarted()) {
            where = "read " + stage.name() + "/README.md, then write solve";
        } else {
            Example failing =
                    ((RunResult.Ran) row.result()).examples().firstFailure().orElseThrow();
            where = "the first failing example checks "
                    + (failing.section() != null ? "\"" + failing.section() + "\"" : failing.name());
        }
        return "Next: stage " + stage.number() + " (" + stage.title() + "): " + where + ".\n" + "Run "
                + stage.watchCommand() + " to see it and rerun on every save.";
    }

    /** {@code [#########...............]}: the share of examples that pass. */
    static String bar(int passed, int total) {
        int filled = total <= 0 ? 0 : (int) ((long) passed * BAR / total);
        if (passed > 0 && filled == 0) {
            filled = 1;
        }
        if (passed < total && filled == BAR) {
            filled = BAR - 1;
        }
        return "[" + "#".repeat(filled) + ".".repeat(BAR - filled) + "]";
    }
}
