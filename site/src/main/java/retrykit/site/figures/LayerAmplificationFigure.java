package retrykit.site.figures;

import java.util.ArrayList;
import java.util.List;
import retrykit.site.draw.Svg;
import retrykit.site.draw.Table;

/**
 * Attempts that reach the bottom layer for one request, by the number of layers that each retry,
 * for 2, 3 and 4 attempts per layer, on a log scale: the curves are straight lines, because every
 * layer multiplies what the one above sends.
 */
public final class LayerAmplificationFigure {
    static final int LAYERS = 5;
    static final int[] ATTEMPTS = {2, 3, 4};

    private LayerAmplificationFigure() {}

    /** The log scale up the side, a grid line per decade, and the layers along the bottom. */
    private static void axes(Svg svg, double left, double right, double bottom, double perDecade, double dx) {
        for (long v = 1; v <= 1000; v *= 10) {
            double y = bottom - Math.log10((double) v) * perDecade;
            svg.line(left, y, right, y, v == 1 ? "fig-axis" : "fig-grid");
            svg.text(left - 6, y + 4, "end", "fig-small", Svg.thousands(v));
        }
        for (int layers = 1; layers <= LAYERS; layers++) {
            svg.text(left + 15 + (layers - 1) * dx, bottom + 18, "middle", "fig-small", String.valueOf(layers));
        }
        svg.text((left + right) / 2, bottom + 40, "middle", "fig-small", "layers that each retry");
        svg.yAxisTitle(4, 14, "attempts reaching the bottom layer (log scale)");
    }

    /** One line per number of attempts per layer, a marker on each layer, and its last value at its end. */
    private static void lines(Svg svg, double left, double bottom, double perDecade, double dx) {
        int n = 0;
        for (int a : ATTEMPTS) {
            n++;
            double[] xy = new double[2 * LAYERS];
            for (int layers = 1; layers <= LAYERS; layers++) {
                xy[2 * layers - 2] = left + 15 + (layers - 1) * dx;
                xy[2 * layers - 1] = bottom - Math.log10((double) KitTables.amplification(a, layers)) * perDecade;
            }
            svg.polyline("fig-line-" + n, xy);
            for (int layers = 1; layers <= LAYERS; layers++) {
                long value = KitTables.amplification(a, layers);
                svg.group(
                        null,
                        a + " attempts per layer, " + layers + (layers == 1 ? " layer: " : " layers: ")
                                + Svg.thousands(value) + " attempts");
                marker(svg, n, xy[2 * layers - 2], xy[2 * layers - 1]);
                svg.endGroup();
            }
            long last = KitTables.amplification(a, LAYERS);
            svg.text(
                    xy[xy.length - 2] + 16,
                    xy[xy.length - 1] + 5,
                    "start",
                    "fig-small",
                    a + " per layer: " + Svg.thousands(last));
        }
    }

    /** The numbers behind the lines: attempts reaching the bottom layer, per layer count and attempts per layer. */
    private static Table table() {
        List<List<String>> rows = new ArrayList<>();
        for (int layers = 1; layers <= LAYERS; layers++) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(layers)));
            for (int a : ATTEMPTS) {
                row.add(Svg.thousands(KitTables.amplification(a, layers)));
            }
            rows.add(row);
        }
        return new Table(
                "Attempts reaching the bottom layer (attempts per layer ^ layers)",
                List.of("layers", "2 per layer", "3 per layer", "4 per layer"),
                rows,
                true);
    }

    public static Figure make(String id) {
        int width = 480;
        int height = 300;
        double left = 56;
        double right = 360;
        double top = 30;
        double bottom = 250;
        double decades = Math.log10((double) KitTables.amplification(ATTEMPTS[ATTEMPTS.length - 1], LAYERS));
        double perDecade = (bottom - top) / Math.ceil(decades * 10) * 10;

        StringBuilder words = new StringBuilder();
        for (int a : ATTEMPTS) {
            words.append(a)
                    .append(" attempts per layer reach ")
                    .append(Svg.thousands(KitTables.amplification(a, LAYERS)))
                    .append(" at ")
                    .append(LAYERS)
                    .append(" layers; ");
        }
        Svg svg = new Svg(
                id,
                width,
                height,
                "Retries multiply across layers",
                "Attempts reaching the bottom layer for one request, for 1 to " + LAYERS
                        + " layers, on a logarithmic scale: " + words
                        + "3 attempts at 5 layers make 243, 4 attempts at 3 layers make 64.");
        double dx = (right - left - 30) / (LAYERS - 1);
        axes(svg, left, right, bottom, perDecade, dx);

        lines(svg, left, bottom, perDecade, dx);

        // The two products the lesson quotes, marked where they fall.
        callout(
                svg,
                left + 15 + 4 * dx,
                bottom - Math.log10((double) KitTables.amplification(3, 5)) * perDecade,
                "3⁵ = " + KitTables.amplification(3, 5),
                28);
        callout(
                svg,
                left + 15 + 2 * dx,
                bottom - Math.log10((double) KitTables.amplification(4, 3)) * perDecade,
                "4³ = " + KitTables.amplification(4, 3),
                -14);

        Table data = table();

        String caption = "One request at the top of a stack in which every layer makes the same number of attempts, "
                + "each failing one retried by the layer above: the bottom layer sees attempts^layers of them. The scale up the side is "
                + "logarithmic, so each step is ten times the one below: " + KitTables.amplification(3, 5)
                + " for 3 attempts at 5 layers, "
                + KitTables.amplification(4, 3) + " for 4 attempts at 3, "
                + Svg.thousands(KitTables.amplification(4, 5)) + " for 4 at 5.";
        return new Figure(id, svg.close(), caption, data);
    }

    private static void marker(Svg svg, int n, double x, double y) {
        switch (n) {
            case 1 -> svg.circle(x, y, 4.5, "fig-fill-1");
            case 2 -> svg.rect(x - 4.5, y - 4.5, 9, 9, "fig-fill-2");
            default -> svg.polygon("fig-fill-3", x, y - 6, x + 5.5, y + 4, x - 5.5, y + 4);
        }
    }

    private static void callout(Svg svg, double x, double y, String text, double dy) {
        svg.circle(x, y, 9, "fig-ring");
        svg.text(dy < 0 ? x - 8 : x, y + dy, dy < 0 ? "end" : "middle", "fig-small fig-strong", text);
    }
}
