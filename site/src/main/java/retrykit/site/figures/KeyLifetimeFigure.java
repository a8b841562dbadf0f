package retrykit.site.figures;

import java.util.ArrayList;
import java.util.List;
import retrykit.keys.Attempt;
import retrykit.keys.KeyLifetime;
import retrykit.keys.Outcome;
import retrykit.keys.Provider;
import retrykit.site.draw.Svg;
import retrykit.site.draw.Table;
import retrykit.site.examples.Examples;
import retrykit.site.examples.Notation;
import retrykit.site.examples.Stretch;

/**
 * A key's 24-hour lifetime against one operation's attempts: stage 05's example in which the
 * second attempt goes out after the key has expired. The band of decisions is KeyLifetime.solve's
 * answer at every moment, found by asking it, with each change of answer pinned to the second.
 */
public final class KeyLifetimeFigure {
    static final long RETENTION = Examples.RETENTION;
    static final long SECOND_SEND = 90_000;
    public static final long END = 30 * 3600;
    static final Provider PROVIDER = new Provider(true, RETENTION);

    private KeyLifetimeFigure() {}

    static final Attempt FIRST = new Attempt("k1", 0, Outcome.timeout());
    static final Attempt SECOND = new Attempt("k1", SECOND_SEND, Outcome.status(503));

    public static String decide(long now) {
        List<Attempt> history = now < SECOND_SEND ? List.of(FIRST) : List.of(FIRST, SECOND);
        return Notation.action(KeyLifetime.solve(history, now, PROVIDER, Examples.FRESH_KEY));
    }

    /** Row 1: the key's lifetime, then the stretch after it that the provider has pruned. */
    private static void keyRow(Svg svg, double left, double right, double perSecond, double y1) {
        svg.text(left, y1 - 8, "start", "fig-small fig-strong", "what the provider remembers");
        // The theme's blue, as the Send band below: white on its orange was 3.95:1 in the light theme, under AA's
        // 4.5:1.
        svg.rect(left, y1, RETENTION * perSecond, 26, "fig-fill-1");
        svg.text(
                left + 8,
                y1 + 18,
                "start",
                "fig-small fig-on-fill",
                "k1: " + Svg.thousands(RETENTION) + " s (24 h) from its first use");
        svg.rect(left + RETENTION * perSecond, y1, (END - RETENTION) * perSecond, 26, "fig-zone");
        svg.text(right - 4, y1 + 18, "end", "fig-small fig-muted", "pruned");
    }

    /** Row 2: the attempts, the second one's words right of the expiry line. */
    private static void attemptsRow(Svg svg, double left, double right, double perSecond) {
        // Row 2: the attempts.
        double y2 = 104;
        svg.text(left, y2 - 30, "start", "fig-small fig-strong", "attempts sent under k1");
        svg.line(left, y2, right, y2, "fig-axis");
        attempt(svg, left + 7, y2, left + 19, "1: timeout at 0 s");
        // The second attempt's words stand right of the expiry line, on two lines, so the line crosses none of them.
        double expiryX = left + RETENTION * perSecond;
        attempt(
                svg,
                left + SECOND_SEND * perSecond,
                y2,
                expiryX + 6,
                "2: 503",
                "at " + Svg.thousands(SECOND_SEND) + " s");
    }

    /** Row 3: what solve says at each moment, one band per stretch of the same answer. */
    private static void answersRow(Svg svg, List<Stretch> stretches, double left, double right, double perSecond) {
        // Row 3: what solve says at each moment.
        double y3 = 152;
        svg.text(left, y3 - 8, "start", "fig-small fig-strong", "KeyLifetime.solve says");
        for (Stretch s : stretches) {
            String css = s.action().startsWith("Send") ? "fig-fill-1" : "fig-fill-warn";
            svg.group(null, "from " + Svg.thousands(s.from()) + " s to " + Svg.thousands(s.to()) + " s: " + s.action());
            svg.rect(left + s.from() * perSecond, y3, (s.to() - s.from()) * perSecond, 26, css);
            svg.endGroup();
        }
        Stretch first = stretches.get(0);
        svg.text(
                left + 8,
                y3 + 18,
                "start",
                "fig-small fig-on-fill",
                first.action() + " until " + Svg.thousands(first.to() - 1) + " s");
        svg.text(
                right - 4,
                y3 + 18,
                "end",
                "fig-small fig-on-fill",
                stretches.get(stretches.size() - 1).action());
    }

    /** The numbers behind the figure: solve's answer at a few telling moments. */
    private static Table table() {
        List<List<String>> rows = new ArrayList<>();
        for (long now : new long[] {100, RETENTION - 1, RETENTION, SECOND_SEND - 1, SECOND_SEND + 1}) {
            String history = now < SECOND_SEND ? "(k1, 0, timeout)" : "(k1, 0, timeout), (k1, 90000, 503)";
            rows.add(Svg.row(Svg.thousands(now), history, decide(now)));
        }
        return new Table(
                "KeyLifetime.solve's answer at a few moments (provider honours keys, retention 86,400 s)",
                List.of("now (s)", "history (key, sentAt, outcome)", "action"),
                rows,
                false);
    }

    /** The caption: where the key's lifetime comes from, and what solve answers when. */
    private static String caption(Stretch first) {
        String caption =
                "Key k1 is first used at second 0, and that attempt times out: it may have committed. The provider remembers k1 for "
                        + Svg.thousands(RETENTION)
                        + " s (24 hours) from that first use, so KeyLifetime.solve (stage 05's reference) says "
                        + first.action() + " until second " + Svg.thousands(first.to() - 1)
                        + " and Reconcile from then on. The second attempt went out at second "
                        + Svg.thousands(SECOND_SEND)
                        + " under k1 all the same: to the provider it was a new request, and after its 503 the answer is still Reconcile.";
        return caption;
    }

    public static Figure make(String id) {
        List<Stretch> stretches = Stretch.of(KeyLifetimeFigure::decide, END);
        int width = 480;
        int height = 250;
        double left = 16;
        double right = 464;
        double perSecond = (right - left) / END;

        StringBuilder answers = new StringBuilder();
        for (Stretch s : stretches) {
            answers.append(s.action())
                    .append(" from ")
                    .append(Svg.thousands(s.from()))
                    .append(" s; ");
        }
        Svg svg = new Svg(
                id,
                width,
                height,
                "A key lives " + Svg.thousands(RETENTION) + " seconds from its first use",
                "Key k1 is first used at second 0 and the attempt times out. The provider remembers k1 until second "
                        + Svg.thousands(RETENTION) + ". KeyLifetime.solve answers " + answers
                        + "the second attempt, sent at second " + Svg.thousands(SECOND_SEND)
                        + " under k1 and answered 503, came after the key expired.");

        // Row 1: the key's lifetime.
        double y1 = 28;
        keyRow(svg, left, right, perSecond, y1);

        attemptsRow(svg, left, right, perSecond);

        answersRow(svg, stretches, left, right, perSecond);
        Stretch first = stretches.get(0);

        // The time axis, in hours, with the moment the key expires marked in seconds.
        double y4 = 206;
        svg.line(left, y4, right, y4, "fig-axis");
        for (int h = 0; h <= END / 3600; h += 6) {
            double x = left + h * 3600 * perSecond;
            svg.line(x, y4, x, y4 + 5, "fig-axis");
            svg.text(x, y4 + 20, h == 0 ? "start" : "middle", "fig-small", h + " h");
        }
        double expiry = left + RETENTION * perSecond;
        svg.line(expiry, y1, expiry, y4, "fig-budget");
        svg.text(
                expiry - 4,
                y4 + 38,
                "end",
                "fig-small fig-warn-text",
                "k1 expires at " + Svg.thousands(RETENTION) + " s");

        Table data = table();

        String caption = caption(first);

        return new Figure(id, svg.close(), caption, data);
    }

    private static void attempt(Svg svg, double x, double y, double labelX, String... lines) {
        svg.group(null, "attempt " + String.join(" ", lines));
        svg.circle(x, y, 7, "fig-fill-3");
        svg.endGroup();
        for (int i = 0; i < lines.length; i++) {
            svg.text(labelX, y - 12 - 15 * (lines.length - 1 - i), "start", "fig-small", lines[i]);
        }
    }
}
