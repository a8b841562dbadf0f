package retrykit.keys;

import java.util.List;

/** A right answer in a learner's own style (one pass over the history): the base the stage-05 mistakes are edits of. */
public final class KeyLifetime {
    private KeyLifetime() {}

    public static Action solve(List<Attempt> history, long now, Provider provider, String freshKey) {
        if (history == null) {
            throw new IllegalArgumentException("history must not be null");
        }
        if (provider == null) {
            throw new IllegalArgumentException("provider must not be null");
        }
        if (freshKey == null || freshKey.isBlank()) {
            throw new IllegalArgumentException("freshKey must not be blank: " + freshKey);
        }
        if (now < 0) {
            throw new IllegalArgumentException("now must not be negative: " + now);
        }
        long previous = 0;
        for (Attempt attempt : history) {
            if (attempt == null) {
                throw new IllegalArgumentException("history contains a null attempt");
            }
            if (attempt.sentAt() < previous) {
                throw new IllegalArgumentException("sentAt " + attempt.sentAt() + " comes before " + previous);
            }
            if (freshKey.equals(attempt.key())) {
                throw new IllegalArgumentException("freshKey " + freshKey + " was already used");
            }
            previous = attempt.sentAt();
        }
        if (now < previous) {
            throw new IllegalArgumentException("now " + now + " is before the last attempt at " + previous);
        }

        if (history.isEmpty()) {
            return Action.send(freshKey);
        }
        for (Attempt attempt : history) {
            if (attempt.outcome() instanceof Outcome.Ok) {
                return Action.done();
            }
        }
        Attempt last = history.get(history.size() - 1);
        if (last.outcome() instanceof Outcome.Status s && s.code() < 500 && s.code() != 409 && s.code() != 429) {
            return Action.failed();
        }

        String key = last.key();
        boolean alive = false;
        if (key != null) {
            long firstUse = last.sentAt();
            for (Attempt attempt : history) {
                if (key.equals(attempt.key())) {
                    firstUse = Math.min(firstUse, attempt.sentAt());
                }
            }
            alive = now - firstUse < provider.retentionSeconds();
        }
        boolean somethingCommitted = false;
        boolean allUnderKey = true;
        for (Attempt attempt : history) {
            boolean risky = attempt.outcome() instanceof Outcome.Timeout
                    || attempt.outcome() instanceof Outcome.Status s && s.code() >= 500;
            if (risky) {
                somethingCommitted = true;
                if (key == null || !key.equals(attempt.key())) {
                    allUnderKey = false;
                }
            }
        }
        if (!somethingCommitted) {
            return alive ? Action.send(key) : Action.send(freshKey);
        }
        // The provider honours keys, the key is alive and every risky attempt carried it, so the
        // resend is deduplicated.
        if (provider.honoursKeys() && alive && allUnderKey) {
            return Action.send(key);
        }
        return Action.reconcile();
    }
}
