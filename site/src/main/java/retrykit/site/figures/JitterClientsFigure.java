package retrykit.site.figures;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import retrykit.site.draw.Svg;
import retrykit.site.draw.Table;
import retrykit.site.explore.JitterCrowd;
import retrykit.site.explore.JitterExplorer;

/**
 * 100 clients whose calls failed in the same second, and when each comes back for one retry under
 * full and under equal jitter. The crowd is the explorable's ({@link JitterCrowd}: the same seeded
 * draws, the same formulas), so the figure and the explorable at its starting values agree, and
 * both schemes use the same draws, so only the formula differs.
 */
public final class JitterClientsFigure {
    public static final int CLIENTS = JitterExplorer.DEFAULT_CLIENTS;
    public static final int RETRY = JitterExplorer.DEFAULT_RETRY;

    private JitterClientsFigure() {}

    /** The counts behind the histograms, in 4-second spans. */
    private static Table table(int[] full, int[] equal, int ceiling) {
        List<List<String>> rows = new ArrayList<>();
        for (int from = 0; from < ceiling; from += 4) {
            rows.add(Svg.row(from + "–" + (from + 3) + " s", sum(full, from, from + 4), sum(equal, from, from + 4)));
        }
        return new Table(
                "Clients sending retry " + RETRY + " in each 4-second span",
                List.of("seconds after the failure", "full jitter", "equal jitter"),
                rows,
                true);
    }

    /** The caption: how the draws were made, and what full jitter costs the server against what equal jitter costs the client. */
    private static String caption(int ceiling, int minFull, int busyFull, int busyEqual) {
        String caption = CLIENTS
                + " clients failed in the same second, and each drew its numbers from 0 to 99 (SplitMix64, seed "
                + JitterCrowd.SEED + ", the draws of the explorable below). Here is when they send retry " + RETRY
                + " under Policy(2, 60, 120), whose ceiling is "
                + ceiling
                + " s. Full jitter, c × draw / 100, spreads them over the whole ceiling: the earliest after " + minFull
                + " s, straight back at a server that just failed. Equal jitter (EqualJitter.solve, stage 02's reference) packs them into the upper half, at most "
                + busyEqual + " in one second against " + busyFull + ", and every one of them has spent at least "
                + (ceiling / 2)
                + " s of its budget: the price of a budget that counts retries.";
        return caption;
    }

    /** What the drawing shows, in words, for readers who cannot see it. */
    private static String description(int ceiling, int minFull, int minEqual, int busyFull, int busyEqual) {
        String description = CLIENTS + " clients failed in the same second. Waiting before retry " + RETRY
                + " (ceiling " + ceiling + " s), full jitter spreads them from " + minFull + " to " + (ceiling - 1)
                + " seconds, at most " + busyFull + " in one second; equal jitter from " + minEqual + " to "
                + (ceiling - 1)
                + " seconds, at most " + busyEqual + " in one second, and none before " + (ceiling / 2) + " seconds.";
        return description;
    }

    public static Figure make(String id) {
        int ceiling = JitterCrowd.ceiling(RETRY);
        JitterCrowd crowd = new JitterCrowd(CLIENTS);
        int[] fullWaits = crowd.waits(JitterCrowd.Scheme.FULL, RETRY);
        int[] equalWaits = crowd.waits(JitterCrowd.Scheme.EQUAL, RETRY);
        int[] full = histogram(fullWaits, ceiling);
        int[] equal = histogram(equalWaits, ceiling);
        int minFull = Arrays.stream(fullWaits).min().orElse(Integer.MAX_VALUE);
        int minEqual = Arrays.stream(equalWaits).min().orElse(Integer.MAX_VALUE);
        int top = Math.max(max(full), max(equal));
        int busyFull = max(full);
        int busyEqual = max(equal);

        int width = 480;
        int left = 58;
        int right = 12;
        double bin = (width - left - right) / (double) ceiling;
        int panel = 110;
        String description = description(ceiling, minFull, minEqual, busyFull, busyEqual);

        int gap = 62;
        double axisY = gap + 30 + 2 * panel + 30;
        Svg svg = new Svg(
                id,
                width,
                (int) axisY + 20,
                "When " + CLIENTS + " clients come back: full versus equal jitter",
                description);
        int y0 = 0;
        panel(svg, "Full jitter", "c × draw / 100", full, top, left, bin, y0, panel, -1, busyFull, "fig-fill-1");
        panel(
                svg,
                "Equal jitter",
                "c/2 + (c − c/2) × draw / 100",
                equal,
                top,
                left,
                bin,
                y0 + panel + gap,
                panel,
                ceiling / 2,
                busyEqual,
                "fig-fill-2");
        svg.text(
                left + ceiling * bin / 2,
                axisY + 8,
                "middle",
                "fig-small",
                "seconds after the failure that retry " + RETRY + " is sent");

        Table data = table(full, equal, ceiling);

        String caption = caption(ceiling, minFull, busyFull, busyEqual);

        return new Figure(id, svg.close(), caption, data);
    }

    private static void panel(
            Svg svg,
            String title,
            String formula,
            int[] counts,
            int top,
            int left,
            double bin,
            double y0,
            int height,
            int floor,
            int busiest,
            String fill) {
        double base = y0 + 30 + height;
        // The panel's header sits well above its tallest bar, whose count is written on top of it.
        svg.text(left, y0 + 12, "start", "fig-strong", title);
        svg.yAxisTitle(4, y0 + 12, "clients");
        svg.text(left + counts.length * bin, y0 + 12, "end", "fig-small fig-muted", formula);
        if (floor > 0) {
            svg.rect(left, y0 + 30, floor * bin, height, "fig-zone");
            svg.text(
                    left + floor * bin / 2,
                    y0 + 30 + height / 2.0,
                    "middle",
                    "fig-small fig-muted",
                    "nobody before " + floor + " s");
        }
        for (double frac : new double[] {0.5, 1}) {
            double y = base - height * frac;
            svg.line(left, y, left + counts.length * bin, y, "fig-grid");
            svg.text(left - 6, y + 4, "end", "fig-small", String.valueOf(Math.round(top * frac)));
        }
        for (int s = 0; s < counts.length; s++) {
            if (counts[s] > 0) {
                double h = height * counts[s] / (double) top;
                svg.group(null, counts[s] + (counts[s] == 1 ? " client" : " clients") + " at " + s + " s");
                svg.rect(left + s * bin + 1, base - h, bin - 2, h, fill);
                svg.endGroup();
            }
        }
        svg.line(left, base, left + counts.length * bin, base, "fig-axis");
        for (int s = 0; s <= counts.length; s += 8) {
            svg.line(left + s * bin, base, left + s * bin, base + 4, "fig-axis");
            svg.text(left + s * bin, base + 18, "middle", "fig-small", s + " s");
        }
        for (int s = 0; s < counts.length; s++) {
            if (counts[s] == busiest) { // label the peak: the crowd the server meets in its worst second
                svg.text(
                        left + s * bin + bin / 2,
                        base - height * counts[s] / (double) top - 4,
                        "middle",
                        "fig-small fig-strong",
                        String.valueOf(busiest));
                break;
            }
        }
    }

    /** How many clients wait each whole second from 0 to {@code ceiling - 1}. */
    private static int[] histogram(int[] waits, int ceiling) {
        int[] counts = new int[ceiling];
        for (int wait : waits) {
            counts[wait]++;
        }
        return counts;
    }

    private static int max(int[] values) {
        int m = 0;
        for (int v : values) {
            m = Math.max(m, v);
        }
        return m;
    }

    private static int sum(int[] values, int from, int to) {
        int s = 0;
        for (int i = from; i < Math.min(to, values.length); i++) {
            s += values[i];
        }
        return s;
    }
}
