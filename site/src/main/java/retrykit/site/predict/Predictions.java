package retrykit.site.predict;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntFunction;
import retrykit.classify.Classify;
import retrykit.classify.Decision;
import retrykit.classify.Operation;
import retrykit.classify.Outcome;
import retrykit.site.draw.Svg;
import retrykit.site.explore.BudgetExplorer;
import retrykit.site.explore.JitterCrowd;
import retrykit.site.explore.KeyExplorer;
import retrykit.site.explore.RetryAfterExplainer;
import retrykit.site.explore.RetryAfterExplorer;
import retrykit.site.figures.Capstone;

/**
 * One predict-then-reveal question per lesson, asked just before the lesson shows the answer.
 * Each answer is computed here by the reference solutions (or the demo's traces), so a question
 * cannot mark right what the code does not do; the options around it are the likely wrong guesses.
 */
public final class Predictions {
    private Predictions() {}

    public static List<Prediction> all(Capstone capstone) {
        return List.of(
                ambiguousWrite(),
                timeoutOnAWrite(),
                equalJitterFloor(),
                attemptsBudgetBuys(),
                asctimeDate(),
                lateSecondAttempt(),
                keyIgnored(capstone),
                worstWallTime(),
                layersMultiply());
    }

    /** Lesson 1: how many requests stage 03's loop sends for an unkeyed write answered 500. */
    static Prediction ambiguousWrite() {
        retrykit.budget.Result r = retrykit.budget.BudgetCap.solve(
                List.of(retrykit.budget.Outcome.status(500), retrykit.budget.Outcome.ok()),
                retrykit.budget.Operation.WRITE,
                new retrykit.budget.Policy(2, 60, 120),
                List.of(0));
        int requests = r.waits().size() + 1;
        return numbers(
                "01",
                "A write without a key gets 500 on its first attempt, and a second attempt would get ok. "
                        + "How many requests does the kit's loop (stage 03) put on the wire?",
                Set.of(1, 2, 3),
                requests,
                n -> n + (n == 1 ? " request" : " requests"),
                "BudgetCap.solve answers " + r
                        + ": the 500 on a write without a key is ambiguous, so the loop sends nothing more "
                        + "and reports that the first copy may have committed.");
    }

    /** Lesson 2: a timeout on an unkeyed write. */
    static Prediction timeoutOnAWrite() {
        Decision timeout = Classify.solve(Outcome.timeout(), Operation.WRITE);
        List<String> options = new ArrayList<>();
        for (Decision d : Decision.values()) {
            options.add(d.name());
        }
        return new Prediction(
                "02",
                "record_payment, a write on an endpoint with no idempotency key, times out. What does Classify.solve answer?",
                options,
                options.indexOf(timeout.name()),
                "Classify.solve(timeout, WRITE) is " + timeout
                        + ": the payment may be booked already, so a read settles it before any copy goes out. "
                        + "The same write answered 429 is " + Classify.solve(Outcome.status(429), Operation.WRITE)
                        + " (the server did nothing), "
                        + "and answered 400 it is " + Classify.solve(Outcome.status(400), Operation.WRITE) + ".");
    }

    /** Lesson 3: equal jitter's floor on retry 5. */
    static Prediction equalJitterFloor() {
        int wait = retrykit.jitter.EqualJitter.solve(5, JitterCrowd.POLICY, 0);
        int ceiling = JitterCrowd.ceiling(5);
        return numbers(
                "03",
                "Retry 5 with base 2 and cap 60, and a draw of 0. How long does equal jitter wait?",
                Set.of(0, 8, ceiling - 1, ceiling),
                wait,
                n -> n + " s",
                "EqualJitter.solve(5, Policy(2, 60, 120), 0) is " + wait + ": the ceiling of retry 5 is " + ceiling
                        + " s, and equal jitter always waits half of it. Full jitter, " + ceiling
                        + " × draw / 100, would resend at once.");
    }

    /** Lesson 4: how many attempts 120 s buys with the cheapest draws. */
    static Prediction attemptsBudgetBuys() {
        BudgetExplorer.Run run = BudgetExplorer.run(Collections.nCopies(BudgetExplorer.RETRIES, 0), 120);
        int attempts = run.waits().size() + 1;
        return numbers(
                "04",
                "A READ is answered 500 on every attempt under Policy(2, 60, 120), and every draw is 0. "
                        + "How many attempts does the loop make before it gives up?",
                Set.of(3, 5, BudgetExplorer.ATTEMPTS),
                attempts,
                n -> n + " attempts",
                "BudgetCap.solve waits " + run.waits() + ", " + run.total() + " s in all; the next wait of "
                        + run.refused()
                        + " s would make " + (run.total() + run.refused())
                        + " s, past the 120 s budget, so it stops after "
                        + attempts + " attempts.");
    }

    /** Lesson 5: a Retry-After in asctime form, measured against the Date. */
    static Prediction asctimeDate() {
        String header = "Sun Nov  6 08:50:07 1994";
        RetryAfterExplainer.Explanation e = RetryAfterExplainer.explain(header, RetryAfterExplorer.DATE);
        String ignored = "none: that old form is ignored";
        String answer = e.reading().asks() ? e.seconds().getAsLong() + " s" : ignored;
        List<String> options = new ArrayList<>(List.of("0 s", "30 s", "60 s", ignored));
        if (!options.contains(answer)) {
            options.add(answer);
        }
        return new Prediction(
                "05",
                "A 503 carries Date: " + RetryAfterExplorer.DATE + " and Retry-After: " + header
                        + " (C's asctime form, the day padded with a space). How long does the server ask the client to wait?",
                options,
                options.indexOf(answer),
                "Stage 04's reference reads " + answer + ". " + e.sentence()
                        + " The three forms of HTTP-date must all be accepted, and the Date header, not the client's clock, is \"now\".");
    }

    /** Lesson 6: the second attempt that came after the key expired. */
    static Prediction lateSecondAttempt() {
        long retention = KeyExplorer.DEFAULT_RETENTION;
        String answer = KeyExplorer.decide(KeyExplorer.DEFAULT_SECOND, retention, KeyExplorer.DEFAULT_SECOND + 1);
        List<String> options = new ArrayList<>(List.of("Send(\"k1\")", "Send(\"fresh\")", "Reconcile", "Done"));
        if (!options.contains(answer)) {
            options.add(answer);
        }
        return new Prediction(
                "06",
                "Key k1's first attempt, at second 0, timed out. Its retry went out at second "
                        + Svg.thousands(KeyExplorer.DEFAULT_SECOND)
                        + " under k1 and got 503. The provider honours keys and keeps them "
                        + Svg.thousands(retention) + " s. At second " + Svg.thousands(KeyExplorer.DEFAULT_SECOND + 1)
                        + ", what does KeyLifetime.solve answer?",
                options,
                options.indexOf(answer),
                "KeyLifetime.solve answers " + answer + ": k1's lifetime ran out at " + Svg.thousands(retention)
                        + " s, counted from its first use, so the retry may have been saved as a new request. With a retention of 259,200 s (72 h) it answers "
                        + KeyExplorer.decide(KeyExplorer.DEFAULT_SECOND, 259_200, KeyExplorer.DEFAULT_SECOND + 1)
                        + ".");
    }

    /** Lesson 7: the same key sent to a provider that ignores keys, as the demo's server counted it. */
    static Prediction keyIgnored(Capstone capstone) {
        int records = capstone.trace(4).path("row").path("records_saved").asInt();
        return numbers(
                "07",
                "A client sends a ticket with an idempotency key, loses the reply, and resends with the same key. "
                        + "The server ignores the key. How many tickets does the server hold?",
                Set.of(0, 1, 2),
                records,
                n -> n + (n == 1 ? " ticket" : " tickets"),
                "The lab server counted " + records
                        + " in this build's run of stage 06's demo (scenario 4, below): the client did "
                        + "everything right, and the key was a contract the other side never signed.");
    }

    /** Lesson 8: the worst wall time of the kit's policy with 1-second attempts. */
    static Prediction worstWallTime() {
        BudgetExplorer.Run run = BudgetExplorer.run(BudgetExplorer.DEFAULT_DRAWS, 120);
        int attempts = run.waits().size() + 1;
        int worst = attempts + run.total();
        return numbers(
                "08",
                "Under Policy(2, 60, 120) a call makes at most " + attempts + " attempts and waits at most 120 s. "
                        + "If one attempt can take at most 1 s, what is the longest the call can run?",
                Set.of(120, 121, attempts * 1 + 2 * run.total()),
                worst,
                n -> n + " s",
                "With draws "
                        + BudgetExplorer.DEFAULT_DRAWS.subList(0, run.waits().size()) + " BudgetCap.solve waits "
                        + run.waits()
                        + ", exactly " + run.total() + " s, across " + attempts
                        + " attempts: both limits are reached in the same call, so "
                        + attempts + " × 1 s + " + run.total() + " s = " + worst + " s.");
    }

    /** Lesson 9: attempts multiply across layers. */
    static Prediction layersMultiply() {
        int attempts = 4;
        int layers = 3;
        int bottom = 1;
        for (int i = 0; i < layers; i++) {
            bottom *= attempts;
        }
        return numbers(
                "09",
                "Three layers each make up to 4 attempts, and the database at the bottom fails every time. "
                        + "How many attempts reach the database for one user request?",
                Set.of(attempts * layers, 7, 81),
                bottom,
                n -> n + " attempts",
                attempts + " × " + attempts + " × " + attempts + " = " + bottom + ": each attempt from above becomes "
                        + attempts + " below. Adding the layers up (" + attempts * layers
                        + ") is the usual underestimate.");
    }

    /** A question whose options are numbers in order, the computed answer among them. */
    private static Prediction numbers(
            String id,
            String question,
            Set<Integer> guesses,
            int answer,
            IntFunction<String> words,
            String explanation) {
        TreeSet<Integer> values = new TreeSet<>(guesses);
        values.add(answer);
        List<String> options = new ArrayList<>();
        for (int v : values) {
            options.add(words.apply(v));
        }
        return new Prediction(id, question, options, new ArrayList<>(values).indexOf(answer), explanation);
    }
}
