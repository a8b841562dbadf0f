package retrykit.site.explore;

import java.time.LocalDate;
import java.util.OptionalLong;
import retrykit.retryafter.RetryAfterReading;
import retrykit.site.draw.Svg;

/**
 * Why stage 04's reader takes or ignores a Retry-After header. The reader itself only answers
 * "these seconds" or "nothing"; this class finds the reason for a "nothing" by asking the same
 * reader more questions (is the Date readable? does the header read as a date against another
 * Date?), so every reason rests on the reference's own answers, never on a second parser.
 */
public final class RetryAfterExplainer {
    private RetryAfterExplainer() {}

    /** What the reader made of the header. */
    public enum Reading {
        ABSENT("no header"),
        SECONDS("delay-seconds"),
        DATE("a date"),
        UNREADABLE("ignored: unreadable"),
        NO_DATE("ignored: no Date"),
        BAD_DATE("ignored: Date unreadable"),
        NOT_LATER("ignored: not after the Date");

        /** A few words for a table cell. */
        final String words;

        Reading(String words) {
            this.words = words;
        }

        public boolean asks() {
            return this == SECONDS || this == DATE;
        }
    }

    /** The reading, the seconds asked for (empty when nothing is), and one sentence for the reader. */
    public record Explanation(Reading reading, OptionalLong seconds, String sentence) {}

    /** The latest moment an HTTP-date can name (a leap second is read as the next minute's first). */
    public static final String LATEST = "Fri, 31 Dec 9999 23:59:60 GMT";
    /** The earliest moment an HTTP-date can name. */
    static final String EARLIEST = "Mon, 01 Jan 0000 00:00:00 GMT";

    private static final long LATEST_EPOCH = (LocalDate.of(9999, 12, 31).toEpochDay() + 1) * 86_400;

    /**
     * A reading in words. The reader saturates a value too large for a long at Long.MAX_VALUE; to a
     * reader of the page that number means nothing but "more than any budget", so it says so.
     */
    static String seconds(long s) {
        return s == Long.MAX_VALUE ? "longer than any budget" : Svg.thousands(s) + (s == 1 ? " second" : " seconds");
    }

    /**
     * What a response's headers ask for, explained for the page.
     *
     * @param retryAfter the header's raw text, or null when the response has none
     * @param date       the Date header's raw text, or null when the response has none
     */
    public static Explanation explain(String retryAfter, String date) {
        if (retryAfter == null) {
            return new Explanation(
                    Reading.ABSENT,
                    OptionalLong.empty(),
                    "No Retry-After: the server asks for nothing, and the backoff stands.");
        }
        OptionalLong seconds = RetryAfterReading.seconds(retryAfter, date);
        if (seconds.isPresent()) {
            long s = seconds.getAsLong();
            // Without a Date only delay-seconds can be read, so this tells the two forms apart.
            boolean delay = RetryAfterReading.seconds(retryAfter, null).isPresent();
            String asked = "Wait " + seconds(s);
            return new Explanation(
                    delay ? Reading.SECONDS : Reading.DATE,
                    seconds,
                    delay
                            ? asked + ": delay-seconds, a run of digits, read as it is."
                            : asked + ": the moment it names is that long after the response's Date.");
        }
        OptionalLong untilLatest = date == null ? OptionalLong.empty() : RetryAfterReading.seconds(LATEST, date);
        // A Date that names the latest moment itself leaves nothing after it: read it as a header instead.
        boolean dateReadable = untilLatest.isPresent()
                || (date != null && RetryAfterReading.seconds(date, EARLIEST).isPresent());
        if (!readsAsDate(retryAfter, dateReadable ? year(untilLatest) : OptionalLong.empty())) {
            return new Explanation(
                    Reading.UNREADABLE,
                    seconds,
                    "Ignored: the text is neither delay-seconds (digits and nothing else) nor an HTTP-date in one of its three forms, so the backoff stands.");
        }
        if (date == null) {
            return new Explanation(
                    Reading.NO_DATE,
                    seconds,
                    "Ignored: it is a date, but the response has no Date header to measure it against (the client's own clock is never used), so the backoff stands.");
        }
        if (!dateReadable) {
            return new Explanation(
                    Reading.BAD_DATE,
                    seconds,
                    "Ignored: it is a date, but the Date header cannot be read, so there is nothing to measure it against and the backoff stands.");
        }
        return new Explanation(
                Reading.NOT_LATER,
                seconds,
                "Ignored: the moment it names is not after the response's Date, so it asks for no wait and the backoff stands.");
    }

    /**
     * The Date's year, which anchors a two-digit year in the header, from how long before the
     * latest moment it is. A Date on a year's last leap second (23:59:60 on 31 December) reads as
     * the next year's first moment, a year past the anchor the reader takes; the seconds are
     * unaffected, and at worst the reason given for a two-digit year at the far edge of its window
     * is "unreadable" where it is "not after the Date", or the other way round.
     */
    private static OptionalLong year(OptionalLong untilLatest) {
        long epoch = LATEST_EPOCH - untilLatest.orElse(0);
        return OptionalLong.of(Math.min(
                9999, LocalDate.ofEpochDay(Math.floorDiv(epoch, 86_400)).getYear()));
    }

    /**
     * Whether the reader takes the header for an HTTP-date, asked against Dates early enough for
     * it to come after them: the start of the anchor year (same anchor, so the same reading of a
     * two-digit year), the end of the year 50 before it (whose window of two-digit years shares the
     * 49 years before the anchor), and the earliest moment of all (for the forms with four digits).
     */
    private static boolean readsAsDate(String header, OptionalLong anchorYear) {
        if (RetryAfterReading.seconds(header, EARLIEST).isPresent()) {
            return true;
        }
        if (anchorYear.isEmpty()) {
            return RetryAfterReading.seconds(LATEST, header).isPresent();
        }
        long year = anchorYear.getAsLong();
        return RetryAfterReading.seconds(header, imf(year, "Mon, 01 Jan ", " 00:00:00 GMT"))
                        .isPresent()
                || (year >= 50
                        && RetryAfterReading.seconds(header, imf(year - 50, "Mon, 31 Dec ", " 23:59:59 GMT"))
                                .isPresent());
    }

    private static String imf(long year, String before, String after) {
        String digits = String.valueOf(year);
        return before + "0000".substring(digits.length()) + digits + after;
    }
}
