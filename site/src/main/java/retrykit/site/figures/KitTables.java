package retrykit.site.figures;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import retrykit.classify.Classify;
import retrykit.classify.Decision;
import retrykit.classify.Operation;
import retrykit.classify.Outcome;
import retrykit.site.SiteException;
import retrykit.site.draw.Svg;
import retrykit.site.draw.Table;
import retrykit.site.examples.Examples;

/**
 * The tables the lessons ask for with {@code kit-table}, each computed at build time by calling a
 * reference solution, so a table on the site always says what the code does.
 */
public final class KitTables {
    private KitTables() {}

    /**
     * Stage 01's outcome x operation table. A row that stands for many outcomes ("any 5xx") is
     * checked for every one of them: if the reference answered differently for one, the row would
     * be a lie, and the build stops instead.
     */
    public static Table classify() {
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<String, List<Outcome>> row : classifyRows().entrySet()) {
            List<String> cells = new ArrayList<>(List.of(row.getKey()));
            for (Operation op : Operation.values()) {
                Set<Decision> decisions = new LinkedHashSet<>();
                row.getValue().forEach(outcome -> decisions.add(Classify.solve(outcome, op)));
                if (decisions.size() != 1) {
                    throw new SiteException(
                            "the row \"" + row.getKey() + "\" does not have one answer for " + op + ": " + decisions);
                }
                cells.add(decisions.iterator().next().name());
            }
            rows.add(cells);
        }
        List<String> header = new ArrayList<>(List.of("outcome"));
        for (Operation op : Operation.values()) {
            header.add(op.name());
        }
        return new Table(
                "What Classify.solve (stage 01's reference) answers for each outcome and operation",
                header,
                rows,
                true);
    }

    /** The outcomes each row of the classify table stands for. */
    static Map<String, List<Outcome>> classifyRows() {
        Map<String, List<Outcome>> rows = new LinkedHashMap<>();
        rows.put("ok", List.of(Outcome.ok()));
        rows.put("not sent", List.of(Outcome.notSent()));
        rows.put("429", List.of(Outcome.status(429)));
        List<Outcome> ambiguous = new ArrayList<>(List.of(Outcome.timeout()));
        for (int code = 500; code <= 599; code++) {
            ambiguous.add(Outcome.status(code));
        }
        rows.put("timeout, any 5xx", ambiguous);
        List<Outcome> rejected = new ArrayList<>();
        for (int code = 400; code <= 499; code++) {
            if (code != 429) {
                rejected.add(Outcome.status(code));
            }
        }
        rows.put("any other 4xx", rejected);
        return rows;
    }

    static final List<Integer> SCHEDULE_DRAWS = List.of(0, 50, 99);

    /** Equal-jitter waits for base 2, cap 60, retries 1 to 8, from stage 02's reference. */
    public static Table schedule() {
        retrykit.jitter.Policy policy = new retrykit.jitter.Policy(2, 60, 120);
        List<List<String>> rows = new ArrayList<>();
        for (int k = 1; k <= 8; k++) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(k)));
            for (int draw : SCHEDULE_DRAWS) {
                row.add(String.valueOf(retrykit.jitter.EqualJitter.solve(k, policy, draw)));
            }
            rows.add(row);
        }
        return new Table(
                "Seconds waited before retry k with base 2 and cap 60, for three draws (EqualJitter.solve, stage 02's reference)",
                List.of("retry k", "draw 0", "draw 50", "draw 99"),
                rows,
                true);
    }

    public static Table budgetExamples() {
        return examples(
                "Stage 03's examples with Policy(2, 60, 120); each result computed by BudgetCap.solve",
                List.of("outcomes", "op", "draws", "result"),
                Examples.BUDGET,
                Examples::budget);
    }

    public static Table retryAfterExamples() {
        return examples(
                "Stage 04's examples with Policy(2, 60, 120), outcomes written (status, Retry-After, Date) with - for an absent header; each result computed by RetryAfter.solve",
                List.of("outcomes", "op", "draws", "result"),
                Examples.RETRY_AFTER,
                Examples::retryAfter);
    }

    public static Table keyExamples() {
        return examples(
                "Stage 05's examples with a retention of 86,400 s (24 h) and the fresh key \"fresh\", history written (key, sentAt, outcome); each action computed by KeyLifetime.solve",
                List.of("history", "now", "provider honours keys", "action"),
                Examples.KEYS,
                Examples::key);
    }

    /** attempts^layers, exactly: the load one request puts on the bottom layer when every layer retries. */
    public static long amplification(int attemptsPerLayer, int layers) {
        long attempts = 1;
        for (int i = 0; i < layers; i++) {
            attempts = Math.multiplyExact(attempts, attemptsPerLayer);
        }
        return attempts;
    }

    public static Table amplification() {
        List<String> header = new ArrayList<>(List.of("attempts per layer"));
        for (int layers = 1; layers <= 5; layers++) {
            header.add(layers + (layers == 1 ? " layer" : " layers"));
        }
        List<List<String>> rows = new ArrayList<>();
        for (int attempts = 1; attempts <= 4; attempts++) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(attempts)));
            for (int layers = 1; layers <= 5; layers++) {
                row.add(Svg.thousands(amplification(attempts, layers)));
            }
            rows.add(row);
        }
        return new Table(
                "Attempts that reach the bottom layer for one request, when each layer makes this many attempts: attempts^layers (3 attempts and 5 layers give "
                        + amplification(3, 5) + "; 4 attempts and 3 layers give " + amplification(4, 3) + ")",
                header,
                rows,
                true);
    }

    private static Table examples(
            String caption,
            List<String> header,
            List<Examples.Example> examples,
            Function<List<String>, String> solve) {
        List<List<String>> rows = new ArrayList<>();
        for (Examples.Example example : examples) {
            List<String> row = new ArrayList<>(example.inputs());
            String result = solve.apply(example.inputs());
            row.add(example.note() == null ? result : result + " (" + example.note() + ")");
            rows.add(row);
        }
        return new Table(caption, header, rows, false);
    }
}
