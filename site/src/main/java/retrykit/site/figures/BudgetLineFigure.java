package retrykit.site.figures;

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
 * One call that keeps failing (a READ answered 500 every time) under Policy(2, 60, 120): the
 * waits BudgetCap.solve takes, added up retry by retry, for the cheapest draws (all 0) and the
 * dearest (all 99), against the budget line, with the wait each call refused because it would
 * have crossed that line.
 */
public final class BudgetLineFigure {
    static final Policy POLICY = new Policy(2, 60, 120);
    static final int ATTEMPTS = 10;

    private BudgetLineFigure() {}

    /** One schedule: the waits taken and the one the budget refused. */
    record Schedule(int draw, List<Integer> waits, int refused) {
        int total() {
            return waits.stream().mapToInt(Integer::intValue).sum();
        }
    }

    static Schedule schedule(int draw) {
        List<Outcome> outcomes = Collections.nCopies(ATTEMPTS, Outcome.status(500));
        Result result = BudgetCap.solve(outcomes, Operation.READ, POLICY, Collections.nCopies(ATTEMPTS - 1, draw));
        int refused = EqualJitter.solve(result.waits().size() + 1, POLICY, draw);
        return new Schedule(draw, result.waits(), refused);
    }

    /** The legend, top left, inside the plot where both curves are still low. */
    private static void legend(Svg svg, Axis axis, double top, Schedule cheap, Schedule dear) {
        // The legend, top left, inside the plot where both curves are still low.
        double lx = axis.x(0);
        svg.circle(lx + 6, top + 6, 5, "fig-fill-1");
        svg.text(
                lx + 18,
                top + 11,
                "start",
                "fig-small",
                "every draw 0: " + cheap.waits().size() + " retries, " + cheap.total() + " s waited");
        svg.rect(lx + 1, top + 21, 10, 10, "fig-fill-2");
        svg.text(
                lx + 18,
                top + 31,
                "start",
                "fig-small",
                "every draw 99: " + dear.waits().size() + " retries, " + dear.total() + " s waited");
        svg.circle(lx + 6, top + 46, 5, "fig-open-0");
        svg.text(lx + 18, top + 51, "start", "fig-small", "refused: the total it would reach");
    }

    /** The numbers behind the curves: the wait before each retry, and the total so far. */
    private static Table table(Schedule cheap, Schedule dear, int maxK) {
        List<List<String>> rows = new ArrayList<>();
        for (int k = 1; k <= maxK; k++) {
            rows.add(Svg.row(k, cell(cheap, k), cell(dear, k)));
        }
        return new Table(
                "Wait before retry k, and the total so far (BudgetCap.solve, Policy(2, 60, 120))",
                List.of("retry k", "every draw 0", "every draw 99"),
                rows,
                true);
    }

    public static Figure make(String id) {
        Schedule cheap = schedule(0);
        Schedule dear = schedule(99);
        int budget = POLICY.budget();
        int maxK = Math.max(cheap.waits().size(), dear.waits().size()) + 1;
        int maxY = 180;

        int width = 480;
        int height = 300;
        double left = 48;
        double right = 470;
        double top = 34;
        double bottom = 250;
        double dx = (right - left - 40) / maxK;
        Axis axis = new Axis(left, dx, bottom, (bottom - top) / maxY);

        String description =
                "Waits added up retry by retry, for a read that fails every time, with a budget of " + budget
                        + " seconds. With every draw 0 the call waits " + join(cheap.waits()) + ", " + cheap.total()
                        + " seconds in all, and refuses a "
                        + cheap.refused() + "-second wait that would make " + (cheap.total() + cheap.refused())
                        + ". With every draw 99 it waits "
                        + join(dear.waits()) + ", " + dear.total() + " seconds, and refuses " + dear.refused()
                        + " seconds that would make "
                        + (dear.total() + dear.refused()) + ".";
        Svg svg = new Svg(id, width, height, "A budget of " + budget + " seconds bounds the retries", description);
        for (int s = 0; s <= maxY; s += 30) {
            svg.line(left, axis.y(s), right, axis.y(s), s == 0 ? "fig-axis" : "fig-grid");
            svg.text(left - 6, axis.y(s) + 4, "end", "fig-small", String.valueOf(s));
        }
        for (int k = 0; k <= maxK; k++) {
            svg.text(axis.x(k), bottom + 18, "middle", "fig-small", String.valueOf(k));
        }
        svg.text((left + right) / 2, bottom + 40, "middle", "fig-small", "retry k");
        svg.yAxisTitle(4, 14, "seconds waited in all");
        svg.line(left, axis.y(budget), right, axis.y(budget), "fig-budget");
        svg.text(axis.x(0), axis.y(budget) - 6, "start", "fig-strong fig-warn-text", "budget " + budget + " s");

        series(svg, axis, cheap, 1, "circle");
        series(svg, axis, dear, 2, "square");

        legend(svg, axis, top, cheap, dear);

        Table data = table(cheap, dear, maxK);

        String caption =
                "A read that is answered 500 on every attempt, under Policy(2, 60, 120), as BudgetCap.solve (stage 03's reference) runs it. "
                        + "Even the cheapest draws stop after " + cheap.waits().size() + " retries (" + cheap.total()
                        + " s), because the next "
                        + cheap.refused() + " s would make " + (cheap.total() + cheap.refused())
                        + "; the dearest stop after " + dear.waits().size()
                        + " (" + dear.total()
                        + " s). Each refused wait is checked before it is taken, so it is never waited.";
        return new Figure(id, svg.close(), caption, data);
    }

    /** Maps retry numbers and seconds to the drawing. */
    private record Axis(double left, double dx, double bottom, double perSecond) {
        double x(double k) {
            return left + 20 + k * dx;
        }

        double y(double seconds) {
            return bottom - seconds * perSecond;
        }
    }

    private static void series(Svg svg, Axis axis, Schedule schedule, int n, String marker) {
        List<Double> points = new ArrayList<>(List.of(axis.x(0), axis.y(0)));
        int total = 0;
        for (int k = 1; k <= schedule.waits().size(); k++) {
            total += schedule.waits().get(k - 1);
            points.add(axis.x(k));
            points.add(axis.y(total));
        }
        svg.polyline(
                "fig-line-" + n,
                points.stream().mapToDouble(Double::doubleValue).toArray());
        int k = schedule.waits().size() + 1;
        svg.line(
                axis.x(k - 1),
                axis.y(total),
                axis.x(k),
                axis.y(total + schedule.refused()),
                "fig-line-" + n + " fig-refused");
        total = 0;
        for (int i = 1; i <= k; i++) {
            boolean refused = i == k;
            int wait = refused ? schedule.refused() : schedule.waits().get(i - 1);
            total += wait;
            String css = refused ? "fig-open-" + n : "fig-fill-" + n;
            svg.group(
                    null,
                    "draw " + schedule.draw() + ", retry " + i + ": wait " + wait + " s, " + total + " s in all"
                            + (refused ? ", past the budget: refused" : ""));
            if (marker.equals("circle")) {
                svg.circle(axis.x(i), axis.y(total), 5, css);
            } else {
                svg.rect(axis.x(i) - 5, axis.y(total) - 5, 10, 10, css);
            }
            svg.endGroup();
        }
        svg.text(axis.x(k), axis.y(total) - 11, "middle", "fig-small fig-strong", total + " s");
    }

    private static String cell(Schedule schedule, int k) {
        int taken = schedule.waits().size();
        if (k > taken + 1) {
            return "–";
        }
        int before = schedule.waits().subList(0, k - 1).stream()
                .mapToInt(Integer::intValue)
                .sum();
        if (k == taken + 1) {
            return schedule.refused() + " refused (" + (before + schedule.refused()) + " > " + POLICY.budget() + ")";
        }
        int wait = schedule.waits().get(k - 1);
        return wait + " (total " + (before + wait) + ")";
    }

    private static String join(List<Integer> waits) {
        return String.join(", ", waits.stream().map(String::valueOf).toList());
    }
}
