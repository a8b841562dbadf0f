package retrykit.grader.hidden.retryafter;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import retrykit.feedback.JavaText;
import retrykit.retryafter.Operation;
import retrykit.retryafter.Outcome;
import retrykit.retryafter.Policy;
import retrykit.retryafter.Result;
import retrykit.retryafter.Verdict;

/**
 * One call as stage 04's rule says it runs: the outcomes with their headers written out, the
 * result, and the reasons, attempt by attempt, that a failure shows the learner. The rule is
 * restated here (stage 01's table, stage 02's wait, stage 03's loop, the raised wait), never by
 * asking the reference, so a failure can say which rule broke.
 */
record Walked(
        List<Outcome> outcomes,
        Operation op,
        Policy policy,
        List<Integer> draws,
        Result expected,
        List<String> because) {
    String call() {
        return JavaText.call("RetryAfter.solve", outcomes, op, policy, draws);
    }

    String expectation() {
        return JavaText.of(expected) + ", because " + String.join("; ", because);
    }

    private static final BigInteger HUNDRED = BigInteger.valueOf(100);

    /**
     * Stage 01's table: null when the outcome is retried, otherwise how it ends the call. Only an
     * error status carries headers, and they play no part here.
     */
    static Verdict ends(Outcome outcome, Operation op) {
        if (outcome instanceof Outcome.Ok) {
            return Verdict.OK;
        }
        if (outcome instanceof Outcome.NotSent) {
            return null;
        }
        if (outcome instanceof Outcome.Status s && s.code() < 500) {
            return s.code() == 429 ? null : Verdict.FAILED;
        }
        return op == Operation.WRITE ? Verdict.UNKNOWN : null; // a timeout or any 5xx
    }

    /** Stage 02's wait before retry k, c/2 + (c - c/2) * draw / 100 with c = min(cap, base * 2^(k-1)), in BigInteger. */
    static long backoff(int k, Policy policy, int draw) {
        BigInteger cap = BigInteger.valueOf(policy.cap());
        BigInteger c = k >= 32
                ? cap
                : BigInteger.valueOf(policy.base()).shiftLeft(k - 1).min(cap);
        BigInteger half = c.shiftRight(1);
        return half.add(c.subtract(half).multiply(BigInteger.valueOf(draw)).divide(HUNDRED))
                .longValueExact();
    }

    /** Stage 03's loop with the wait raised to what the header asks for, never past the budget. */
    static Walked walk(Scenario scenario) {
        List<Step> steps = scenario.steps();
        Policy policy = scenario.policy();
        List<Outcome> outcomes = new ArrayList<>();
        List<Integer> waits = new ArrayList<>();
        List<String> because = new ArrayList<>();
        Verdict verdict = null;
        long left = policy.budget();
        for (int i = 0; i < steps.size(); i++) {
            int k = i + 1;
            long backoff = i < scenario.draws().size()
                    ? backoff(k, policy, scenario.draws().get(i))
                    : 0;
            Header header = steps.get(i).header(backoff, left);
            Outcome outcome = steps.get(i).outcome(header);
            outcomes.add(outcome);
            if (verdict != null) {
                continue; // the call has ended: this attempt is never made
            }
            String attempt = "attempt " + k + " (" + show(outcome) + ")";
            Verdict end = ends(outcome, scenario.op());
            if (end != null) {
                verdict = end;
                because.add(attempt + " ends the call: " + end);
            } else if (k == steps.size()) {
                verdict = Verdict.GAVE_UP;
                because.add(attempt + " is retried, but it is the last outcome: GAVE_UP");
            } else {
                BigInteger asks = header.asks() == null ? BigInteger.ZERO : header.asks();
                BigInteger wait = BigInteger.valueOf(backoff).max(asks);
                String how = attempt + " is retried: its backoff is " + backoff + " s and " + header.reading()
                        + ", so retry " + k + " waits " + wait + " s";
                if (wait.compareTo(BigInteger.valueOf(left)) > 0) {
                    verdict = Verdict.GAVE_UP;
                    because.add(how + ", more than the " + left + " s left of the budget: GAVE_UP, without waiting");
                } else {
                    waits.add(wait.intValueExact());
                    left -= wait.longValueExact();
                    because.add(how + " (" + left + " s of the budget left after it)");
                }
            }
        }
        if (steps.isEmpty()) {
            verdict = Verdict.GAVE_UP;
            because.add("there are no outcomes: nothing was attempted, GAVE_UP");
        }
        return new Walked(
                listed(outcomes), scenario.op(), policy, listed(scenario.draws()), new Result(waits, verdict), because);
    }

    /**
     * An unmodifiable copy, as callers pass lists, that can still answer contains(null) (List.of and
     * List.copyOf throw on that question), so checking for null elements that way is not punished.
     */
    static <T> List<T> listed(List<T> values) {
        return Collections.unmodifiableList(new ArrayList<>(values));
    }

    static String show(Outcome outcome) {
        if (outcome instanceof Outcome.Status s) {
            return String.valueOf(s.code());
        }
        return outcome instanceof Outcome.Ok ? "ok" : outcome instanceof Outcome.NotSent ? "not sent" : "timeout";
    }
}
