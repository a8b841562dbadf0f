package retrykit.site.render;

import java.util.Map;
import java.util.function.Supplier;
import retrykit.site.draw.Table;
import retrykit.site.explore.ExploreDirectives;
import retrykit.site.figures.BudgetLineFigure;
import retrykit.site.figures.Capstone;
import retrykit.site.figures.Figure;
import retrykit.site.figures.JitterClientsFigure;
import retrykit.site.figures.JitterMillisecondsFigure;
import retrykit.site.figures.KeyLifetimeFigure;
import retrykit.site.figures.KitTables;
import retrykit.site.figures.LayerAmplificationFigure;

/**
 * The ids the lessons may ask for, each tied to the table or figure that answers it, and the
 * templates that turn those into HTML. The list of ids is the contract in site/README.md.
 */
public final class KitDirectives {
    private KitDirectives() {}

    public static Directives create(Templates templates, Capstone capstone) {
        Directives directives = new Directives();
        table(directives, templates, "classify", KitTables::classify);
        table(directives, templates, "schedule", KitTables::schedule);
        table(directives, templates, "budget-examples", KitTables::budgetExamples);
        table(directives, templates, "retry-after-examples", KitTables::retryAfterExamples);
        table(directives, templates, "key-examples", KitTables::keyExamples);
        table(directives, templates, "amplification", KitTables::amplification);
        table(directives, templates, "capstone-scenarios", capstone::table);
        figure(directives, templates, "jitter-clients", () -> JitterClientsFigure.make("figure-jitter-clients"));
        figure(
                directives,
                templates,
                "jitter-milliseconds",
                () -> JitterMillisecondsFigure.make("figure-jitter-milliseconds"));
        figure(directives, templates, "budget-line", () -> BudgetLineFigure.make("figure-budget-line"));
        figure(
                directives,
                templates,
                "layer-amplification",
                () -> LayerAmplificationFigure.make("figure-layer-amplification"));
        figure(directives, templates, "key-lifetime", () -> KeyLifetimeFigure.make("figure-key-lifetime"));
        for (int n = 1; n <= Capstone.SCENARIOS; n++) {
            int scenario = n;
            figure(
                    directives,
                    templates,
                    "capstone-" + n,
                    () -> capstone.figure(scenario, "figure-capstone-" + scenario));
        }
        ExploreDirectives.register(directives, templates, capstone);
        return directives;
    }

    private static void table(Directives directives, Templates templates, String id, Supplier<Table> table) {
        directives.register("kit-table", id, () -> {
            Table t = table.get();
            return new Directives.Output(
                    templates.render("table.ftlh", Map.of("table", t, "id", "table-" + id)), t.text());
        });
    }

    private static void figure(Directives directives, Templates templates, String id, Supplier<Figure> figure) {
        directives.register("kit-figure", id, () -> {
            Figure f = figure.get();
            return new Directives.Output(
                    templates.render("figure.ftlh", Map.of("figure", f)),
                    f.caption() + " " + f.data().text());
        });
    }
}
