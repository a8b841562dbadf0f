package retrykit.grader.hidden.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import retrykit.grader.hidden.wire.Generators.Case;
import retrykit.lab.Did;
import retrykit.lab.Request;
import retrykit.lab.Step;
import retrykit.wire.Policy;
import retrykit.wire.State;

/**
 * Stage 06's rules restated in the plainest way, for the properties that need an exact answer:
 * never by asking the reference.
 */
final class Restated {
    private Restated() {}

    /** Stage 02's wait for retry k, restated: c = min(cap, base * 2^(k-1)); c/2 + (c - c/2) * draw / 100. */
    static long equalJitter(int k, Policy policy, int draw) {
        BigInteger c = BigInteger.valueOf(policy.base()).shiftLeft(k - 1).min(BigInteger.valueOf(policy.cap()));
        BigInteger half = c.shiftRight(1);
        return half.add(c.subtract(half).multiply(BigInteger.valueOf(draw)).divide(BigInteger.valueOf(100)))
                .longValueExact();
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
                asked = writes <= logged.size()
                        ? logged.get(writes - 1).retryAfterSeconds()
                        : c.script().get(writes - 1).retryAfterSeconds();
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

    /**
     * The run waited, wrote and answered as {@link #refusedUntilDone(Case, List)} says, with the
     * Retry-After values the lab logged for it.
     */
    static void ranAsRestated(Exchange.Run r, Case c) {
        Expected told = refusedUntilDone(c, r.requests);
        assertThat(r.seconds())
                .as("the seconds passed to sleeper.sleep, one per resend")
                .isEqualTo(told.waits());
        assertThat(r.writes()).as("writes that reached the server").hasSize(told.writes());
        assertThat(r.state)
                .as("what solve returned")
                .isEqualTo(told.completed() ? State.completed("ticket-1") : State.gaveUp());
    }

    /**
     * The run took the waits {@link #refusedUntilDone(Case, List)} gives, wait k after write k,
     * and made its writes; returns that expectation for the check of the answer.
     */
    static Expected waitedBetweenWrites(Exchange.Run r, Case c) {
        Expected told = refusedUntilDone(c, r.requests);
        assertThat(r.seconds())
                .as("the seconds passed to sleeper.sleep, one per resend")
                .isEqualTo(told.waits());
        for (int k = 1; k <= r.waits.size(); k++) {
            assertThat(r.waits.get(k - 1).afterWrites())
                    .as("writes on the wire when wait %d was taken", k)
                    .isEqualTo(k);
        }
        assertThat(r.writes()).as("writes that reached the server").hasSize(told.writes());
        return told;
    }

    /** Rule 4, restated: no write follows a reply the server left ambiguous unless a lookup between them found nothing. */
    static void noBlindResend(Exchange.Run r) {
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
                        .as(
                                "request %d is a write sent after request %d, which the server left ambiguous (%s),"
                                        + " with no lookup between them that found nothing",
                                seen.get(next).number(),
                                failed.number(),
                                failed.did().traceName())
                        .isTrue();
            }
        }
    }
}
