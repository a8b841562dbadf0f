package retrykit.site.explore;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import retrykit.budget.BudgetCap;
import retrykit.budget.EqualJitter;
import retrykit.budget.Operation;
import retrykit.budget.Outcome;
import retrykit.budget.Policy;
import retrykit.budget.Result;
import retrykit.site.draw.Svg;
import retrykit.site.draw.Table;

/**
 * The explorable budget staircase of lesson 4: a READ answered 500 on every one of its attempts,
 * run by BudgetCap.solve (stage 03's reference) with a draw the reader sets for each retry and a
 * budget the reader sets. The steps are the waits it takes, added up; the dashed step is the wait
 * it refused because it would have passed the budget.
 */
public final class BudgetExplorer {
    public static final int ATTEMPTS = 10;
    public static final int RETRIES = ATTEMPTS - 1;
    static final int BASE = 2;
    static final int CAP = 60;
    public static final int MAX_BUDGET = 300;
    /** Lesson 4's example that spends the budget exactly: seven waits adding up to 120 s. */
    public static final List<Integer> DEFAULT_DRAWS = List.of(0, 0, 0, 0, 0, 0, 97, 0, 0);

    static final int DEFAULT_BUDGET = 120;

    private BudgetExplorer() {}

    /** What the loop did: the waits taken, and the wait it refused (0 when it ran out of attempts instead). */
    public record Run(List<Integer> draws, int budget, List<Integer> waits, int refused) {
        public int total() {
            int total = 0;
            for (int w : waits) {
                total += w;
            }
            return total;
        }
    }

    public static Run run(List<Integer> draws, int budget) {
        if (draws.size() != RETRIES) {
            throw new IllegalArgumentException("one draw per retry: " + RETRIES + " draws, not " + draws.size());
        }
        if (budget < 0 || budget > MAX_BUDGET) {
            throw new IllegalArgumentException("the budget is 0 to " + MAX_BUDGET + " s, not " + budget);
        }
        Policy policy = new Policy(BASE, CAP, budget);
        Result result =
                BudgetCap.solve(Collections.nCopies(ATTEMPTS, Outcome.status(500)), Operation.READ, policy, draws);
        int taken = result.waits().size();
        // The loop gave up either with no attempt left, or because the next wait would pass the budget.
        int refused = taken < RETRIES ? EqualJitter.solve(taken + 1, policy, draws.get(taken)) : 0;
        return new Run(List.copyOf(draws), budget, result.waits(), refused);
    }

    // The plot's frame, in SVG units: the staircase climbs from BOTTOM, retry k sits at x(LEFT, dx, k).
    private static final int WIDTH = 480;
    private static final int HEIGHT = 290;
    private static final double LEFT = 48;
    private static final double RIGHT = 470;
    private static final double TOP = 30;
    private static final double BOTTOM = 240;

    public static ExploreView view(String id, List<Integer> draws, int budget) {
        Run run = run(draws, budget);
        String summary = summary(run, budget);
        int total = run.total();
        int highest = Math.max(budget, total + run.refused());
        int maxY = Math.max(60, (highest + 29) / 30 * 30);
        double dx = (RIGHT - LEFT - 24) / RETRIES;
        double perSecond = (BOTTOM - TOP) / maxY;
        Svg svg = new Svg(id, WIDTH, HEIGHT, "Waits added up against a budget of " + budget + " seconds", summary);
        axes(svg, budget, maxY, dx, perSecond);
        staircase(svg, draws, run.waits(), dx, perSecond);
        if (run.waits().size() < RETRIES) {
            refusedRetry(svg, draws, run, dx, perSecond);
        }
        return new ExploreView(svg.close(), summary, table(draws, run, budget));
    }

    /** The sentence under the figure: what BudgetCap.solve waited, and why it gave up. */
    private static String summary(Run run, int budget) {
        List<Integer> waits = run.waits();
        int total = run.total();
        boolean refusedOne = waits.size() < RETRIES;
        return "BudgetCap.solve waits " + (waits.isEmpty() ? "nothing" : join(waits) + " s") + ", " + total
                + " s in all, over "
                + (waits.size() + 1) + (waits.isEmpty() ? " attempt" : " attempts") + ", and gives up: "
                + (refusedOne
                        ? "retry " + (waits.size() + 1) + " would wait " + run.refused() + " s, making "
                                + (total + run.refused()) + " s, past the budget of " + budget + " s."
                        : "all " + ATTEMPTS + " attempts are used, " + (budget - total) + " s of the budget left.");
    }

    /** The seconds axis with its grid, the retry numbers, and the budget's line. */
    private static void axes(Svg svg, int budget, int maxY, double dx, double perSecond) {
        double left = LEFT;
        double right = RIGHT;
        double bottom = BOTTOM;
        int stepY = maxY <= 150 ? 30 : 60;
        for (int s = 0; s <= maxY; s += stepY) {
            double y = bottom - s * perSecond;
            svg.line(left, y, right, y, s == 0 ? "fig-axis" : "fig-grid");
            svg.text(left - 6, y + 4, "end", "fig-small", String.valueOf(s));
        }
        svg.text(4, 13, "start", "fig-small fig-muted", "seconds waited, in all");
        for (int k = 0; k <= RETRIES; k++) {
            svg.text(x(left, dx, k), bottom + 18, "middle", "fig-small", String.valueOf(k));
        }
        svg.text((left + right) / 2, bottom + 40, "middle", "fig-small", "retry k");
        double budgetY = bottom - budget * perSecond;
        svg.line(left, budgetY, right, budgetY, "fig-budget");
        // Top left, where the staircase is still low (at the bottom when the budget is, so it stays inside the plot).
        svg.text(
                x(left, dx, 0),
                budget * perSecond < 24 ? budgetY + 16 : budgetY - 6,
                "start",
                "fig-strong fig-warn-text",
                "budget " + budget + " s");
    }

    /** The staircase: along to retry k, then up by its wait; a dot on each step names its retry. */
    private static void staircase(Svg svg, List<Integer> draws, List<Integer> waits, double dx, double perSecond) {
        double left = LEFT;
        double bottom = BOTTOM;
        List<Double> points = new ArrayList<>(List.of(x(left, dx, 0), bottom));
        int sum = 0;
        for (int k = 1; k <= waits.size(); k++) {
            points.add(x(left, dx, k));
            points.add(bottom - sum * perSecond);
            sum += waits.get(k - 1);
            points.add(x(left, dx, k));
            points.add(bottom - sum * perSecond);
        }
        svg.polyline(
                "fig-line-1", points.stream().mapToDouble(Double::doubleValue).toArray());
        sum = 0;
        for (int k = 1; k <= waits.size(); k++) {
            sum += waits.get(k - 1);
            svg.group(
                    null,
                    "retry " + k + ", draw " + draws.get(k - 1) + ": wait " + waits.get(k - 1) + " s, " + sum
                            + " s in all");
            svg.circle(x(left, dx, k), bottom - sum * perSecond, 4.5, "fig-fill-1");
            svg.endGroup();
        }
    }

    /** The retry the budget refused: a dashed step up past the budget, and an open dot. */
    private static void refusedRetry(Svg svg, List<Integer> draws, Run run, double dx, double perSecond) {
        double left = LEFT;
        double bottom = BOTTOM;
        int total = run.total();
        int k = run.waits().size() + 1;
        double from = bottom - total * perSecond;
        double to = bottom - (total + run.refused()) * perSecond;
        svg.line(x(left, dx, k - 1), from, x(left, dx, k), from, "fig-line-2 fig-refused");
        svg.line(x(left, dx, k), from, x(left, dx, k), to, "fig-line-2 fig-refused");
        svg.group(
                null,
                "retry " + k + ", draw " + draws.get(k - 1) + ": wait " + run.refused() + " s would make "
                        + (total + run.refused()) + " s: refused");
        svg.circle(x(left, dx, k), to, 5, "fig-open-2");
        svg.endGroup();
        boolean leftSide = k > RETRIES / 2;
        svg.text(
                x(left, dx, k) + (leftSide ? -9 : 9),
                to + 4,
                leftSide ? "end" : "start",
                "fig-small fig-strong",
                "refused: " + (total + run.refused()) + " s");
    }

    /** The numbers behind the drawing, one row per retry, reached or not. */
    private static Table table(List<Integer> draws, Run run, int budget) {
        List<Integer> waits = run.waits();
        List<List<String>> rows = new ArrayList<>();
        int sum = 0;
        for (int k = 1; k <= RETRIES; k++) {
            String what;
            String wait;
            String soFar;
            if (k <= waits.size()) {
                sum += waits.get(k - 1);
                what = "waited";
                wait = waits.get(k - 1) + " s";
                soFar = sum + " s";
            } else if (k == waits.size() + 1) {
                what = "refused: past the budget";
                wait = run.refused() + " s";
                soFar = (sum + run.refused()) + " s > " + budget + " s";
            } else {
                what = "not reached";
                wait = "–";
                soFar = "–";
            }
            rows.add(Svg.row(k, draws.get(k - 1), wait, soFar, what));
        }
        return new Table(
                "Each retry of a READ answered 500 every time, as BudgetCap.solve runs it (Policy(" + BASE + ", " + CAP
                        + ", " + budget + "))",
                List.of("retry k", "draw", "wait", "waited in all", "what the loop did"),
                rows,
                true);
    }

    private static double x(double left, double dx, int k) {
        return left + 12 + k * dx;
    }

    private static String join(List<Integer> values) {
        StringBuilder out = new StringBuilder();
        for (int v : values) {
            out.append(out.length() == 0 ? "" : ", ").append(v);
        }
        return out.toString();
    }
}
