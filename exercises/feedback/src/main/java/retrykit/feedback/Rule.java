package retrykit.feedback;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * One rule of a lesson, as a failure states it: what the rule says, why it matters, and the
 * heading of the README section that teaches it.
 *
 * @param lesson    the stage whose README teaches the rule
 * @param section   the exact heading of that README section
 * @param statement the rule in one line, as the learner should remember it
 * @param why       what goes wrong in production when the rule is broken
 */
public record Rule(Lesson lesson, String section, String statement, String why) {

    public Rule {
        if (lesson == null) {
            throw new IllegalArgumentException("a rule needs its lesson");
        }
        for (String text : new String[] {section, statement, why}) {
            if (text == null || text.isBlank()) {
                throw new IllegalArgumentException("a rule needs a section, a statement and a why");
            }
        }
    }

    /** Starts a check of one call against this rule; {@code call} is the call as Java text. */
    public <T> Check<T> check(String call, Check.Body<T> body) {
        Objects.requireNonNull(call, "call");
        return new Check<>(this, () -> call, body);
    }

    /**
     * As {@link #check(String, Check.Body)}, with the call's text written only when a failure shows
     * it: a property checks thousands of calls, and most pass. Only for arguments that nothing can
     * change (immutable lists, records), so the text written after the call is the text before it.
     */
    public <T> Check<T> check(Supplier<String> call, Check.Body<T> body) {
        return new Check<>(this, call, body);
    }
}
