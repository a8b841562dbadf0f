package retrykit.loop;

/**
 * The compiler's first error, as a learner reads it: file and line, the compiler's words, the
 * line itself with a caret under the spot, and how many more errors there are.
 *
 * @param file    the file, as the learner finds it from the kit's root
 * @param line    the line number, from 1 (0 when the error belongs to no line)
 * @param message the compiler's message
 * @param source  the line of source, or empty
 * @param column  the column of the error on that line, from 1 (0 when unknown)
 * @param more    how many more errors the compiler reported
 */
public record CompileError(String file, long line, String message, String source, long column, int more) {

    /** A few lines: {@code file:line: error: message}, the source line, the caret, the count of the rest. */
    public String text() {
        StringBuilder text = new StringBuilder(file);
        if (line > 0) {
            text.append(':').append(line);
        }
        text.append(": error: ").append(message.strip().replace("\n", "\n  "));
        if (!source.isBlank()) {
            text.append('\n').append(source.stripTrailing());
            if (column > 0) {
                text.append('\n')
                        .append(" ".repeat((int) Math.min(column - 1, source.length())))
                        .append('^');
            }
        }
        if (more > 0) {
            text.append("\n(and ").append(more).append(more == 1 ? " more error)" : " more errors)");
        }
        return text.toString();
    }
}
