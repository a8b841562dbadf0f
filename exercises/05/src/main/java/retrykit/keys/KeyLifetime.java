package retrykit.keys;

import java.util.List;

/** Stage 05: decide the next step for one operation from its attempts and its keys' lifetimes. */
public final class KeyLifetime {
    private KeyLifetime() {}

    /**
     * Decides what to do next for one logical operation (one business id, such as an order).
     *
     * @param history  every attempt made so far for this operation, in the order they were sent
     * @param now      the current time, in whole seconds on the same clock as {@code sentAt}
     * @param provider whether the provider honours keys, and how long it remembers one
     * @param freshKey a new key the caller minted, used only when no existing key will do
     * @return {@code Send(key)}, {@code Done}, {@code Failed} or {@code Reconcile}, as README.md says
     * @throws IllegalArgumentException if the input is invalid (README.md, rule 7)
     */
    public static Action solve(List<Attempt> history, long now, Provider provider, String freshKey) {
        throw new UnsupportedOperationException(
                "Stage 05 (idempotency key lifetime) is not implemented yet: read exercises/05/README.md, then write KeyLifetime.solve");
    }
}
