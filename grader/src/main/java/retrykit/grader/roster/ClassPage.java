package retrykit.grader.roster;

import java.util.List;
import java.util.Map;
import retrykit.grader.report.SubmissionReport;

/**
 * {@code class.html}: the class report an instructor teaches from, one static page that needs
 * nothing else (its style inline, no script, no font, no image fetched): the spread of scores as an
 * SVG histogram with the same figures as a table, each stage's and each item's pass rate, the lesson
 * sections most often failed first, who did not get a full grading, and a link to each learner's
 * feedback. Light and dark follow the reader's system setting; both meet WCAG 2.1 AA.
 */
public final class ClassPage {
    /** The file in the output folder. */
    public static final String FILE = "class.html";

    private ClassPage() {}

    /** The page for {@code overview}, each learner's feedback linked at {@code feedbackLinks.get(their id)}, relative to the page. */
    public static String write(ClassOverview overview, Map<String, String> feedbackLinks) {
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>Class report · retrykit</title>\n<style>\n")
                .append(STYLE)
                .append("</style>\n</head>\n<body>\n<main>\n<h1>Class report</h1>\n");
        h.append("<p class=\"lead\">")
                .append(overview.graded().size())
                .append(" graded, ")
                .append(overview.notGraded().size())
                .append(" not graded")
                .append(overview.medianPercent().map(m -> "; median score " + m).orElse(""))
                .append(".</p>\n");

        h.append("<section aria-labelledby=\"spread\">\n<h2 id=\"spread\">Scores</h2>\n");
        histogram(h, overview.histogram());
        h.append("</section>\n");

        h.append("<section aria-labelledby=\"reteach\">\n<h2 id=\"reteach\">What to teach again</h2>\n")
                .append(
                        "<p>The lesson section each learner's first failed item in a stage points to, most often first.</p>\n");
        if (overview.firstFailures().isEmpty()) {
            h.append("<p>No learner failed an item.</p>\n");
        } else {
            h.append("<table>\n<thead><tr><th scope=\"col\">learners</th><th scope=\"col\">stage</th>")
                    .append("<th scope=\"col\">lesson section</th><th scope=\"col\">who</th></tr></thead>\n<tbody>\n");
            for (ClassOverview.FirstFailure f : overview.firstFailures()) {
                h.append("<tr><td class=\"num\">")
                        .append(f.learners().size())
                        .append("</td><td>")
                        .append(esc(f.stage()))
                        .append("</td><td>")
                        .append(f.section().isEmpty() ? "stage not started (the stub as given)" : esc(f.section()))
                        .append(" <span class=\"where\">")
                        .append(esc(f.lesson()))
                        .append("</span></td><td>")
                        .append(esc(String.join(", ", f.learners())))
                        .append("</td></tr>\n");
            }
            h.append("</tbody>\n</table>\n");
        }
        h.append("</section>\n");

        h.append("<section aria-labelledby=\"stages\">\n<h2 id=\"stages\">Stages</h2>\n");
        rates(h, overview.stages(), "stage", false);
        h.append("<h3 id=\"items\">Rubric items</h3>\n");
        rates(h, overview.items(), "item", true);
        h.append("</section>\n");

        h.append("<section aria-labelledby=\"troubles\">\n<h2 id=\"troubles\">Not graded in full</h2>\n");
        if (overview.troubles().isEmpty() && overview.notGraded().isEmpty()) {
            h.append("<p>Every stage of every learner ran to the end.</p>\n");
        } else {
            h.append("<dl>\n");
            for (Map.Entry<String, List<String>> t : overview.troubles().entrySet()) {
                h.append("<dt>")
                        .append(esc(label(t.getKey())))
                        .append("</dt><dd>")
                        .append(esc(String.join(", ", t.getValue())))
                        .append("</dd>\n");
            }
            for (Map.Entry<String, String> n : overview.notGraded().entrySet()) {
                h.append("<dt>not graded</dt><dd>")
                        .append(esc(n.getKey()))
                        .append(": ")
                        .append(esc(n.getValue()))
                        .append("</dd>\n");
            }
            h.append("</dl>\n");
        }
        h.append("</section>\n");

        h.append("<section aria-labelledby=\"learners\">\n<h2 id=\"learners\">Learners</h2>\n")
                .append("<table>\n<thead><tr><th scope=\"col\">learner</th><th scope=\"col\">points</th>")
                .append("<th scope=\"col\">percent</th><th scope=\"col\">feedback</th></tr></thead>\n<tbody>\n");
        for (SubmissionReport r : overview.graded()) {
            String link = feedbackLinks.get(r.learnerId());
            h.append("<tr><th scope=\"row\">")
                    .append(esc(r.learner()))
                    .append("</th><td class=\"num\">")
                    .append(r.points())
                    .append(" / ")
                    .append(r.maxPoints())
                    .append("</td><td class=\"num\">")
                    .append(Gradebook.percent(r.points(), r.maxPoints()))
                    .append("%</td><td>");
            if (link != null) {
                h.append("<a href=\"")
                        .append(esc(link))
                        .append("\">feedback<span class=\"sr\"> of ")
                        .append(esc(r.learner()))
                        .append("</span></a>");
            }
            h.append("</td></tr>\n");
        }
        h.append("</tbody>\n</table>\n</section>\n</main>\n</body>\n</html>\n");
        return h.toString();
    }

    private static String label(String status) {
        return switch (status) {
            case "compile error" -> "did not compile";
            default -> status;
        };
    }

    private static void rates(StringBuilder h, List<ClassOverview.Rate> rates, String what, boolean items) {
        h.append("<table>\n<thead><tr><th scope=\"col\">stage</th>");
        if (items) {
            h.append("<th scope=\"col\">item</th>");
        } else {
            h.append("<th scope=\"col\">title</th>");
        }
        h.append("<th scope=\"col\">passed</th><th scope=\"col\">pass rate</th></tr></thead>\n<tbody>\n");
        for (ClassOverview.Rate r : rates) {
            h.append("<tr><td>").append(esc(r.stage())).append("</td><td>").append(esc(r.what()));
            if (items) {
                h.append(" <code>").append(esc(r.id())).append("</code>");
            }
            h.append("</td><td class=\"num\">")
                    .append(r.passed())
                    .append(" of ")
                    .append(r.of())
                    .append("</td><td class=\"num\"><span class=\"bar\" style=\"--rate:")
                    .append(r.of() == 0 ? 0 : 100 * r.passed() / r.of())
                    .append("%\"></span>")
                    .append(r.percent())
                    .append("</td></tr>\n");
        }
        h.append("</tbody>\n</table>\n");
        if (rates.isEmpty()) {
            h.append("<p>No ").append(what).append(" was graded.</p>\n");
        }
    }

    /** The histogram: a bar per tenth of the points, its count above it, and the same figures as a table. */
    private static void histogram(StringBuilder h, int[] bins) {
        int most = 1;
        for (int b : bins) {
            most = Math.max(most, b);
        }
        int barWidth = 44;
        int gap = 8;
        int height = 160;
        int left = 8;
        int width = left + bins.length * (barWidth + gap);
        StringBuilder described = new StringBuilder();
        h.append("<figure>\n<svg role=\"img\" aria-labelledby=\"hist-title\" viewBox=\"0 0 ")
                .append(width)
                .append(' ')
                .append(height + 48)
                .append("\" width=\"100%\" preserveAspectRatio=\"xMinYMin meet\">\n<title id=\"hist-title\">");
        for (int i = 0; i < bins.length; i++) {
            described.append(i == 0 ? "" : "; ").append(range(i)).append(": ").append(bins[i]);
        }
        h.append("Learners by score: ").append(esc(described.toString())).append("</title>\n");
        for (int i = 0; i < bins.length; i++) {
            int x = left + i * (barWidth + gap);
            int bar = bins[i] * (height - 20) / most;
            int y = height - bar;
            h.append("<rect class=\"bin\" x=\"")
                    .append(x)
                    .append("\" y=\"")
                    .append(y)
                    .append("\" width=\"")
                    .append(barWidth)
                    .append("\" height=\"")
                    .append(bar)
                    .append("\"/>\n");
            h.append("<text x=\"")
                    .append(x + barWidth / 2)
                    .append("\" y=\"")
                    .append(y - 4)
                    .append("\" text-anchor=\"middle\">")
                    .append(bins[i])
                    .append("</text>\n");
            h.append("<text x=\"")
                    .append(x + barWidth / 2)
                    .append("\" y=\"")
                    .append(height + 18)
                    .append("\" text-anchor=\"middle\" class=\"axis\">")
                    .append(i == 10 ? "100" : i * 10)
                    .append("</text>\n");
        }
        h.append("<line class=\"base\" x1=\"0\" y1=\"")
                .append(height)
                .append("\" x2=\"")
                .append(width)
                .append("\" y2=\"")
                .append(height)
                .append("\"/>\n<text x=\"")
                .append(width / 2)
                .append("\" y=\"")
                .append(height + 40)
                .append(
                        "\" text-anchor=\"middle\" class=\"axis\">score, percent of the points (each bar from its mark to the next)</text>\n")
                .append("</svg>\n<figcaption>Learners by score, in tenths of the points.</figcaption>\n</figure>\n");
        h.append("<details>\n<summary>The same figures as a table</summary>\n<table>\n")
                .append(
                        "<thead><tr><th scope=\"col\">score</th><th scope=\"col\">learners</th></tr></thead>\n<tbody>\n");
        for (int i = 0; i < bins.length; i++) {
            h.append("<tr><td>")
                    .append(range(i))
                    .append("</td><td class=\"num\">")
                    .append(bins[i])
                    .append("</td></tr>\n");
        }
        h.append("</tbody>\n</table>\n</details>\n");
    }

    private static String range(int bin) {
        return bin == 10 ? "100%" : bin * 10 + "% to under " + (bin + 1) * 10 + "%";
    }

    /** {@code text} safe inside HTML text and attribute values. */
    static String esc(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> {
                    if (Character.isISOControl(c) && c != '\n' && c != '\t') {
                        out.append('\uFFFD');
                    } else {
                        out.appendCodePoint(c);
                    }
                }
            }
        });
        return out.toString();
    }

    private static final String STYLE = """
            :root { color-scheme: light dark; --fg: #1a1a1a; --bg: #ffffff; --muted: #4a4a4a; --line: #8a8a8a;
              --bar: #1f5fa8; --link: #0b4f9c; --row: #f1f3f6; }
            @media (prefers-color-scheme: dark) {
              :root { --fg: #ececec; --bg: #16181c; --muted: #c2c2c2; --line: #8f8f8f; --bar: #7fb2f0;
                --link: #9cc7ff; --row: #22262d; }
            }
            body { margin: 0; background: var(--bg); color: var(--fg);
              font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
            main { max-width: 62rem; margin: 0 auto; padding: 1rem 1.25rem 3rem; }
            h1 { margin-bottom: 0.25rem; }
            .lead { font-size: 1.15rem; margin-top: 0; }
            table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1.5rem; }
            th, td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
            tbody tr:nth-child(even) { background: var(--row); }
            .num { font-variant-numeric: tabular-nums; white-space: nowrap; }
            .where { color: var(--muted); font-size: 0.9em; display: block; }
            .bar { display: inline-block; width: 4rem; height: 0.6rem; margin-right: 0.5rem; border: 1px solid var(--line);
              background: linear-gradient(to right, var(--bar) var(--rate), transparent var(--rate)); }
            code { font-size: 0.85em; color: var(--muted); }
            a { color: var(--link); }
            a:focus-visible, summary:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
            figure { margin: 0; max-width: 40rem; }
            svg text { fill: var(--fg); font-size: 13px; }
            svg .axis { fill: var(--muted); }
            svg .bin { fill: var(--bar); }
            svg .base { stroke: var(--line); }
            figcaption { color: var(--muted); }
            dt { font-weight: 600; margin-top: 0.5rem; }
            dd { margin-left: 1.25rem; }
            .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
            """;
}
