package retrykit.feedback.rules;

import retrykit.feedback.Lesson;
import retrykit.feedback.Rule;

/**
 * Stage 02's rules, each defined once: the given tests and the hidden suite fail with these same
 * texts. Each heading is a heading of exercises/02/README.md; a rule with a heading shared by
 * others states one property of that section more finely.
 */
public final class EqualJitterRules {

    public static final Lesson LESSON = new Lesson("02");

    public static final Rule CEILING = LESSON.rule(
            "Rule 1: the ceiling doubles from base and stops at cap",
            "retry k's ceiling is c = min(cap, base * 2^(k-1)): base for the first retry, doubled for each one after it,"
                    + " never above cap",
            "doubling backs away fast from a server in trouble; capping the finished wait instead of the ceiling pins every"
                    + " late retry to exactly cap, and the clients come back in lockstep");
    public static final Rule CEILING_BEFORE_CAP = LESSON.rule(
            CEILING.section(),
            "before the cap, retry k's ceiling is base * 2^(k-1): base itself for k = 1, twice base for k = 2, ...",
            "an exponent one too high doubles every wait from the very first retry, and a call runs out of budget"
                    + " after half the retries it was meant to have");
    public static final Rule CEILING_AT_CAP = LESSON.rule(
            CEILING.section(),
            "once base * 2^(k-1) reaches cap the ceiling is cap, so the wait is cap/2 + (cap - cap/2) * draw / 100",
            "capping the finished wait instead pins every late retry to exactly cap, whatever the draw, and the"
                    + " clients that failed together come back together");
    public static final Rule NEVER_SHRINKS = LESSON.rule(
            CEILING.section(),
            "for the same policy and draw, retry k + n waits at least as long as retry k",
            "a backoff that shrinks, or wraps around to 0 at a large k, sends retries back ever faster at a"
                    + " server that keeps failing");
    public static final Rule FIXED_HALF = LESSON.rule(
            "Rule 2: half the ceiling is always waited",
            "the wait is never less than c/2, half the ceiling of Rule 1 rounded down, and with draw 0 it is exactly c/2",
            "the fixed half makes every retry spend part of the budget, so a budget bounds the attempts; full jitter can wait"
                    + " 0 seconds and send the retry straight back at a server that is already failing");
    public static final Rule SPREAD = LESSON.rule(
            "Rule 3: the draw spreads the other half",
            "wait = c/2 + (c - c/2) * draw / 100, so c/2 <= wait <= c <= cap, and a larger draw never gives a shorter wait",
            "clients that failed in the same second spread out over the second half instead of all coming back together");
    public static final Rule SPREAD_FORMULA = LESSON.rule(
            SPREAD.section(),
            "wait = c/2 + (c - c/2) * draw / 100 with c = min(cap, base * 2^(k-1)): the draw picks how much of the"
                    + " other half to add",
            "without jitter every client that failed in the same second comes back in the same second, into a"
                    + " server that is still overloaded");
    public static final Rule SPREAD_BOUNDS = LESSON.rule(
            SPREAD.section(),
            "c/2 <= wait <= c <= cap, where c = min(cap, base * 2^(k-1))",
            "a wait below c/2 spends too little of the budget, and one above the ceiling or the cap keeps a"
                    + " caller waiting longer than its policy allows");
    public static final Rule LARGER_DRAW = LESSON.rule(
            SPREAD.section(),
            "for the same k and policy, a larger draw gives a wait at least as long",
            "the draw is the caller's dial for spreading clients out; if turning it up can shorten the wait,"
                    + " the schedule is not the one the caller asked for");
    public static final Rule REPRODUCIBLE = LESSON.rule(
            SPREAD.section(),
            "the same k, policy and draw always give the same wait",
            "the randomness is the caller's draw, so a schedule can be replayed second by second in a test or a"
                    + " bug report; a hidden random number or clock makes it impossible to reproduce");
    public static final Rule EXACT = LESSON.rule(
            "Rule 4: the wait is exact for any k and any base",
            "whole seconds by integer division, rounding down, with no overflow for k, base or cap up to Integer.MAX_VALUE",
            "a wrapped int turns a long wait into 0 or a negative number, and doubles can land a second off either way;"
                    + " stage 03 adds these waits against a budget to the second");
    public static final Rule ROUNDS_DOWN = LESSON.rule(
            EXACT.section(),
            "c/2 and (c - c/2) * draw / 100 are integer divisions, each rounding down; no doubles, no Math.round",
            "stage 03 adds these waits against a budget to the second; a wait one second off turns a retry that"
                    + " fits into one that does not, or the other way round");
    public static final Rule NO_OVERFLOW = LESSON.rule(
            EXACT.section(),
            "the wait is exact for every k >= 1 and every base and cap up to Integer.MAX_VALUE: once the ceiling"
                    + " reaches cap it stays there, and (c - c/2) * draw is computed in long",
            "a power of two that wraps around (an int from k = 32, a long from k = 64) turns the longest wait"
                    + " into 0, a negative number or a short one, and a late retry hammers the server");
    public static final Rule INVALID = LESSON.rule(
            "Rule 5: invalid input is refused",
            "k < 1, a draw outside 0..99 or a null policy throws IllegalArgumentException whose message names the argument"
                    + " (k, draw, policy) or the bad value; either will do",
            "a wrong answer or a NullPointerException hides the caller's bug; a clear error shows it");

    private EqualJitterRules() {}
}
