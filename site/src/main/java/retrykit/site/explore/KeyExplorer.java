package retrykit.site.explore;

import java.util.ArrayList;
import java.util.List;
import retrykit.keys.Action;
import retrykit.keys.Attempt;
import retrykit.keys.KeyLifetime;
import retrykit.keys.Outcome;
import retrykit.keys.Provider;
import retrykit.site.draw.Svg;
import retrykit.site.draw.Table;
import retrykit.site.examples.Examples;
import retrykit.site.examples.Stretch;

/**
 * The explorable key lifetime of lesson 6: key k1's first attempt at second 0 times out; the
 * reader drags the second attempt (under k1, answered 503) along the timeline and sets how long the
 * provider remembers a key, and watches KeyLifetime.solve (stage 05's reference) answer at every
 * moment: Send while k1 is alive, Reconcile once it may be forgotten.
 */
public final class KeyExplorer {
    public static final long HOUR = 3600;
    /** The timeline: 80 hours, room for Leach's 72-hour retention and a second attempt after it. */
    public static final long END = 80 * HOUR;

    public static final long MAX_RETENTION = 72 * HOUR;
    public static final long DEFAULT_SECOND = 90_000;
    public static final long DEFAULT_RETENTION = Examples.RETENTION;
    /** Where the timeline's 0 and END lie in the drawing, for the page's script to turn a drag into seconds. */
    static final double LEFT = 16;

    static final double RIGHT = 464;

    private KeyExplorer() {}

    static final Attempt FIRST = new Attempt("k1", 0, Outcome.timeout());

    /** What solve answers at {@code now}: the second attempt is in the history from the moment it is sent. */
    public static String decide(long second, long retention, long now) {
        List<Attempt> history =
                now < second ? List.of(FIRST) : List.of(FIRST, new Attempt("k1", second, Outcome.status(503)));
        return label(KeyLifetime.solve(history, now, new Provider(true, retention), Examples.FRESH_KEY));
    }

    /** Just before the second attempt goes out: whether sending it under k1 was the reference's advice. */
    public static String before(long second, long retention) {
        return label(KeyLifetime.solve(List.of(FIRST), second, new Provider(true, retention), Examples.FRESH_KEY));
    }

    public static List<Stretch> stretches(long second, long retention) {
        check(second, retention);
        return Stretch.of(now -> decide(second, retention, now), END);
    }

    static ExploreView view(String id, long second, long retention) {
        List<Stretch> stretches = stretches(second, retention);
        String before = before(second, retention);
        String after = decide(second, retention, second);
        double perSecond = (RIGHT - LEFT) / END;

        String summary = "Just before the second attempt, at " + time(second) + ", KeyLifetime.solve answers " + before
                + (before.startsWith("Send")
                        ? ": k1 is still remembered, so the copy under k1 gets the first one's answer back."
                        : ": k1 may be forgotten by then, so a copy under k1 could be saved as a new request; look the record up instead.")
                + " After the 503 it answers " + after + later(stretches, second) + ".";

        Svg svg = new Svg(
                id,
                480,
                250,
                "Key k1 lives " + time(retention) + " from its first use; the second attempt at " + time(second),
                summary);
        double y1 = 28;
        svg.text(LEFT, y1 - 8, "start", "fig-small fig-strong", "what the provider remembers");
        double expiry = LEFT + retention * perSecond;
        // fill-1, not fill-2: white text on the theme's orange falls short of 4.5:1 in the light theme.
        svg.rect(LEFT, y1, retention * perSecond, 26, "fig-fill-1");
        svg.rect(expiry, y1, RIGHT - expiry, 26, "fig-zone");
        String kept = "k1: " + hours(retention);
        if (retention * perSecond > 60) {
            svg.text(LEFT + 6, y1 + 18, "start", "fig-small fig-on-fill", kept);
        } else {
            svg.text(expiry + 6, y1 + 18, "start", "fig-small", kept);
        }

        double y2 = 100;
        attempts(svg, second, perSecond, y2);

        double y3 = 148;
        answers(svg, stretches, perSecond, y3);

        double y4 = 198;
        svg.line(LEFT, y4, RIGHT, y4, "fig-axis");
        for (long h = 0; h <= END / HOUR; h += 12) {
            double x = LEFT + h * HOUR * perSecond;
            svg.line(x, y4, x, y4 + 5, "fig-axis");
            svg.text(x, y4 + 19, h == 0 ? "start" : h == END / HOUR ? "end" : "middle", "fig-small", h + " h");
        }
        // The expiry across the bands, the attempts and the axis, but not through the rows' labels.
        svg.line(expiry, y1, expiry, y1 + 26, "fig-budget");
        svg.line(expiry, y2 - 14, expiry, y2 + 14, "fig-budget");
        svg.line(expiry, y3, expiry, y4, "fig-budget");
        boolean expiryLeft = expiry > (LEFT + RIGHT) / 2;
        svg.text(
                expiry + (expiryLeft ? -4 : 4),
                y4 + 38,
                expiryLeft ? "end" : "start",
                "fig-small fig-warn-text",
                "k1 expires at " + time(retention));

        return new ExploreView(svg.close(), summary, table(stretches, second, retention));
    }

    /** The attempts row: the first at 0, the second where the reader dragged it, labelled on its roomier side. */
    private static void attempts(Svg svg, long second, double perSecond, double y2) {
        svg.text(LEFT, y2 - 30, "start", "fig-small fig-strong", "attempts under k1 (drag the second)");
        svg.line(LEFT, y2, RIGHT, y2, "fig-axis");
        svg.group(null, "attempt 1: timeout at 0 s");
        svg.circle(LEFT + 7, y2, 7, "fig-fill-3");
        svg.endGroup();
        double x2 = LEFT + second * perSecond;
        svg.group("kit-explore-handle", "attempt 2: 503 at " + time(second));
        svg.circle(x2, y2, 11, "fig-ring");
        svg.circle(x2, y2, 7, "fig-fill-3");
        svg.endGroup();
        boolean labelLeft = x2 > (LEFT + RIGHT) / 2;
        svg.text(
                x2 + (labelLeft ? -14 : 14),
                y2 + 4,
                labelLeft ? "end" : "start",
                "fig-small",
                "2: 503 at " + hours(second));
    }

    /** KeyLifetime.solve's row: one band per stretch of the same answer, named where it is wide enough. */
    private static void answers(Svg svg, List<Stretch> stretches, double perSecond, double y3) {
        svg.text(LEFT, y3 - 8, "start", "fig-small fig-strong", "KeyLifetime.solve says");
        for (Stretch s : stretches) {
            String css = s.action().startsWith("Send") ? "fig-fill-1" : "fig-fill-warn";
            double x = LEFT + s.from() * perSecond;
            double w = (s.to() - s.from()) * perSecond;
            svg.group(null, "from " + time(s.from()) + " to " + time(s.to()) + ": " + s.action());
            svg.rect(x, y3, w, 26, css);
            svg.endGroup();
            if (w > 8 * s.action().length() + 8) {
                svg.text(x + 5, y3 + 18, "start", "fig-small fig-on-fill", s.action());
            }
        }
    }

    /** The numbers behind the bands: each stretch, the history solve was asked about, and its answer. */
    private static Table table(List<Stretch> stretches, long second, long retention) {
        List<List<String>> rows = new ArrayList<>();
        for (Stretch s : stretches) {
            String history = s.from() < second ? "(k1, 0, timeout)" : "(k1, 0, timeout), (k1, " + second + ", 503)";
            rows.add(Svg.row(Svg.thousands(s.from()) + "–" + Svg.thousands(s.to() - 1) + " s", history, s.action()));
        }
        return new Table(
                "KeyLifetime.solve's answer over time (provider honours keys, retention " + Svg.thousands(retention)
                        + " s)",
                List.of("now", "history (key, sentAt, outcome)", "action"),
                rows,
                true);
    }

    /** The changes of answer after the second attempt, as ", then X from t". */
    private static String later(List<Stretch> stretches, long second) {
        StringBuilder out = new StringBuilder();
        for (Stretch s : stretches) {
            if (s.from() > second) {
                out.append(", then ").append(s.action()).append(" from ").append(time(s.from()));
            }
        }
        return out.toString();
    }

    private static void check(long second, long retention) {
        if (second < 0 || second > END) {
            throw new IllegalArgumentException("the second attempt is sent between 0 and " + END + " s, not " + second);
        }
        if (retention < 1 || retention > MAX_RETENTION) {
            throw new IllegalArgumentException("the retention is 1 to " + MAX_RETENTION + " s, not " + retention);
        }
    }

    private static String label(Action action) {
        if (action instanceof Action.Send send) {
            return "Send(\"" + send.key() + "\")";
        }
        if (action instanceof Action.Done) {
            return "Done";
        }
        return action instanceof Action.Failed ? "Failed" : "Reconcile";
    }

    /** 90,000 s as "25 h (90,000 s)", the way the lesson writes a moment. */
    public static String time(long seconds) {
        return hours(seconds) + " (" + Svg.thousands(seconds) + " s)";
    }

    static String hours(long seconds) {
        long h = seconds / HOUR;
        long m = seconds % HOUR / 60;
        return m == 0 ? h + " h" : h + " h " + m + " min";
    }
}
