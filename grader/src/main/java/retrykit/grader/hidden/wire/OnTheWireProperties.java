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
import static retrykit.grader.hidden.wire.Exchange.run;
import static retrykit.grader.hidden.wire.Exchange.withLab;
import static retrykit.grader.hidden.wire.Restated.keyedWrites;
import static retrykit.grader.hidden.wire.Restated.lookedUpWrites;
import static retrykit.grader.hidden.wire.Restated.refusedUntilDone;
import static retrykit.grader.hidden.wire.Restated.says;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import retrykit.feedback.JavaText;
import retrykit.grader.hidden.wire.Generators.Case;
import retrykit.grader.hidden.wire.Restated.Expected;
import retrykit.grader.property.Gen;
import retrykit.grader.property.Prop;
import retrykit.grader.property.Property;
import retrykit.lab.Door;
import retrykit.lab.LabServer;
import retrykit.lab.Request;
import retrykit.lab.WatchedClient;
import retrykit.wire.State;

/**
 * Stage 06's hidden rubric. Every case is a real exchange: the learner's {@code solve} sends its
 * ticket through a real HTTP client to a lab server on 127.0.0.1 that follows a generated script,
 * and each property judges what the SERVER counted (the writes that reached it, the records it
 * saved, the keys they carried, the lookups between them) rather than what solve reports. Where a
 * property needs an exact answer, the rules are restated in the plainest way ({@link Restated}),
 * never by asking the reference; {@link Exchange} runs one exchange.
 *
 * <p>Time is the lab's: the sleeper moves the lab's clock ({@link LabServer#elapse}), which opens a
 * shut door, and the client handed to solve ({@link WatchedClient}) ends a stalled reply or a stuck
 * connect at once for a request with a timeout. No case waits for a timer, so a busy machine gives
 * the same grade as an idle one.
 */
@DisplayName("Stage 06: on the wire")
class OnTheWireProperties {

    // ---- Rule 4 ------------------------------------------------------------------------------

    @Property(points = 3, tries = 30)
    @DisplayName("an unkeyed write is never resent after an ambiguous reply, unless a lookup in between found nothing")
    void ambiguousWriteIsNeverResentBlindly(Prop prop) {
        withLab(wire -> prop.forAll(
                Scenarios.unkeyedAmbiguous(),
                c -> run(
                        wire,
                        AMBIGUOUS,
                        c,
                        "no write after a reply the server left ambiguous (a 5xx, a dropped connection, a stall),"
                                + " unless a lookup between the two found nothing",
                        Restated::noBlindResend)));
    }

    @Property(points = 2, tries = 30)
    @DisplayName(
            "with a lookup, an ambiguous write is settled by reading: completed with the saved record, or resent when nothing was saved")
    void lookupSettlesAnAmbiguousWrite(Prop prop) {
        withLab(wire -> prop.forAll(Scenarios.lookedUp(), c -> {
            int writes = lookedUpWrites(c);
            run(
                    wire,
                    AMBIGUOUS,
                    c,
                    "State.completed(\"ticket-1\") after " + writes + (writes == 1 ? " write" : " writes")
                            + ", 1 record saved: each ambiguous reply looked up before anything is resent",
                    r -> {
                        assertThat(r.writes())
                                .as("writes that reached the server")
                                .hasSize(writes);
                        assertThat(r.records).as("records the server saved").hasSize(1);
                        assertThat(r.state).as("what solve returned").isEqualTo(State.completed("ticket-1"));
                    });
        }));
    }

    // ---- Rule 3 ------------------------------------------------------------------------------

    @Property(points = 3, tries = 30)
    @DisplayName(
            "a keyed write to a provider that honours keys goes out under one key, minted once, and saves one record")
    void honouredKeySavesOneRecord(Prop prop) {
        withLab(wire -> prop.forAll(
                Scenarios.honouredKeys(),
                c -> run(
                        wire,
                        KEYS,
                        c,
                        "every write under the same key \"op-1\", keys.get() called once, at most 1 record saved",
                        r -> {
                            assertThat(r.writes())
                                    .extracting(Request::key)
                                    .as("the Idempotency-Key of every write")
                                    .containsOnly("op-1");
                            assertThat(r.minted)
                                    .as("keys minted (calls of keys.get())")
                                    .isEqualTo(1);
                            assertThat(r.records).as("records the server saved").hasSizeLessThanOrEqualTo(1);
                        })));
    }

    @Property(points = 2, tries = 30)
    @DisplayName(
            "a keyed write is resent under its key after a 5xx or a dropped connection, and completes with the saved record")
    void keyedWriteIsResentAfterAnAmbiguousReply(Prop prop) {
        withLab(wire -> prop.forAll(Scenarios.keyedAmbiguous(), c -> {
            int writes = keyedWrites(c);
            run(
                    wire,
                    KEYS,
                    c,
                    "State.completed(\"ticket-1\") after " + writes + (writes == 1 ? " write" : " writes")
                            + ", 1 record saved",
                    r -> {
                        assertThat(r.writes())
                                .as("writes that reached the server")
                                .hasSize(writes);
                        assertThat(r.records).as("records the server saved").hasSize(1);
                        assertThat(r.state).as("what solve returned").isEqualTo(State.completed("ticket-1"));
                    });
        }));
    }

    // ---- Rules 2 and 6 -------------------------------------------------------------------------

    @Property(points = 2, tries = 30)
    @DisplayName("each resend waits max(equal-jitter wait, Retry-After), once, between the two writes")
    void waitsFollowTheSchedule(Prop prop) {
        withLab(wire -> prop.forAll(Scenarios.resentRefusals(), c -> {
            Expected e = refusedUntilDone(c);
            run(wire, REFUSED, c, says(e) + ", each wait taken between write k and write k+1", r -> {
                Restated.waitedBetweenWrites(r, c);
                assertThat(r.state).as("what solve returned").isEqualTo(State.completed("ticket-1"));
            });
        }));
    }

    @Property(points = 2, tries = 30)
    @DisplayName("a Retry-After is honoured while it fits the budget; past it, the call gives up without waiting")
    void retryAfterIsHonouredWithinTheBudget(Prop prop) {
        withLab(wire -> prop.forAll(Scenarios.retryAfters(), c -> {
            Expected e = refusedUntilDone(c);
            run(wire, BUDGET, c, says(e), r -> {
                Restated.ranAsRestated(r, c);
            });
        }));
    }

    @Property(points = 2, tries = 30)
    @DisplayName(
            "the budget and the draws bound the resends: never a wait past the budget, never a resend without a draw")
    void budgetAndDrawsBoundTheResends(Prop prop) {
        withLab(wire -> prop.forAll(Scenarios.boundedRefusals(), c -> {
            Expected e = refusedUntilDone(c);
            run(wire, BUDGET, c, says(e), r -> {
                Expected told = refusedUntilDone(c, r.requests);
                assertThat(r.seconds().stream().mapToLong(Integer::longValue).sum())
                        .as(
                                "seconds waited in all, against a budget of %d",
                                c.policy().budget())
                        .isLessThanOrEqualTo(c.policy().budget());
                assertThat(r.writes()).as("writes that reached the server").hasSize(told.writes());
                assertThat(r.seconds())
                        .as("the seconds passed to sleeper.sleep, one per resend")
                        .isEqualTo(told.waits());
                assertThat(r.state)
                        .as("what solve returned")
                        .isEqualTo(told.completed() ? State.completed("ticket-1") : State.gaveUp());
            });
        }));
    }

    @Property(points = 2, tries = 30)
    @DisplayName(
            "after a lookup finds nothing, the resend waits max(equal-jitter wait, the failed reply's Retry-After),"
                    + " within the budget and the draws; the lookup's own Retry-After counts for nothing")
    void lookupPathWaitsWithinTheBudget(Prop prop) {
        withLab(wire -> prop.forAll(Scenarios.lookupPaths(), c -> {
            Expected e = refusedUntilDone(c);
            run(wire, LOOKUP_WAITS, c, says(e) + ", each wait taken between write k and write k+1", r -> {
                Expected told = Restated.waitedBetweenWrites(r, c);
                assertThat(r.state)
                        .as("what solve returned")
                        .isEqualTo(told.completed() ? State.completed("ticket-1") : State.gaveUp());
            });
        }));
    }

    // ---- the wire ----------------------------------------------------------------------------

    @Property(points = 3, tries = 30)
    @DisplayName("a connection that never opens (refused, or a connect timed out) is a refusal: resent after its wait,"
            + " never looked up, GaveUp when the budget or the draws run out")
    void connectFailureIsNeverSent(Prop prop) {
        withLab(wire -> prop.forAll(Scenarios.shutDoors(), c -> {
            Expected e = refusedUntilDone(c);
            run(wire, NEVER_SENT, c, says(e) + ", and no lookup: a request that never left needs none", r -> {
                assertThat(r.sent)
                        .extracting(WatchedClient.Sent::method)
                        .as("the methods of the requests sent")
                        .doesNotContain("GET");
                Restated.ranAsRestated(r, c);
            });
        }));
    }

    @Property(points = 2, tries = 30)
    @DisplayName("every request, each write and each lookup, carries endpoint.timeout() as its own timeout")
    void everyRequestCarriesTheTimeout(Prop prop) {
        withLab(wire -> prop.forAll(
                Scenarios.anyDoor(),
                c -> run(
                        wire,
                        TIMEOUT,
                        c,
                        "every request sent with HttpRequest.newBuilder(...).timeout(" + timeoutText(c)
                                + "), writes and lookups alike",
                        r -> {
                            for (WatchedClient.Sent s : r.sent) {
                                assertThat(s.timeout())
                                        .as("the timeout of request %d, a %s", s.number(), s.method())
                                        .isPresent();
                                assertThat(s.timeout().orElseThrow())
                                        .as("the timeout of request %d, a %s", s.number(), s.method())
                                        .isLessThanOrEqualTo(c.timeout());
                            }
                        })));
    }

    private static String timeoutText(Case c) {
        return "Duration.ofSeconds(" + c.timeout().toSeconds() + ")";
    }

    @Property(points = 1, tries = 20)
    @DisplayName(
            "an InterruptedException from client.send stops the call: nothing more sent, the interrupt flag set again, ReviewRequired")
    void interruptStopsTheCall(Prop prop) {
        withLab(wire -> prop.forAll(
                Scenarios.interrupted(),
                Gen.ints(1, 2, 1),
                (c, at) -> run(
                        wire,
                        INTERRUPT,
                        c,
                        at,
                        "if request " + at
                                + " went out: it is the last request, Thread.currentThread().isInterrupted() is true when"
                                + " solve returns, and solve returns State.reviewRequired()",
                        r -> {
                            if (r.sent.size() < at) {
                                return; // the call ended before request `at`: no interrupt happened
                            }
                            assertThat(r.sent)
                                    .as("requests sent (nothing after the interrupted one)")
                                    .hasSize(at);
                            assertThat(r.interrupted)
                                    .as("the thread's interrupt flag when solve returned")
                                    .isTrue();
                            assertThat(r.state).as("what solve returned").isEqualTo(State.reviewRequired());
                        })));
    }

    // ---- what solve reports ------------------------------------------------------------------

    @Property(points = 3, tries = 30)
    @DisplayName(
            "Completed only with a record the server saved, under its id; GaveUp and Rejected only when the server saved none")
    void completedOnlyWhatTheServerSaved(Prop prop) {
        withLab(wire -> prop.forAll(
                Scenarios.anyTicket(),
                c -> run(
                        wire,
                        TRUE_ANSWER,
                        c,
                        "Completed(id) with an id the server saved for business id "
                                + JavaText.of(c.ticket().businessId()) + "; GaveUp or Rejected with no record saved",
                        r -> {
                            if (r.state instanceof State.Completed done) {
                                assertThat(r.records)
                                        .as("the records the server saved")
                                        .anyMatch(s -> s.recordId().equals(done.recordId())
                                                && s.businessId()
                                                        .equals(c.ticket().businessId()));
                            }
                            if (r.state instanceof State.GaveUp || r.state instanceof State.Rejected) {
                                assertThat(r.records)
                                        .as("the records the server saved, when solve says none was")
                                        .isEmpty();
                            }
                            assertThat(r.state).as("what solve returned").isNotNull();
                        })));
    }

    // ---- Rule 5 ------------------------------------------------------------------------------

    @Property(points = 2, tries = 30)
    @DisplayName("a 422 is final: Rejected(422), nothing resent after it, nothing saved")
    void rejectionIsFinal(Prop prop) {
        withLab(wire -> prop.forAll(
                Scenarios.rejected(),
                c -> run(
                        wire,
                        REJECTED,
                        c,
                        "State.rejected(422) after " + (c.script().size() + 1)
                                + " writes, the last of them the 422, nothing saved",
                        r -> {
                            assertThat(r.writes())
                                    .as("writes that reached the server")
                                    .hasSize(c.script().size() + 1);
                            assertThat(r.records).as("records the server saved").isEmpty();
                            assertThat(r.state).as("what solve returned").isEqualTo(State.rejected(422));
                        })));
    }

    // ---- Rule 7 ------------------------------------------------------------------------------

    @Property(points = 1, tries = 30)
    @DisplayName("invalid input is refused with IllegalArgumentException naming it, before anything is sent")
    void invalidInputIsRefused(Prop prop) {
        withLab(wire -> prop.forAll(InvalidCalls.invalids(), Generators.tickets(), (bad, ticket) -> {
            try (LabServer lab = wire.host().start(true, Door.open(), 0, List.of())) {
                InvalidCalls.Call call = InvalidCalls.of(bad, wire.http(), lab, ticket);
                INVALID.check(call.text(), call::solve).rejects(call.argument(), call.badValue());
                INVALID.check("the same call, then the server's count of writes", lab::writes)
                        .satisfies(
                                "0 writes reached the server",
                                writes -> assertThat(writes).isZero());
            }
        }));
    }
}
