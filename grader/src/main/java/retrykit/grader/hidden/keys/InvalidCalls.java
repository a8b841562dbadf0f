package retrykit.grader.hidden.keys;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import retrykit.feedback.JavaText;
import retrykit.grader.hidden.keys.Generators.Case;
import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.property.Gen;
import retrykit.keys.Attempt;
import retrykit.keys.Provider;

/** Stage 05's calls with exactly one thing wrong, which solve must refuse. */
final class InvalidCalls {
    private InvalidCalls() {}

    /**
     * A call with exactly one thing wrong, and what the refusal must name: the argument, or the
     * bad value where there is one (a sentAt out of order, a now out of range, a key that is not
     * fresh); null where there is none to name (a null, a blank).
     */
    record Invalid(List<Attempt> history, long now, Provider provider, String freshKey, String argument, Object value) {
        String call() {
            return JavaText.call("KeyLifetime.solve", history, now, provider, freshKey);
        }
    }

    /** A valid call to spoil: an open or closed history of 1 to 6 attempts, with now just after it. */
    private static Gen<Case> validCalls() {
        return Generators.cases(
                Gen.listOf(Generators.steps(Generators.anyOutcome(), Generators.anyOutcome()), 1, 6),
                Generators.retentions(),
                Generators.honours(),
                Gen.constant(When.JUST_AFTER));
    }

    /** Any call with exactly one invalid thing. */
    static Gen<Invalid> invalidCalls() {
        Gen<Invalid> nullHistory =
                validCalls().map(c -> new Invalid(null, c.now(), c.provider(), c.freshKey(), "history", null));
        Gen<Invalid> nullProvider =
                validCalls().map(c -> new Invalid(c.history(), c.now(), null, c.freshKey(), "provider", null));
        Gen<Invalid> nullFreshKey =
                validCalls().map(c -> new Invalid(c.history(), c.now(), c.provider(), null, "freshKey", null));
        Gen<Invalid> blankFreshKey = validCalls()
                .flatMap(c -> KitGen.padding()
                        .map(blank -> new Invalid(c.history(), c.now(), c.provider(), blank, "freshKey", null)));
        Gen<Invalid> nullAttempt = validCalls()
                .flatMap(c -> Gen.ints(0, c.history().size()).map(at -> {
                    List<Attempt> withNull = Collections.unmodifiableList(Arrays.asList(
                            Generators.inserted(c.history(), at, null).toArray(new Attempt[0])));
                    return new Invalid(withNull, c.now(), c.provider(), c.freshKey(), "history", null);
                }));
        Gen<Invalid> staleFreshKey = validCalls()
                .flatMap(c -> Gen.ints(0, c.history().size() - 1)
                        .flatMap(at -> Gen.ints(0, Generators.KEYS.size() - 1).map(k -> {
                            // Make sure the chosen attempt carries a key, then offer that key as "fresh".
                            List<Attempt> history = new ArrayList<>(c.history());
                            Attempt chosen = history.get(at);
                            String key = chosen.key() != null ? chosen.key() : Generators.KEYS.get(k);
                            history.set(at, new Attempt(key, chosen.sentAt(), chosen.outcome()));
                            return new Invalid(List.copyOf(history), c.now(), c.provider(), key, "freshKey", key);
                        })));
        Gen<Invalid> outOfOrder = validCalls()
                .flatMap(c -> Gen.longs(1, 100_000, 1).flatMap(shift -> {
                    // Move every attempt later by `shift`, so the one ahead of the spoiled attempt was sent
                    // at 1 or later; a single attempt gets a twin sent in the same second.
                    List<Attempt> shifted = new ArrayList<>();
                    for (Attempt a : c.history()) {
                        shifted.add(new Attempt(a.key(), a.sentAt() + shift, a.outcome()));
                    }
                    if (shifted.size() == 1) {
                        shifted.add(shifted.get(0));
                    }
                    List<Attempt> base = List.copyOf(shifted);
                    return Gen.ints(1, base.size() - 1).flatMap(at -> {
                        long ahead = base.get(at - 1).sentAt();
                        // Attempt `at` goes back before the one ahead of it; the ones after it stay later
                        // than both, so exactly one step of the history goes backwards.
                        return Gen.longs(0, ahead - 1, ahead - 1).map(bad -> {
                            List<Attempt> history = new ArrayList<>(base);
                            Attempt moved = history.get(at);
                            history.set(at, new Attempt(moved.key(), bad, moved.outcome()));
                            return new Invalid(
                                    List.copyOf(history), c.now() + shift, c.provider(), c.freshKey(), "history", bad);
                        });
                    });
                }));
        Gen<Invalid> nowTooEarly = validCalls().flatMap(c -> {
            long last = c.last().sentAt();
            long shift = last == 0 ? 1 : 0; // now must be able to sit before the last attempt and still be >= 0
            List<Attempt> history = c.history().stream()
                    .map(a -> new Attempt(a.key(), a.sentAt() + shift, a.outcome()))
                    .toList();
            long lastSent = last + shift;
            return Gen.longs(0, lastSent - 1, lastSent - 1)
                    .map(now -> new Invalid(history, now, c.provider(), c.freshKey(), "now", now));
        });
        Gen<Invalid> negativeNow = Gen.oneOfGens(Generators.emptyCases(), validCalls())
                .flatMap(c -> Gen.longs(Long.MIN_VALUE, -1, -1)
                        .map(now -> new Invalid(c.history(), now, c.provider(), c.freshKey(), "now", now)));
        return Gen.oneOfGens(
                nullHistory,
                nullProvider,
                nullFreshKey,
                blankFreshKey,
                nullAttempt,
                staleFreshKey,
                outOfOrder,
                nowTooEarly,
                negativeNow);
    }
}
