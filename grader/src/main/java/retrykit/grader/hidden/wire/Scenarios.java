package retrykit.grader.hidden.wire;

import static retrykit.grader.hidden.wire.Generators.always;
import static retrykit.grader.hidden.wire.Generators.booleans;
import static retrykit.grader.hidden.wire.Generators.cases;
import static retrykit.grader.hidden.wire.Generators.settings;

import java.util.List;
import retrykit.grader.hidden.wire.Generators.Case;
import retrykit.grader.property.Gen;
import retrykit.lab.Door;
import retrykit.lab.Step;
import retrykit.wire.Ticket;

/**
 * The cases each property of stage 06 draws, one method per property, in the order of
 * {@link OnTheWireProperties}. A setting's three booleans are: does the server honour keys, is
 * the client told so, does it have a lookup.
 */
final class Scenarios {
    private Scenarios() {}

    /** Unkeyed writes, each script holding an ambiguous reply: rule 4's blind resend. */
    static Gen<Case> unkeyedAmbiguous() {
        return cases(
                settings(booleans(), always(false), booleans(), Generators.scriptsWithAmbiguity(true)),
                Generators.policies(300),
                Generators.draws(),
                Generators.tickets());
    }

    /** Unkeyed writes with a lookup, and ambiguous replies that saved the ticket or did not. */
    static Gen<Case> lookedUp() {
        Gen<List<Step>> scripts = Gen.listOf(
                Gen.frequency(
                        Gen.weighted(3, Generators.savingAmbiguous()),
                        Gen.weighted(2, Generators.nonSavingAmbiguous())),
                1,
                3);
        return cases(
                settings(always(false), always(false), always(true), scripts),
                Generators.amplePolicies(),
                Generators.draws(),
                Generators.tickets());
    }

    /** Keyed writes to a server that honours keys, any script. */
    static Gen<Case> honouredKeys() {
        Gen<List<Step>> scripts = Gen.listOf(Generators.anySteps(true), 1, 4);
        return cases(
                settings(always(true), always(true), booleans(), scripts),
                Generators.amplePolicies(),
                Generators.draws(),
                Generators.tickets());
    }

    /** Keyed writes, honoured, no lookup, each reply ambiguous until the last. */
    static Gen<Case> keyedAmbiguous() {
        Gen<List<Step>> scripts = Gen.listOf(Generators.ambiguous(false), 1, 3);
        return cases(
                settings(always(true), always(true), always(false), scripts),
                Generators.amplePolicies(),
                Generators.draws(),
                Generators.tickets());
    }

    /** Keyed writes refused (with Retry-After up to 40 s) or failed without a save, then saved. */
    static Gen<Case> resentRefusals() {
        Gen<Step> resent = Gen.frequency(
                Gen.weighted(3, Generators.refusals(40)), Gen.weighted(1, Generators.nonSavingAmbiguous()));
        return cases(
                settings(always(true), always(true), always(false), Gen.listOf(resent, 1, 4)),
                Generators.amplePolicies(),
                Generators.draws(),
                Generators.tickets());
    }

    /** 429s asking up to 200 s, against budgets up to 150 s. */
    static Gen<Case> retryAfters() {
        Gen<List<Step>> scripts = Gen.listOf(Generators.tooManyRequests(200), 1, 4);
        return cases(
                settings(booleans(), booleans(), always(false), scripts),
                Generators.policies(150),
                Generators.draws(),
                Generators.tickets());
    }

    /** Up to six plain refusals against budgets up to 60 s and few draws. */
    static Gen<Case> boundedRefusals() {
        Gen<List<Step>> scripts = Gen.listOf(Generators.plainRefusals(), 1, 6);
        return cases(
                settings(booleans(), booleans(), always(false), scripts),
                Generators.policies(60),
                Generators.fewDraws(),
                Generators.tickets());
    }

    /** Unkeyed writes with a lookup whose own reply asks for a wait, failing without a save or refused. */
    static Gen<Case> lookupPaths() {
        Gen<List<Step>> scripts = Gen.listOf(
                Gen.frequency(
                        Gen.weighted(3, Generators.nonSavingAmbiguous()), Gen.weighted(1, Generators.refusals(30))),
                1,
                5);
        return Generators.behind(
                cases(
                        settings(booleans(), always(false), always(true), scripts),
                        Generators.policies(150),
                        Generators.fewDraws(),
                        Generators.tickets()),
                Gen.constant(Door.open()),
                Generators.lookupRetryAfters());
    }

    /** A door that refuses connections or leaves them hanging, then a few refusals. */
    static Gen<Case> shutDoors() {
        Gen<List<Step>> scripts = Gen.listOf(Generators.plainRefusals(), 0, 2);
        return Generators.behind(
                cases(
                        settings(booleans(), booleans(), booleans(), scripts),
                        Generators.policies(120),
                        Gen.frequency(Gen.weighted(3, Generators.draws()), Gen.weighted(1, Generators.fewDraws())),
                        Generators.tickets()),
                Generators.shutDoors(),
                Gen.constant(0));
    }

    /** Any script behind any door. */
    static Gen<Case> anyDoor() {
        Gen<List<Step>> scripts = Gen.listOf(Generators.anySteps(true), 1, 4);
        return Generators.behind(
                cases(
                        settings(booleans(), booleans(), booleans(), scripts),
                        Generators.amplePolicies(),
                        Generators.draws(),
                        Generators.tickets()),
                Generators.doors(),
                Gen.constant(0));
    }

    /** Any script without a stall, for a call interrupted while one of its first requests is out. */
    static Gen<Case> interrupted() {
        Gen<List<Step>> scripts = Gen.listOf(Generators.anySteps(false), 1, 3);
        return cases(
                settings(booleans(), booleans(), booleans(), scripts),
                Generators.amplePolicies(),
                Generators.draws(),
                Generators.tickets());
    }

    /** Any script, a tenth of the tickets invalid (answered 422). */
    static Gen<Case> anyTicket() {
        Gen<List<Step>> scripts = Gen.listOf(Generators.anySteps(true), 0, 4);
        Gen<Ticket> tickets =
                Gen.frequency(Gen.weighted(9, Generators.tickets()), Gen.weighted(1, Generators.invalidTickets()));
        return cases(
                settings(booleans(), booleans(), booleans(), scripts),
                Generators.policies(150),
                Generators.fewDraws(),
                tickets);
    }

    /** Invalid tickets after a few refusals. */
    static Gen<Case> rejected() {
        Gen<List<Step>> scripts = Gen.listOf(Generators.plainRefusals(), 0, 2);
        return cases(
                settings(booleans(), booleans(), booleans(), scripts),
                Generators.amplePolicies(),
                Generators.draws(),
                Generators.invalidTickets());
    }
}
