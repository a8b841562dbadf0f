package retrykit.feedback.rules;

import retrykit.feedback.Lesson;
import retrykit.feedback.Rule;

/**
 * Stage 04's rules, each defined once: the given tests and the hidden suite fail with these same
 * texts. Each heading is a heading of exercises/04/README.md; a rule with a heading shared by
 * another states one property of that section more finely.
 */
public final class RetryAfterRules {

    public static final Lesson LESSON = new Lesson("04");

    public static final Rule LOOP = LESSON.rule(
            "Rule 1: the loop of stage 03 still runs",
            "each attempt is classified as in stage 01; OK, FAILED and UNKNOWN end the call; retry k waits"
                    + " EqualJitter.solve(k, policy, draws[k-1]) if the budget allows it; GAVE_UP when the budget or the"
                    + " outcomes run out",
            "Retry-After changes how long a wait lasts and nothing else: which copies are safe to send, and when the call"
                    + " stops, are what stage 03 said");
    public static final Rule RAISES = LESSON.rule(
            "Rule 2: Retry-After raises the wait, never lowers it",
            "when an outcome is retried and its Retry-After is valid, the wait is max(backoff wait, Retry-After seconds),"
                    + " for that retry only",
            "the server knows when it expects to recover, so an earlier retry is wasted on a server that said it is not"
                    + " ready; the backoff still spreads the clients that failed together, so the header never shortens it");
    public static final Rule NOT_LOWERED = LESSON.rule(
            RAISES.section(),
            "a Retry-After shorter than the backoff wait leaves the backoff wait: the wait is max(backoff, Retry-After),"
                    + " not the Retry-After alone",
            "the jitter in the backoff is what spreads the clients that failed together; if every client waits exactly"
                    + " what one header said, they all come back in the same second");
    public static final Rule DECISION = LESSON.rule(
            "Rule 3: the header changes the wait, never the decision",
            "every outcome is classified as in stage 01 whatever its Retry-After says: a timeout or 5xx on an unkeyed"
                    + " WRITE is still UNKNOWN, a 400 is still FAILED, and a retried outcome that is the last one is still"
                    + " GAVE_UP",
            "Retry-After says when the server may be ready again, not whether the first copy committed; a write resent on"
                    + " the server's invitation is booked twice all the same");
    public static final Rule BUDGET = LESSON.rule(
            "Rule 4: the budget still wins",
            "if the waits so far plus the raised wait would pass the budget, the call ends as GAVE_UP and that wait is not"
                    + " taken; reaching the budget exactly is allowed",
            "a server may ask for more time than the caller has: the run behind this call stops after 5 minutes, so"
                    + " waiting out 200 s of a 120 s budget only holds the run up to fail anyway");
    public static final Rule SECONDS = LESSON.rule(
            "Rule 5: a number of seconds is ASCII digits, of any size",
            "after trimming spaces and tabs, one or more ASCII digits is a delay in seconds, however many digits it has;"
                    + " one too large for a long is longer than any budget",
            "Long.parseLong throws on 20 digits and accepts a sign, so a parser built on it crashes the call, or waits"
                    + " wrong, on one server's odd header");
    public static final Rule DATES = LESSON.rule(
            "Rule 6: an HTTP-date counts from the response's Date header",
            "a Retry-After in any of the three HTTP-date forms asks for (that date - the Date header's date) seconds, the"
                    + " Date header in any of the three forms too; a two-digit year lies within 49 years before to 50 years"
                    + " after the Date header's year",
            "the date was written by the server's clock, and the client's clock may be minutes or years off; only the"
                    + " server's own Date header measures it fairly");
    public static final Rule IGNORED = LESSON.rule(
            "Rule 7: anything else is ignored, never an error",
            "a Retry-After that is not exactly a number or an HTTP-date, a date without a valid Date header, or a date"
                    + " not after the Date header asks for nothing: the backoff wait stands",
            "servers send all kinds of text; an exception turns one odd header into a failed call, and a guess turns it"
                    + " into a wrong wait");
    public static final Rule NOT_A_NUMBER = LESSON.rule(
            IGNORED.section(),
            "a Retry-After that is not exactly ASCII digits or an HTTP-date (a sign, a fraction, a unit, a word, digits"
                    + " of another script) asks for nothing: the backoff wait stands",
            "servers send all kinds of text: an exception turns one odd header into a failed call, and a lenient"
                    + " reading turns it into a wait the server never asked for");
    public static final Rule DATE_IGNORED = LESSON.rule(
            IGNORED.section(),
            "a Retry-After date with no valid Date header beside it, or not after the Date header, asks for nothing:"
                    + " the backoff wait stands",
            "without the server's own Date there is nothing fair to count from, and a moment already past asks for no"
                    + " wait; filling in with the local clock gives a wait the server never meant");
    public static final Rule NEVER_THROWS = LESSON.rule(
            IGNORED.section(),
            "solve never throws, whatever text the Retry-After and Date headers carry, and the loop still holds: the"
                    + " waits never pass the budget, no wait is shorter than its backoff, nothing is sent after the call"
                    + " ends",
            "a header is written by someone else's server: an exception on one odd value fails a call that would have"
                    + " worked, and a loop that breaks on it may resend what it must not");
    public static final Rule INVALID = LESSON.rule(
            "Rule 8: invalid input is refused",
            "a null argument or element, a draw outside 0..99, or a missing draw that a retry needs throws"
                    + " IllegalArgumentException whose message names the argument (outcomes, op, policy, draws) or the bad"
                    + " draw; either will do",
            "a wrong answer, an IndexOutOfBoundsException or a NullPointerException hides the caller's bug; a clear error"
                    + " shows it");

    private RetryAfterRules() {}
}
