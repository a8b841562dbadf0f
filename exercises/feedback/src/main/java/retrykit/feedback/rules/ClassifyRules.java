package retrykit.feedback.rules;

import retrykit.feedback.Lesson;
import retrykit.feedback.Rule;

/**
 * Stage 01's rules, each defined once: the given tests and the hidden suite fail with these same
 * texts. Each heading is a heading of exercises/01/README.md.
 */
public final class ClassifyRules {

    public static final Lesson LESSON = new Lesson("01");

    public static final Rule RETRY_ONLY_WHEN_HARMLESS = LESSON.rule(
            "The rule",
            "RETRY only when the server did nothing, or when a copy is harmless",
            "a policy that retries every failure resends rejected requests and ambiguous writes alike");
    public static final Rule SUCCESS = LESSON.rule(
            "Rule 1: success ends the call",
            "an ok outcome is OK for every operation",
            "nothing is left to do; sending it again would only repeat the work");
    public static final Rule REFUSED = LESSON.rule(
            "Rule 2: a refusal may be resent",
            "not sent and 429 are RETRY for every operation, writes included",
            "the server did nothing, so a second copy cannot duplicate anything; giving up here loses a write that was"
                    + " never made");
    public static final Rule AMBIGUOUS_IDEMPOTENT = LESSON.rule(
            "Rule 3: an ambiguous read or keyed write may be resent",
            "a timeout or any 5xx (500..599) is RETRY for READ and KEYED_WRITE",
            "a read changes nothing, and the provider deduplicates a keyed write, so a second copy is harmless");
    /** A finer statement of Rule 3 for one property: the whole 5xx range, not only the common codes. */
    public static final Rule EVERY_5XX = LESSON.rule(
            "Rule 3: an ambiguous read or keyed write may be resent",
            "every status from 500 to 599 is ambiguous, like 500",
            "a rarer 5xx says as little about the write as a 500 does");

    public static final Rule AMBIGUOUS_WRITE = LESSON.rule(
            "Rule 4: an ambiguous write is never resent",
            "a timeout or any 5xx (500..599) on an unkeyed WRITE is UNKNOWN",
            "the server may have saved the record before it failed; resending books the invoice twice, and nobody logs it");
    public static final Rule REJECTED = LESSON.rule(
            "Rule 5: a rejection fails at once",
            "any 4xx other than 429 is FAILED for every operation",
            "the same request fails the same way every time; retrying only delays the real error");
    public static final Rule INVALID = LESSON.rule(
            "Rule 6: invalid input is refused",
            "a null argument throws IllegalArgumentException whose message names it: outcome or op",
            "a wrong answer or a NullPointerException hides the caller's bug; a clear error shows it");

    private ClassifyRules() {}
}
