package retrykit.feedback.rules;

import retrykit.feedback.Lesson;
import retrykit.feedback.Rule;

/**
 * Stage 05's rules, each defined once: the given tests and the hidden suite fail with these same
 * texts. Each heading is a heading of exercises/05/README.md.
 */
public final class KeyLifetimeRules {

    public static final Lesson LESSON = new Lesson("05");

    public static final Rule EMPTY = LESSON.rule(
            "Rule 1: an empty history sends a fresh key",
            "with no attempt made yet, the answer is Send(freshKey)",
            "nothing has been sent, so the operation starts its one key here, minted once, outside any retry loop");
    public static final Rule SUCCESS = LESSON.rule(
            "Rule 2: a success is never sent again",
            "if any attempt came back ok, the answer is Done, whatever came before or after it",
            "the operation is complete; another copy can only repeat the charge or the booking");
    public static final Rule REJECTED = LESSON.rule(
            "Rule 3: a rejection fails at once",
            "if the LAST attempt came back with a 4xx other than 409 and 429, the answer is Failed",
            "the same request fails the same way again; 409 (still in flight) and 429 (turned away) are not rejections");
    public static final Rule LIFETIME = LESSON.rule(
            "Rule 4: a key lives from its first use; a timeout or a 5xx may have committed",
            "the last attempt's key K is alive while now - firstUse(K) < retention (a null key never is);"
                    + " only a timeout or a 5xx may have committed",
            "the provider forgets a key a fixed time after it first saw it, and a copy under a forgotten key is a new"
                    + " request; only a copy that reached the server and got no clean answer can have left a record"
                    + " behind");
    public static final Rule NOTHING_COMMITTED = LESSON.rule(
            "Rule 5: if nothing may have committed, send again",
            "with no timeout and no 5xx in the history, the answer is Send(K) while K is alive, else Send(freshKey)",
            "nothing is on the server to duplicate, so a copy is safe; reconciling here stalls an operation that never"
                    + " happened");
    public static final Rule MAY_HAVE_COMMITTED = LESSON.rule(
            "Rule 6: if something may have committed, resend only under a live key that covers it",
            "after a timeout or a 5xx, Send(K) only if the provider honours keys, K is alive and every such attempt"
                    + " carried K; otherwise Reconcile",
            "a copy the provider cannot match to the earlier one may create a second record; only a read by business id"
                    + " is safe then");
    public static final Rule INVALID = LESSON.rule(
            "Rule 7: invalid input is refused",
            "a null argument or element, sentAt going backwards, now before the last attempt or below 0,"
                    + " a blank freshKey or one already in the history throws IllegalArgumentException whose message names"
                    + " the argument (history, now, provider, freshKey) or the bad value; either will do",
            "a wrong answer hides the caller's bug; a clear error shows it before a request is sent on bad data");

    private KeyLifetimeRules() {}
}
