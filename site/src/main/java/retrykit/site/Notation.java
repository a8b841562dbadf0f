package retrykit.site;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The short notation the exercise READMEs write examples in, read back into the kit's
 * types: {@code 500, 500, ok}, {@code 503 x 10}, {@code (429, "30", -)}, {@code (k1, 0, timeout)},
 * and written out again from results: {@code [1, 3] OK}, {@code Send("k1")}. One reader serves
 * the generated tables and the README check, so both read an example the same way.
 */
final class Notation {
    private static final Pattern REPEAT = Pattern.compile("(.+?) x (\\d+)");
    private static final Pattern QUOTED = Pattern.compile("\"(.*)\"", Pattern.DOTALL);

    private Notation() {}

    /** Splits at the commas that are outside parentheses and quotes, trimming each item. */
    static List<String> items(String text) {
        List<String> items = new ArrayList<>();
        int depth = 0;
        boolean quoted = false;
        StringBuilder item = new StringBuilder();
        for (char c : text.toCharArray()) {
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

    /** A list whose items may be written {@code item x n}, each read by {@code read}. */
    static <T> List<T> repeated(String text, Function<String, T> read) {
        List<T> out = new ArrayList<>();
        for (String item : items(text)) {
            Matcher m = REPEAT.matcher(item);
            if (m.matches()) {
                out.addAll(Collections.nCopies(Integer.parseInt(m.group(2)), read.apply(m.group(1).strip())));
            } else {
                out.add(read.apply(item));
            }
        }
        return out;
    }

    static List<Integer> draws(String text) {
        return repeated(text, Integer::valueOf);
    }

    /** The items of a tuple written {@code (a, b, c)}. */
    static List<String> tuple(String text) {
        String t = text.strip();
        if (!t.startsWith("(") || !t.endsWith(")")) {
            throw new IllegalArgumentException("not a tuple: " + text);
        }
        return items(t.substring(1, t.length() - 1));
    }

    /** A header's raw text: {@code "30"} is 30, {@code -} is absent (null). */
    static String header(String text) {
        if (text.equals("-")) {
            return null;
        }
        Matcher m = QUOTED.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("a header is \"text\" or -, not " + text);
        }
        return m.group(1);
    }

    static retrykit.budget.Outcome budgetOutcome(String text) {
        switch (text) {
            case "ok": return retrykit.budget.Outcome.ok();
            case "timeout": return retrykit.budget.Outcome.timeout();
            case "not sent": return retrykit.budget.Outcome.notSent();
            default: return retrykit.budget.Outcome.status(Integer.parseInt(text));
        }
    }

    static retrykit.retryafter.Outcome retryAfterOutcome(String text) {
        if (text.startsWith("(")) {
            List<String> t = tuple(text);
            return retrykit.retryafter.Outcome.status(Integer.parseInt(t.get(0)), header(t.get(1)), header(t.get(2)));
        }
        switch (text) {
            case "ok": return retrykit.retryafter.Outcome.ok();
            case "timeout": return retrykit.retryafter.Outcome.timeout();
            case "not sent": return retrykit.retryafter.Outcome.notSent();
            default: return retrykit.retryafter.Outcome.status(Integer.parseInt(text));
        }
    }

    static retrykit.keys.Outcome keysOutcome(String text) {
        switch (text) {
            case "ok": return retrykit.keys.Outcome.ok();
            case "timeout": return retrykit.keys.Outcome.timeout();
            case "not sent": return retrykit.keys.Outcome.notSent();
            default: return retrykit.keys.Outcome.status(Integer.parseInt(text));
        }
    }

    /** A history: {@code (empty)}, or attempts {@code (key, sentAt, outcome)} with {@code -} for no key. */
    static List<retrykit.keys.Attempt> history(String text) {
        if (text.strip().equals("(empty)")) {
            return List.of();
        }
        List<retrykit.keys.Attempt> attempts = new ArrayList<>();
        for (String item : items(text)) {
            List<String> t = tuple(item);
            attempts.add(new retrykit.keys.Attempt(t.get(0).equals("-") ? null : t.get(0), Long.parseLong(t.get(1)), keysOutcome(t.get(2))));
        }
        return attempts;
    }

    static boolean yesNo(String text) {
        switch (text) {
            case "yes": return true;
            case "no": return false;
            default: throw new IllegalArgumentException("yes or no, not " + text);
        }
    }

    static String result(List<Integer> waits, Enum<?> verdict) {
        return waits + " " + verdict.name();
    }

    static String action(retrykit.keys.Action action) {
        if (action instanceof retrykit.keys.Action.Send send) {
            return "Send(\"" + send.key() + "\")";
        }
        return action.getClass().getSimpleName(); // Done, Failed, Reconcile
    }

    /** A results cell without its explanation: {@code [1] OK (no Date: ignored)} is {@code [1] OK}. */
    static String withoutNote(String cell) {
        return cell.replaceFirst("\\s+\\(.*\\)\\s*$", "").strip();
    }

    /** Collapses runs of white space, as a Markdown table cell shows them. */
    static String normal(String text) {
        return text.replaceAll("[ \\t]+", " ").strip();
    }
}
