package retrykit.grader.hidden.wire;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.property.Gen;
import retrykit.lab.Door;
import retrykit.lab.Step;
import retrykit.wire.Policy;
import retrykit.wire.Ticket;

/**
 * Stage 06's values: what the lab server does with each write (its script), the door in front of
 * it, what the client is told, and the client's inputs. Every case is a real exchange, so scripts
 * are short (at most 6 steps). Nothing here costs real time: the client's waits go to a sleeper,
 * and a stalled reply or a stuck connect ends at once for a request with a timeout (the lab's
 * {@code WatchedClient}), so a busy machine cannot change a grade.
 */
final class Generators {
    private Generators() {}

    /**
     * The timeout every case tells the client to set. No real timer runs it down: the client handed
     * to solve ({@code WatchedClient}) plays a stall or a stuck connect at once, in the lab's time,
     * and sends every other request with a timeout no exchange reaches, so a stalled machine cannot
     * turn a reply into a timeout.
     */
    static final Duration TIMEOUT = Duration.ofSeconds(10);

    /**
     * One generated exchange.
     *
     * @param serverHonoursKeys whether the lab server deduplicates on Idempotency-Key
     * @param toldHonoursKeys   what the endpoint tells the client about that
     * @param toldLookup        whether the endpoint lets the client look a ticket up
     * @param script            what the server does with the first writes
     * @param door              whether the client's connections open, and from which second of waiting
     * @param lookupRetryAfter  the Retry-After of a lookup that finds nothing (0 for none)
     * @param policy            the client's policy
     * @param draws             the client's draws
     * @param ticket            the ticket to write
     */
    record Case(
            boolean serverHonoursKeys,
            boolean toldHonoursKeys,
            boolean toldLookup,
            List<Step> script,
            Door door,
            int lookupRetryAfter,
            Policy policy,
            List<Integer> draws,
            Ticket ticket) {

        Duration timeout() {
            return TIMEOUT;
        }

        /** The step the n-th write meets (from 1): the script's, then ok(). */
        Step step(int n) {
            return n <= script.size() ? script.get(n - 1) : Step.ok();
        }

        /** The same case behind {@code other} door, its lookups answering {@code retryAfter}. */
        Case with(Door other, int retryAfter) {
            return new Case(
                    serverHonoursKeys, toldHonoursKeys, toldLookup, script, other, retryAfter, policy, draws, ticket);
        }
    }

    // ---- steps -----------------------------------------------------------------------------

    /** A 5xx, shrinking toward 500. */
    static Gen<Integer> serverErrors() {
        return KitGen.serverErrors();
    }

    /**
     * A reply that leaves the client unsure, after a save (a 201 without the record's id among
     * them: saved, but which record?); shrinks toward saveThenDrop().
     */
    static Gen<Step> savingAmbiguous() {
        return Gen.frequency(
                Gen.weighted(2, Gen.constant(Step.saveThenDrop())),
                Gen.weighted(2, serverErrors().map(Step::saveThenFail)),
                Gen.weighted(1, Gen.constant(Step.saveWithoutId())));
    }

    /** A reply that leaves the client unsure, without a save, a 5xx sometimes asking for a wait; shrinks toward drop(). */
    static Gen<Step> nonSavingAmbiguous() {
        return Gen.frequency(
                Gen.weighted(2, Gen.constant(Step.drop())),
                Gen.weighted(2, serverErrors().map(Step::fail)),
                Gen.weighted(1, Gen.zip(serverErrors(), Gen.ints(0, 40).withEdges(0, 1, 30, 40), Step::fail)));
    }

    /** Any ambiguous reply; with {@code stalls}, now and then a reply held past the timeout. */
    static Gen<Step> ambiguous(boolean stalls) {
        if (stalls) {
            return Gen.frequency(
                    Gen.weighted(6, savingAmbiguous()),
                    Gen.weighted(4, nonSavingAmbiguous()),
                    Gen.weighted(1, Gen.constant(Step.saveThenStall())));
        }
        return Gen.frequency(Gen.weighted(6, savingAmbiguous()), Gen.weighted(4, nonSavingAmbiguous()));
    }

    /** Retry-After texts no reading of RFC 9110 accepts, and that a header can carry. */
    static Gen<String> unreadableRetryAfters() {
        return Gen.oneOf("soon", "-5", "+5", "5.5", "1e3", "30s", "thirty", "0x1F", "NaN", "5,000", "3 0");
    }

    /** A 429 with a Retry-After of at most {@code maxSeconds} (a number or a date), or none, or an unreadable one. */
    static Gen<Step> tooManyRequests(int maxSeconds) {
        return Gen.frequency(
                Gen.weighted(3, Gen.constant(Step.tooManyRequests())),
                Gen.weighted(3, Gen.ints(0, maxSeconds).map(Step::tooManyRequests)),
                Gen.weighted(2, Gen.ints(1, Math.max(1, maxSeconds)).map(Step::tooManyRequestsUntil)),
                Gen.weighted(1, unreadableRetryAfters().map(Step::tooManyRequestsSaying)));
    }

    /** A refusal: a 429 (Retry-After at most {@code maxSeconds}) or a 409. Nothing is saved. */
    static Gen<Step> refusals(int maxSeconds) {
        return Gen.frequency(
                Gen.weighted(3, tooManyRequests(maxSeconds)), Gen.weighted(1, Gen.constant(Step.conflict())));
    }

    /** A refusal that asks for no particular wait: a 429 without Retry-After, or a 409. */
    static Gen<Step> plainRefusals() {
        return Gen.oneOf(Step.tooManyRequests(), Step.conflict());
    }

    /** Any step at all, shrinking toward an ambiguous one. */
    static Gen<Step> anySteps(boolean stalls) {
        return Gen.frequency(
                Gen.weighted(5, ambiguous(stalls)),
                Gen.weighted(3, refusals(60)),
                Gen.weighted(1, Gen.constant(Step.ok())));
    }

    /** A script with at least one ambiguous reply somewhere among the refusals. */
    static Gen<List<Step>> scriptsWithAmbiguity(boolean stalls) {
        Gen<List<Step>> before =
                Gen.listOf(Gen.frequency(Gen.weighted(1, refusals(30)), Gen.weighted(1, ambiguous(stalls))), 0, 2);
        Gen<List<Step>> after = Gen.listOf(anySteps(stalls), 0, 1);
        return Gen.zip(Gen.zip(before, ambiguous(stalls), Generators::append), after, Generators::concat);
    }

    static <T> List<T> append(List<T> list, T last) {
        List<T> all = new ArrayList<>(list);
        all.add(last);
        return List.copyOf(all);
    }

    static <T> List<T> concat(List<T> first, List<T> second) {
        List<T> all = new ArrayList<>(first);
        all.addAll(second);
        return List.copyOf(all);
    }

    // ---- the client's inputs -----------------------------------------------------------------

    /** Any policy: base 1..4, cap 1..60, budget 0..{@code maxBudget}. */
    static Gen<Policy> policies(int maxBudget) {
        return Gen.combine(Gen.ints(1, 4, 2), Gen.ints(1, 60, 60), Gen.ints(0, maxBudget, Math.min(120, maxBudget)))
                .as(Policy::new);
    }

    /** A policy whose budget covers any 4 waits of up to 60 s: no case runs out of it. */
    static Gen<Policy> amplePolicies() {
        return Gen.zip(Gen.ints(1, 8, 2), Gen.ints(1, 60, 60), (base, cap) -> new Policy(base, cap, 1000));
    }

    /** Twelve draws: more resends than any script here needs. */
    static Gen<List<Integer>> draws() {
        return Gen.listOf(KitGen.draws(), 12, 12);
    }

    /** From no draws to six. */
    static Gen<List<Integer>> fewDraws() {
        return Gen.listOf(KitGen.draws(), 0, 6);
    }

    /**
     * A valid ticket: a business id and a subject. Now and then the business id holds what a URL's
     * query must encode ({@code &}, {@code +}, {@code #}, {@code =}, a space, a {@code %}, a letter
     * beyond ASCII), so a lookup that sends it unencoded asks for another id, or for none.
     */
    static Gen<Ticket> tickets() {
        Gen<String> plain = Gen.ints(1, 999, 7).map(n -> "order-" + n);
        Gen<String> needsEncoding = Gen.zip(
                Gen.ints(1, 999, 7),
                Gen.oneOf(
                        "order %d&x=1", "order+%d", "order #%d", "order %d", "ordre-%d/é", "order=%d", "order-%d%%20"),
                (n, form) -> String.format(form, n));
        return Gen.zip(
                Gen.frequency(Gen.weighted(2, plain), Gen.weighted(1, needsEncoding)),
                Gen.ints(1, 999, 7),
                (id, n) -> new Ticket(id, "Ticket " + n));
    }

    /** A ticket the lab rejects with 422: its subject is blank. */
    static Gen<Ticket> invalidTickets() {
        return Gen.zip(
                Gen.ints(1, 999, 7), Gen.oneOf("", " ", "\t", "   "), (n, blank) -> new Ticket("order-" + n, blank));
    }

    static Gen<Boolean> booleans() {
        return Gen.oneOf(false, true);
    }

    // ---- cases -------------------------------------------------------------------------------

    /** What the provider does and what the client is told, with the server's script. */
    record Setting(boolean serverHonoursKeys, boolean toldHonoursKeys, boolean toldLookup, List<Step> script) {}

    private record Pair<A, B>(A first, B second) {}

    static Gen<Setting> settings(
            Gen<Boolean> serverHonours, Gen<Boolean> toldHonours, Gen<Boolean> lookup, Gen<List<Step>> scripts) {
        return Gen.zip(
                Gen.zip(serverHonours, toldHonours, Pair::new),
                Gen.zip(lookup, scripts, Pair::new),
                (told, rest) -> new Setting(told.first(), told.second(), rest.first(), rest.second()));
    }

    /** Cases behind an open door, whose lookups ask for nothing. */
    static Gen<Case> cases(Gen<Setting> settings, Gen<Policy> policies, Gen<List<Integer>> draws, Gen<Ticket> tickets) {
        return Gen.zip(
                Gen.zip(settings, policies, Pair::new),
                Gen.zip(draws, tickets, Pair::new),
                (sp, dt) -> new Case(
                        sp.first().serverHonoursKeys(),
                        sp.first().toldHonoursKeys(),
                        sp.first().toldLookup(),
                        sp.first().script(),
                        Door.open(),
                        0,
                        sp.second(),
                        dt.first(),
                        dt.second()));
    }

    /** {@code cases} behind doors from {@code doors}, with lookups answering Retry-After from {@code lookupRetryAfters}. */
    static Gen<Case> behind(Gen<Case> cases, Gen<Door> doors, Gen<Integer> lookupRetryAfters) {
        return Gen.zip(cases, Gen.zip(doors, lookupRetryAfters, Pair::new), (c, d) -> c.with(d.first(), d.second()));
    }

    /**
     * A door shut until the client has waited 1 to 40 s: refused or stuck, shrinking toward a
     * refusal that the first wait ends.
     */
    static Gen<Door> shutDoors() {
        Gen<Integer> seconds = Gen.ints(1, 40, 1).withEdges(1, 2, 3, 30);
        return Gen.oneOfGens(seconds.map(Door::refusing), seconds.map(Door::stuck));
    }

    /** Mostly an open door, now and then a shut one. */
    static Gen<Door> doors() {
        return Gen.frequency(Gen.weighted(3, Gen.constant(Door.open())), Gen.weighted(1, shutDoors()));
    }

    /** What a lookup that finds nothing asks for: mostly nothing, sometimes a wait that must not count. */
    static Gen<Integer> lookupRetryAfters() {
        return Gen.frequency(
                Gen.weighted(2, Gen.constant(0)), Gen.weighted(1, Gen.ints(1, 60)), Gen.weighted(1, Gen.constant(200)));
    }

    static Gen<Boolean> always(boolean value) {
        return Gen.constant(value);
    }
}
