package retrykit.classify;

import java.util.Locale;
import java.util.TimeZone;

/**
 * Hostile: changes the JVM's default locale and time zone, which outlive the call and would change
 * what later properties (and, in one JVM, later stages) format and parse.
 */
public final class Classify {
    private Classify() {}

    public static Decision solve(Outcome outcome, Operation op) {
        if (outcome == null || op == null) {
            throw new IllegalArgumentException((outcome == null ? "outcome" : "op") + " must not be null");
        }
        Locale.setDefault(Locale.forLanguageTag("ar-EG"));
        TimeZone.setDefault(TimeZone.getTimeZone("Pacific/Kiritimati"));
        return Decision.RETRY;
    }
}
