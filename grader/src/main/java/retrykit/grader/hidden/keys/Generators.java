package retrykit.grader.hidden.keys;

import java.util.ArrayList;
import java.util.List;
import retrykit.feedback.JavaText;
import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.property.Gen;
import retrykit.keys.Attempt;
import retrykit.keys.Outcome;
import retrykit.keys.Provider;

/**
 * Stage 05's values: histories of 0 to 6 attempts for one operation, keys drawn from a small pool
 * ("k1", "k2", "k3" and no key), times in order, a provider, a time now at or after the last
 * attempt, and a fresh key that no attempt carried. Times lean on the boundaries that matter: now
 * exactly at {@code firstUse + retention} and one second before it. Everything shrinks toward a
 * short history under "k1" sent at 0 that timed out, retention 86,400 and now just after the last
 * attempt.
 */
final class Generators {
    private Generators() {}

    /** The pool of keys a history draws from; {@code null} (no key) is drawn besides these. */
    static final List<String> KEYS = List.of("k1", "k2", "k3");

    /** One call of {@code solve}: its four arguments. */
    record Case(List<Attempt> history, long now, Provider provider, String freshKey) {

        /** The call as the learner would type it. */
        String call() {
            return JavaText.call("KeyLifetime.solve", history, now, provider, freshKey);
        }

        /** The last attempt, which a case with an empty history does not have. */
        Attempt last() {
            return history.get(history.size() - 1);
        }
    }

    /**
     * One attempt before it is laid on the timeline: whether it keeps the key of the attempt before
     * it (as a well-behaved client does), the key it carries if it does not, its outcome, the
     * seconds since the attempt before it (ignored for the first attempt), and a spare outcome of
     * the kind a history's shape may need in this place (a rejection to end on, say).
     */
    record Step(boolean keep, String key, Outcome outcome, long gap, Outcome spare) {
        Step withOutcome(Outcome o) {
            return new Step(keep, key, o, gap, spare);
        }

        Step under(String k) {
            return new Step(false, k, outcome, gap, spare);
        }

        Step laterThanBefore() {
            return new Step(keep, key, outcome, Math.max(1, gap), spare);
        }
    }

    // ---- outcomes --------------------------------------------------------------------------

    /** May have committed: a timeout or any 5xx, shrinking toward a timeout. */
    static Gen<Outcome> ambiguous() {
        return Gen.oneOfGens(
                Gen.constant(Outcome.timeout()), KitGen.serverErrors().map(Outcome::status));
    }

    /** Did nothing on the server: 429, a connection that never opened, 409 (the original still in flight). */
    static Gen<Outcome> didNothing() {
        return Gen.oneOf(Outcome.status(429), Outcome.notSent(), Outcome.status(409));
    }

    /** A rejection: any 4xx but 409 and 429, shrinking toward 400. */
    static Gen<Outcome> rejected() {
        return KitGen.rejections().map(code -> code == 409 ? 422 : code).map(Outcome::status);
    }

    /** An outcome that leaves the operation open when it is the last: it may have committed or it did nothing. */
    static Gen<Outcome> open() {
        return Gen.frequency(Gen.weighted(1, ambiguous()), Gen.weighted(1, didNothing()));
    }

    /** Any outcome but ok, as an attempt that more attempts followed may have had (an earlier 4xx is history). */
    static Gen<Outcome> notOk() {
        return Gen.frequency(Gen.weighted(4, ambiguous()), Gen.weighted(4, didNothing()), Gen.weighted(1, rejected()));
    }

    /** Any outcome at all, ok included. */
    static Gen<Outcome> anyOutcome() {
        return Gen.frequency(Gen.weighted(4, notOk()), Gen.weighted(1, Gen.constant(Outcome.ok())));
    }

    static boolean isRejection(Outcome o) {
        return o instanceof Outcome.Status s && s.code() < 500 && s.code() != 409 && s.code() != 429;
    }

    static boolean isAmbiguous(Outcome o) {
        return o instanceof Outcome.Timeout || (o instanceof Outcome.Status s && s.code() >= 500);
    }

    // ---- keys, times, providers ------------------------------------------------------------

    /** A key from the pool, or none; shrinks toward "k1". */
    static Gen<String> keys() {
        return Gen.frequency(
                Gen.weighted(5, Gen.constant("k1")),
                Gen.weighted(2, Gen.constant("k2")),
                Gen.weighted(1, Gen.constant("k3")),
                Gen.weighted(2, Gen.constant((String) null)));
    }

    /** Most attempts keep the key of the one before them; some switch. Shrinks toward keeping. */
    static Gen<Boolean> keeps() {
        return Gen.frequency(Gen.weighted(7, Gen.constant(true)), Gen.weighted(3, Gen.constant(false)));
    }

    /** Seconds between two attempts: often the same second, sometimes about a day. */
    static Gen<Long> gaps() {
        return Gen.frequency(
                Gen.weighted(4, Gen.longs(0, 10, 0)),
                Gen.weighted(3, Gen.longs(0, 1_000, 0)),
                Gen.weighted(2, Gen.longs(0, 100_000, 0).withEdges(86_399L, 86_400L, 86_401L)));
    }

    /** When the first attempt was sent. */
    static Gen<Long> starts() {
        return Gen.frequency(Gen.weighted(1, Gen.constant(0L)), Gen.weighted(1, Gen.longs(0, 1_000_000, 0)));
    }

    /** How long the provider keeps a key: 0, 1, 60, a day, forever, or anything. Shrinks toward a day. */
    static Gen<Long> retentions() {
        return Gen.frequency(
                Gen.weighted(6, Gen.oneOf(86_400L, 60L, 1L, 0L, Long.MAX_VALUE)),
                Gen.weighted(3, Gen.longs(0, 200_000, 86_400)),
                Gen.weighted(1, Gen.longs(0, Long.MAX_VALUE - 1, 86_400)));
    }

    /** A retention that is finite and at least one second. */
    static Gen<Long> finiteRetentions() {
        return Gen.frequency(
                Gen.weighted(6, Gen.oneOf(86_400L, 60L, 1L)), Gen.weighted(3, Gen.longs(1, 200_000, 86_400)));
    }

    /** Whether the provider honours keys, both ways. */
    static Gen<Boolean> honours() {
        return Gen.oneOf(true, false);
    }

    /** Mostly a provider that honours keys, where the interesting answers are. */
    static Gen<Boolean> mostlyHonours() {
        return Gen.frequency(Gen.weighted(4, Gen.constant(true)), Gen.weighted(1, Gen.constant(false)));
    }

    /** A key the caller minted: never one of the pool, so never in a history. */
    static Gen<String> freshKeys() {
        return Gen.oneOf("fresh", "k4", "order-1042-b");
    }

    // ---- histories ------------------------------------------------------------------------

    /** One step whose outcome comes from {@code outcomes}, with a spare from {@code spares}. */
    static Gen<Step> steps(Gen<Outcome> outcomes, Gen<Outcome> spares) {
        return keeps().flatMap(keep -> keys().flatMap(key -> outcomes.flatMap(
                outcome -> gaps().flatMap(gap -> spares.map(spare -> new Step(keep, key, outcome, gap, spare))))));
    }

    /** The keys the attempts of {@code steps} carry: a step that keeps carries the key before it. */
    static List<String> keysOf(List<Step> steps) {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            keys.add(i > 0 && step.keep() ? keys.get(i - 1) : step.key());
        }
        return keys;
    }

    /** The attempts of {@code steps}, the first sent at {@code start}. */
    static List<Attempt> timeline(long start, List<Step> steps) {
        List<String> keys = keysOf(steps);
        List<Attempt> attempts = new ArrayList<>();
        long at = start;
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            if (i > 0) {
                at += step.gap();
            }
            attempts.add(new Attempt(keys.get(i), at, step.outcome()));
        }
        return List.copyOf(attempts);
    }

    static <T> List<T> inserted(List<T> list, int index, T element) {
        List<T> all = new ArrayList<>(list);
        all.add(index, element);
        return all;
    }

    private static List<Step> withLast(List<Step> steps, Step last) {
        List<Step> all = new ArrayList<>(steps);
        all.set(all.size() - 1, last);
        return all;
    }

    // Each shape is ONE list, adjusted by a map, so that it shrinks by dropping attempts as well
    // as by simplifying them, in any order.

    /** Histories of 1 to 6 attempts with at least one ok (the last one if no other). */
    static Gen<List<Step>> succeeded() {
        return Gen.listOf(steps(anyOutcome(), Gen.constant(Outcome.ok())), 1, 6)
                .map(steps -> steps.stream().anyMatch(s -> s.outcome() instanceof Outcome.Ok)
                        ? steps
                        : withLast(steps, steps.get(steps.size() - 1).withOutcome(Outcome.ok())));
    }

    /** Histories of 1 to 6 attempts, none ok, the last one rejected (4xx but 409 and 429). */
    static Gen<List<Step>> rejectedLast() {
        return Gen.listOf(steps(notOk(), rejected()), 1, 6).map(steps -> {
            Step last = steps.get(steps.size() - 1);
            return isRejection(last.outcome()) ? steps : withLast(steps, last.withOutcome(last.spare()));
        });
    }

    /** Histories of 1 to 6 attempts in which no attempt may have committed (no ok, no timeout, no 5xx), the last one open. */
    static Gen<List<Step>> nothingCommitted() {
        Gen<Outcome> earlier = Gen.frequency(Gen.weighted(5, didNothing()), Gen.weighted(1, rejected()));
        return Gen.listOf(steps(earlier, didNothing()), 1, 6).map(steps -> {
            Step last = steps.get(steps.size() - 1);
            return isRejection(last.outcome()) ? withLast(steps, last.withOutcome(last.spare())) : steps;
        });
    }

    /** Histories of 1 to 6 attempts, none ok, the last one open, and at least one that may have committed. */
    static Gen<List<Step>> somethingCommitted() {
        return Gen.listOf(steps(notOk(), ambiguous()), 1, 6).map(steps -> {
            Step last = steps.get(steps.size() - 1);
            boolean risky = steps.stream().anyMatch(s -> isAmbiguous(s.outcome()));
            return isRejection(last.outcome()) || !risky ? withLast(steps, last.withOutcome(last.spare())) : steps;
        });
    }

    /** Any history that leaves the operation open: no ok, and the last attempt not rejected. */
    static Gen<List<Step>> openHistories() {
        return Gen.oneOfGens(somethingCommitted(), nothingCommitted());
    }

    /** The last attempt's key for a shape that needs one: the last step's own, or "k1". */
    private static String lastKey(List<Step> steps) {
        String key = steps.get(steps.size() - 1).key();
        return key == null ? KEYS.get(0) : key;
    }

    /**
     * Histories of 2 to 6 attempts whose last key K was also used earlier, at a strictly earlier
     * second: K's first use and K's latest attempt differ, so counting from one or the other gives
     * different answers. No ok; the last attempt open.
     */
    static Gen<List<Step>> keyUsedTwice() {
        return Gen.listOf(steps(notOk(), open()), 2, 6).map(steps -> {
            String key = lastKey(steps);
            List<Step> all = new ArrayList<>(steps);
            List<String> keys = keysOf(all);
            if (!keys.subList(0, keys.size() - 1).contains(key)) {
                all.set(0, all.get(0).under(key));
            }
            Step last = all.get(all.size() - 1);
            Outcome outcome = isRejection(last.outcome()) ? last.spare() : last.outcome();
            all.set(all.size() - 1, last.withOutcome(outcome).under(key).laterThanBefore());
            return all;
        });
    }

    /**
     * Histories of 2 to 6 attempts in which an attempt that may have committed carried another key
     * than the last attempt's key K, or no key. No ok; the last attempt open.
     */
    static Gen<List<Step>> commitUnderAnotherKey() {
        return Gen.listOf(steps(notOk(), ambiguous()), 2, 6).map(steps -> {
            String key = lastKey(steps);
            List<Step> all = new ArrayList<>(steps);
            Step last = all.get(all.size() - 1);
            if (isRejection(last.outcome())) {
                last = last.withOutcome(last.spare());
            }
            all.set(all.size() - 1, last.under(key));
            List<String> keys = keysOf(all);
            boolean uncovered = false;
            for (int i = 0; i < all.size() - 1; i++) {
                uncovered |= isAmbiguous(all.get(i).outcome()) && !key.equals(keys.get(i));
            }
            if (!uncovered) {
                // The attempt before the last one becomes a risky attempt under another key (or none).
                int i = all.size() - 2;
                Step before = all.get(i);
                String other = key.equals(keys.get(i)) ? KEYS.get((KEYS.indexOf(key) + 1) % KEYS.size()) : keys.get(i);
                all.set(i, before.withOutcome(before.spare()).under(other));
            }
            return all;
        });
    }

    // ---- whole calls ----------------------------------------------------------------------

    /** Everything in a call but the history: drawn first, so that the history shrinks last and freely. */
    record Setting(long start, long retention, When when, long offset, boolean honours, String freshKey) {}

    static Gen<Setting> settings(Gen<Long> retentions, Gen<Boolean> honours, Gen<When> whens) {
        return starts().flatMap(start -> retentions.flatMap(retention -> whens.flatMap(when -> Gen.longs(0, 300_000, 0)
                .flatMap(offset -> honours.flatMap(honoured ->
                        freshKeys().map(fresh -> new Setting(start, retention, when, offset, honoured, fresh)))))));
    }

    /** Calls whose history comes from {@code shapes}. */
    static Gen<Case> cases(Gen<List<Step>> shapes, Gen<Long> retentions, Gen<Boolean> honours, Gen<When> whens) {
        return settings(retentions, honours, whens)
                .flatMap(setting -> shapes.map(steps -> {
                    List<Attempt> history = timeline(setting.start(), steps);
                    long now = When.now(history, setting.retention(), setting.when(), setting.offset());
                    return new Case(
                            history, now, new Provider(setting.honours(), setting.retention()), setting.freshKey());
                }));
    }

    static Gen<Case> cases(Gen<List<Step>> shapes, Gen<Boolean> honours) {
        return cases(shapes, retentions(), honours, When.whens());
    }

    /** Calls with no attempt yet, at any time now. */
    static Gen<Case> emptyCases() {
        Gen<Long> nows = Gen.frequency(
                Gen.weighted(3, Gen.longs(0, 200_000, 0)),
                Gen.weighted(1, Gen.longs(0, Long.MAX_VALUE - 1, 0)),
                Gen.weighted(1, Gen.constant(Long.MAX_VALUE)));
        return nows.flatMap(now -> retentions()
                .flatMap(retention -> honours()
                        .flatMap(honoured -> freshKeys()
                                .map(fresh -> new Case(List.of(), now, new Provider(honoured, retention), fresh)))));
    }
}
