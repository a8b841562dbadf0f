package retrykit.retryafter;

import java.time.LocalDate;
import java.time.YearMonth;
import java.util.List;

/**
 * Reads Retry-After as the lesson's table gives its grammar, by fixed columns: each date form has
 * its characters at known places (RFC 850 after its variable day name), so a form is checked
 * column by column and anything else asks for nothing.
 */
final class HeaderReading {
    private HeaderReading() {}

    private static final List<String> DAYS = List.of("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun");
    private static final List<String> LONG_DAYS =
            List.of("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday");
    private static final List<String> MONTHS =
            List.of("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec");

    /** A moment read from a date: seconds since 1970 (GMT), and the year it was written with. */
    private record Moment(long epochSecond, int year) {}

    /** The seconds the header asks for; 0 when it asks for nothing (absent, unreadable, a date not after Date). */
    static long secondsAsked(String retryAfter, String date) {
        if (retryAfter == null) {
            return 0;
        }
        String value = trim(retryAfter);
        if (!value.isEmpty() && value.chars().allMatch(c -> c >= '0' && c <= '9')) {
            long seconds = 0;
            for (char c : value.toCharArray()) {
                if (seconds > (Long.MAX_VALUE - 9) / 10) {
                    return Long.MAX_VALUE; // longer than any budget already
                }
                seconds = seconds * 10 + (c - '0');
            }
            return seconds;
        }
        if (date == null) {
            return 0;
        }
        Moment now = read(trim(date), 1999); // a two-digit Date year: 1950..2049
        if (now == null) {
            return 0;
        }
        Moment until = read(value, now.year());
        if (until == null || until.epochSecond() <= now.epochSecond()) {
            return 0;
        }
        return until.epochSecond() - now.epochSecond();
    }

    private static String trim(String text) {
        int from = 0;
        int to = text.length();
        while (from < to && (text.charAt(from) == ' ' || text.charAt(from) == '\t')) {
            from++;
        }
        while (to > from && (text.charAt(to - 1) == ' ' || text.charAt(to - 1) == '\t')) {
            to--;
        }
        return text.substring(from, to);
    }

    /** Any of the three forms; null for anything else. A two-digit year lies within anchor - 49 .. anchor + 50. */
    private static Moment read(String text, int anchor) {
        Moment m = imfFixdate(text);
        if (m == null) {
            m = rfc850(text, anchor);
        }
        if (m == null) {
            m = asctime(text);
        }
        return m;
    }

    /** {@code Sun, 06 Nov 1994 08:49:37 GMT}. */
    private static Moment imfFixdate(String t) {
        if (t.length() != 29 || !DAYS.contains(t.substring(0, 3)) || !t.startsWith(", ", 3) || t.charAt(7) != ' '
                || t.charAt(11) != ' ' || t.charAt(16) != ' ' || !t.endsWith(" GMT")) {
            return null;
        }
        return moment(number(t, 12, 4), MONTHS.indexOf(t.substring(8, 11)) + 1, number(t, 5, 2), t.substring(17, 25));
    }

    /** {@code Sunday, 06-Nov-94 08:49:37 GMT}. */
    private static Moment rfc850(String t, int anchor) {
        int comma = t.indexOf(',');
        if (comma < 0 || !LONG_DAYS.contains(t.substring(0, comma))) {
            return null;
        }
        String rest = t.substring(comma);
        if (rest.length() != 24 || !rest.startsWith(", ") || rest.charAt(4) != '-' || rest.charAt(8) != '-'
                || rest.charAt(11) != ' ' || !rest.endsWith(" GMT")) {
            return null;
        }
        int twoDigits = number(rest, 9, 2);
        if (twoDigits < 0) {
            return null;
        }
        int earliest = anchor - 49;
        int year = earliest + Math.floorMod(twoDigits - earliest, 100);
        return moment(year, MONTHS.indexOf(rest.substring(5, 8)) + 1, number(rest, 2, 2), rest.substring(12, 20));
    }

    /** {@code Sun Nov  6 08:49:37 1994}, the day as a space and a digit, or as two digits. */
    private static Moment asctime(String t) {
        if (t.length() != 24 || !DAYS.contains(t.substring(0, 3)) || t.charAt(3) != ' ' || t.charAt(7) != ' '
                || t.charAt(10) != ' ' || t.charAt(19) != ' ') {
            return null;
        }
        int day = t.charAt(8) == ' ' ? number(t, 9, 1) : number(t, 8, 2);
        return moment(number(t, 20, 4), MONTHS.indexOf(t.substring(4, 7)) + 1, day, t.substring(11, 19));
    }

    /** The moment, or null when a part is missing or out of range (a leap second :60 is the next minute's first). */
    private static Moment moment(int year, int month, int day, String clock) {
        if (year < 0 || month < 1 || day < 1 || clock.length() != 8 || clock.charAt(2) != ':' || clock.charAt(5) != ':') {
            return null;
        }
        int hour = number(clock, 0, 2);
        int minute = number(clock, 3, 2);
        int second = number(clock, 6, 2);
        if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 60
                || !YearMonth.of(year, month).isValidDay(day)) {
            return null;
        }
        long epochSecond = LocalDate.of(year, month, day).toEpochDay() * 86_400L + hour * 3600L + minute * 60L + second;
        return new Moment(epochSecond, year);
    }

    /** The ASCII digits at {@code from} .. {@code from + count} as a number, or -1 when any is not one. */
    private static int number(String text, int from, int count) {
        int value = 0;
        for (int i = from; i < from + count; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
