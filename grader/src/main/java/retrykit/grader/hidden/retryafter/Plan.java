package retrykit.grader.hidden.retryafter;

import retrykit.grader.property.Gen;

/**
 * A header still to be written. How many seconds a header asks for may depend on the backoff wait
 * of its retry and on what is left of the budget then ("a little longer than the backoff", "one
 * second past the budget"), which only the walk through the call knows; so the walk writes the
 * header out when it gets there.
 */
@FunctionalInterface
interface Plan {
    Header write(long backoff, long left);

    /** No header at all. */
    Plan NO_HEADER = (backoff, left) -> new Header(null, null, null, "it has no Retry-After");

    /** The headers that spell, in one of {@code spellings}, one of {@code amounts}. */
    static Gen<Plan> of(Gen<Amount> amounts, Gen<Spelling> spellings) {
        return Gen.combine(amounts, spellings)
                .as((amount, spelling) -> (backoff, left) -> spelling.write(amount.of(backoff, left)));
    }
}
