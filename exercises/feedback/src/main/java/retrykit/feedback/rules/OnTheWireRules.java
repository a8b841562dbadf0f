package retrykit.feedback.rules;

import retrykit.feedback.Lesson;
import retrykit.feedback.Rule;

/**
 * Stage 06's rules, each defined once: the given tests and the hidden suite fail with these same
 * texts. Each heading is a heading of exercises/06/README.md; a rule with a heading shared by
 * others states one property of that section more finely.
 */
public final class OnTheWireRules {

    public static final Lesson LESSON = new Lesson("06");

    public static final Rule TIMEOUT = LESSON.rule(
            "The wire",
            "every request, each write and each lookup, carries endpoint.timeout() as its own timeout"
                    + " (HttpRequest.Builder.timeout)",
            "without it a request waits as long as the server stalls: one reply that never comes holds the caller past"
                    + " any budget");
    public static final Rule TRUE_ANSWER = LESSON.rule(
            "The rule",
            "Completed(id) only for a record the server saved under that id; GaveUp and Rejected only when it saved none",
            "the caller believes the state: a made-up id cannot be looked up, and a GaveUp over a saved ticket invites a"
                    + " second one");
    public static final Rule SUCCESS = LESSON.rule(
            "Rule 1: a 2xx completes the write with the server's record id",
            "a 2xx reply (201, or 200 for a replay) is Completed with the id in its body",
            "the id is the caller's only handle on the record; a made-up or missing one cannot be looked up or"
                    + " reconciled");
    public static final Rule REFUSED = LESSON.rule(
            "Rule 2: a refusal is sent again after its wait",
            "429, 409 and a connection that never opened are sent again after the wait, even an unkeyed write;"
                    + " the wait is max(equal-jitter wait, Retry-After)",
            "the server did nothing with the copy, so another cannot duplicate it; the server's Retry-After says when it"
                    + " can take it");
    public static final Rule NEVER_SENT = LESSON.rule(
            REFUSED.section(),
            "a connection that never opened (ConnectException, or HttpConnectTimeoutException, a kind of"
                    + " HttpTimeoutException) is a refusal: sent again after its wait, never looked up; GaveUp when the"
                    + " budget or the draws run out",
            "taken for a timeout, a refused connection stops the write for review, and the caller is told a ticket may"
                    + " exist when none can");
    public static final Rule KEYS = LESSON.rule(
            "Rule 3: one key per operation, trusted only where the provider honours keys",
            "mint one key before the first copy, send it with every copy, and resend after an ambiguous reply only"
                    + " when the endpoint says the provider honours keys",
            "a key minted per attempt matches nothing, and a key the provider ignores deduplicates nothing: both save the"
                    + " ticket twice");
    public static final Rule AMBIGUOUS = LESSON.rule(
            "Rule 4: an ambiguous write no key covers is looked up or stopped for review",
            "after a 5xx, a timeout or a lost connection, an unkeyed write is never resent blindly: look it up by"
                    + " business id when the endpoint allows it, else return ReviewRequired",
            "the server may have saved the ticket before the reply was lost; a blind resend books it twice and nobody"
                    + " logs it");
    public static final Rule LOOKUP_WAITS = LESSON.rule(
            AMBIGUOUS.section(),
            "after a lookup that found nothing, the resend waits as every resend does: once, max(equal-jitter wait, the"
                    + " failed reply's Retry-After), within the budget and the draws; the lookup's own reply asks for"
                    + " nothing",
            "a resend straight after a lookup skips the backoff that spreads the clients that failed together and spends"
                    + " nothing of the budget, so a failing server is hit again at once, and the call never stops");
    public static final Rule LOOKUP_ENCODES = LESSON.rule(
            AMBIGUOUS.section(),
            "the lookup sends the business id encoded for a URL:"
                    + " ?business_id= + URLEncoder.encode(ticket.businessId(), StandardCharsets.UTF_8)",
            "an id with a space, an & or a + sent as it is asks for another id, or makes no URI at all: the saved"
                    + " ticket is never found, and the call stops for review or books it twice");
    public static final Rule REJECTED = LESSON.rule(
            "Rule 5: a rejection is final",
            "any 4xx other than 409 and 429 is Rejected(status), and nothing is sent again",
            "the same ticket fails the same way on every copy; resending only delays the real error");
    public static final Rule BUDGET = LESSON.rule(
            "Rule 6: the budget and the draws bound the resends",
            "a resend needs a draw and a wait that fits the budget; when either runs out, the answer is ReviewRequired"
                    + " if a copy may have been saved, GaveUp if none could have",
            "waiting past the budget holds up the caller for nothing, and GaveUp tells the caller nothing was saved");
    public static final Rule INVALID = LESSON.rule(
            "Rule 7: invalid input is refused",
            "a null argument, a null draw or one outside 0..99, or keys giving no key throws IllegalArgumentException"
                    + " whose message names the argument (or the bad draw), before anything is sent",
            "a wrong answer hides the caller's bug; a clear error shows it before a request goes out on bad data");
    public static final Rule INTERRUPT = LESSON.rule(
            "Rule 8: an interrupt stops the call",
            "when client.send throws InterruptedException: nothing more is sent, Thread.currentThread().interrupt() sets"
                    + " the flag again, and the answer is ReviewRequired",
            "an interrupt is the caller asking to stop; the copy that was out may have been saved");
    /** The five scenarios of the README, each run against a live server and judged by its counts. */
    public static final Rule SCENARIOS = LESSON.rule(
            "The five scenarios",
            "after a dropped reply, an unkeyed write stops for review; a keyed write resends under its one key;"
                    + " a rejection is final",
            "the server's counts are the truth: a client that reports success may have saved the ticket twice");

    private OnTheWireRules() {}
}
