package retrykit.site.explore;

/**
 * One control of an explorable figure: a slider ({@code range}) or a text field ({@code text})
 * with its label. {@code shown} is the value as the page writes it next to a slider, and
 * {@code format} names how the page's script writes the next ones ("number" or "hours").
 */
public record ExploreControl(
        String name,
        String label,
        String type,
        long min,
        long max,
        long step,
        String value,
        String shown,
        String format) {

    static ExploreControl range(String name, String label, long min, long max, long step, long value) {
        return new ExploreControl(
                name, label, "range", min, max, step, String.valueOf(value), String.valueOf(value), "number");
    }

    /** A slider over seconds, shown as hours and seconds (25 h (90,000 s)). */
    static ExploreControl hours(String name, String label, long min, long max, long step, long value) {
        return new ExploreControl(
                name, label, "range", min, max, step, String.valueOf(value), KeyExplorer.time(value), "hours");
    }

    /** A text field; empty means the header is absent. */
    static ExploreControl text(String name, String label, String value) {
        return new ExploreControl(name, label, "text", 0, 0, 0, value, value, "text");
    }
}
