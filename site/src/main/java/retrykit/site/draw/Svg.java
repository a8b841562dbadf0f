package retrykit.site.draw;

import java.util.List;

/**
 * A small writer of inline SVG for the figures. Every text and attribute goes through one escape,
 * colours are never written here (the stylesheet gives each class a colour from the theme's CSS
 * variables, so a figure follows the light and dark themes), and the image names itself with
 * {@code role="img"}, a {@code <title>} and a {@code <desc>}.
 */
public final class Svg {
    /**
     * The smallest a drawing is shown at on a narrow screen, as a share of its own size: its 12.5-unit
     * labels stay at 10 px. Below that it scrolls inside its frame (site.css's --fig-min).
     */
    static final double MIN_SCALE = 0.8;

    private final StringBuilder out = new StringBuilder();

    /**
     * @param id     the figure's id, unique on the page: it prefixes the title's and description's ids
     * @param width  the drawing's width in user units; it scales to the width of the page
     * @param height the drawing's height in user units
     */
    public Svg(String id, int width, int height, String title, String description) {
        out.append("<svg class=\"kit-svg\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
                .append(width)
                .append(' ')
                .append(height)
                .append("\" role=\"img\" aria-labelledby=\"")
                .append(id)
                .append("-title ")
                .append(id)
                .append("-desc\"")
                .append(" style=\"aspect-ratio: ")
                .append(width)
                .append(" / ")
                .append(height)
                .append("; --fig-min: ")
                .append(Math.round(width * MIN_SCALE))
                .append("px\">\n")
                .append("<title id=\"")
                .append(id)
                .append("-title\">")
                .append(escape(title))
                .append("</title>\n")
                .append("<desc id=\"")
                .append(id)
                .append("-desc\">")
                .append(escape(description))
                .append("</desc>\n");
    }

    public Svg line(double x1, double y1, double x2, double y2, String cssClass) {
        return element("line", cssClass, "x1", x1, "y1", y1, "x2", x2, "y2", y2);
    }

    public Svg rect(double x, double y, double width, double height, String cssClass) {
        return element("rect", cssClass, "x", x, "y", y, "width", width, "height", height);
    }

    public Svg circle(double cx, double cy, double r, String cssClass) {
        return element("circle", cssClass, "cx", cx, "cy", cy, "r", r);
    }

    /** A closed shape through the points, as x0, y0, x1, y1, ... */
    public Svg polygon(String cssClass, double... xy) {
        return points("polygon", cssClass, xy);
    }

    /** An open line through the points, as x0, y0, x1, y1, ... */
    public Svg polyline(String cssClass, double... xy) {
        return points("polyline", cssClass, xy);
    }

    /** Text anchored at (x, y); {@code anchor} is start, middle or end. */
    public Svg text(double x, double y, String anchor, String cssClass, String text) {
        element("text", cssClass, "x", x, "y", y);
        out.setLength(out.length() - 3); // reopen the tag: text has content
        out.append(" text-anchor=\"")
                .append(anchor)
                .append("\">")
                .append(escape(text))
                .append("</text>\n");
        return this;
    }

    /** The y axis's title, above its top end: what the numbers up the side count. */
    public Svg yAxisTitle(double x, double y, String text) {
        return text(x, y, "start", "fig-small fig-muted fig-axis-title-y", text);
    }

    /** Opens a group: a hover title for everything in it (a tooltip on desktop). */
    public Svg group(String cssClass, String tooltip) {
        out.append("<g");
        if (cssClass != null) {
            out.append(" class=\"").append(escape(cssClass)).append('"');
        }
        out.append('>');
        if (tooltip != null) {
            out.append("<title>").append(escape(tooltip)).append("</title>");
        }
        out.append('\n');
        return this;
    }

    public Svg endGroup() {
        out.append("</g>\n");
        return this;
    }

    public String close() {
        return out.append("</svg>").toString();
    }

    private Svg points(String tag, String cssClass, double... xy) {
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < xy.length; i += 2) {
            points.append(i == 0 ? "" : " ").append(number(xy[i])).append(',').append(number(xy[i + 1]));
        }
        out.append('<')
                .append(tag)
                .append(" class=\"")
                .append(escape(cssClass))
                .append("\" points=\"")
                .append(points)
                .append("\"/>\n");
        return this;
    }

    private Svg element(String tag, String cssClass, Object... attributes) {
        out.append('<').append(tag);
        if (cssClass != null) {
            out.append(" class=\"").append(escape(cssClass)).append('"');
        }
        for (int i = 0; i < attributes.length; i += 2) {
            out.append(' ')
                    .append(attributes[i])
                    .append("=\"")
                    .append(number((Double) attributes[i + 1]))
                    .append('"');
        }
        out.append("/>\n");
        return this;
    }

    /**
     * At most one decimal: enough for a drawing, and the SVG stays small. Plain arithmetic, not
     * String.format: the explorable figures run this code in the browser too (TeaVM), where
     * format's rounding of a near tie differs from the JDK's, and its locale tables are large.
     */
    public static String number(double value) {
        long tenths = Math.round(value * 10);
        String sign = tenths < 0 ? "-" : "";
        long abs = Math.abs(tenths);
        return sign + abs / 10 + (abs % 10 == 0 ? "" : "." + abs % 10);
    }

    public static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }

    /** Thousands with a comma, as the lessons write them (86,400 s). */
    public static String thousands(long value) {
        String text = Long.toString(value);
        String digits = value < 0 ? text.substring(1) : text;
        StringBuilder out = new StringBuilder(value < 0 ? "-" : "");
        for (int i = 0; i < digits.length(); i++) {
            if (i > 0 && (digits.length() - i) % 3 == 0) {
                out.append(',');
            }
            out.append(digits.charAt(i));
        }
        return out.toString();
    }

    public static List<String> row(Object... cells) {
        return java.util.Arrays.stream(cells).map(String::valueOf).toList();
    }
}
