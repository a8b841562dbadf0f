package retrykit.wire;

import java.time.LocalDate;
import java.time.YearMonth;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Reads a {@code Retry-After} header (RFC 9110, section 10.2.3) as the number of seconds the
 * server asks the client to wait. Text it cannot read asks for nothing, so the caller's backoff
 * stands; it never throws, whatever a server sent.
 */
final class RetryAfterHeader {
    private RetryAfterHeader() {}

    private static final List<String> DAY_NAMES = List.of("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun");
    private static final List<String> LONG_DAY_NAMES =
            List.of("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday");
    private static final List<String> MONTHS =
            List.of("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec");

    /**
     * A two-digit year is read as the year with those digits from 49 years before an anchor year
     * to 50 after it (RFC 9110, section 5.6.7, counts from "now"). A Retry-After date is anchored
     * on its Date header's year; the Date header itself has nothing to lean on, so its own
     * two-digit year is anchored here, which reads it as 1950..2049.
     */
    private static final int DATE_HEADER_ANCHOR = 1999;

    /**
     * The seconds the server asks for, or empty when the header is absent or cannot be read.
     *
     * @param retryAfter the raw {@code Retry-After} text, or null
     * @param date       the raw {@code Date} text of the same response, or null
     */
    static OptionalLong seconds(String retryAfter, String date) {
        if (retryAfter == null) {
            return OptionalLong.empty();
        }
        String value = trim(retryAfter);
        if (isDigits(value)) {
            return OptionalLong.of(delaySeconds(value));
        }
        // A date is a moment on the server's clock, so it is measured against the server's own
        // Date header. The local clock is never read: it may be minutes off the server's.
        Optional<HttpDate> now = date == null ? Optional.empty() : HttpDate.parse(trim(date), DATE_HEADER_ANCHOR);
        if (now.isEmpty()) {
            return OptionalLong.empty();
        }
        Optional<HttpDate> until = HttpDate.parse(value, now.get().year());
        if (until.isEmpty()) {
            return OptionalLong.empty();
        }
        long seconds = until.get().epochSecond() - now.get().epochSecond();
        return seconds > 0 ? OptionalLong.of(seconds) : OptionalLong.empty(); // a moment already past asks for nothing
    }

    /** Drops the spaces and tabs around a field value, and nothing else (not newlines, not Unicode spaces). */
    private static String trim(String text) {
        int from = 0;
        int to = text.length();
        while (from < to && isBlank(text.charAt(from))) {
            from++;
        }
        while (to > from && isBlank(text.charAt(to - 1))) {
            to--;
        }
        return text.substring(from, to);
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    /**
     * One or more ASCII digits. Not {@code Character.isDigit} and not {@code Long.parseLong}: both
     * take digits from other scripts, and parseLong also takes a sign.
     */
    private static boolean isDigits(String text) {
        if (text.isEmpty()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** delay-seconds has no upper limit; a value past Long.MAX_VALUE is still longer than any budget, so it stops there. */
    private static long delaySeconds(String digits) {
        long value = 0;
        for (int i = 0; i < digits.length(); i++) {
            int digit = digits.charAt(i) - '0';
            value = value > (Long.MAX_VALUE - digit) / 10 ? Long.MAX_VALUE : value * 10 + digit;
        }
        return value;
    }

    /** An HTTP-date as seconds since 1970-01-01T00:00:00 GMT, and its full year. */
    private record HttpDate(long epochSecond, int year) {

        /** Any of the three forms RFC 9110 says a recipient must accept; empty for anything else. */
        static Optional<HttpDate> parse(String text, int anchorYear) {
            return imfFixdate(text).or(() -> rfc850(text, anchorYear)).or(() -> asctime(text));
        }

        /** {@code Sun, 06 Nov 1994 08:49:37 GMT}, the form servers send today. */
        private static Optional<HttpDate> imfFixdate(String text) {
            Reader r = new Reader(text);
            r.oneOf(DAY_NAMES);
            r.expect(", ");
            int day = r.number(2, 1, 31);
            r.expect(" ");
            int month = r.oneOf(MONTHS) + 1;
            r.expect(" ");
            int year = r.number(4, 0, 9999);
            r.expect(" ");
            int time = r.timeOfDay();
            r.expect(" GMT");
            return of(r, year, month, day, time);
        }

        /** {@code Sunday, 06-Nov-94 08:49:37 GMT}: obsolete, with a two-digit year. */
        private static Optional<HttpDate> rfc850(String text, int anchorYear) {
            Reader r = new Reader(text);
            r.oneOf(LONG_DAY_NAMES);
            r.expect(", ");
            int day = r.number(2, 1, 31);
            r.expect("-");
            int month = r.oneOf(MONTHS) + 1;
            r.expect("-");
            int year = fullYear(r.number(2, 0, 99), anchorYear);
            r.expect(" ");
            int time = r.timeOfDay();
            r.expect(" GMT");
            return of(r, year, month, day, time);
        }

        /** {@code Sun Nov  6 08:49:37 1994}: C's asctime, the day padded with a space or a digit. */
        private static Optional<HttpDate> asctime(String text) {
            Reader r = new Reader(text);
            r.oneOf(DAY_NAMES);
            r.expect(" ");
            int month = r.oneOf(MONTHS) + 1;
            r.expect(" ");
            int day = r.accept(" ") ? r.number(1, 1, 9) : r.number(2, 1, 31);
            r.expect(" ");
            int time = r.timeOfDay();
            r.expect(" ");
            int year = r.number(4, 0, 9999);
            return of(r, year, month, day, time);
        }

        /** The year ending in {@code twoDigits} within anchorYear - 49 .. anchorYear + 50. */
        private static int fullYear(int twoDigits, int anchorYear) {
            int earliest = anchorYear - 49;
            return earliest + Math.floorMod(twoDigits - earliest, 100);
        }

        /** The date, if the whole text was read and the day exists in that month (no 31 Nov, no 29 Feb 1995). */
        private static Optional<HttpDate> of(Reader r, int year, int month, int day, int secondOfDay) {
            if (!r.matched() || !YearMonth.of(year, month).isValidDay(day)) {
                return Optional.empty();
            }
            // java.time only for the calendar arithmetic; the text has been checked by hand above.
            long epochSecond = LocalDate.of(year, month, day).toEpochDay() * 86_400 + secondOfDay;
            return Optional.of(new HttpDate(epochSecond, year));
        }
    }

    /**
     * Reads a text left to right, one piece of the grammar per call. The first piece that does
     * not match spoils the whole read, so a parser reads like the grammar and checks once at the end.
     */
    private static final class Reader {
        private final String text;
        private int at;
        private boolean ok = true;

        Reader(String text) {
            this.text = text;
        }

        /** Reads exactly {@code expected} (case-sensitive, as HTTP-date is). */
        void expect(String expected) {
            if (!accept(expected)) {
                ok = false;
            }
        }

        /** Reads {@code expected} if it comes next, and says whether it did. */
        boolean accept(String expected) {
            if (ok && text.startsWith(expected, at)) {
                at += expected.length();
                return true;
            }
            return false;
        }

        /** Reads one of {@code names} and gives its index in the list. */
        int oneOf(List<String> names) {
            for (int i = 0; i < names.size(); i++) {
                if (accept(names.get(i))) {
                    return i;
                }
            }
            ok = false;
            return -1;
        }

        /** Reads exactly {@code digits} ASCII digits as a number from {@code min} to {@code max}. */
        int number(int digits, int min, int max) {
            int value = 0;
            for (int i = 0; i < digits; i++) {
                char c = ok && at < text.length() ? text.charAt(at) : '?';
                if (c < '0' || c > '9') {
                    ok = false;
                    return -1;
                }
                value = value * 10 + (c - '0');
                at++;
            }
            if (value < min || value > max) {
                ok = false;
            }
            return value;
        }

        /** Reads {@code hh:mm:ss}, 00:00:00 to 23:59:60 (a leap second counts as the next minute's first), as seconds since midnight. */
        int timeOfDay() {
            int hour = number(2, 0, 23);
            expect(":");
            int minute = number(2, 0, 59);
            expect(":");
            int second = number(2, 0, 60);
            return hour * 3600 + minute * 60 + second;
        }

        /** Whether every piece matched and nothing is left over. */
        boolean matched() {
            return ok && at == text.length();
        }
    }
}
