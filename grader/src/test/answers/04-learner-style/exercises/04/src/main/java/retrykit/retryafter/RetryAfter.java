package retrykit.retryafter;

import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A right answer in a learner's own style (the header read with regular expressions): the base the stage-04 mistakes are edits of. */
public final class RetryAfter {
    private RetryAfter() {}

    public static Result solve(List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws) {
        if (outcomes == null) {
            throw new IllegalArgumentException("outcomes must not be null");
        }
        if (op == null) {
            throw new IllegalArgumentException("op must not be null");
        }
        if (policy == null) {
            throw new IllegalArgumentException("policy must not be null");
        }
        if (draws == null) {
            throw new IllegalArgumentException("draws must not be null");
        }
        for (Outcome outcome : outcomes) {
            if (outcome == null) {
                throw new IllegalArgumentException("outcomes must not hold null");
            }
        }
        for (Integer draw : draws) {
            if (draw == null) {
                throw new IllegalArgumentException("draws must not hold null");
            }
            if (draw < 0 || draw > 99) {
                throw new IllegalArgumentException("a draw is 0..99, not " + draw);
            }
        }
        List<Integer> waits = new ArrayList<>();
        long spent = 0;
        for (int i = 0; i < outcomes.size(); i++) {
            Outcome outcome = outcomes.get(i);
            Decision decision = Classify.solve(outcome, op);
            if (decision == Decision.OK) {
                return new Result(waits, Verdict.OK);
            }
            if (decision == Decision.FAILED) {
                return new Result(waits, Verdict.FAILED);
            }
            if (decision == Decision.UNKNOWN) {
                return new Result(waits, Verdict.UNKNOWN);
            }
            if (i == outcomes.size() - 1) {
                return new Result(waits, Verdict.GAVE_UP);
            }
            int k = i + 1;
            if (draws.size() < k) {
                throw new IllegalArgumentException("retry " + k + " needs a draw, but draws has only " + draws.size());
            }
            long wait = EqualJitter.solve(k, policy, draws.get(i));
            if (outcome instanceof Outcome.Status s) {
                wait = Math.max(wait, retryAfterSeconds(s.retryAfter(), s.date()));
            }
            if (wait > policy.budget() - spent) {
                return new Result(waits, Verdict.GAVE_UP);
            }
            waits.add((int) wait);
            spent += wait;
        }
        return new Result(waits, Verdict.GAVE_UP);
    }

    // ---- reading Retry-After ---------------------------------------------------------------

    private static final String DAY = "(Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
    private static final String LONG_DAY = "(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";
    private static final String MONTH = "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)";
    private static final String TIME = "(\\d{2}):(\\d{2}):(\\d{2})";
    private static final Pattern IMF = Pattern.compile(DAY + ", (\\d{2}) " + MONTH + " (\\d{4}) " + TIME + " GMT");
    private static final Pattern RFC850 = Pattern.compile(LONG_DAY + ", (\\d{2})-" + MONTH + "-(\\d{2}) " + TIME + " GMT");
    private static final Pattern ASCTIME = Pattern.compile(DAY + " " + MONTH + " ( \\d|\\d{2}) " + TIME + " (\\d{4})");
    private static final List<String> MONTHS =
            List.of("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec");

    /** The seconds the header asks for; 0 when it asks for nothing. */
    static long retryAfterSeconds(String retryAfter, String date) {
        if (retryAfter == null) {
            return 0;
        }
        String value = trim(retryAfter);
        if (value.matches("[0-9]+")) {
            long seconds = 0;
            for (char c : value.toCharArray()) {
                if (seconds > (Long.MAX_VALUE - 9) / 10) {
                    return Long.MAX_VALUE; // more than any budget anyway
                }
                seconds = seconds * 10 + (c - '0');
            }
            return seconds;
        }
        if (date == null) {
            return 0;
        }
        long now = epochSeconds(trim(date), 1999);
        if (now == Long.MIN_VALUE) {
            return 0;
        }
        int year = LocalDate.ofEpochDay(Math.floorDiv(now, 86400)).getYear();
        long until = epochSeconds(value, year);
        if (until == Long.MIN_VALUE || until <= now) {
            return 0;
        }
        return until - now;
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

    /** An HTTP-date as seconds since 1970, or Long.MIN_VALUE when it is not one. */
    private static long epochSeconds(String text, int aroundYear) {
        Matcher m = IMF.matcher(text);
        if (m.matches()) {
            return toEpoch(Integer.parseInt(m.group(4)), m.group(3), Integer.parseInt(m.group(2)), m, 5);
        }
        m = RFC850.matcher(text);
        if (m.matches()) {
            int twoDigits = Integer.parseInt(m.group(4));
            int year = aroundYear - 49 + Math.floorMod(twoDigits - (aroundYear - 49), 100);
            return toEpoch(year, m.group(3), Integer.parseInt(m.group(2)), m, 5);
        }
        m = ASCTIME.matcher(text);
        if (m.matches()) {
            return toEpoch(Integer.parseInt(m.group(7)), m.group(2), Integer.parseInt(m.group(3).trim()), m, 4);
        }
        return Long.MIN_VALUE;
    }

    private static long toEpoch(int year, String monthName, int day, Matcher m, int timeGroup) {
        int month = MONTHS.indexOf(monthName) + 1;
        int hour = Integer.parseInt(m.group(timeGroup));
        int minute = Integer.parseInt(m.group(timeGroup + 1));
        int second = Integer.parseInt(m.group(timeGroup + 2));
        if (hour > 23 || minute > 59 || second > 60 || day < 1 || !YearMonth.of(year, month).isValidDay(day)) {
            return Long.MIN_VALUE;
        }
        return LocalDate.of(year, month, day).toEpochDay() * 86400 + hour * 3600L + minute * 60L + second;
    }
}
