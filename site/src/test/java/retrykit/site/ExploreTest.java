package retrykit.site;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import retrykit.site.examples.Stretch;
import retrykit.site.explore.BudgetExplorer;
import retrykit.site.explore.ExploreExports;
import retrykit.site.explore.JitterCrowd;
import retrykit.site.explore.KeyExplorer;
import retrykit.site.explore.RetryAfterExplainer;
import retrykit.site.explore.RetryAfterExplorer;
import retrykit.site.figures.Figure;
import retrykit.site.figures.JitterClientsFigure;
import retrykit.site.figures.JitterMillisecondsFigure;

/**
 * The explorables' own logic on the JVM, without a browser: what each shows must be what the
 * lesson says for the cases the lesson works through, and every reason the Retry-After tester
 * gives must be the right one on cases whose reason is known.
 */
class ExploreTest {
    static final String DATE = RetryAfterExplorer.DATE;

    @Test
    @DisplayName("the Retry-After tester gives the seconds, or the reason the reference asks for nothing")
    void retryAfterReasons() {
        assertReading(null, DATE, RetryAfterExplainer.Reading.ABSENT, -1);
        assertReading("120", null, RetryAfterExplainer.Reading.SECONDS, 120);
        assertReading("0", null, RetryAfterExplainer.Reading.SECONDS, 0);
        assertReading("99999999999999999999999", null, RetryAfterExplainer.Reading.SECONDS, Long.MAX_VALUE);
        assertReading("Sun, 06 Nov 1994 08:50:07 GMT", DATE, RetryAfterExplainer.Reading.DATE, 30);
        assertReading("Sunday, 06-Nov-94 08:50:07 GMT", DATE, RetryAfterExplainer.Reading.DATE, 30);
        assertReading("Sun Nov  6 08:50:07 1994", DATE, RetryAfterExplainer.Reading.DATE, 30);
        // Lesson 5: against a Date in 1994, "44" is 2044 and "45" is 1945, in the past.
        assertReading(
                "Sunday, 06-Nov-44 08:49:37 GMT",
                DATE,
                RetryAfterExplainer.Reading.DATE,
                1_577_923_200L); // 50 years, 13 of them leap
        assertReading("Monday, 06-Nov-45 08:49:37 GMT", DATE, RetryAfterExplainer.Reading.NOT_LATER, -1);
        assertReading("Sun, 06 Nov 1994 08:49:37 GMT", DATE, RetryAfterExplainer.Reading.NOT_LATER, -1);
        assertReading("Thu, 01 Jan 1970 00:00:00 GMT", DATE, RetryAfterExplainer.Reading.NOT_LATER, -1);
        assertReading("Sun, 06 Nov 1994 08:50:07 GMT", null, RetryAfterExplainer.Reading.NO_DATE, -1);
        assertReading("Sun, 06 Nov 1994 08:50:07 GMT", "yesterday", RetryAfterExplainer.Reading.BAD_DATE, -1);
        assertReading(
                "Sun, 06 Nov 1994 08:50:07 GMT",
                "Sun, 31 Nov 1994 08:49:37 GMT",
                RetryAfterExplainer.Reading.BAD_DATE,
                -1);
        assertReading(
                "Sun, 06 Nov 1994 08:50:07 GMT", RetryAfterExplainer.LATEST, RetryAfterExplainer.Reading.NOT_LATER, -1);
        for (String junk : List.of(
                "soon",
                "-5",
                "5.5",
                "+5",
                " ",
                "",
                "30s",
                "sun, 06 nov 1994 08:50:07 gmt",
                "Sun, 31 Nov 1994 08:50:07 GMT",
                "Sun, 06 Nov 1994 24:00:00 GMT",
                "Sun, 06 Nov 1994 08:50:07 UTC",
                "\u0663")) {
            assertReading(junk, DATE, RetryAfterExplainer.Reading.UNREADABLE, -1);
            assertReading(junk, null, RetryAfterExplainer.Reading.UNREADABLE, -1);
        }
        // A date far in the past, in the four-digit forms, is still a date.
        assertReading("Mon, 01 Jan 0001 00:00:00 GMT", DATE, RetryAfterExplainer.Reading.NOT_LATER, -1);
        assertReading("Mon Jan  1 00:00:00 0001", null, RetryAfterExplainer.Reading.NO_DATE, -1);
    }

    @Test
    @DisplayName(
            "the Retry-After tester shows what stage 04's loop waits: the larger of backoff and header, within the budget")
    void retryAfterLoop() {
        assertThat(RetryAfterExplorer.view("120", null).summary())
                .endsWith(
                        "RetryAfter.solve waits 120 s (the larger of the backoff and the header), then sends retry 1.");
        assertThat(RetryAfterExplorer.view("121", null).summary())
                .endsWith("RetryAfter.solve gives up at once: the wait would pass the 120 s budget.");
        assertThat(RetryAfterExplorer.view("soon", null).summary())
                .endsWith("RetryAfter.solve waits 1 s (the backoff alone), then sends retry 1.");
    }

    @Test
    @DisplayName(
            "the budget staircase is lesson 4's: 0, 0, 0, 0, 0, 0, 97 spends 120 s exactly, and every draw 0 stops after 7 retries")
    void budget() {
        BudgetExplorer.Run exact = BudgetExplorer.run(BudgetExplorer.DEFAULT_DRAWS, 120);
        assertThat(exact.waits()).containsExactly(1, 2, 4, 8, 16, 30, 59);
        assertThat(exact.total()).isEqualTo(120);
        assertThat(exact.refused()).isEqualTo(30);
        BudgetExplorer.Run cheap = BudgetExplorer.run(Collections.nCopies(9, 0), 120);
        assertThat(cheap.waits()).containsExactly(1, 2, 4, 8, 16, 30, 30);
        assertThat(cheap.total() + cheap.refused()).isEqualTo(121);
        BudgetExplorer.Run rich = BudgetExplorer.run(Collections.nCopies(9, 0), 300);
        assertThat(rich.waits()).hasSize(9);
        assertThat(rich.refused()).as("no wait refused: the attempts ran out").isZero();
        assertThat(BudgetExplorer.view("x", Collections.nCopies(9, 0), 300).summary())
                .contains("all 10 attempts are used");
        assertThatThrownBy(() -> BudgetExplorer.run(List.of(0, 0), 120)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName(
            "the key lifetime is lesson 6's: Reconcile for the second attempt at 90,000 s under 24 h, Send(\"k1\") under 72 h")
    void keys() {
        assertThat(KeyExplorer.before(90_000, 86_400)).isEqualTo("Reconcile");
        assertThat(KeyExplorer.decide(90_000, 86_400, 90_001)).isEqualTo("Reconcile");
        assertThat(KeyExplorer.decide(90_000, 259_200, 90_001)).isEqualTo("Send(\"k1\")");
        List<Stretch> early = KeyExplorer.stretches(3_600, 86_400);
        assertThat(early).extracting(Stretch::action).containsExactly("Send(\"k1\")", "Reconcile");
        assertThat(early.get(1).from())
                .as("the key expires 86,400 s after its first use, not its last")
                .isEqualTo(86_400);
        assertThat(KeyExplorer.time(90_000)).isEqualTo("25 h (90,000 s)");
        assertThat(KeyExplorer.time(86_700)).isEqualTo("24 h 5 min (86,700 s)");
    }

    @Test
    @DisplayName(
            "the jitter crowd: equal jitter never comes back before half the ceiling, full jitter may at once, and a bigger crowd keeps the smaller one's clients")
    void jitter() {
        for (int k = 1; k <= JitterCrowd.MAX_RETRY; k++) {
            JitterCrowd crowd = new JitterCrowd(JitterCrowd.MAX_CLIENTS);
            int ceiling = JitterCrowd.ceiling(k);
            assertThat(java.util.Arrays.stream(crowd.waits(JitterCrowd.Scheme.EQUAL, k))
                            .boxed())
                    .allSatisfy(w -> assertThat(w).isBetween(ceiling / 2, ceiling - 1));
            assertThat(java.util.Arrays.stream(crowd.waits(JitterCrowd.Scheme.FULL, k))
                            .boxed())
                    .allSatisfy(w -> assertThat(w).isBetween(0, ceiling - 1))
                    .contains(0);
            assertThat(java.util.Arrays.stream(crowd.waits(JitterCrowd.Scheme.DECORRELATED, k))
                            .boxed())
                    .allSatisfy(w -> assertThat(w).isBetween(2, 60));
            assertThat(new JitterCrowd(100).waits(JitterCrowd.Scheme.DECORRELATED, k))
                    .containsExactly(java.util.Arrays.copyOf(crowd.waits(JitterCrowd.Scheme.DECORRELATED, k), 100));
        }
        assertThat(JitterCrowd.ceiling(5)).isEqualTo(32);
        assertThat(JitterCrowd.ceiling(10)).isEqualTo(60);
    }

    @Test
    @DisplayName(
            "lesson 3's figure and the explorable below it draw one crowd: for 100 clients at retry 5 they report the same peaks")
    void jitterFigureAgreesWithTheExplorable() {
        Figure figure = JitterClientsFigure.make("f");
        String explorable = ExploreExports.retrykitJitter(JitterClientsFigure.RETRY, JitterClientsFigure.CLIENTS);
        JitterCrowd crowd = new JitterCrowd(JitterClientsFigure.CLIENTS);
        int busyFull = busiest(crowd.waits(JitterCrowd.Scheme.FULL, JitterClientsFigure.RETRY));
        int busyEqual = busiest(crowd.waits(JitterCrowd.Scheme.EQUAL, JitterClientsFigure.RETRY));
        assertThat(figure.caption()).contains("at most " + busyEqual + " in one second against " + busyFull);
        assertThat(explorable)
                .contains("Full jitter: the first comes back after 0 s, and at most " + busyFull + " in one second")
                .contains("Equal jitter: the first comes back after 16 s, and at most " + busyEqual + " in one second");
    }

    @Test
    @DisplayName(
            "whole seconds do not spread equal jitter's retry 1, two waits at retry 2; milliseconds spread retry 1 over its second")
    void wholeSecondsAgainstMilliseconds() {
        JitterCrowd crowd = new JitterCrowd(100);
        assertThat(crowd.waits(JitterCrowd.Scheme.EQUAL, 1)).containsOnly(1);
        assertThat(java.util.Arrays.stream(crowd.waits(JitterCrowd.Scheme.EQUAL, 2))
                        .distinct()
                        .sorted()
                        .toArray())
                .containsExactly(2, 3);
        assertThat(JitterMillisecondsFigure.firstSpreadingRetry()).isEqualTo(2);
        assertThat(JitterMillisecondsFigure.possibleWholeSecondWaits(1)).isEqualTo(1);
        assertThat(JitterMillisecondsFigure.possibleWholeSecondWaits(5)).isEqualTo(16);
        int[] millis = crowd.equalMillis(1);
        assertThat(java.util.Arrays.stream(millis).boxed())
                .allSatisfy(w -> assertThat(w).isBetween(1000, 1999));
        assertThat(java.util.Arrays.stream(millis).distinct().count())
                .as("the same draws in milliseconds give many waits, not one")
                .isGreaterThan(50);
        for (int k = 1; k <= JitterCrowd.MAX_RETRY; k++) {
            int[] seconds = crowd.waits(JitterCrowd.Scheme.EQUAL, k);
            int[] ms = crowd.equalMillis(k);
            for (int c = 0; c < seconds.length; c++) {
                // The same draw on the same policy in ms: the whole-second wait is the ms wait rounded down.
                assertThat(ms[c] / 1000).as("client %d, retry %d", c, k).isEqualTo(seconds[c]);
            }
        }
        Figure figure = JitterMillisecondsFigure.make("f");
        assertThat(figure.caption()).contains("all 100 wait exactly 1 s").contains("The spread begins at retry 2");
        assertThat(figure.data().rows().get(0))
                .containsExactly("1", "2 s", "1", "100", String.valueOf(busiest100ms(millis)));
    }

    @Test
    @DisplayName(
            "a 23-digit Retry-After reads as longer than any budget, not as Long.MAX_VALUE; one attempt is not \"1 attempts\"")
    void wordsForTheExtremes() {
        String huge =
                RetryAfterExplainer.explain("99999999999999999999999", null).sentence();
        assertThat(huge).contains("longer than any budget").doesNotContain("9,223,372");
        assertThat(RetryAfterExplainer.explain("1", null).sentence()).startsWith("Wait 1 second:");
        assertThat(RetryAfterExplainer.explain("120", null).sentence()).startsWith("Wait 120 seconds:");
        String none = BudgetExplorer.view("b", java.util.Collections.nCopies(BudgetExplorer.RETRIES, 99), 0)
                .summary();
        assertThat(none).contains("over 1 attempt,").doesNotContain("1 attempts");
    }

    private static int busiest(int[] waits) {
        int[] counts = new int[61];
        for (int w : waits) {
            counts[w]++;
        }
        return java.util.Arrays.stream(counts).max().orElseThrow();
    }

    private static int busiest100ms(int[] millis) {
        int[] counts = new int[601];
        for (int w : millis) {
            counts[w / 100]++;
        }
        return java.util.Arrays.stream(counts).max().orElseThrow();
    }

    private static void assertReading(
            String retryAfter, String date, RetryAfterExplainer.Reading reading, long seconds) {
        RetryAfterExplainer.Explanation e = RetryAfterExplainer.explain(retryAfter, date);
        assertThat(e.reading()).as("Retry-After %s, Date %s", retryAfter, date).isEqualTo(reading);
        if (seconds >= 0) {
            assertThat(e.seconds()).hasValue(seconds);
        } else {
            assertThat(e.seconds()).isEmpty();
        }
    }
}
