package retrykit.retryafter;

import java.util.List;

/** Stage 04: run the retry loop for one call, and let the server's Retry-After lengthen a wait, never past the budget. */
public final class RetryAfter {
    private RetryAfter() {}

    /**
     * Runs one call: classifies each attempt's outcome in turn, waits before each retry (the
     * backoff, raised to a valid {@code Retry-After}), and stops at an answer, at an unknown
     * write, when the budget would be passed, or when the outcomes run out.
     *
     * @param outcomes what each attempt in turn returns, an error status with its raw headers
     * @param op       what kind of call it is
     * @param policy   the backoff ceilings and the budget, in seconds
     * @param draws    the caller's random numbers, whole percentages 0..99; draws[k-1] is for retry k
     * @return the waits taken and the verdict, as the rules in README.md say
     * @throws IllegalArgumentException if an argument or an element is null, a draw is outside
     *                                  0..99, or a retry needs a draw that is missing
     */
    public static Result solve(List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws) {
        throw new UnsupportedOperationException(
                "Stage 04 (Retry-After) is not implemented yet: read exercises/04/README.md, then write RetryAfter.solve");
    }
}
