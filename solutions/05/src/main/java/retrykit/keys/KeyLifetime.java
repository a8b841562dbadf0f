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
        validate(history, now, provider, freshKey);

        if (history.isEmpty()) {
            return Action.send(freshKey);
        }
        // Once any copy succeeded the operation is complete; another copy could only repeat it.
        for (Attempt attempt : history) {
            if (attempt.outcome() instanceof Outcome.Ok) {
                return Action.done();
            }
        }
        Attempt last = history.get(history.size() - 1);
        if (isRejection(last.outcome())) {
            return Action.failed();
        }

        // The last attempt's key is the one the operation is using now.
        String key = last.key();
        boolean alive = isAlive(key, history, now, provider.retentionSeconds());

        boolean anyMayHaveCommitted = false;
        boolean keyCoversThemAll = true;
        for (Attempt attempt : history) {
            if (mayHaveCommitted(attempt.outcome())) {
                anyMayHaveCommitted = true;
                // An attempt under another key, or under none, is a copy this key cannot deduplicate.
                keyCoversThemAll &= key != null && key.equals(attempt.key());
            }
        }

        if (!anyMayHaveCommitted) {
            // Nothing can be duplicated, so any key is safe. Keep the current one while the provider
            // still remembers it; once it may be forgotten, start a new contract with a full lifetime.
            return Action.send(alive ? key : freshKey);
        }
        // Something may be on the server already. A resend is a harmless replay only if the provider
        // will recognise it: it honours keys, still remembers this one, and saw every risky copy under
        // it. Anything less could create a second record, so look the record up instead.
        if (provider.honoursKeys() && alive && keyCoversThemAll) {
            return Action.send(key);
        }
        return Action.reconcile();
    }

    /**
     * A key is alive while {@code now < firstUse + retention}. The provider starts the clock when it
     * first sees the key; a later copy that gets the saved answer back does not make the key younger.
     * Written as a subtraction so that a retention near {@code Long.MAX_VALUE} cannot overflow.
     */
    private static boolean isAlive(String key, List<Attempt> history, long now, long retention) {
        if (key == null) {
            return false; // no key, no contract
        }
        for (Attempt attempt : history) {
            // The history is in the order sent, so the first attempt with this key is its first use.
            if (key.equals(attempt.key())) {
                return now - attempt.sentAt() < retention;
            }
        }
        return false; // not reached: the key came from the history
    }

    /** A timeout or a 5xx: the request reached the server, which may have acted before failing. */
    private static boolean mayHaveCommitted(Outcome outcome) {
        return outcome instanceof Outcome.Timeout || (outcome instanceof Outcome.Status s && s.code() >= 500);
    }

    /**
     * Any 4xx but 409 and 429. A 409 says the original is still in flight and a 429 turned the copy
     * away unread: both may be sent again. Any other 4xx fails the same way on every copy.
     */
    private static boolean isRejection(Outcome outcome) {
        return outcome instanceof Outcome.Status s && s.code() < 500 && s.code() != 409 && s.code() != 429;
    }

    private static void validate(List<Attempt> history, long now, Provider provider, String freshKey) {
        if (history == null) {
            throw new IllegalArgumentException(
                    "history must not be null (an operation not yet sent has an empty history)");
        }
        if (provider == null) {
            throw new IllegalArgumentException("provider must not be null");
        }
        if (freshKey == null || freshKey.isBlank()) {
            throw new IllegalArgumentException(
                    "freshKey must not be blank, not " + (freshKey == null ? "null" : "\"" + freshKey + "\""));
        }
        if (now < 0) {
            throw new IllegalArgumentException("now must be at least 0, like every sentAt, not " + now);
        }
        long previous = 0;
        for (int i = 0; i < history.size(); i++) {
            Attempt attempt = history.get(i);
            if (attempt == null) {
                throw new IllegalArgumentException("history must not hold null, but it does at index " + i);
            }
            if (attempt.sentAt() < previous) {
                throw new IllegalArgumentException("history must be in the order sent, but attempt " + i
                        + " was sent at " + attempt.sentAt() + ", before " + previous);
            }
            if (freshKey.equals(attempt.key())) {
                // A "fresh" key the provider may already have seen would tie a new request to an old one.
                throw new IllegalArgumentException(
                        "freshKey \"" + freshKey + "\" is not fresh: attempt " + i + " carried it");
            }
            previous = attempt.sentAt();
        }
        if (now < previous) {
            throw new IllegalArgumentException("now " + now + " is before the last attempt, sent at " + previous);
        }
    }
}
