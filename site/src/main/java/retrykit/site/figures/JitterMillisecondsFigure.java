package retrykit.site.figures;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import retrykit.jitter.EqualJitter;
import retrykit.site.draw.Svg;
import retrykit.site.draw.Table;
import retrykit.site.explore.JitterCrowd;
import retrykit.site.explore.JitterExplorer;

/**
 * What whole seconds do to equal jitter's first retries, and the same crowd with its waits in
 * milliseconds. With base 2, retry 1's ceiling is 2 s, whose random half is 1 s: in whole seconds
 * every draw waits exactly 1 s, so a crowd that failed together comes back together. The same
 * draws on the same policy written in milliseconds spread it over the second. The figure draws
 * retry 1; its table gives retries 1 to 7. Everything is EqualJitter.solve on the lesson's crowd
 * ({@link JitterCrowd}, the explorable's draws).
 */
public final class JitterMillisecondsFigure {
    static final int CLIENTS = JitterExplorer.DEFAULT_CLIENTS;
    static final int RETRY = 1;
    static final int LAST_RETRY = 7;
    /** The width of a bar, and of the window in which the table counts the busiest arrivals. */
    static final int SLOT_MS = 100;

    private JitterMillisecondsFigure() {}

    /** Retries 1 to LAST_RETRY: the waits whole seconds allow, and the busiest slot in seconds and in milliseconds. */
    private static Table table(JitterCrowd crowd) {
        List<List<String>> rows = new ArrayList<>();
        for (int k = 1; k <= LAST_RETRY; k++) {
            rows.add(Svg.row(
                    k,
                    JitterCrowd.ceiling(k) + " s",
                    possibleWholeSecondWaits(k),
                    max(countPerSlot(crowd.waits(JitterCrowd.Scheme.EQUAL, k), 1000)),
                    max(countPerSlot(crowd.equalMillis(k), 1))));
        }
        return new Table(
                "The same " + CLIENTS + " clients under equal jitter, retries 1 to " + LAST_RETRY
                        + ": how many different waits whole seconds allow, and the most clients sent within one "
                        + SLOT_MS + " ms, with waits in whole seconds and in milliseconds",
                List.of(
                        "retry k",
                        "ceiling",
                        "different waits in whole seconds",
                        "most in one " + SLOT_MS + " ms, whole seconds",
                        "most in one " + SLOT_MS + " ms, milliseconds"),
                rows,
                true);
    }

    /** The caption: whole seconds bunch retry 1 together, milliseconds spread it, and where whole seconds begin to spread. */
    private static String caption(int busySeconds, int busyMillis, int spreadFrom) {
        String caption = "The crowd of the first figure and of the explorable: " + CLIENTS
                + " clients, the same draws (SplitMix64, seed " + JitterCrowd.SEED
                + "). In whole seconds, retry 1's random half is 1 s and every draw rounds it down to nothing: all "
                + busySeconds + " wait exactly 1 s and arrive together. The spread begins at retry " + spreadFrom
                + ", with only " + possibleWholeSecondWaits(spreadFrom) + " possible waits; retry " + (spreadFrom + 1)
                + " has " + possibleWholeSecondWaits(spreadFrom + 1) + ", retry " + (spreadFrom + 2) + " "
                + possibleWholeSecondWaits(spreadFrom + 2)
                + ": the number of waits grows with the ceiling. Drawn in milliseconds, as real clients draw their waits, the"
                + " same draws on the same policy spread retry 1 over the whole second: at most " + busyMillis
                + " in any " + SLOT_MS + " ms. (The draws are still whole percentages, so retry 1's waits fall on 10 ms"
                + " steps; a real client's draw is finer still.)";
        return caption;
    }

    /** The two histograms on one scale (the whole seconds' busiest slot), and the time axis's title under them. */
    private static void panels(
            Svg svg,
            int[] seconds,
            int[] millis,
            int busySeconds,
            int left,
            double bin,
            int panel,
            int gap,
            double axisY) {
        int slots = seconds.length;
        panel(
                svg,
                "Whole seconds",
                "EqualJitter.solve, Policy(2, 60, 120)",
                seconds,
                busySeconds,
                left,
                bin,
                0,
                panel,
                "fig-fill-2");
        panel(
                svg,
                "Milliseconds",
                "EqualJitter.solve, Policy(2000, 60000, 120000)",
                millis,
                busySeconds,
                left,
                bin,
                panel + gap,
                panel,
                "fig-fill-1");
        svg.text(
                left + slots * bin / 2,
                axisY + 8,
                "middle",
                "fig-small",
                "seconds after the failure that retry " + RETRY + " is sent");
    }

    /** What the drawing shows, in words, for readers who cannot see it. */
    private static String description(JitterCrowd crowd, int busySeconds, int busyMillis) {
        String description = CLIENTS + " clients failed at the same moment. Before retry " + RETRY
                + ", with waits in whole seconds, every one of them waits exactly "
                + crowd.waits(JitterCrowd.Scheme.EQUAL, RETRY)[0] + " s, so " + busySeconds
                + " come back in the same " + SLOT_MS + " ms; with the same draws in milliseconds they spread over "
                + "the second, at most " + busyMillis + " in any " + SLOT_MS + " ms.";
        return description;
    }

    public static Figure make(String id) {
        JitterCrowd crowd = new JitterCrowd(CLIENTS);
        int ceilingMs = JitterCrowd.ceiling(RETRY) * 1000;
        int slots = ceilingMs / SLOT_MS;
        int[] seconds = new int[slots];
        for (int wait : crowd.waits(JitterCrowd.Scheme.EQUAL, RETRY)) {
            seconds[Math.min(slots - 1, wait * 1000 / SLOT_MS)]++;
        }
        int[] millis = new int[slots];
        for (int wait : crowd.equalMillis(RETRY)) {
            millis[Math.min(slots - 1, wait / SLOT_MS)]++;
        }
        int busySeconds = max(seconds);
        int busyMillis = max(millis);
        int spreadFrom = firstSpreadingRetry();

        int width = 480;
        int left = 58;
        int right = 12;
        double bin = (width - left - right) / (double) slots;
        int panel = 100;
        int gap = 62;
        double axisY = gap + 30 + 2 * panel + 30;
        String description = description(crowd, busySeconds, busyMillis);

        Svg svg = new Svg(
                id,
                width,
                (int) axisY + 20,
                "Retry " + RETRY + " of equal jitter: whole seconds against milliseconds",
                description);
        panels(svg, seconds, millis, busySeconds, left, bin, panel, gap, axisY);

        Table data = table(crowd);

        String caption = caption(busySeconds, busyMillis, spreadFrom);

        return new Figure(id, svg.close(), caption, data);
    }

    /** The first retry at which two draws give different whole-second waits. */
    public static int firstSpreadingRetry() {
        for (int k = 1; ; k++) {
            if (possibleWholeSecondWaits(k) > 1) {
                return k;
            }
        }
    }

    /** How many different waits EqualJitter.solve gives for retry k over all 100 draws, in whole seconds. */
    public static int possibleWholeSecondWaits(int k) {
        Set<Integer> waits = new HashSet<>();
        for (int draw = 0; draw < 100; draw++) {
            waits.add(EqualJitter.solve(k, JitterCrowd.POLICY, draw));
        }
        return waits.size();
    }

    /** Clients per 100 ms slot, for waits given in units of {@code unitMs} milliseconds. */
    private static int[] countPerSlot(int[] waits, int unitMs) {
        int[] counts = new int[JitterCrowd.POLICY.cap() * 1000 / SLOT_MS + 1];
        for (int wait : waits) {
            counts[(int) ((long) wait * unitMs / SLOT_MS)]++;
        }
        return counts;
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
            String fill) {
        double base = y0 + 30 + height;
        svg.text(left, y0 + 12, "start", "fig-strong", title);
        svg.yAxisTitle(4, y0 + 12, "clients");
        svg.text(left + counts.length * bin, y0 + 12, "end", "fig-small fig-muted", formula);
        for (double frac : new double[] {0.5, 1}) {
            double y = base - height * frac;
            svg.line(left, y, left + counts.length * bin, y, "fig-grid");
            svg.text(left - 6, y + 4, "end", "fig-small", String.valueOf(Math.round(top * frac)));
        }
        int busiest = max(counts);
        for (int s = 0; s < counts.length; s++) {
            if (counts[s] > 0) {
                double h = height * counts[s] / (double) top;
                svg.group(
                        null,
                        counts[s] + (counts[s] == 1 ? " client" : " clients") + " from " + s * SLOT_MS + " to "
                                + ((s + 1) * SLOT_MS - 1) + " ms");
                svg.rect(left + s * bin + 1, base - h, bin - 2, h, fill);
                svg.endGroup();
            }
        }
        svg.line(left, base, left + counts.length * bin, base, "fig-axis");
        for (int s = 0; s <= counts.length; s += 5) {
            svg.line(left + s * bin, base, left + s * bin, base + 4, "fig-axis");
            svg.text(left + s * bin, base + 18, "middle", "fig-small", Svg.number(s * SLOT_MS / 1000.0) + " s");
        }
        for (int s = 0; s < counts.length; s++) {
            if (counts[s] == busiest) {
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

    private static int max(int[] values) {
        int m = 0;
        for (int v : values) {
            m = Math.max(m, v);
        }
        return m;
    }
}
