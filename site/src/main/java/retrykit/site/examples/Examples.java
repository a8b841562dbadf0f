package retrykit.site.examples;

import static retrykit.feedback.Notation.draws;
import static retrykit.feedback.Notation.repeated;

import java.util.List;

/**
 * The worked examples of stages 03, 04 and 05, in the notation their lessons write them in, inputs
 * only: every result shown on the site is computed from these by the reference solution, and the
 * README check holds each exercise's Examples table to the same rows, in the same order.
 */
public final class Examples {
    private Examples() {}

    /** One example: its input cells as the lesson writes them, and a note that explains the result. */
    public record Example(List<String> inputs, String note) {
        public Example {
            inputs = List.copyOf(inputs);
        }
    }

    /** Stage 03, all with {@code Policy(2, 60, 120)}: outcomes, op, draws. */
    public static final List<Example> BUDGET = List.of(
            example("500, 500, ok", "KEYED_WRITE", "50, 50"),
            example("timeout, ok", "WRITE", "50"),
            example("503 x 10", "READ", "99 x 9"),
            example("500 x 10", "READ", "0 x 9"),
            example("400, ok", "READ", "0"),
            example("429, timeout, ok", "WRITE", "0, 0"),
            example("500, 500", "READ", "0, 0"),
            example("timeout, 502, ok", "KEYED_WRITE", "99, 99"));

    /** Stage 04, all with {@code Policy(2, 60, 120)}: outcomes as (status, retryAfter, date), op, draws. */
    public static final List<Example> RETRY_AFTER = List.of(
            example("(429, \"30\", -), ok", "WRITE", "0"),
            example("(429, \"200\", -), ok", "READ", "0"),
            example("(503, \"Sun, 06 Nov 1994 08:50:07 GMT\", \"Sun, 06 Nov 1994 08:49:37 GMT\"), ok", "READ", "0"),
            example("(503, \"Sunday, 06-Nov-94 08:50:07 GMT\", \"Sun, 06 Nov 1994 08:49:37 GMT\"), ok", "READ", "0"),
            example("(503, \"Sun Nov  6 08:50:07 1994\", \"Sun, 06 Nov 1994 08:49:37 GMT\"), ok", "READ", "0"),
            new Example(List.of("(503, \"Sun Nov  6 08:50:07 1994\", -), ok", "READ", "0"), "no Date: ignored"),
            new Example(List.of("(429, \"soon\", -), ok", "READ", "0"), "invalid: ignored"),
            example("(429, \"99999999999999999999999\", -), ok", "READ", "0"),
            example("(503, \"30\", -), ok", "WRITE", "0"));

    /** Stage 05, retention 86,400 s and fresh key "fresh": history, now, provider honours keys. */
    public static final List<Example> KEYS = List.of(
            example("(empty)", "0", "yes"),
            example("(k1, 0, timeout)", "100", "yes"),
            new Example(List.of("(k1, 0, timeout)", "86400", "yes"), "the key has expired"),
            new Example(List.of("(k1, 0, 429)", "86400", "yes"), "nothing could have committed"),
            example("(k1, 0, timeout)", "100", "no"),
            new Example(List.of("(k1, 0, timeout), (k2, 10, 500)", "100", "yes"), "k2 cannot deduplicate k1's attempt"),
            example("(k1, 0, timeout), (k1, 10, ok)", "20", "yes"),
            example("(k1, 0, timeout), (k1, 10, 422)", "20", "yes"),
            example("(k1, 0, timeout), (k1, 10, 409)", "20", "yes"),
            new Example(
                    List.of("(k1, 0, timeout), (k1, 90000, 503)", "90001", "yes"),
                    "k1 expired before the second send"));

    public static final long RETENTION = 86_400;
    public static final String FRESH_KEY = "fresh";

    static retrykit.budget.Policy budgetPolicy() {
        return new retrykit.budget.Policy(2, 60, 120);
    }

    /** Stage 03's result for an example, computed by {@code BudgetCap.solve}. */
    public static String budget(List<String> in) {
        retrykit.budget.Result r = retrykit.budget.BudgetCap.solve(
                repeated(in.get(0), Notation::budgetOutcome),
                retrykit.budget.Operation.valueOf(in.get(1)),
                budgetPolicy(),
                draws(in.get(2)));
        return Notation.result(r.waits(), r.verdict());
    }

    /** Stage 04's result for an example, computed by {@code RetryAfter.solve}. */
    public static String retryAfter(List<String> in) {
        retrykit.retryafter.Result r = retrykit.retryafter.RetryAfter.solve(
                repeated(in.get(0), Notation::retryAfterOutcome),
                retrykit.retryafter.Operation.valueOf(in.get(1)),
                new retrykit.retryafter.Policy(2, 60, 120),
                draws(in.get(2)));
        return Notation.result(r.waits(), r.verdict());
    }

    /** Stage 05's action for an example, computed by {@code KeyLifetime.solve}. */
    public static String key(List<String> in) {
        return Notation.action(retrykit.keys.KeyLifetime.solve(
                Notation.history(in.get(0)),
                Long.parseLong(in.get(1)),
                new retrykit.keys.Provider(Notation.yesNo(in.get(2)), RETENTION),
                FRESH_KEY));
    }

    private static Example example(String... inputs) {
        return new Example(List.of(inputs), null);
    }
}
