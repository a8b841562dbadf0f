package retrykit.keys;

import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;

/** Stage 05, written from its lesson alone: each rule a question asked of the whole history, in the lesson's order. */
public final class KeyLifetime {
    private KeyLifetime() {}

    public static Action solve(List<Attempt> history, long now, Provider provider, String freshKey) {
        refuseBadInput(history, now, provider, freshKey);
        if (history.isEmpty()) {
            return Action.send(freshKey); // Rule 1
        }
        if (history.stream().anyMatch(a -> a.outcome() instanceof Outcome.Ok)) {
            return Action.done(); // Rule 2
        }
        Attempt last = history.get(history.size() - 1);
        if (isRejection(last.outcome())) {
            return Action.failed(); // Rule 3
        }
        String key = last.key();
        boolean alive = key != null && history.stream()
                .filter(a -> key.equals(a.key()))
                .mapToLong(Attempt::sentAt)
                .min()
                .stream()
                .anyMatch(firstUse -> now - firstUse < provider.retentionSeconds()); // Rule 4, without overflow
        List<Attempt> mayHaveCommitted = history.stream().filter(a -> mayHaveCommitted(a.outcome())).toList();
        if (mayHaveCommitted.isEmpty()) {
            return Action.send(alive ? key : freshKey); // Rule 5
        }
        boolean covered = mayHaveCommitted.stream().allMatch(a -> Objects.equals(a.key(), key));
        return provider.honoursKeys() && alive && covered ? Action.send(key) : Action.reconcile(); // Rule 6
    }

    private static boolean isRejection(Outcome outcome) {
        return outcome instanceof Outcome.Status s && s.code() < 500 && s.code() != 409 && s.code() != 429;
    }

    private static boolean mayHaveCommitted(Outcome outcome) {
        return outcome instanceof Outcome.Timeout || outcome instanceof Outcome.Status s && s.code() >= 500;
    }

    private static void refuseBadInput(List<Attempt> history, long now, Provider provider, String freshKey) {
        if (history == null) {
            throw new IllegalArgumentException("history is required (an empty one when nothing was sent)");
        }
        if (provider == null) {
            throw new IllegalArgumentException("provider is required");
        }
        if (freshKey == null) {
            throw new IllegalArgumentException("freshKey is required");
        }
        if (freshKey.isBlank()) {
            throw new IllegalArgumentException("freshKey is blank");
        }
        if (history.stream().anyMatch(Objects::isNull)) {
            throw new IllegalArgumentException("history holds a null attempt");
        }
        if (IntStream.range(1, history.size()).anyMatch(i -> history.get(i).sentAt() < history.get(i - 1).sentAt())) {
            throw new IllegalArgumentException("history is out of order");
        }
        if (now < 0 || !history.isEmpty() && now < history.get(history.size() - 1).sentAt()) {
            throw new IllegalArgumentException("now is before the last attempt, or below 0");
        }
        if (history.stream().anyMatch(a -> freshKey.equals(a.key()))) {
            throw new IllegalArgumentException("freshKey was already sent: it is not fresh");
        }
    }
}
