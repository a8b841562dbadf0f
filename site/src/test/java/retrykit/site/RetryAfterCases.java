package retrykit.site;

import java.time.DayOfWeek;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Retry-After and Date headers for the page's tester to read, as the reference would meet them:
 * each of the three date forms (valid, and spoiled one way or another), delay-seconds small and
 * enormous, signs, fractions, junk, missing headers, and Dates before, at and after the header's
 * moment. Seeded, so a failure names a case that can be run again.
 */
final class RetryAfterCases {
    private RetryAfterCases() {}

    /** One case: the header and the Date, either null for a response without it. */
    record Case(String retryAfter, String date) {}

    static List<Case> generate(long seed, int count) {
        Random random = new Random(seed);
        List<Case> cases = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            long dateSecond = moment(random);
            String date = random.nextInt(12) == 0
                    ? null
                    : random.nextInt(15) == 0 ? junk(random) : spoil(random, form(random, dateSecond));
            String retryAfter;
            switch (random.nextInt(4)) {
                case 0 -> retryAfter = seconds(random);
                case 1 -> retryAfter = random.nextInt(10) == 0 ? null : junk(random);
                default -> {
                    // A moment near the Date: before it, at it, or after it, by up to a few days (or a century).
                    long offset = random.nextInt(5) == 0
                            ? (random.nextInt(200) - 100) * 31_557_600L
                            : random.nextInt(400_000) - 100_000;
                    retryAfter = spoil(random, form(random, Math.max(0, dateSecond + offset)));
                }
            }
            cases.add(new Case(retryAfter, date));
        }
        return cases;
    }

    private static long moment(Random random) {
        return switch (random.nextInt(10)) {
            case 0 -> (long) (random.nextDouble() * 253_402_300_799L); // any time up to 9999-12-31
            case 1 -> -62_135_596_800L + random.nextInt(1_000_000); // near year 1
            default -> 631_152_000L + (long) (random.nextDouble() * 3_155_760_000L); // 1990 to 2090
        };
    }

    /** The moment in one of the three HTTP-date forms. */
    private static String form(Random random, long epochSecond) {
        LocalDateTime t;
        try {
            t = LocalDateTime.ofEpochSecond(epochSecond, 0, ZoneOffset.UTC);
        } catch (java.time.DateTimeException outOfRange) {
            t = LocalDateTime.ofEpochSecond(0, 0, ZoneOffset.UTC);
        }
        if (t.getYear() < 0 || t.getYear() > 9999) {
            t = t.withYear(Math.floorMod(t.getYear(), 10_000));
        }
        DayOfWeek day = t.getDayOfWeek();
        String shortDay = day.getDisplayName(TextStyle.SHORT, Locale.ENGLISH);
        String longDay = day.getDisplayName(TextStyle.FULL, Locale.ENGLISH);
        String month = t.getMonth().getDisplayName(TextStyle.SHORT, Locale.ENGLISH);
        String time = String.format(Locale.ROOT, "%02d:%02d:%02d", t.getHour(), t.getMinute(), t.getSecond());
        return switch (random.nextInt(3)) {
            case 0 ->
                String.format(
                        Locale.ROOT, "%s, %02d %s %04d %s GMT", shortDay, t.getDayOfMonth(), month, t.getYear(), time);
            case 1 ->
                String.format(
                        Locale.ROOT,
                        "%s, %02d-%s-%02d %s GMT",
                        longDay,
                        t.getDayOfMonth(),
                        month,
                        t.getYear() % 100,
                        time);
            default ->
                String.format(Locale.ROOT, "%s %s %2d %s %04d", shortDay, month, t.getDayOfMonth(), time, t.getYear());
        };
    }

    /** Most of the time the form as it is; otherwise one of the slips servers and clients make. */
    private static String spoil(Random random, String text) {
        return switch (random.nextInt(14)) {
            case 0 -> text.toLowerCase(Locale.ROOT);
            case 1 -> " " + text + "\t";
            case 2 -> text.replace(" GMT", " UTC");
            case 3 -> text.replaceFirst("\\d\\d:", "24:");
            case 4 -> text.replaceFirst(" \\d\\d ", " 31 ").replaceFirst("-\\d\\d-", "-31-");
            case 5 -> text.replaceFirst(" \\d\\d ", " 29 ").replaceFirst(" [A-Z][a-z][a-z] ", " Feb ");
            case 6 -> text.replace(" ", "  ");
            case 7 -> text.replaceFirst(":\\d\\d( |$)", ":60$1");
            case 8 -> text + "x";
            default -> text;
        };
    }

    private static String seconds(Random random) {
        StringBuilder digits = new StringBuilder();
        int length = random.nextInt(8) == 0 ? 15 + random.nextInt(15) : 1 + random.nextInt(6);
        for (int i = 0; i < length; i++) {
            digits.append((char) ('0' + random.nextInt(10)));
        }
        return switch (random.nextInt(10)) {
            case 0 -> "-" + digits;
            case 1 -> "+" + digits;
            case 2 -> digits + ".5";
            case 3 -> " " + digits + " ";
            case 4 -> digits + "s";
            case 5 -> "\u0663" + digits; // an Arabic-Indic digit: not ASCII
            default -> digits.toString();
        };
    }

    private static String junk(Random random) {
        List<String> junk = List.of(
                "",
                " ",
                "soon",
                "never",
                "NaN",
                "0x10",
                "1e3",
                "Sun, 06 Nov 1994",
                "tomorrow at noon",
                "Sun, 06 Nov 1994 08:49:37",
                "Sunday, 06-Nov-94",
                "Sun Nov 6 08:49:37 1994",
                "\t",
                "12 34",
                "9".repeat(40));
        return junk.get(random.nextInt(junk.size()));
    }
}
