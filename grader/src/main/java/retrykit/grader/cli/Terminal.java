package retrykit.grader.cli;

import java.io.Console;

/** Whether output goes to a person at a terminal: colour and progress lines only then. */
final class Terminal {
    private Terminal() {}

    /** Colour only on a terminal, never when NO_COLOR is set or --no-color given. */
    static boolean colour(boolean refused) {
        return !refused && interactive() && System.getenv("NO_COLOR") == null;
    }

    /**
     * Whether the JVM runs on an interactive terminal. Java 22 to 24 return a console even when output
     * is redirected to a file (Error Prone's SystemConsoleNull), so where Console.isTerminal() exists
     * (Java 22 and later) it decides; the kit compiles for Java 17, hence the reflection.
     */
    @SuppressWarnings("SystemConsoleNull") // the null check is only the first step here; isTerminal decides
    static boolean interactive() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
        } catch (NoSuchMethodException beforeJava22) {
            return true; // before Java 22 a console exists only on a terminal
        } catch (ReflectiveOperationException | RuntimeException unexpected) {
            return false; // unsure: plain output is always safe
        }
    }
}
