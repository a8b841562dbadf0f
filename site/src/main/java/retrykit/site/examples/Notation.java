package retrykit.site.examples;

import static retrykit.feedback.Notation.header;
import static retrykit.feedback.Notation.items;
import static retrykit.feedback.Notation.outcome;
import static retrykit.feedback.Notation.tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * The short notation the exercise READMEs write examples in, read back into the kit's
 * types: {@code 500, 500, ok}, {@code 503 x 10}, {@code (429, "30", -)}, {@code (k1, 0, timeout)},
 * and written out again from results: {@code [1, 3] OK}, {@code Send("k1")}. The items, repeats,
 * tuples and headers are read by the kit's one reader, {@link retrykit.feedback.Notation}, which
 * the given tests use too; this class turns them into each stage's types.
 */
public final class Notation {
    private Notation() {}

    static retrykit.budget.Outcome budgetOutcome(String text) {
        return outcome(
                text,
                retrykit.budget.Outcome.ok(),
                retrykit.budget.Outcome.notSent(),
                retrykit.budget.Outcome.timeout(),
                retrykit.budget.Outcome::status);
    }

    static retrykit.retryafter.Outcome retryAfterOutcome(String text) {
        if (text.startsWith("(")) {
            List<String> t = tuple(text);
            return retrykit.retryafter.Outcome.status(Integer.parseInt(t.get(0)), header(t.get(1)), header(t.get(2)));
        }
        return outcome(
                text,
                retrykit.retryafter.Outcome.ok(),
                retrykit.retryafter.Outcome.notSent(),
                retrykit.retryafter.Outcome.timeout(),
                retrykit.retryafter.Outcome::status);
    }

    static retrykit.keys.Outcome keysOutcome(String text) {
        return outcome(
                text,
                retrykit.keys.Outcome.ok(),
                retrykit.keys.Outcome.notSent(),
                retrykit.keys.Outcome.timeout(),
                retrykit.keys.Outcome::status);
    }

    /** A history: {@code (empty)}, or attempts {@code (key, sentAt, outcome)} with {@code -} for no key. */
    static List<retrykit.keys.Attempt> history(String text) {
        if (text.strip().equals("(empty)")) {
            return List.of();
        }
        List<retrykit.keys.Attempt> attempts = new ArrayList<>();
        for (String item : items(text)) {
            List<String> t = tuple(item);
            attempts.add(new retrykit.keys.Attempt(
                    t.get(0).equals("-") ? null : t.get(0), Long.parseLong(t.get(1)), keysOutcome(t.get(2))));
        }
        return attempts;
    }

    static boolean yesNo(String text) {
        return switch (text) {
            case "yes" -> true;
            case "no" -> false;
            default -> throw new IllegalArgumentException("yes or no, not " + text);
        };
    }

    static String result(List<Integer> waits, Enum<?> verdict) {
        return waits + " " + verdict.name();
    }

    public static String action(retrykit.keys.Action action) {
        if (action instanceof retrykit.keys.Action.Send send) {
            return "Send(\"" + send.key() + "\")";
        }
        return action.getClass().getSimpleName(); // Done, Failed, Reconcile
    }

    /** A results cell without its explanation: {@code [1] OK (no Date: ignored)} is {@code [1] OK}. */
    public static String withoutNote(String cell) {
        return cell.replaceFirst("\\s+\\(.*\\)\\s*$", "").strip();
    }

    /** Collapses runs of white space, as a Markdown table cell shows them. */
    static String normal(String text) {
        return text.replaceAll("[ \\t]+", " ").strip();
    }
}
