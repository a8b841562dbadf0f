package retrykit.site.explore;

import java.util.ArrayList;
import java.util.List;
import retrykit.site.draw.Svg;
import retrykit.site.draw.Table;

/**
 * The explorable jitter figure of lesson 3: a crowd of clients that failed together, and a
 * histogram per scheme of when each sends retry k. The reader picks k and the crowd's size.
 */
public final class JitterExplorer {
    public static final int DEFAULT_RETRY = 5;
    public static final int DEFAULT_CLIENTS = 100;

    private JitterExplorer() {}

    static ExploreView view(String id, int retry, int clients) {
        JitterCrowd crowd = new JitterCrowd(clients);
        int cap = JitterCrowd.POLICY.cap();
        JitterCrowd.Scheme[] schemes = JitterCrowd.Scheme.values();
        int[][] counts = new int[schemes.length][cap + 1];
        int[] earliest = new int[schemes.length];
        int[] busiest = new int[schemes.length];
        for (int s = 0; s < schemes.length; s++) {
            earliest[s] = Integer.MAX_VALUE;
            for (int wait : crowd.waits(schemes[s], retry)) {
                counts[s][wait]++;
                earliest[s] = Math.min(earliest[s], wait);
            }
            for (int n : counts[s]) {
                busiest[s] = Math.max(busiest[s], n);
            }
        }
        int top = Math.max(1, Math.max(busiest[0], Math.max(busiest[1], busiest[2])));
        int ceiling = JitterCrowd.ceiling(retry);

        String summary = summary(clients, retry, ceiling, earliest, busiest);

        int width = 480;
        double left = 44;
        double bin = (width - left - 12) / (double) (cap + 1);
        int panel = 70;
        int gap = 76;
        int height = 24 + schemes.length * (panel + gap) + 10;
        Svg svg = new Svg(
                id,
                width,
                height,
                "When " + clients + " clients send retry " + retry + ": full, equal and decorrelated jitter",
                summary);
        svg.text(4, 14, "start", "fig-small fig-muted", "clients in each second");
        for (int s = 0; s < schemes.length; s++) {
            double y0 = 24 + s * (panel + gap);
            panel(svg, schemes[s], s + 1, counts[s], top, left, bin, y0, panel, earliest[s], busiest[s]);
        }
        svg.text(
                left + (cap + 1) * bin / 2,
                height - 4,
                "middle",
                "fig-small",
                "seconds after the failure that retry " + retry + " is sent");

        return new ExploreView(svg.close(), summary, table(counts, retry, clients));
    }

    /** The sentence under the figure: the crowd, the ceiling, and each scheme's first and busiest second. */
    private static String summary(int clients, int retry, int ceiling, int[] earliest, int[] busiest) {
        JitterCrowd.Scheme[] schemes = JitterCrowd.Scheme.values();
        StringBuilder summary = new StringBuilder()
                .append(clients)
                .append(clients == 1 ? " client" : " clients")
                .append(" failed in the same second; retry ")
                .append(retry)
                .append(" has a ceiling of ")
                .append(ceiling)
                .append(" s.");
        for (int s = 0; s < schemes.length; s++) {
            summary.append(' ')
                    .append(schemes[s].title)
                    .append(": the first comes back after ")
                    .append(earliest[s])
                    .append(" s, and at most ")
                    .append(busiest[s])
                    .append(" in one second.");
        }
        return summary.toString();
    }

    /** The counts behind the histograms, in 5-second spans, one column per scheme. */
    private static Table table(int[][] counts, int retry, int clients) {
        int cap = JitterCrowd.POLICY.cap();
        JitterCrowd.Scheme[] schemes = JitterCrowd.Scheme.values();
        List<List<String>> rows = new ArrayList<>();
        for (int from = 0; from <= cap; from += 5) {
            int to = Math.min(from + 4, cap);
            rows.add(Svg.row(
                    from + "–" + to + " s",
                    sum(counts[0], from, to),
                    sum(counts[1], from, to),
                    sum(counts[2], from, to)));
        }
        return new Table(
                "Clients sending retry " + retry + " in each 5-second span (" + clients
                        + " clients, Policy(2, 60, 120))",
                List.of("seconds after the failure", schemes[0].title, schemes[1].title, schemes[2].title),
                rows,
                true);
    }

    private static void panel(
            Svg svg,
            JitterCrowd.Scheme scheme,
            int colour,
            int[] counts,
            int top,
            double left,
            double bin,
            double y0,
            int height,
            int earliest,
            int busiest) {
        double base = y0 + 44 + height;
        svg.text(left, y0 + 12, "start", "fig-strong", scheme.title);
        svg.text(left + counts.length * bin, y0 + 12, "end", "fig-small fig-muted", scheme.formula);
        svg.text(
                left,
                y0 + 30,
                "start",
                "fig-small fig-warn-text",
                "first back after " + earliest + " s, at most " + busiest + " in one second");
        svg.line(left, base - height, left + counts.length * bin, base - height, "fig-grid");
        svg.text(left - 6, base - height + 4, "end", "fig-small", String.valueOf(top));
        svg.text(left - 6, base + 4, "end", "fig-small", "0");
        for (int s = 0; s < counts.length; s++) {
            if (counts[s] > 0) {
                double h = height * counts[s] / (double) top;
                svg.group(null, counts[s] + (counts[s] == 1 ? " client" : " clients") + " at " + s + " s");
                svg.rect(left + s * bin + 0.5, base - h, Math.max(1, bin - 1), h, "fig-fill-" + colour);
                svg.endGroup();
            }
        }
        svg.line(left, base, left + counts.length * bin, base, "fig-axis");
        for (int s = 0; s < counts.length; s += 10) {
            svg.line(left + s * bin + bin / 2, base, left + s * bin + bin / 2, base + 4, "fig-axis");
            svg.text(left + s * bin + bin / 2, base + 17, "middle", "fig-small", s + " s");
        }
        double mark = left + earliest * bin + bin / 2;
        svg.line(mark, base - height, mark, base, "fig-budget");
    }

    private static int sum(int[] values, int from, int to) {
        int s = 0;
        for (int i = from; i <= to && i < values.length; i++) {
            s += values[i];
        }
        return s;
    }
}
