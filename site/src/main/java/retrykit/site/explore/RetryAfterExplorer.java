package retrykit.site.explore;

import java.util.ArrayList;
import java.util.List;
import retrykit.retryafter.Operation;
import retrykit.retryafter.Outcome;
import retrykit.retryafter.Policy;
import retrykit.retryafter.Result;
import retrykit.retryafter.RetryAfter;
import retrykit.site.draw.Svg;
import retrykit.site.draw.Table;

/**
 * The Retry-After tester of lesson 5: the reader types a header and a Date, and sees what stage
 * 04's reference reads (the seconds, or why it asks for nothing) and what its loop then does with
 * a READ answered 503 with those headers.
 */
public final class RetryAfterExplorer {
    public static final String DATE = "Sun, 06 Nov 1994 08:49:37 GMT";
    static final String DEFAULT_RETRY_AFTER = "Sun, 06 Nov 1994 08:50:07 GMT";
    static final Policy POLICY = new Policy(2, 60, 120);
    static final int DRAW = 50;

    /** Headers worth trying, each with its Date (null: none): every form, and the ways a header is ignored. */
    static final List<List<String>> SAMPLES = List.of(
            sample("120", null),
            sample("Sun, 06 Nov 1994 08:50:07 GMT", DATE),
            sample("Sunday, 06-Nov-94 08:50:07 GMT", DATE),
            sample("Sun Nov  6 08:50:07 1994", DATE),
            sample("Sun, 06 Nov 1994 08:50:07 GMT", null),
            sample("Sunday, 06-Nov-44 08:49:37 GMT", DATE),
            sample("Sunday, 06-Nov-45 08:49:37 GMT", DATE),
            sample("Sun, 06 Nov 1994 08:49:37 GMT", DATE),
            sample("sun, 06 nov 1994 08:50:07 gmt", DATE),
            sample("Sun, 06 Nov 1994 08:50:07 GMT", "yesterday"),
            sample("soon", DATE),
            sample("-5", null),
            sample("5.5", null),
            sample("99999999999999999999999", null));

    private RetryAfterExplorer() {}

    private static List<String> sample(String retryAfter, String date) {
        List<String> pair = new ArrayList<>();
        pair.add(retryAfter);
        pair.add(date);
        return pair;
    }

    /** What stage 04's loop does on its first retry of a READ answered 503 with these headers. */
    static Result loop(String retryAfter, String date) {
        return RetryAfter.solve(
                List.of(Outcome.status(503, retryAfter, date), Outcome.ok()), Operation.READ, POLICY, List.of(DRAW));
    }

    public static ExploreView view(String retryAfter, String date) {
        RetryAfterExplainer.Explanation explanation = RetryAfterExplainer.explain(retryAfter, date);
        Result loop = loop(retryAfter, date);
        String summary = explanation.sentence() + " "
                + (loop.waits().isEmpty()
                        ? "RetryAfter.solve gives up at once: the wait would pass the " + POLICY.budget() + " s budget."
                        : "RetryAfter.solve waits " + Svg.thousands(loop.waits().get(0)) + " s ("
                                + (explanation.reading().asks()
                                        ? "the larger of the backoff and the header"
                                        : "the backoff alone")
                                + "), then sends retry 1.");
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("yours", retryAfter, date));
        rows.addAll(sampleRows());
        Table data = new Table(
                "What stage 04's reference reads (RetryAfter.solve on a READ answered 503, Policy(2, 60, 120), draw "
                        + DRAW + "): your headers, then headers worth trying",
                List.of("", "Retry-After", "Date", "reads as", "the loop"),
                rows,
                true);
        return new ExploreView("", summary, data);
    }

    private static List<List<String>> samples;

    /** The samples' rows: the same for every view, so worked out once. */
    private static List<List<String>> sampleRows() {
        if (samples == null) {
            List<List<String>> rows = new ArrayList<>();
            for (List<String> sample : SAMPLES) {
                rows.add(row("", sample.get(0), sample.get(1)));
            }
            samples = rows;
        }
        return samples;
    }

    private static List<String> row(String name, String retryAfter, String date) {
        RetryAfterExplainer.Explanation e = RetryAfterExplainer.explain(retryAfter, date);
        String reads = e.reading().asks()
                ? RetryAfterExplainer.seconds(e.seconds().getAsLong()) + ", " + e.reading().words
                : e.reading().words;
        List<Integer> waits = loop(retryAfter, date).waits();
        String loop = waits.isEmpty() ? "gives up" : "waits " + waits.get(0) + " s";
        return Svg.row(name, retryAfter == null ? "(none)" : retryAfter, date == null ? "(none)" : date, reads, loop);
    }
}
