package retrykit.grader.hidden.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static retrykit.feedback.rules.OnTheWireRules.AMBIGUOUS;
import static retrykit.feedback.rules.OnTheWireRules.BUDGET;
import static retrykit.feedback.rules.OnTheWireRules.INTERRUPT;
import static retrykit.feedback.rules.OnTheWireRules.INVALID;
import static retrykit.feedback.rules.OnTheWireRules.KEYS;
import static retrykit.feedback.rules.OnTheWireRules.LOOKUP_WAITS;
import static retrykit.feedback.rules.OnTheWireRules.NEVER_SENT;
import static retrykit.feedback.rules.OnTheWireRules.REFUSED;
import static retrykit.feedback.rules.OnTheWireRules.REJECTED;
import static retrykit.feedback.rules.OnTheWireRules.TIMEOUT;
import static retrykit.feedback.rules.OnTheWireRules.TRUE_ANSWER;
import static retrykit.grader.hidden.wire.Generators.always;
import static retrykit.grader.hidden.wire.Generators.booleans;
import static retrykit.grader.hidden.wire.Generators.cases;
import static retrykit.grader.hidden.wire.Generators.settings;

import java.math.BigInteger;
import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import retrykit.feedback.JavaText;
import retrykit.feedback.Rule;
import retrykit.grader.hidden.wire.Generators.Case;
import retrykit.grader.property.Gen;
import retrykit.grader.property.Prop;
import retrykit.grader.property.Property;
import retrykit.lab.Did;
import retrykit.lab.Door;
import retrykit.lab.LabServer;
import retrykit.lab.LabWire;
import retrykit.lab.Request;
import retrykit.lab.Saved;
import retrykit.lab.Step;
import retrykit.lab.WatchedClient;
import retrykit.wire.Endpoint;
import retrykit.wire.OnTheWire;
import retrykit.wire.Policy;
import retrykit.wire.Sleeper;
import retrykit.wire.State;
import retrykit.wire.Ticket;

/**
 * Stage 06's hidden rubric. Every case is a real exchange: the learner's {@code solve} sends its
 * ticket through a real HTTP client to a lab server on 127.0.0.1 that follows a generated script,
 * and each property judges what the SERVER counted (the writes that reached it, the records it
 * saved, the keys they carried, the lookups between them) rather than what solve reports. Where a
 * property needs an exact answer, the rules are restated below in the plainest way
 * ({@link #equalJitter}, {@link #keyedWrites}, {@link #lookedUpWrites}, {@link #refusedUntilDone}),
 * never by asking the reference.
 *
 * <p>Time is the lab's: the sleeper moves the lab's clock ({@link LabServer#elapse}), which opens a
 * shut door, and the client handed to solve ({@link WatchedClient}) ends a stalled reply or a stuck
 * connect at once for a request with a timeout. No case waits for a timer, so a busy machine gives
 * the same grade as an idle one.
 */
@DisplayName("Stage 06: on the wire")
class OnTheWireProperties {

    // ---- one exchange --------------------------------------------------------------------------

    /** Hands out "op-1", "op-2", ... and counts the keys solve asked for. */
    static final class Keys implements Supplier<String> {
        int minted;

        @Override
        public String get() {
            return "op-" + (++minted);
        }
    }

    /** One wait solve asked for, and how many writes had reached the server when it did. */
    record Wait(int seconds, int afterWrites) {}

    /** One run of solve, as the lab server counted it and the client handed to solve wrote it down. */
    static final class Run {
        final State state;
        final List<Request> requests;
        final List<Saved> records;
        final List<Wait> waits;
        final int minted;
        final List<WatchedClient.Sent> sent;
        final boolean interrupted;
        final String log;

        Run(State state, LabServer lab, List<Wait> waits, int minted, WatchedClient client, boolean interrupted) {
            this.state = state;
            this.requests = lab.requests();
            this.records = lab.records();
            this.waits = List.copyOf(waits);
            this.minted = minted;
            this.sent = client.sent();
            this.interrupted = interrupted;
            this.log = lab.log();
        }

        List<Request> writes() {
            return requests.stream().filter(Request::write).collect(Collectors.toList());
        }

        List<Integer> seconds() {
            return waits.stream().map(Wait::seconds).collect(Collectors.toList());
        }

        @Override
        public String toString() {
            List<Request> writes = writes();
            return JavaText.of(state) + " after " + writes.size() + (writes.size() == 1 ? " write" : " writes") + " on the wire, "
                    + records.size() + (records.size() == 1 ? " record" : " records") + " saved, waits " + seconds()
                    + "\n            " + log.replace("\n", "\n            ");
        }
    }

    /** Runs solve on {@code c} against a fresh lab server, and checks the run against {@code check}. */
    private static Run run(HttpClient http, Rule rule, Case c, String expectation, Consumer<Run> check) {
        return run(http, rule, c, 0, expectation, check);
    }

    /**
     * Runs solve on {@code c} against a fresh lab server, the thread interrupted while request
     * {@code interruptAt} is out (0: never), and checks the run against {@code check}.
     */
    private static Run run(HttpClient http, Rule rule, Case c, int interruptAt, String expectation, Consumer<Run> check) {
        try (LabServer lab = LabServer.start(c.serverHonoursKeys(), c.door(), c.lookupRetryAfter(), c.script())) {
            Endpoint endpoint = new Endpoint(lab.uri(), c.timeout(), c.toldHonoursKeys(), c.toldLookup());
            WatchedClient client = interruptAt == 0 ? WatchedClient.of(http, lab) : WatchedClient.of(http, lab).interrupting(interruptAt);
            Keys keys = new Keys();
            List<Wait> waits = new ArrayList<>();
            Sleeper sleeper = seconds -> {
                waits.add(new Wait(seconds, lab.writes()));
                lab.elapse(Math.max(0, seconds)); // the lab's clock moves as the client waits
            };
            return rule.check(call(lab, endpoint, c, interruptAt), () -> {
                State state;
                boolean interrupted;
                try {
                    state = OnTheWire.solve(client, endpoint, c.ticket(), c.policy(), c.draws(), keys, sleeper);
                } finally {
                    interrupted = Thread.interrupted(); // read, and cleared so that it reaches nothing after this case
                }
                return new Run(state, lab, waits, keys.minted, client, interrupted);
            }).satisfies(expectation, check);
        }
    }

    /** The call as a learner would write it, with the lab it ran against. */
    static String call(LabServer lab, Endpoint endpoint, Case c, int interruptAt) {
        long millis = endpoint.timeout().toMillis();
        String timeout = millis % 1000 == 0 ? "Duration.ofSeconds(" + millis / 1000 + ")" : "Duration.ofMillis(" + millis + ")";
        return "OnTheWire.solve(client, new Endpoint(lab.uri(), " + timeout + ", "
                + endpoint.honoursKeys() + ", " + endpoint.lookup() + "), " + JavaText.of(c.ticket()) + ", " + JavaText.of(c.policy())
                + ", " + JavaText.of(c.draws()) + ", keys, sleeper)"
                + "\n            with lab = " + lab + " (keys hands out \"op-1\", \"op-2\", ...; sleeper writes each wait down"
                + (c.door().kind() == Door.Kind.OPEN ? "" : " and moves the lab's clock, which opens the door")
                + (interruptAt == 0 ? "" : "; the thread is interrupted while request " + interruptAt + " is out") + ")";
    }

    /** Runs {@code body} with an HTTP client for the lab, closed after the property. */
    private static void withClient(Consumer<HttpClient> body) {
        HttpClient http = LabWire.newClient();
        try {
            body.accept(http);
        } finally {
            LabWire.close(http);
        }
    }

    // ---- the rules, restated -------------------------------------------------------------------

    /** Stage 02's wait for retry k, restated: c = min(cap, base * 2^(k-1)); c/2 + (c - c/2) * draw / 100. */
    static long equalJitter(int k, Policy policy, int draw) {
        BigInteger c = BigInteger.valueOf(policy.base()).shiftLeft(k - 1).min(BigInteger.valueOf(policy.cap()));
        BigInteger half = c.shiftRight(1);
        return half.add(c.subtract(half).multiply(BigInteger.valueOf(draw)).divide(BigInteger.valueOf(100))).longValueExact();
    }

    /**
     * How many writes a keyed write takes against a server that honours keys, when every ambiguous
     * reply is resent under the key: the lab, restated. Refusals and failures in front of the
     * application act on every copy; once a copy saved the ticket, the next one that reaches the
     * application is answered from the key's memory.
     */
    static int keyedWrites(Case c) {
        boolean saved = false;
        for (int n = 1; ; n++) {
            Step step = c.step(n);
            if (step.gateway()) {
                continue;
            }
            if (saved || step.kind() == Step.Kind.SAVE) {
                return n;
            }
            saved = true;
        }
    }

    /**
     * How many writes an unkeyed write takes when a lookup follows every ambiguous reply: a
     * saving step ends it (the reply, or the lookup, finds the ticket); a failure that saved
     * nothing is looked up, found missing, and resent.
     */
    static int lookedUpWrites(Case c) {
        for (int n = 1; ; n++) {
            if (c.step(n).saves()) {
                return n;
            }
        }
    }

    /** What a run of refusals leads to, restated: the waits taken, the writes made, and whether it completed. */
    record Expected(List<Integer> waits, int writes, boolean completed) {}

    /**
     * Rules 2, 4 and 6, restated, for a case whose every copy but the last is resent: refused at a
     * shut door (no write reaches the server, no Retry-After), refused by the server, or failed
     * without a save and then resent (under an honoured key, or after a lookup that found nothing,
     * whose own Retry-After counts for nothing). Before resend k, a draw must be left and
     * max(equal-jitter wait, the failed write's Retry-After) must fit what is left of the budget;
     * each wait moves the lab's clock, which opens the door; the write after the script is saved.
     */
    static Expected refusedUntilDone(Case c) {
        return refusedUntilDone(c, List.of());
    }

    /**
     * {@link #refusedUntilDone(Case)}, with each write's Retry-After as the lab logged it in
     * {@code seen}, where it did: a date's seconds are counted from the reply's own Date header,
     * which the JDK's server writes from its clock, so on a busy machine a date meant as 45 s can
     * be 44 s by the time the reply leaves. What the client was told is what it must wait.
     */
    static Expected refusedUntilDone(Case c, List<Request> seen) {
        List<Request> logged = seen.stream().filter(Request::write).collect(Collectors.toList());
        List<Integer> waits = new ArrayList<>();
        long left = c.policy().budget();
        long clock = 0;
        int writes = 0;
        for (int k = 1; ; k++) {
            int asked = 0;
            if (c.door().openAt(clock)) {
                writes++;
                if (writes > c.script().size()) {
                    return new Expected(waits, writes, true);
                }
                asked = writes <= logged.size() ? logged.get(writes - 1).retryAfterSeconds() : c.script().get(writes - 1).retryAfterSeconds();
            }
            if (k > c.draws().size()) {
                return new Expected(waits, writes, false);
            }
            long wait = Math.max(equalJitter(k, c.policy(), c.draws().get(k - 1)), asked);
            if (wait > left) {
                return new Expected(waits, writes, false);
            }
            waits.add((int) wait);
            left -= wait;
            clock += wait;
        }
    }

    /** The expectation as a learner reads it. */
    static String says(Expected e) {
        return (e.completed() ? "State.completed(\"ticket-1\")" : "State.gaveUp()") + " after " + e.writes()
                + (e.writes() == 1 ? " write" : " writes") + ", waits " + e.waits();
    }

    // ---- Rule 4 ------------------------------------------------------------------------------

    @Property(points = 3, tries = 30)
    @DisplayName("an unkeyed write is never resent after an ambiguous reply, unless a lookup in between found nothing")
    void ambiguousWriteIsNeverResentBlindly(Prop prop) {
        Gen<Case> unkeyed = cases(settings(booleans(), always(false), booleans(), Generators.scriptsWithAmbiguity(true)),
                Generators.policies(300), Generators.draws(), Generators.tickets());
        withClient(http -> prop.forAll(unkeyed, c -> run(http, AMBIGUOUS, c,
                "no write after a reply the server left ambiguous (a 5xx, a dropped connection, a stall),"
                        + " unless a lookup between the two found nothing",
                r -> {
                    List<Request> seen = r.requests;
                    for (int i = 0; i < seen.size(); i++) {
                        Request failed = seen.get(i);
                        if (!failed.write() || !failed.did().ambiguous()) {
                            continue;
                        }
                        // The requests up to the next write: a lookup among them that found nothing settles it.
                        int next = i + 1;
                        boolean foundNothing = false;
                        while (next < seen.size() && !seen.get(next).write()) {
                            foundNothing |= seen.get(next).did() == Did.NOT_FOUND;
                            next++;
                        }
                        if (next < seen.size()) {
                            assertThat(foundNothing)
                                    .as("request %d is a write sent after request %d, which the server left ambiguous (%s),"
                                            + " with no lookup between them that found nothing",
                                            seen.get(next).number(), failed.number(), failed.did().traceName())
                                    .isTrue();
                        }
                    }
                })));
    }

    @Property(points = 2, tries = 30)
    @DisplayName("with a lookup, an ambiguous write is settled by reading: completed with the saved record, or resent when nothing was saved")
    void lookupSettlesAnAmbiguousWrite(Prop prop) {
        Gen<List<Step>> scripts = Gen.listOf(Gen.frequency(
                Gen.weighted(3, Generators.savingAmbiguous()),
                Gen.weighted(2, Generators.nonSavingAmbiguous())), 1, 3);
        Gen<Case> lookups = cases(settings(always(false), always(false), always(true), scripts),
                Generators.amplePolicies(), Generators.draws(), Generators.tickets());
        withClient(http -> prop.forAll(lookups, c -> {
            int writes = lookedUpWrites(c);
            run(http, AMBIGUOUS, c, "State.completed(\"ticket-1\") after " + writes + (writes == 1 ? " write" : " writes")
                            + ", 1 record saved: each ambiguous reply looked up before anything is resent",
                    r -> {
                        assertThat(r.writes()).as("writes that reached the server").hasSize(writes);
                        assertThat(r.records).as("records the server saved").hasSize(1);
                        assertThat(r.state).as("what solve returned").isEqualTo(State.completed("ticket-1"));
                    });
        }));
    }

    // ---- Rule 3 ------------------------------------------------------------------------------

    @Property(points = 3, tries = 30)
    @DisplayName("a keyed write to a provider that honours keys goes out under one key, minted once, and saves one record")
    void honouredKeySavesOneRecord(Prop prop) {
        Gen<List<Step>> scripts = Gen.listOf(Generators.anySteps(true), 1, 4);
        Gen<Case> keyed = cases(settings(always(true), always(true), booleans(), scripts),
                Generators.amplePolicies(), Generators.draws(), Generators.tickets());
        withClient(http -> prop.forAll(keyed, c -> run(http, KEYS, c,
                "every write under the same key \"op-1\", keys.get() called once, at most 1 record saved",
                r -> {
                    assertThat(r.writes()).extracting(Request::key).as("the Idempotency-Key of every write").containsOnly("op-1");
                    assertThat(r.minted).as("keys minted (calls of keys.get())").isEqualTo(1);
                    assertThat(r.records).as("records the server saved").hasSizeLessThanOrEqualTo(1);
                })));
    }

    @Property(points = 2, tries = 30)
    @DisplayName("a keyed write is resent under its key after a 5xx or a dropped connection, and completes with the saved record")
    void keyedWriteIsResentAfterAnAmbiguousReply(Prop prop) {
        Gen<List<Step>> scripts = Gen.listOf(Generators.ambiguous(false), 1, 3);
        Gen<Case> keyed = cases(settings(always(true), always(true), always(false), scripts),
                Generators.amplePolicies(), Generators.draws(), Generators.tickets());
        withClient(http -> prop.forAll(keyed, c -> {
            int writes = keyedWrites(c);
            run(http, KEYS, c, "State.completed(\"ticket-1\") after " + writes + (writes == 1 ? " write" : " writes")
                            + ", 1 record saved",
                    r -> {
                        assertThat(r.writes()).as("writes that reached the server").hasSize(writes);
                        assertThat(r.records).as("records the server saved").hasSize(1);
                        assertThat(r.state).as("what solve returned").isEqualTo(State.completed("ticket-1"));
                    });
        }));
    }

    // ---- Rules 2 and 6 -------------------------------------------------------------------------

    @Property(points = 2, tries = 30)
    @DisplayName("each resend waits max(equal-jitter wait, Retry-After), once, between the two writes")
    void waitsFollowTheSchedule(Prop prop) {
        Gen<Step> resent = Gen.frequency(
                Gen.weighted(3, Generators.refusals(40)),
                Gen.weighted(1, Generators.nonSavingAmbiguous()));
        Gen<Case> refused = cases(settings(always(true), always(true), always(false), Gen.listOf(resent, 1, 4)),
                Generators.amplePolicies(), Generators.draws(), Generators.tickets());
        withClient(http -> prop.forAll(refused, c -> {
            Expected e = refusedUntilDone(c);
            run(http, REFUSED, c, says(e) + ", each wait taken between write k and write k+1", r -> {
                Expected told = refusedUntilDone(c, r.requests);
                assertThat(r.seconds()).as("the seconds passed to sleeper.sleep, one per resend").isEqualTo(told.waits());
                for (int k = 1; k <= r.waits.size(); k++) {
                    assertThat(r.waits.get(k - 1).afterWrites()).as("writes on the wire when wait %d was taken", k).isEqualTo(k);
                }
                assertThat(r.writes()).as("writes that reached the server").hasSize(told.writes());
                assertThat(r.state).as("what solve returned").isEqualTo(State.completed("ticket-1"));
            });
        }));
    }

    @Property(points = 2, tries = 30)
    @DisplayName("a Retry-After is honoured while it fits the budget; past it, the call gives up without waiting")
    void retryAfterIsHonouredWithinTheBudget(Prop prop) {
        Gen<List<Step>> scripts = Gen.listOf(Generators.tooManyRequests(200), 1, 4);
        Gen<Case> refused = cases(settings(booleans(), booleans(), always(false), scripts),
                Generators.policies(150), Generators.draws(), Generators.tickets());
        withClient(http -> prop.forAll(refused, c -> {
            Expected e = refusedUntilDone(c);
            run(http, BUDGET, c, says(e), r -> {
                Expected told = refusedUntilDone(c, r.requests);
                assertThat(r.seconds()).as("the seconds passed to sleeper.sleep, one per resend").isEqualTo(told.waits());
                assertThat(r.writes()).as("writes that reached the server").hasSize(told.writes());
                assertThat(r.state).as("what solve returned").isEqualTo(told.completed() ? State.completed("ticket-1") : State.gaveUp());
            });
        }));
    }

    @Property(points = 2, tries = 30)
    @DisplayName("the budget and the draws bound the resends: never a wait past the budget, never a resend without a draw")
    void budgetAndDrawsBoundTheResends(Prop prop) {
        Gen<List<Step>> scripts = Gen.listOf(Generators.plainRefusals(), 1, 6);
        Gen<Case> refused = cases(settings(booleans(), booleans(), always(false), scripts),
                Generators.policies(60), Generators.fewDraws(), Generators.tickets());
        withClient(http -> prop.forAll(refused, c -> {
            Expected e = refusedUntilDone(c);
            run(http, BUDGET, c, says(e), r -> {
                Expected told = refusedUntilDone(c, r.requests);
                assertThat(r.seconds().stream().mapToLong(Integer::longValue).sum())
                        .as("seconds waited in all, against a budget of %d", c.policy().budget()).isLessThanOrEqualTo(c.policy().budget());
                assertThat(r.writes()).as("writes that reached the server").hasSize(told.writes());
                assertThat(r.seconds()).as("the seconds passed to sleeper.sleep, one per resend").isEqualTo(told.waits());
                assertThat(r.state).as("what solve returned").isEqualTo(told.completed() ? State.completed("ticket-1") : State.gaveUp());
            });
        }));
    }

    @Property(points = 2, tries = 30)
    @DisplayName("after a lookup finds nothing, the resend waits max(equal-jitter wait, the failed reply's Retry-After),"
            + " within the budget and the draws; the lookup's own Retry-After counts for nothing")
    void lookupPathWaitsWithinTheBudget(Prop prop) {
        Gen<List<Step>> scripts = Gen.listOf(Gen.frequency(
                Gen.weighted(3, Generators.nonSavingAmbiguous()),
                Gen.weighted(1, Generators.refusals(30))), 1, 5);
        Gen<Case> lookups = Generators.behind(cases(settings(booleans(), always(false), always(true), scripts),
                Generators.policies(150), Generators.fewDraws(), Generators.tickets()),
                Gen.constant(Door.open()), Generators.lookupRetryAfters());
        withClient(http -> prop.forAll(lookups, c -> {
            Expected e = refusedUntilDone(c);
            run(http, LOOKUP_WAITS, c, says(e) + ", each wait taken between write k and write k+1", r -> {
                Expected told = refusedUntilDone(c, r.requests);
                assertThat(r.seconds()).as("the seconds passed to sleeper.sleep, one per resend").isEqualTo(told.waits());
                for (int k = 1; k <= r.waits.size(); k++) {
                    assertThat(r.waits.get(k - 1).afterWrites()).as("writes on the wire when wait %d was taken", k).isEqualTo(k);
                }
                assertThat(r.writes()).as("writes that reached the server").hasSize(told.writes());
                assertThat(r.state).as("what solve returned").isEqualTo(told.completed() ? State.completed("ticket-1") : State.gaveUp());
            });
        }));
    }

    // ---- the wire ----------------------------------------------------------------------------

    @Property(points = 3, tries = 30)
    @DisplayName("a connection that never opens (refused, or a connect timed out) is a refusal: resent after its wait,"
            + " never looked up, GaveUp when the budget or the draws run out")
    void connectFailureIsNeverSent(Prop prop) {
        Gen<List<Step>> scripts = Gen.listOf(Generators.plainRefusals(), 0, 2);
        Gen<Case> shut = Generators.behind(cases(settings(booleans(), booleans(), booleans(), scripts),
                Generators.policies(120), Gen.frequency(
                        Gen.weighted(3, Generators.draws()),
                        Gen.weighted(1, Generators.fewDraws())),
                Generators.tickets()), Generators.shutDoors(), Gen.constant(0));
        withClient(http -> prop.forAll(shut, c -> {
            Expected e = refusedUntilDone(c);
            run(http, NEVER_SENT, c, says(e) + ", and no lookup: a request that never left needs none", r -> {
                Expected told = refusedUntilDone(c, r.requests);
                assertThat(r.sent).extracting(WatchedClient.Sent::method).as("the methods of the requests sent").doesNotContain("GET");
                assertThat(r.seconds()).as("the seconds passed to sleeper.sleep, one per resend").isEqualTo(told.waits());
                assertThat(r.writes()).as("writes that reached the server").hasSize(told.writes());
                assertThat(r.state).as("what solve returned").isEqualTo(told.completed() ? State.completed("ticket-1") : State.gaveUp());
            });
        }));
    }

    @Property(points = 2, tries = 30)
    @DisplayName("every request, each write and each lookup, carries endpoint.timeout() as its own timeout")
    void everyRequestCarriesTheTimeout(Prop prop) {
        Gen<List<Step>> scripts = Gen.listOf(Generators.anySteps(true), 1, 4);
        Gen<Case> any = Generators.behind(cases(settings(booleans(), booleans(), booleans(), scripts),
                Generators.amplePolicies(), Generators.draws(), Generators.tickets()), Generators.doors(), Gen.constant(0));
        withClient(http -> prop.forAll(any, c -> run(http, TIMEOUT, c,
                "every request sent with HttpRequest.newBuilder(...).timeout(" + timeoutText(c) + "), writes and lookups alike",
                r -> {
                    for (WatchedClient.Sent s : r.sent) {
                        assertThat(s.timeout()).as("the timeout of request %d, a %s", s.number(), s.method()).isPresent();
                        assertThat(s.timeout().orElseThrow()).as("the timeout of request %d, a %s", s.number(), s.method())
                                .isLessThanOrEqualTo(c.timeout());
                    }
                })));
    }

    private static String timeoutText(Case c) {
        return "Duration.ofSeconds(" + c.timeout().toSeconds() + ")";
    }

    @Property(points = 1, tries = 20)
    @DisplayName("an InterruptedException from client.send stops the call: nothing more sent, the interrupt flag set again, ReviewRequired")
    void interruptStopsTheCall(Prop prop) {
        Gen<List<Step>> scripts = Gen.listOf(Generators.anySteps(false), 1, 3);
        Gen<Case> any = cases(settings(booleans(), booleans(), booleans(), scripts),
                Generators.amplePolicies(), Generators.draws(), Generators.tickets());
        withClient(http -> prop.forAll(any, Gen.ints(1, 2, 1), (c, at) -> run(http, INTERRUPT, c, at,
                "if request " + at + " went out: it is the last request, Thread.currentThread().isInterrupted() is true when"
                        + " solve returns, and solve returns State.reviewRequired()",
                r -> {
                    if (r.sent.size() < at) {
                        return; // the call ended before request `at`: no interrupt happened
                    }
                    assertThat(r.sent).as("requests sent (nothing after the interrupted one)").hasSize(at);
                    assertThat(r.interrupted).as("the thread's interrupt flag when solve returned").isTrue();
                    assertThat(r.state).as("what solve returned").isEqualTo(State.reviewRequired());
                })));
    }

    // ---- what solve reports ------------------------------------------------------------------

    @Property(points = 3, tries = 30)
    @DisplayName("Completed only with a record the server saved, under its id; GaveUp and Rejected only when the server saved none")
    void completedOnlyWhatTheServerSaved(Prop prop) {
        Gen<List<Step>> scripts = Gen.listOf(Generators.anySteps(true), 0, 4);
        Gen<Ticket> tickets = Gen.frequency(
                Gen.weighted(9, Generators.tickets()),
                Gen.weighted(1, Generators.invalidTickets()));
        Gen<Case> any = cases(settings(booleans(), booleans(), booleans(), scripts),
                Generators.policies(150), Generators.fewDraws(), tickets);
        withClient(http -> prop.forAll(any, c -> run(http, TRUE_ANSWER, c,
                "Completed(id) with an id the server saved for business id " + JavaText.of(c.ticket().businessId())
                        + "; GaveUp or Rejected with no record saved",
                r -> {
                    if (r.state instanceof State.Completed done) {
                        assertThat(r.records).as("the records the server saved")
                                .anyMatch(s -> s.recordId().equals(done.recordId()) && s.businessId().equals(c.ticket().businessId()));
                    }
                    if (r.state instanceof State.GaveUp || r.state instanceof State.Rejected) {
                        assertThat(r.records).as("the records the server saved, when solve says none was").isEmpty();
                    }
                    assertThat(r.state).as("what solve returned").isNotNull();
                })));
    }

    // ---- Rule 5 ------------------------------------------------------------------------------

    @Property(points = 2, tries = 30)
    @DisplayName("a 422 is final: Rejected(422), nothing resent after it, nothing saved")
    void rejectionIsFinal(Prop prop) {
        Gen<List<Step>> scripts = Gen.listOf(Generators.plainRefusals(), 0, 2);
        Gen<Case> invalid = cases(settings(booleans(), booleans(), booleans(), scripts),
                Generators.amplePolicies(), Generators.draws(), Generators.invalidTickets());
        withClient(http -> prop.forAll(invalid, c -> run(http, REJECTED, c,
                "State.rejected(422) after " + (c.script().size() + 1) + " writes, the last of them the 422, nothing saved",
                r -> {
                    assertThat(r.writes()).as("writes that reached the server").hasSize(c.script().size() + 1);
                    assertThat(r.records).as("records the server saved").isEmpty();
                    assertThat(r.state).as("what solve returned").isEqualTo(State.rejected(422));
                })));
    }

    // ---- Rule 7 ------------------------------------------------------------------------------

    /** One invalid call: which argument is wrong, and the value its message must name. */
    record Invalid(String argument, int badDraw, int at) {}

    @Property(points = 1, tries = 30)
    @DisplayName("invalid input is refused with IllegalArgumentException naming it, before anything is sent")
    void invalidInputIsRefused(Prop prop) {
        Gen<Integer> badDraws = Gen.oneOfGens(Gen.ints(100, 1000, 100), Gen.ints(-1000, -1, -1));
        Gen<Invalid> invalid = Gen.combine(
                Gen.oneOf("draw", "client", "endpoint", "ticket", "policy", "draws", "keys", "sleeper", "null draw", "blank key"),
                badDraws, Gen.ints(0, 3)).as(Invalid::new);
        withClient(http -> prop.forAll(invalid, Generators.tickets(), (bad, ticket) -> {
            try (LabServer lab = LabServer.start(true)) {
                Endpoint endpoint = new Endpoint(lab.uri(), Generators.TIMEOUT, true, false);
                Policy policy = new Policy(2, 60, 120);
                List<Integer> draws = new ArrayList<>(List.of(50, 50, 50, 50));
                Supplier<String> keys = new Keys();
                Sleeper sleeper = seconds -> { };
                String named = bad.argument();
                Object value = null;
                String[] shown = {"client", "endpoint", JavaText.of(ticket), JavaText.of(policy), JavaText.of(draws), "keys", "sleeper"};
                Object[] args = {http, endpoint, ticket, policy, draws, keys, sleeper};
                int position = Arrays.asList("client", "endpoint", "ticket", "policy", "draws", "keys", "sleeper").indexOf(named);
                if (position >= 0) {
                    args[position] = null;
                    shown[position] = "null";
                } else if (named.equals("draw")) {
                    draws.set(bad.at(), bad.badDraw());
                    shown[4] = JavaText.of(draws);
                    named = "draws";
                    value = bad.badDraw();
                } else if (named.equals("null draw")) {
                    draws.set(bad.at(), null);
                    shown[4] = JavaText.of(draws);
                    named = "draws";
                } else {
                    args[5] = (Supplier<String>) () -> " ";
                    shown[5] = "() -> \" \"";
                    named = "keys";
                }
                Object[] a = args;
                String argument = named;
                Object badValue = value;
                @SuppressWarnings("unchecked")
                List<Integer> givenDraws = (List<Integer>) a[4];
                @SuppressWarnings("unchecked")
                Supplier<String> givenKeys = (Supplier<String>) a[5];
                INVALID.check("OnTheWire.solve(" + String.join(", ", shown) + ")\n            with endpoint = new Endpoint(lab.uri(), "
                                + "Duration.ofSeconds(" + Generators.TIMEOUT.toSeconds() + "), true, false), lab = " + lab,
                        () -> OnTheWire.solve((HttpClient) a[0], (Endpoint) a[1], (Ticket) a[2], (Policy) a[3], givenDraws, givenKeys,
                                (Sleeper) a[6]))
                        .rejects(argument, badValue);
                INVALID.check("the same call, then the server's count of writes", lab::writes)
                        .satisfies("0 writes reached the server", writes -> assertThat(writes).isZero());
            }
        }));
    }
}
