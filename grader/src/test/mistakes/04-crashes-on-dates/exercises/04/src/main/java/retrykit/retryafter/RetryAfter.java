package retrykit.retryafter;

import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/** A catalogued mistake: parses dates with DateTimeFormatter.RFC_1123_DATE_TIME and no try: an RFC 850 or asctime date (or garbage beside a Date header) throws DateTimeParseException. */
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
            return 0; // nothing to count a date from
        }
        // Not a number, so an HTTP-date: java.time knows that format.
        long now = ZonedDateTime.parse(trim(date), DateTimeFormatter.RFC_1123_DATE_TIME).toEpochSecond();
        long until = ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME).toEpochSecond();
        return until > now ? until - now : 0;
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
}
