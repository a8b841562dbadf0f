package retrykit.grader.hidden.keys;

import static retrykit.feedback.rules.KeyLifetimeRules.EMPTY;
import static retrykit.feedback.rules.KeyLifetimeRules.INVALID;
import static retrykit.feedback.rules.KeyLifetimeRules.LIFETIME;
import static retrykit.feedback.rules.KeyLifetimeRules.MAY_HAVE_COMMITTED;
import static retrykit.feedback.rules.KeyLifetimeRules.NOTHING_COMMITTED;
import static retrykit.feedback.rules.KeyLifetimeRules.REJECTED;
import static retrykit.feedback.rules.KeyLifetimeRules.SUCCESS;

import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import retrykit.feedback.JavaText;
import retrykit.feedback.Rule;
import retrykit.grader.hidden.keys.Generators.Case;
import retrykit.grader.property.Gen;
import retrykit.grader.property.Prop;
import retrykit.grader.property.Property;
import retrykit.keys.Action;
import retrykit.keys.Attempt;
import retrykit.keys.KeyLifetime;
import retrykit.keys.Outcome;

/**
 * Stage 05's hidden rubric: each property states one rule of the lesson on its own terms (never by
 * asking the reference), so its failure can say which rule broke. Where a property needs the whole
 * answer, the rules are restated below in the plainest way ({@link #mayHaveCommitted},
 * {@link #alive}, {@link #expectedWhileOpen}), with the key's expiry computed in {@link BigInteger}
 * so that no sum can overflow.
 */
@DisplayName("Stage 05: idempotency key lifetime")
class KeyLifetimeProperties {

    // ---- the rules, restated ------------------------------------------------------------------

    /** Rule 4, restated: a timeout or any status from 500 to 599 may have committed; nothing else did. */
    static boolean mayHaveCommitted(Outcome outcome) {
        return outcome instanceof Outcome.Timeout
                || (outcome instanceof Outcome.Status status && status.code() >= 500 && status.code() <= 599);
    }

    /** Rule 4, restated: the earliest second any attempt carried {@code key}, if one did. */
    static Optional<Long> firstUse(List<Attempt> history, String key) {
        return history.stream()
                .filter(a -> key != null && key.equals(a.key()))
                .map(Attempt::sentAt)
                .min(Long::compare);
    }

    /** Rule 4, restated: the second {@code key} expires, {@code firstUse + retention}, exactly. */
    static Optional<BigInteger> expiry(Case c, String key) {
        return firstUse(c.history(), key)
                .map(first -> BigInteger.valueOf(first)
                        .add(BigInteger.valueOf(c.provider().retentionSeconds())));
    }

    /** Rule 4, restated: a key is alive while {@code now < firstUse + retention}; no key never is. */
    static boolean alive(Case c, String key) {
        return expiry(c, key)
                .map(end -> BigInteger.valueOf(c.now()).compareTo(end) < 0)
                .orElse(false);
    }

    /** An answer and the reason the rules give it, for the learner. */
    record Expected(Action action, String reason) {}

    /** Rules 5 and 6, restated, for a history with no ok whose last attempt was not rejected. */
    static Expected expectedWhileOpen(Case c) {
        String key = c.last().key();
        String life = keyLife(c, key);
        List<Attempt> risky =
                c.history().stream().filter(a -> mayHaveCommitted(a.outcome())).toList();
        if (risky.isEmpty()) {
            return alive(c, key)
                    ? new Expected(Action.send(key), "nothing may have committed, and " + life)
                    : new Expected(
                            Action.send(c.freshKey()),
                            "nothing may have committed, and " + life + ", so the fresh key");
        }
        String committed =
                "the " + risky.stream().map(KeyLifetimeProperties::describe).collect(Collectors.joining(" and the "))
                        + " may have committed";
        if (!c.provider().honoursKeys()) {
            return new Expected(Action.reconcile(), committed + ", and the provider ignores keys");
        }
        if (!alive(c, key)) {
            return new Expected(Action.reconcile(), committed + ", and " + life);
        }
        Optional<Attempt> uncovered =
                risky.stream().filter(a -> !Objects.equals(a.key(), key)).findFirst();
        if (uncovered.isPresent()) {
            return new Expected(
                    Action.reconcile(),
                    committed + ", and the " + describe(uncovered.get()) + " did not carry " + key + ", so " + key
                            + " cannot deduplicate it");
        }
        return new Expected(
                Action.send(key), committed + ", all under " + key + ", the provider honours keys, and " + life);
    }

    /** How long {@code key} lives, in words: "k1 is alive until 86400" or "k1 expired at 86400". */
    static String keyLife(Case c, String key) {
        if (key == null) {
            return "the last attempt carried no key (no key is never alive)";
        }
        BigInteger end = expiry(c, key).orElseThrow();
        String when = end.compareTo(BigInteger.valueOf(Long.MAX_VALUE)) > 0
                ? firstUse(c.history(), key).orElseThrow() + " + "
                        + c.provider().retentionSeconds()
                : end.toString();
        return alive(c, key)
                ? key + " is alive until " + when + " (first used at "
                        + firstUse(c.history(), key).orElseThrow() + ")"
                : key + " expired at " + when + " (first used at "
                        + firstUse(c.history(), key).orElseThrow() + ", retention "
                        + c.provider().retentionSeconds() + ")";
    }

    /** An attempt as the lesson writes it: "timeout at 0 under k1". */
    static String describe(Attempt a) {
        Outcome o = a.outcome();
        String what = o instanceof Outcome.Status s
                ? String.valueOf(s.code())
                : o instanceof Outcome.Timeout ? "timeout" : o instanceof Outcome.NotSent ? "not sent" : "ok";
        return what + " at " + a.sentAt() + (a.key() == null ? " under no key" : " under " + a.key());
    }

    // ---- checks ----------------------------------------------------------------------------

    /** The call must return exactly {@code expected}; the reason says which part of the rule decides. */
    private static void expect(Rule rule, Case c, Action expected, String reason) {
        rule.check(c::call, () -> KeyLifetime.solve(c.history(), c.now(), c.provider(), c.freshKey()))
                .satisfies(JavaText.of(expected) + ": " + reason, actual -> {
                    if (!expected.equals(actual)) {
                        throw new AssertionError();
                    }
                });
    }

    private static void expect(Rule rule, Case c, Expected expected) {
        expect(rule, c, expected.action(), expected.reason());
    }

    /** The call must return an answer other than {@code forbidden}. */
    private static void never(Rule rule, Case c, Action forbidden, String reason) {
        rule.check(c::call, () -> KeyLifetime.solve(c.history(), c.now(), c.provider(), c.freshKey()))
                .satisfies("anything but " + JavaText.of(forbidden) + ": " + reason, actual -> {
                    if (forbidden.equals(actual)) {
                        throw new AssertionError();
                    }
                });
    }

    // ---- the rubric ------------------------------------------------------------------------

    @Property(points = 1)
    @DisplayName("an empty history sends the fresh key, the one the caller passed in")
    void emptyHistorySendsTheFreshKey(Prop prop) {
        prop.forAll(
                Generators.emptyCases(),
                c -> expect(EMPTY, c, Action.send(c.freshKey()), "no attempt has been made yet"));
    }

    @Property(points = 2)
    @DisplayName("any attempt that came back ok gives Done, wherever it sits in the history")
    void anySuccessIsDone(Prop prop) {
        prop.forAll(Generators.cases(Generators.succeeded(), Generators.honours()), c -> {
            Attempt ok = c.history().stream()
                    .filter(a -> a.outcome() instanceof Outcome.Ok)
                    .findFirst()
                    .orElseThrow();
            expect(SUCCESS, c, Action.done(), "the attempt sent at " + ok.sentAt() + " came back ok");
        });
    }

    @Property(points = 2)
    @DisplayName("a last 4xx other than 409 and 429 gives Failed, whatever came before it")
    void lastRejectionFails(Prop prop) {
        prop.forAll(
                Generators.cases(Generators.rejectedLast(), Generators.honours()),
                c -> expect(REJECTED, c, Action.failed(), "the last attempt came back " + describe(c.last())));
    }

    @Property(points = 2)
    @DisplayName("when nothing may have committed: Send(K) while K is alive, else Send(freshKey), never Reconcile")
    void nothingCommittedSendsAgain(Prop prop) {
        prop.forAll(
                Generators.cases(Generators.nothingCommitted(), Generators.honours()),
                c -> expect(NOTHING_COMMITTED, c, expectedWhileOpen(c)));
    }

    @Property(points = 2)
    @DisplayName(
            "when something may have committed: Send(K) only if keys are honoured, K is alive and every such attempt"
                    + " carried K, else Reconcile")
    void somethingCommittedNeedsACoveringKey(Prop prop) {
        prop.forAll(
                Generators.cases(Generators.somethingCommitted(), Generators.honours()),
                c -> expect(MAY_HAVE_COMMITTED, c, expectedWhileOpen(c)));
    }

    @Property(points = 3)
    @DisplayName("never Send a key that has expired: a key lives only while now < firstUse + retention")
    void neverSendsAnExpiredKey(Prop prop) {
        prop.forAll(
                Generators.cases(
                        Generators.openHistories(),
                        Generators.retentions(),
                        Generators.mostlyHonours(),
                        When.mostlyExpired()),
                c -> {
                    for (String key : c.history().stream()
                            .map(Attempt::key)
                            .filter(Objects::nonNull)
                            .distinct()
                            .toList()) {
                        if (!alive(c, key)) {
                            never(LIFETIME, c, Action.send(key), keyLife(c, key));
                        }
                    }
                });
    }

    @Property(points = 2)
    @DisplayName("a key's lifetime counts from its first use, not from its latest attempt")
    void lifetimeCountsFromFirstUse(Prop prop) {
        prop.forAll(
                Generators.cases(
                        Generators.keyUsedTwice(),
                        Generators.finiteRetentions(),
                        Generators.honours(),
                        Gen.constant(When.EXPIRED_BUT_RECENTLY_RESENT)),
                c -> {
                    Expected open = expectedWhileOpen(c);
                    expect(
                            LIFETIME,
                            c,
                            open.action(),
                            open.reason() + "; its latest attempt, at "
                                    + c.last().sentAt() + ", does not make it any younger");
                });
    }

    @Property(points = 3)
    @DisplayName("never send a fresh key after an attempt that may have committed")
    void neverAFreshKeyAfterAPossibleCommit(Prop prop) {
        prop.forAll(Generators.cases(Generators.somethingCommitted(), Generators.mostlyHonours()), c -> {
            Attempt risky = c.history().stream()
                    .filter(a -> mayHaveCommitted(a.outcome()))
                    .findFirst()
                    .orElseThrow();
            never(
                    MAY_HAVE_COMMITTED,
                    c,
                    Action.send(c.freshKey()),
                    "the " + describe(risky)
                            + " may have committed, and a key the provider has never seen cannot be matched to it");
        });
    }

    @Property(points = 3)
    @DisplayName("a provider that ignores keys deduplicates nothing: after a timeout or a 5xx, Reconcile")
    void ignoredKeysNeverCoverACommit(Prop prop) {
        prop.forAll(
                Generators.cases(Generators.somethingCommitted(), Gen.constant(false)),
                c -> expect(MAY_HAVE_COMMITTED, c, expectedWhileOpen(c)));
    }

    @Property(points = 3)
    @DisplayName("a timeout or 5xx under another key, or under none, means Reconcile: K cannot deduplicate it")
    void everyPossibleCommitMustCarryTheKey(Prop prop) {
        prop.forAll(
                Generators.cases(Generators.commitUnderAnotherKey(), Generators.mostlyHonours()),
                c -> expect(MAY_HAVE_COMMITTED, c, expectedWhileOpen(c)));
    }

    @Property(points = 2)
    @DisplayName("invalid input is refused with an IllegalArgumentException naming the bad value or argument")
    void invalidInputIsRefused(Prop prop) {
        prop.forAll(
                InvalidCalls.invalidCalls(),
                bad -> INVALID.check(
                                bad.call(),
                                () -> KeyLifetime.solve(bad.history(), bad.now(), bad.provider(), bad.freshKey()))
                        .rejects(bad.argument(), bad.value()));
    }
}
