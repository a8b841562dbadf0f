package retrykit.site.explore;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import retrykit.site.draw.Svg;
import retrykit.site.figures.Capstone;
import retrykit.site.predict.Prediction;
import retrykit.site.predict.Predictions;
import retrykit.site.render.Directives;
import retrykit.site.render.Templates;

/**
 * The lessons' interactive blocks. {@code kit-explore} is an explorable figure: its controls, and
 * the figure for their starting values, drawn at build time by the same code the page runs
 * (ExploreExports), so a reader without JavaScript still sees a whole figure. {@code kit-predict}
 * is one lesson's predict-then-reveal question (Predictions).
 */
public final class ExploreDirectives {
    public static final String EXPLORE = "kit-explore";
    public static final String PREDICT = "kit-predict";

    private ExploreDirectives() {}

    public static void register(Directives directives, Templates templates, Capstone capstone) {
        explore(directives, templates, "jitter", ExploreDirectives::jitter);
        explore(directives, templates, "budget", ExploreDirectives::budget);
        explore(directives, templates, "key-lifetime", ExploreDirectives::keyLifetime);
        explore(directives, templates, "retry-after", ExploreDirectives::retryAfter);
        for (Prediction p : Predictions.all(capstone)) {
            directives.register(
                    PREDICT,
                    p.id(),
                    () -> new Directives.Output(
                            templates.render("predict.ftlh", Map.of("p", p)),
                            p.question() + " " + String.join(" ", p.options()) + " " + p.explanation()));
        }
    }

    /** The jitter explorable: when a crowd of clients sends retry k under the three jitter schemes. */
    private static Explorable jitter() {
        return new Explorable(
                ExploreExports.JITTER,
                "jitter",
                "Move the sliders: when a crowd of clients sends retry k",
                List.of(
                        ExploreControl.range(
                                "retry", "Retry k", 1, JitterCrowd.MAX_RETRY, 1, JitterExplorer.DEFAULT_RETRY),
                        ExploreControl.range(
                                "clients",
                                "Clients that failed together",
                                10,
                                JitterCrowd.MAX_CLIENTS,
                                10,
                                JitterExplorer.DEFAULT_CLIENTS)),
                JitterExplorer.view(
                        ExploreExports.JITTER + "-art", JitterExplorer.DEFAULT_RETRY, JitterExplorer.DEFAULT_CLIENTS),
                "Every client draws ten numbers from 0 to 99 from one seeded sequence (SplitMix64, seed "
                        + JitterCrowd.SEED + ")"
                        + ", one for each retry, and the three schemes use the same draws under Policy(2, 60, 120): c is the ceiling, "
                        + "min(60, 2 × 2^(k−1)). Equal jitter is EqualJitter.solve, stage 02's reference; full and decorrelated jitter "
                        + "are lesson 3's formulas in whole seconds, decorrelated starting from sleep = base and using the client's draws for retries 1 to k.",
                Map.of());
    }

    /** The budget explorable: a draw for each retry, and the budget BudgetCap.solve spends them against. */
    private static Explorable budget() {
        List<ExploreControl> controls = new ArrayList<>();
        controls.add(ExploreControl.range(
                "budget", "Budget (seconds)", 0, BudgetExplorer.MAX_BUDGET, 5, BudgetExplorer.DEFAULT_BUDGET));
        for (int k = 1; k <= BudgetExplorer.RETRIES; k++) {
            controls.add(ExploreControl.range(
                    "draw-" + k, "Draw for retry " + k, 0, 99, 1, BudgetExplorer.DEFAULT_DRAWS.get(k - 1)));
        }
        return new Explorable(
                ExploreExports.BUDGET,
                "budget",
                "Set a draw for each retry, and the budget",
                controls,
                BudgetExplorer.view(
                        ExploreExports.BUDGET + "-art", BudgetExplorer.DEFAULT_DRAWS, BudgetExplorer.DEFAULT_BUDGET),
                "A READ answered 500 on each of its " + BudgetExplorer.ATTEMPTS
                        + " attempts, under Policy(2, 60, budget), as "
                        + "BudgetCap.solve (stage 03's reference) runs it. It starts at lesson 4's draws 0, 0, 0, 0, 0, 0, 97, whose waits "
                        + "spend the 120 s budget exactly; the dashed step is the wait the loop refused before waiting it.",
                Map.of());
    }

    /** The key-lifetime explorable: the second attempt dragged along the provider's retention. */
    private static Explorable keyLifetime() {
        return new Explorable(
                ExploreExports.KEYS,
                "keys",
                "Drag the second attempt, and change how long the provider keeps keys",
                List.of(
                        ExploreControl.hours(
                                "second",
                                "Second attempt sent at",
                                0,
                                KeyExplorer.END,
                                300,
                                KeyExplorer.DEFAULT_SECOND),
                        ExploreControl.hours(
                                "retention",
                                "Provider keeps keys for",
                                KeyExplorer.HOUR,
                                KeyExplorer.MAX_RETENTION,
                                KeyExplorer.HOUR,
                                KeyExplorer.DEFAULT_RETENTION)),
                KeyExplorer.view(
                        ExploreExports.KEYS + "-art", KeyExplorer.DEFAULT_SECOND, KeyExplorer.DEFAULT_RETENTION),
                "Key k1's first attempt at second 0 times out; the second, under k1, is answered 503. The band is KeyLifetime.solve's "
                        + "answer (stage 05's reference) at every moment of the timeline, asked every minute and each change found to the second, "
                        + "for a provider that honours keys and remembers each for the retention from its first use.",
                drag("second", KeyExplorer.LEFT, KeyExplorer.RIGHT, KeyExplorer.END));
    }

    /** The Retry-After explorable: a header and a Date typed in, read by stage 04's reference. */
    private static Explorable retryAfter() {
        return new Explorable(
                ExploreExports.RETRY_AFTER,
                "retry-after",
                "Type a Retry-After and a Date",
                List.of(
                        ExploreControl.text("retry-after", "Retry-After", RetryAfterExplorer.DEFAULT_RETRY_AFTER),
                        ExploreControl.text("date", "Date", RetryAfterExplorer.DATE)),
                RetryAfterExplorer.view(RetryAfterExplorer.DEFAULT_RETRY_AFTER, RetryAfterExplorer.DATE),
                "Leave a field empty for a response without that header. What the header asks for is read by stage 04's reference "
                        + "reader; the reason a header is ignored comes from asking the same reader further questions (does the Date read? "
                        + "does the header read as a date against an earlier one?).",
                Map.of());
    }

    private static Map<String, String> drag(String input, double left, double right, long end) {
        Map<String, String> data = new LinkedHashMap<>();
        data.put("drag", input);
        data.put("drag-left", Svg.number(left));
        data.put("drag-right", Svg.number(right));
        data.put("drag-end", String.valueOf(end));
        return data;
    }

    private static void explore(
            Directives directives, Templates templates, String id, Supplier<Explorable> explorable) {
        directives.register(EXPLORE, id, () -> {
            Explorable e = explorable.get();
            return new Directives.Output(
                    templates.render("explore.ftlh", Map.of("e", e)),
                    e.title() + " " + e.view().summary() + " " + e.caption() + " "
                            + e.view().data().text());
        });
    }
}
