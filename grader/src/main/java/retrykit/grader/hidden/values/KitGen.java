package retrykit.grader.hidden.values;

import java.time.DayOfWeek;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.TextStyle;
import java.util.Locale;
import retrykit.grader.property.Gen;

/**
 * Generators for the curriculum's values that do not depend on a stage's own types: statuses,
 * draws, ks, policy numbers, seconds, Retry-After texts and HTTP dates. Each stage's hidden
 * suite maps them onto its own {@code Outcome}, {@code Policy} and so on. Each shrinks toward
 * the case a learner recognises at once: status 500, 429 or 400; draw 0, 50 or 99; k = 1.
 */
public final class KitGen {
    private KitGen() {}

    /**
     * The outcomes of a stage, built with that stage's own {@code Outcome} type (each stage has its
     * own), grouped as the curriculum sorts them.
     */
    public record Outcomes<O>(O ok, O notSent, O timeout, java.util.function.IntFunction<O> status) {

        /** Refused: the server did nothing (429, or the connection never opened). */
        public Gen<O> refused() {
            return Gen.oneOf(status.apply(429), notSent);
        }

        /** Ambiguous: a timeout or any 5xx, shrinking toward 500. */
        public Gen<O> ambiguous() {
            return Gen.oneOfGens(serverErrors().map(status::apply), Gen.constant(timeout));
        }

        /** Rejected: any 4xx but 429, shrinking toward 400. */
        public Gen<O> rejected() {
            return rejections().map(status::apply);
        }
    }

    /** A draw, 0..99: shrinks toward 0, and 50 and 99 are tried early. */
    public static Gen<Integer> draws() {
        return Gen.ints(0, 99).withEdges(0, 50, 99);
    }

    /** Any 5xx, shrinking toward 500; the uncommon ones (507, 529, 599) are drawn often. */
    public static Gen<Integer> serverErrors() {
        return Gen.ints(500, 599).withEdges(500, 501, 502, 503, 504, 505, 507, 511, 529, 599);
    }

    /** Any 4xx but 429, shrinking toward 400. */
    public static Gen<Integer> rejections() {
        return Gen.ints(400, 498)
                .map(code -> code >= 429 ? code + 1 : code)
                .withEdges(400, 401, 403, 404, 405, 408, 409, 410, 422, 425, 428, 430, 451, 499);
    }

    /** Any error status 400..599: a 5xx, 429 or another 4xx, shrinking in that order. */
    public static Gen<Integer> statuses() {
        return Gen.frequency(
                Gen.weighted(4, serverErrors()), Gen.weighted(2, Gen.constant(429)), Gen.weighted(3, rejections()));
    }

    /** A retry number k >= 1, often far past 31 where 2^(k-1) no longer fits an int. */
    public static Gen<Integer> ks() {
        return Gen.frequency(
                Gen.weighted(6, Gen.ints(1, 12)),
                Gen.weighted(
                        3,
                        Gen.ints(1, Integer.MAX_VALUE)
                                .withEdges(
                                        30,
                                        31,
                                        32,
                                        33,
                                        62,
                                        63,
                                        64,
                                        65,
                                        1000,
                                        Integer.MAX_VALUE - 1,
                                        Integer.MAX_VALUE)),
                Gen.weighted(1, Gen.ints(1, 40)));
    }

    /** A base or cap in seconds, >= 1, sometimes near Integer.MAX_VALUE. */
    public static Gen<Integer> secondsAtLeastOne() {
        return Gen.frequency(
                Gen.weighted(7, Gen.ints(1, 120).withEdges(1, 2, 3, 60)),
                Gen.weighted(
                        3,
                        Gen.ints(1, Integer.MAX_VALUE)
                                .withEdges(Integer.MAX_VALUE, Integer.MAX_VALUE - 1, 1 << 30, (1 << 30) + 1)));
    }

    /** A budget in seconds, >= 0. */
    public static Gen<Integer> budgets() {
        return Gen.frequency(
                Gen.weighted(7, Gen.ints(0, 300).withEdges(0, 1, 60, 120)),
                Gen.weighted(2, Gen.ints(0, Integer.MAX_VALUE).withEdges(Integer.MAX_VALUE)),
                Gen.weighted(1, Gen.constant(0)));
    }

    /** A moment in whole seconds since the epoch, from 1970 to 2099 (what HTTP dates can say). */
    public static Gen<Long> instants() {
        return Gen.longs(0, 4_102_444_799L, 784_111_777L) // shrinks toward Sun, 06 Nov 1994 08:49:37 GMT
                .withEdges(784_111_777L, 0L, 946_684_799L, 946_684_800L, 951_782_400L, 4_102_444_799L);
    }

    /** The three forms of an HTTP-date (RFC 9110, section 5.6.7). */
    public enum DateForm {
        IMF_FIXDATE,
        RFC_850,
        ASCTIME
    }

    /**
     * Two spellings of an HTTP-date that RFC 9110 allows and a plain writer never produces, each of
     * which the lesson of stage 04 names: an asctime day of one digit written with a {@code 0}
     * ({@code Nov 06}), and a moment on a minute's boundary written as the leap second {@code :60}
     * of the minute before.
     */
    public record DateSpelling(boolean asctimeDayWithZero, boolean leapSecond) {
        public static final DateSpelling PLAIN = new DateSpelling(false, false);
    }

    /** {@code epochSecond} written as an HTTP-date in {@code form}. */
    public static String httpDate(long epochSecond, DateForm form) {
        return httpDate(epochSecond, form, DateSpelling.PLAIN);
    }

    /**
     * {@code epochSecond} written as an HTTP-date in {@code form}, with {@code spelling}'s variants
     * where they apply (a leap second only on a minute's boundary, a zero only before a one-digit
     * asctime day).
     */
    public static String httpDate(long epochSecond, DateForm form, DateSpelling spelling) {
        boolean leap = spelling.leapSecond() && Math.floorMod(epochSecond, 60) == 0;
        LocalDateTime t = LocalDateTime.ofEpochSecond(leap ? epochSecond - 60 : epochSecond, 0, ZoneOffset.UTC);
        DayOfWeek day = t.getDayOfWeek();
        String month = t.getMonth().getDisplayName(TextStyle.SHORT, Locale.ENGLISH);
        String clock = String.format("%02d:%02d:%02d", t.getHour(), t.getMinute(), leap ? 60 : t.getSecond());
        return switch (form) {
            case IMF_FIXDATE ->
                String.format(
                        "%s, %02d %s %04d %s GMT",
                        day.getDisplayName(TextStyle.SHORT, Locale.ENGLISH),
                        t.getDayOfMonth(),
                        month,
                        t.getYear(),
                        clock);
            case RFC_850 ->
                String.format(
                        "%s, %02d-%s-%02d %s GMT",
                        day.getDisplayName(TextStyle.FULL, Locale.ENGLISH),
                        t.getDayOfMonth(),
                        month,
                        t.getYear() % 100,
                        clock);
            case ASCTIME ->
                String.format(
                        spelling.asctimeDayWithZero() ? "%s %s %02d %s %04d" : "%s %s %2d %s %04d",
                        day.getDisplayName(TextStyle.SHORT, Locale.ENGLISH),
                        month,
                        t.getDayOfMonth(),
                        clock,
                        t.getYear());
        };
    }

    /** Mostly the plain spelling; now and then a zero before an asctime day, a leap second, or both. */
    public static Gen<DateSpelling> dateSpellings() {
        return Gen.frequency(
                Gen.weighted(3, Gen.constant(DateSpelling.PLAIN)),
                Gen.weighted(2, Gen.constant(new DateSpelling(true, false))),
                Gen.weighted(2, Gen.constant(new DateSpelling(false, true))),
                Gen.weighted(1, Gen.constant(new DateSpelling(true, true))));
    }

    /** Any of the three date forms, shrinking toward IMF-fixdate. */
    public static Gen<DateForm> dateForms() {
        return Gen.oneOf(DateForm.IMF_FIXDATE, DateForm.RFC_850, DateForm.ASCTIME);
    }

    /** Spaces and tabs a header value may carry around it. */
    public static Gen<String> padding() {
        return Gen.oneOf("", " ", "\t", "  ", " \t ");
    }

    /** Digits too large for a long: "longer than any budget". */
    public static Gen<String> hugeNumbers() {
        return Gen.oneOf(
                "9223372036854775808",
                "99999999999999999999999",
                "18446744073709551616",
                "000000000000000000000000000000000000000000000000000000000000000000000000001000000000000000000000");
    }

    /**
     * Texts that are no valid Retry-After under any reading of RFC 9110 (signed, fractional,
     * units, words, non-ASCII digits), which must be ignored: the backoff wait stands.
     */
    public static Gen<String> garbage() {
        return Gen.oneOf(
                "soon",
                "",
                " ",
                "\t",
                "-5",
                "+5",
                "5.5",
                "1e3",
                "30s",
                "0x1F",
                "thirty",
                "3 0",
                "\u0661\u0662",
                "5,000",
                "NaN",
                "Infinity",
                "-99999999999999999999999",
                "30 seconds",
                "1.0",
                ".5");
    }

    /**
     * Anything a header can carry, and worse: malformed dates, control characters, a very long
     * value. A parser may accept or ignore some of these, but must never throw.
     */
    public static Gen<String> hostileTexts() {
        return Gen.oneOfGens(
                garbage(),
                Gen.oneOf(
                        "Sun, 06 Nov 1994",
                        "sun, 06 nov 1994 08:49:37 gmt",
                        "Sun, 06 Nov 1994 24:00:00 GMT",
                        "Sun, 32 Nov 1994 08:49:37 GMT",
                        "Sun, 06 Foo 1994 08:49:37 GMT",
                        "Sun, 06 Nov 1994 08:49:37 UTC",
                        "Sun, 6 Nov 1994 08:49:37 GMT",
                        "Sunday, 06-Nov-1994 08:49:37 GMT",
                        "Sun Nov 6 08:49:37 1994",
                        "Xyz, 06 Nov 1994 08:49:37 GMT",
                        "Sun, 06 Nov 1994 08:60:37 GMT",
                        "Sun, 30 Feb 1994 08:49:37 GMT",
                        "Sun, 06 Nov -994 08:49:37 GMT",
                        "Sun, 06 Nov 99999 08:49:37 GMT",
                        "\u0000",
                        "30\n",
                        "\r\n30",
                        "\u00a030",
                        "Sun, 06 Nov 1994 08:49:37 GMT extra",
                        ",,,",
                        "Sun,",
                        "Sunday, 06-Nov-94 08:49:37",
                        "Sun Nov  6 08:49:37",
                        "9".repeat(5000),
                        "Sun, 06 Nov 1994 08:49:37 GMT".repeat(50)));
    }
}
