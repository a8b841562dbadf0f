package retrykit.grader.hidden.retryafter;

import retrykit.retryafter.Outcome;

/**
 * One attempt: a fixed outcome (ok, not sent, timeout), or an error status whose headers a plan
 * writes when the walk through the call reaches it.
 *
 * @param fixed the outcome, or null for an error status
 * @param code  the error status, when {@code fixed} is null
 * @param plan  the headers of the error status
 */
record Step(Outcome fixed, int code, Plan plan) {
    static Step of(Outcome outcome) {
        return new Step(outcome, 0, Plan.NO_HEADER);
    }

    static Step status(int code, Plan plan) {
        return new Step(null, code, plan);
    }

    Header header(long backoff, long left) {
        return fixed == null ? plan.write(backoff, left) : Plan.NO_HEADER.write(backoff, left);
    }

    Outcome outcome(Header header) {
        return fixed != null ? fixed : Outcome.status(code, header.retryAfter(), header.date());
    }
}
