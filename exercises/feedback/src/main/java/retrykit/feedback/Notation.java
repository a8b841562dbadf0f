package retrykit.feedback;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The short notation the READMEs write examples in, read back: {@code 500, 500, ok},
 * {@code 503 x 10}, {@code (429, "30", -)}. One reader serves the given tests and the site's
 * tables, so an example reads the same everywhere; each caller turns an item into its own stage's
 * type.
 */
public final class Notation {
    private static final Pattern REPEAT = Pattern.compile("(.+?) x (\\d+)");
    private static final Pattern QUOTED = Pattern.compile("\"(.*)\"", Pattern.DOTALL);

    private Notation() {}

    /** Splits at the commas that are outside parentheses and quotes, trimming each item; none for a blank text. */
    public static List<String> items(String text) {
        List<String> items = new ArrayList<>();
        int depth = 0;
        boolean quoted = false;
        StringBuilder item = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && c == '(') {
                depth++;
            } else if (!quoted && c == ')') {
                depth--;
            } else if (!quoted && depth == 0 && c == ',') {
                items.add(item.toString().strip());
                item.setLength(0);
                continue;
            }
            item.append(c);
        }
        if (!item.toString().isBlank()) {
            items.add(item.toString().strip());
        }
        return items;
    }

    /** A list whose items may be written {@code item x n} (n copies), each read by {@code read}. */
    public static <T> List<T> repeated(String text, Function<String, T> read) {
        List<T> out = new ArrayList<>();
        for (String item : items(text)) {
            Matcher m = REPEAT.matcher(item);
            if (m.matches()) {
                out.addAll(Collections.nCopies(
                        Integer.parseInt(m.group(2)), read.apply(m.group(1).strip())));
            } else {
                out.add(read.apply(item));
            }
        }
        return out;
    }

    /**
     * An attempt's outcome, written {@code ok}, {@code not sent}, {@code timeout} or a status code,
     * as one of the given values of the stage's own {@code Outcome} type.
     */
    public static <O> O outcome(String item, O ok, O notSent, O timeout, IntFunction<O> status) {
        return switch (item) {
            case "ok" -> ok;
            case "not sent" -> notSent;
            case "timeout" -> timeout;
            default -> status.apply(Integer.parseInt(item));
        };
    }

    /** {@code "0, 50, 99 x 3"}: the draws, one per retry. */
    public static List<Integer> draws(String text) {
        return repeated(text, Integer::valueOf);
    }

    /** The items of a tuple written {@code (a, b, c)}. */
    public static List<String> tuple(String text) {
        String t = text.strip();
        if (!t.startsWith("(") || !t.endsWith(")")) {
            throw new IllegalArgumentException("not a tuple: " + text);
        }
        return items(t.substring(1, t.length() - 1));
    }

    /** A header's raw text: {@code "30"} is 30, {@code -} is absent (null). */
    public static String header(String text) {
        if (text.equals("-")) {
            return null;
        }
        Matcher m = QUOTED.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("a header is \"text\" or -, not " + text);
        }
        return m.group(1);
    }
}
