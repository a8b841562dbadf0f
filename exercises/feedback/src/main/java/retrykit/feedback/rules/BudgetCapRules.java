package retrykit.feedback.rules;

import retrykit.feedback.Lesson;
import retrykit.feedback.Rule;

/**
 * Stage 03's rules, each defined once: the given tests and the hidden suite fail with these same
 * texts. Each heading is a heading of exercises/03/README.md; a rule with a heading shared by
 * another states one property of that section more finely.
 */
public final class BudgetCapRules {

    public static final Lesson LESSON = new Lesson("03");

    public static final Rule ONE_ATTEMPT_PER_WAIT = LESSON.rule(
            "The rule",
            "a call makes one attempt more than it has waits: every attempt but the last was a RETRY, and the verdict is"
                    + " the last attempt's",
            "the waits are the record of what went on the wire; a wait with no attempt after it, or an attempt the verdict"
                    + " does not account for, misreports the call");
    public static final Rule ANSWER = LESSON.rule(
            "Rule 1: an answer ends the call",
            "each attempt is classified as in stage 01: OK ends the call as OK, FAILED as FAILED, and RETRY goes on to the"
                    + " next attempt",
            "an answer is final: sending the request again would repeat a success or repeat a rejection");
    public static final Rule UNKNOWN_WRITE = LESSON.rule(
            "Rule 2: an ambiguous write ends the call as UNKNOWN",
            "the first timeout or 5xx on an unkeyed WRITE ends the call as UNKNOWN, and nothing after it is sent; a 429 or"
                    + " a connection that never opened is still retried, and so is a timeout or 5xx on a READ or KEYED_WRITE",
            "the server may have saved the write before it failed; a resend can record the payment twice, and a success"
                    + " after it hides that");
    public static final Rule RAN_OUT = LESSON.rule(
            "Rule 3: running out of outcomes is GAVE_UP",
            "when the last outcome is still RETRY (or there is no outcome at all) the verdict is GAVE_UP, not the last"
                    + " outcome's classification",
            "the caller must learn that the call never got an answer; FAILED or UNKNOWN would send it down the wrong path");
    public static final Rule WAITS = LESSON.rule(
            "Rule 4: each wait is the equal-jitter wait of its retry",
            "the wait before retry k is EqualJitter.solve(k, policy, draws[k-1]), exactly",
            "the schedule must be the one stage 02 proved: reproducible from the draws, spread by them, and never below"
                    + " half the ceiling");
    public static final Rule BUDGET = LESSON.rule(
            "Rule 5: the budget is checked before each wait",
            "if the waits so far plus the next wait would exceed the budget, the call ends as GAVE_UP and that wait is not"
                    + " taken; reaching the budget exactly is allowed",
            "the run that makes the call stops after 5 minutes; a wait that cannot end in an attempt in time only holds"
                    + " the run, and a call without a budget never stops");
    public static final Rule BUDGET_SUM = LESSON.rule(
            BUDGET.section(),
            "the waits so far plus the next wait are compared with the budget without overflow: add them in a long,"
                    + " or compare the next wait with what is left",
            "past Integer.MAX_VALUE an int sum wraps around to a negative number that seems to fit, and the call"
                    + " waits far past its budget");
    public static final Rule INVALID = LESSON.rule(
            "Rule 6: invalid input is refused",
            "a null argument or element, a draw outside 0..99, or a missing draw that a retry needs throws"
                    + " IllegalArgumentException whose message names the argument (outcomes, op, policy, draws) or the bad"
                    + " draw; either will do",
            "a wrong answer, an IndexOutOfBoundsException or a NullPointerException hides the caller's bug; a clear error"
                    + " shows it");

    private BudgetCapRules() {}
}
