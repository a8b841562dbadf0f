package retrykit.retryafter;

import java.util.OptionalLong;

/**
 * The site's door to stage 04's header reader. The reference keeps {@code RetryAfterHeader}
 * package-private (a learner's answer need not expose it), so the site reaches it from inside its
 * package: the Retry-After tester in the page then shows what the reference itself reads, not a
 * second parser's opinion.
 */
public final class RetryAfterReading {
    private RetryAfterReading() {}

    /** What the reference reads: the seconds asked for, or empty when the header asks for nothing. */
    public static OptionalLong seconds(String retryAfter, String date) {
        return RetryAfterHeader.seconds(retryAfter, date);
    }
}
