package retrykit.loop;

import java.io.Console;
import java.io.PrintStream;
import java.lang.reflect.Method;

/**
 * Where the watch draws. On a terminal it clears the screen and redraws one block per run, the
 * status line in colour (unless {@code NO_COLOR} is set). Anywhere else (a pipe, a file, an IDE
 * console) it prints plain text: no clearing, no colour, one block per run, each starting with
 * its status line and followed by an empty line.
 */
public final class Screen {

    private static final String CLEAR = "\u001b[H\u001b[2J\u001b[3J";
    private static final String RESET = "\u001b[0m";

    private final PrintStream out;
    private final boolean terminal;
    private final boolean colour;

    public Screen(PrintStream out, boolean terminal, boolean colour) {
        this.out = out;
        this.terminal = terminal;
        this.colour = terminal && colour;
    }

    /** A screen for this process's standard output, terminal or not. */
    public static Screen forStandardOutput() {
        boolean terminal = isTerminal();
        return new Screen(System.out, terminal, System.getenv("NO_COLOR") == null);
    }

    /**
     * Whether standard output is a terminal. Java 17's {@code System.console()} is null when input
     * or output is redirected; from Java 22 it may exist anyway, and {@code isTerminal()} tells.
     */
    @SuppressWarnings("SystemConsoleNull") // the null check is only the first step here; isTerminal decides
    static boolean isTerminal() {
        Console console = System.console();
        if (console == null || "dumb".equals(System.getenv("TERM"))) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (ReflectiveOperationException | RuntimeException olderJava) {
            return true;
        }
    }

    public boolean terminal() {
        return terminal;
    }

    /** Shows one run's block: the first line (the status line) in the run's colour. */
    public void show(RunResult result, StageFolder stage) {
        show(result, stage, "");
    }

    /**
     * Shows one run's block, and on a terminal {@code footer} under it: clearing the screen would
     * otherwise erase what the watch said when it started (that it watches, and that Ctrl-C stops it).
     */
    public void show(RunResult result, StageFolder stage, String footer) {
        String block = result.block(stage) + (terminal && !footer.isEmpty() ? "\n\n" + footer : "");
        if (!terminal) {
            out.print(block + "\n\n");
            out.flush();
            return;
        }
        int firstLineEnd = block.indexOf('\n');
        String status = firstLineEnd < 0 ? block : block.substring(0, firstLineEnd);
        String rest = firstLineEnd < 0 ? "" : block.substring(firstLineEnd);
        out.print(CLEAR + (colour ? tone(result) + status + RESET : status) + rest + "\n");
        out.flush();
    }

    /** A line outside any run's block (that the watch started, that it stopped). */
    public void note(String line) {
        out.print(line + "\n");
        out.flush();
    }

    /** Green when every example passes, yellow when the code does not compile, red otherwise (bold). */
    private static String tone(RunResult result) {
        if (result instanceof RunResult.DidNotCompile) {
            return "\u001b[1;33m";
        }
        return ((RunResult.Ran) result).examples().allPass() ? "\u001b[1;32m" : "\u001b[1;31m";
    }
}
