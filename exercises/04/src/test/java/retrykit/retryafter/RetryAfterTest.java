package retrykit.retryafter;

import static retrykit.feedback.rules.RetryAfterRules.BUDGET;
import static retrykit.feedback.rules.RetryAfterRules.DATES;
import static retrykit.feedback.rules.RetryAfterRules.DECISION;
import static retrykit.feedback.rules.RetryAfterRules.IGNORED;
import static retrykit.feedback.rules.RetryAfterRules.INVALID;
import static retrykit.feedback.rules.RetryAfterRules.LOOP;
import static retrykit.feedback.rules.RetryAfterRules.RAISES;
import static retrykit.feedback.rules.RetryAfterRules.SECONDS;
import static retrykit.retryafter.Operation.KEYED_WRITE;
import static retrykit.retryafter.Operation.READ;
import static retrykit.retryafter.Operation.WRITE;
import static retrykit.retryafter.Verdict.FAILED;
import static retrykit.retryafter.Verdict.GAVE_UP;
import static retrykit.retryafter.Verdict.OK;
import static retrykit.retryafter.Verdict.UNKNOWN;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import retrykit.feedback.ExampleTimeLimit;
import retrykit.feedback.JavaText;
import retrykit.feedback.Notation;
import retrykit.feedback.Rule;
import retrykit.feedback.StubShownOnce;

/**
 * The given examples of stage 04: every row of the README's table, and more rows that pin each
 * rule. A row is shown the way the README writes it: {@code (429, "30", -), ok} is a 429 whose
 * Retry-After is "30" and which has no Date header, then a success; {@code "500 x 3"} is three 500s.
 */
// Outside the kit's loop (an IDE, surefire:test) a stub fails its first example in full, and skips the rest.
@ExtendWith({StubShownOnce.class, ExampleTimeLimit.class})
@DisplayName("Stage 04: Retry-After")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RetryAfterTest {

    /** The policy of the README's examples: backoff from 2 s, capped at 60 s, 120 s to spend waiting. */
    static final Policy P = new Policy(2, 60, 120);

    /** The Date header of the README's examples: the example date of RFC 9110 itself. */
    static final String DATE = "Sun, 06 Nov 1994 08:49:37 GMT";

    private static Result solve(Rule rule, Row row) {
        return rule.check(
                        JavaText.call("RetryAfter.solve", row.outcomes(), row.op(), row.policy(), row.draws()),
                        () -> RetryAfter.solve(row.outcomes(), row.op(), row.policy(), row.draws()))
                .returns(row.expected());
    }

    // Rule 1 -------------------------------------------------------------------------------------

    static Stream<Row> loop() {
        return Stream.of(
                row("500, 500, ok", KEYED_WRITE, "50, 50", List.of(1, 3), OK),
                row("timeout, ok", WRITE, "50", List.of(), UNKNOWN),
                row("503 x 10", READ, "99 x 9", List.of(1, 3, 7, 15, 31, 59), GAVE_UP),
                row("500 x 10", READ, "0 x 9", List.of(1, 2, 4, 8, 16, 30, 30), GAVE_UP),
                row("400, ok", READ, "0", List.of(), FAILED),
                row("429, timeout, ok", WRITE, "0, 0", List.of(1), UNKNOWN),
                row("500, 500", READ, "0, 0", List.of(1), GAVE_UP),
                row("timeout, 502, ok", KEYED_WRITE, "99, 99", List.of(1, 3), OK),
                row("", READ, "", List.of(), GAVE_UP),
                row("ok", WRITE, "", List.of(), OK),
                row("not sent, 429, ok", WRITE, "0, 99", List.of(1, 3), OK),
                row(new Policy(2, 60, 3), "500, 500, ok", READ, "0, 0", List.of(1, 2), OK));
    }

    @Order(1)
    @ParameterizedTest(name = "{0}")
    @MethodSource("loop")
    @DisplayName("Rule 1: with no Retry-After, the call runs exactly as stage 03's loop (its README examples and more)")
    void loopOfStage03(Row row) {
        solve(LOOP, row);
    }

    // Rule 2 -------------------------------------------------------------------------------------

    static Stream<Row> raised() {
        return Stream.of(
                row(List.of(ra(429, "30"), ok()), WRITE, "0", List.of(30), OK), // README example
                row(List.of(ra(503, "45"), ok()), READ, "99", List.of(45), OK),
                // any retried outcome's header counts, not only a 429's or a 503's
                row(List.of(ra(500, "10"), ok()), KEYED_WRITE, "0", List.of(10), OK),
                row(List.of(ra(500, "30"), ok()), READ, "0", List.of(30), OK),
                row(List.of(ra(502, "20"), ok()), READ, "0", List.of(20), OK),
                row(List.of(ra(429, "10"), ra(429, "20"), ok()), WRITE, "0, 0", List.of(10, 20), OK),
                row(List.of(status(500), ra(503, "10"), ok()), READ, "0, 0", List.of(1, 10), OK),
                row(List.of(ra(503, "10"), status(503), status(503), ok()), READ, "0, 0, 0", List.of(10, 2, 4), OK));
    }

    @Order(2)
    @ParameterizedTest(name = "{0}")
    @MethodSource("raised")
    @DisplayName("Rule 2: a Retry-After longer than the backoff wait becomes the wait, for that retry only")
    void retryAfterRaisesTheWait(Row row) {
        solve(RAISES, row);
    }

    static Stream<Row> notLowered() {
        return Stream.of(
                row(List.of(status(500), status(500), ra(503, "5"), ok()), READ, "99, 99, 99", List.of(1, 3, 7), OK),
                row(List.of(ra(429, "0"), ok()), WRITE, "0", List.of(1), OK),
                row(List.of(status(503), ra(503, "2"), ok()), READ, "0, 99", List.of(1, 3), OK),
                row(
                        List.of(status(503), status(503), status(503), status(503), ra(503, "15"), ok()),
                        READ,
                        "99 x 5",
                        List.of(1, 3, 7, 15, 31),
                        OK));
    }

    @Order(3)
    @ParameterizedTest(name = "{0}")
    @MethodSource("notLowered")
    @DisplayName(
            "Rule 2: a Retry-After shorter than the backoff wait leaves the backoff wait (max, not replace), whose draw is draws[k-1]")
    void retryAfterNeverLowersTheWait(Row row) {
        solve(RAISES, row);
    }

    // Rule 3 -------------------------------------------------------------------------------------

    static Stream<Row> decisions() {
        return Stream.of(
                row(List.of(ra(503, "30"), ok()), WRITE, "0", List.of(), UNKNOWN), // README example
                row(List.of(ra(500, "Sun, 06 Nov 1994 08:50:07 GMT", DATE), ok()), WRITE, "0", List.of(), UNKNOWN),
                row(List.of(ra(429, "10"), ra(503, "5"), ok()), WRITE, "0, 0", List.of(10), UNKNOWN),
                row(List.of(ra(400, "30"), ok()), READ, "0", List.of(), FAILED),
                row(List.of(ra(503, "30")), READ, "0", List.of(), GAVE_UP),
                row(List.of(ra(429, "5"), ra(429, "5")), WRITE, "0, 0", List.of(5), GAVE_UP));
    }

    @Order(4)
    @ParameterizedTest(name = "{0}")
    @MethodSource("decisions")
    @DisplayName("Rule 3: a Retry-After never turns an unknown write, a rejection or the last outcome into a retry")
    void headerNeverChangesTheDecision(Row row) {
        solve(DECISION, row);
    }

    // Rule 4 -------------------------------------------------------------------------------------

    static Stream<Row> budget() {
        return Stream.of(
                row(List.of(ra(429, "200"), ok()), READ, "0", List.of(), GAVE_UP), // README example
                row(List.of(ra(429, "121"), ok()), WRITE, "0", List.of(), GAVE_UP),
                row(List.of(status(500), ra(503, "120"), ok()), READ, "0, 0", List.of(1), GAVE_UP),
                row(List.of(status(500), status(500), ra(503, "118"), ok()), READ, "0, 0, 0", List.of(1, 2), GAVE_UP),
                row(new Policy(2, 60, 0), List.of(ra(429, "1"), ok()), READ, "0", List.of(), GAVE_UP));
    }

    @Order(5)
    @ParameterizedTest(name = "{0}")
    @MethodSource("budget")
    @DisplayName(
            "Rule 4: a Retry-After that would take the waits past the budget gives GAVE_UP at once, the wait not taken")
    void budgetStillWins(Row row) {
        solve(BUDGET, row);
    }

    static Stream<Row> budgetReached() {
        return Stream.of(
                row(List.of(ra(429, "120"), ok()), WRITE, "0", List.of(120), OK),
                row(List.of(status(500), ra(503, "119"), ok()), READ, "0, 0", List.of(1, 119), OK),
                row(List.of(status(500), status(500), ra(503, "117"), ok()), READ, "0, 0, 0", List.of(1, 2, 117), OK));
    }

    @Order(6)
    @ParameterizedTest(name = "{0}")
    @MethodSource("budgetReached")
    @DisplayName("Rule 4: a Retry-After equal to what is left of the budget is allowed")
    void budgetReachedExactly(Row row) {
        solve(BUDGET, row);
    }

    // Rule 5 -------------------------------------------------------------------------------------

    static Stream<Row> seconds() {
        return Stream.of(
                row(List.of(ra(429, "30"), ok()), READ, "0", List.of(30), OK),
                row(List.of(ra(429, " 30\t"), ok()), READ, "0", List.of(30), OK),
                row(List.of(ra(429, "\t\t30  "), ok()), READ, "0", List.of(30), OK),
                row(List.of(ra(429, "0030"), ok()), READ, "0", List.of(30), OK),
                row(List.of(ra(503, "30", "not a date at all"), ok()), READ, "0", List.of(30), OK));
    }

    @Order(7)
    @ParameterizedTest(name = "{0}")
    @MethodSource("seconds")
    @DisplayName(
            "Rule 5: digits, with spaces or tabs around them, are a number of seconds (the Date header plays no part)")
    void digitsAreSeconds(Row row) {
        solve(SECONDS, row);
    }

    static Stream<Row> hugeSeconds() {
        return Stream.of(
                row(List.of(ra(429, "99999999999999999999999"), ok()), READ, "0", List.of(), GAVE_UP), // README example
                row(List.of(ra(429, "9223372036854775808"), ok()), READ, "0", List.of(), GAVE_UP),
                row(List.of(ra(429, "9223372036854775807"), ok()), READ, "0", List.of(), GAVE_UP),
                row(List.of(status(500), ra(503, "9223372036854775807"), ok()), READ, "0, 0", List.of(1), GAVE_UP),
                row(List.of(ra(429, "4294967297"), ok()), READ, "0", List.of(), GAVE_UP),
                row(List.of(ra(429, "2147483648"), ok()), READ, "0", List.of(), GAVE_UP),
                row(List.of(ra(429, "1" + "0".repeat(400)), ok()), WRITE, "0", List.of(), GAVE_UP));
    }

    @Order(8)
    @ParameterizedTest(name = "{0}")
    @MethodSource("hugeSeconds")
    @DisplayName(
            "Rule 5: a number too large for an int or a long is longer than any budget: GAVE_UP, never an exception or an overflow")
    void hugeNumbersAreLongerThanAnyBudget(Row row) {
        solve(SECONDS, row);
    }

    // Rule 6 -------------------------------------------------------------------------------------

    static Stream<Row> dates() {
        return Stream.of(
                // README examples: the three forms of the same moment, 30 s after the Date header
                row(List.of(ra(503, "Sun, 06 Nov 1994 08:50:07 GMT", DATE), ok()), READ, "0", List.of(30), OK),
                row(List.of(ra(503, "Sunday, 06-Nov-94 08:50:07 GMT", DATE), ok()), READ, "0", List.of(30), OK),
                row(List.of(ra(503, "Sun Nov  6 08:50:07 1994", DATE), ok()), READ, "0", List.of(30), OK),
                // the Date header may be in any of the three forms too
                row(
                        List.of(ra(503, "Sun, 06 Nov 1994 08:50:07 GMT", "Sunday, 06-Nov-94 08:49:37 GMT"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK),
                row(
                        List.of(ra(503, "Sun, 06 Nov 1994 08:50:07 GMT", "Sun Nov  6 08:49:37 1994"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK),
                // asctime with a two-digit day, and a one-digit day written with a 0; spaces and tabs around either
                // header
                row(
                        List.of(ra(429, "Wed Nov 16 08:50:07 1994", "Wed, 16 Nov 1994 08:49:37 GMT"), ok()),
                        WRITE,
                        "0",
                        List.of(30),
                        OK),
                row(List.of(ra(503, "Sun Nov 06 08:50:07 1994", DATE), ok()), READ, "0", List.of(30), OK),
                row(
                        List.of(ra(503, "Sun Nov 06 08:50:07 1994", "Sun Nov 06 08:49:37 1994"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK),
                row(
                        List.of(ra(429, "  Sun, 06 Nov 1994 08:50:07 GMT\t", "\t" + DATE + " "), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK),
                // a longer wait, and a date that is still shorter than the backoff
                row(List.of(ra(503, "Sun, 06 Nov 1994 08:51:07 GMT", DATE), ok()), KEYED_WRITE, "0", List.of(90), OK),
                row(
                        List.of(status(500), status(500), ra(503, "Sun, 06 Nov 1994 08:49:40 GMT", DATE), ok()),
                        READ,
                        "0, 0, 0",
                        List.of(1, 2, 4),
                        OK));
    }

    @Order(9)
    @ParameterizedTest(name = "{0}")
    @MethodSource("dates")
    @DisplayName(
            "Rule 6: an HTTP-date in any of its three forms asks for the seconds from the Date header to that date")
    void datesCountFromTheDateHeader(Row row) {
        solve(DATES, row);
    }

    static Stream<Row> calendar() {
        return Stream.of(
                row(
                        List.of(ra(503, "Mon, 07 Nov 1994 00:00:10 GMT", "Sun, 06 Nov 1994 23:59:40 GMT"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK),
                row(
                        List.of(ra(503, "Sun, 01 Jan 1995 00:00:20 GMT", "Sat, 31 Dec 1994 23:59:50 GMT"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK),
                row(
                        List.of(ra(503, "Wed, 29 Feb 2012 00:00:20 GMT", "Tue, 28 Feb 2012 23:59:50 GMT"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK),
                // far from today: a date read against the local clock would be decades off
                row(
                        List.of(ra(503, "Fri, 01 Jan 2100 00:00:30 GMT", "Fri, 01 Jan 2100 00:00:00 GMT"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK),
                row(
                        List.of(ra(503, "Fri Jan  1 00:00:30 2100", "Fri, 01 Jan 2100 00:00:00 GMT"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK));
    }

    @Order(10)
    @ParameterizedTest(name = "{0}")
    @MethodSource("calendar")
    @DisplayName(
            "Rule 6: a date is measured across midnight, new year and 29 February, and never against the local clock")
    void datesAreMeasuredOnTheCalendar(Row row) {
        solve(DATES, row);
    }

    static Stream<Row> leapSeconds() {
        return Stream.of(
                // 08:49:60 is 08:50:00, in the Retry-After or in the Date header
                row(
                        List.of(ra(503, "Sun, 06 Nov 1994 08:49:60 GMT", "Sun, 06 Nov 1994 08:49:30 GMT"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK),
                row(
                        List.of(ra(503, "Sun, 06 Nov 1994 08:50:30 GMT", "Sun, 06 Nov 1994 08:49:60 GMT"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK),
                // 23:59:60 is midnight of the next day
                row(
                        List.of(ra(503, "Sat, 31 Dec 1994 23:59:60 GMT", "Sat, 31 Dec 1994 23:59:30 GMT"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK),
                row(
                        List.of(ra(503, "Sun Jan  1 00:00:30 1995", "Saturday, 31-Dec-94 23:59:60 GMT"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK));
    }

    @Order(11)
    @ParameterizedTest(name = "{0}")
    @MethodSource("leapSeconds")
    @DisplayName("Rule 6: a second of 60 is a leap second, the first second of the next minute")
    void leapSecondsCountAsTheNextMinute(Row row) {
        solve(DATES, row);
    }

    static Stream<Row> twoDigitYears() {
        return Stream.of(
                // a Date header late in 2049: "50" is 2050, 30 s later, not 1950
                row(
                        List.of(ra(503, "Saturday, 01-Jan-50 00:00:20 GMT", "Fri, 31 Dec 2049 23:59:50 GMT"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK),
                // a Date header late in 2099: "00" is 2100, not 2000
                row(
                        List.of(ra(503, "Friday, 01-Jan-00 00:00:20 GMT", "Thu, 31 Dec 2099 23:59:50 GMT"), ok()),
                        READ,
                        "0",
                        List.of(30),
                        OK),
                // from 1994, "44" is 2044 (50 years on: far past the budget) and "45" is 1945 (in the past: ignored)
                row(List.of(ra(503, "Sunday, 06-Nov-44 08:50:07 GMT", DATE), ok()), READ, "0", List.of(), GAVE_UP),
                row(List.of(ra(503, "Tuesday, 06-Nov-45 08:50:07 GMT", DATE), ok()), READ, "0", List.of(1), OK));
    }

    @Order(12)
    @ParameterizedTest(name = "{0}")
    @MethodSource("twoDigitYears")
    @DisplayName(
            "Rule 6: a two-digit RFC 850 year is the one within 49 years before to 50 years after the Date header's year")
    void twoDigitYearsFollowTheDateHeader(Row row) {
        solve(DATES, row);
    }

    // Rule 7 -------------------------------------------------------------------------------------

    @Order(13)
    @ParameterizedTest(name = "(429, {0}, -), ok on READ, draws 0 gives [1] OK")
    @ValueSource(
            strings = {
                "soon",
                "-5",
                "5.5",
                "+5",
                "1e3",
                "",
                "   ",
                "\t",
                "30s",
                "30 s",
                "3 0",
                "0x1E",
                "30,5",
                "-99999999999999999999999",
                "\u0663\u0660",
                "\uff13\uff10",
                "30\n",
                "\u00a030"
            })
    @DisplayName(
            "Rule 7: a Retry-After that is not only ASCII digits (around spaces and tabs) is ignored: the backoff wait stands")
    void notANumberIsIgnored(String retryAfter) {
        solve(IGNORED, row(List.of(ra(429, retryAfter), ok()), READ, "0", List.of(1), OK));
    }

    static Stream<Row> badDates() {
        return Stream.of(
                row(List.of(ra(503, "Sun Nov  6 08:50:07 1994"), ok()), READ, "0", List.of(1), OK), // README example
                row(List.of(ra(503, "Fri, 01 Jan 2100 00:00:30 GMT"), ok()), READ, "0", List.of(1), OK),
                row(List.of(ra(503, "Fri, 01 Jan 2100 00:00:30 GMT", "yesterday"), ok()), READ, "0", List.of(1), OK),
                row(
                        List.of(ra(503, "Fri, 01 Jan 2100 00:00:30 GMT", "fri, 01 jan 2100 00:00:00 gmt"), ok()),
                        READ,
                        "0",
                        List.of(1),
                        OK),
                row(
                        List.of(ra(503, "Fri, 01 Jan 2100 00:00:30 GMT", "Fri, 01 Jan 2100 00:00:00 UTC"), ok()),
                        READ,
                        "0",
                        List.of(1),
                        OK),
                row(List.of(ra(503, "Fri, 01 Jan 2100 00:00:30 GMT", ""), ok()), READ, "0", List.of(1), OK));
    }

    @Order(14)
    @ParameterizedTest(name = "{0}")
    @MethodSource("badDates")
    @DisplayName("Rule 7: a date with no valid Date header is ignored (the local clock is never a stand-in)")
    void dateWithoutDateHeaderIsIgnored(Row row) {
        solve(IGNORED, row);
    }

    static Stream<Arguments> malformedDates() {
        return Stream.of(
                Arguments.of("sun, 06 nov 1994 08:50:07 gmt", DATE),
                Arguments.of("SUN, 06 NOV 1994 08:50:07 GMT", DATE),
                Arguments.of("Sun, 06 Nov 1994 08:50:07 UTC", DATE),
                Arguments.of("Sun, 06 Nov 1994 08:50:07 +0000", DATE),
                Arguments.of("Sun, 06 Noc 1994 08:50:07 GMT", DATE),
                Arguments.of("Sun, 6 Nov 1994 08:50:07 GMT", DATE),
                Arguments.of("Sun, 06 Nov 94 08:50:07 GMT", DATE),
                Arguments.of("06 Nov 1994 08:50:07 GMT", DATE),
                Arguments.of("Sun, 06 Nov 1994 8:50:07 GMT", DATE),
                Arguments.of("Sun,  06 Nov 1994 08:50:07 GMT", DATE),
                Arguments.of("Sunday, 06 Nov 1994 08:50:07 GMT", DATE),
                Arguments.of("Sun, 06-Nov-94 08:50:07 GMT", DATE),
                Arguments.of("Sunday, 06-Nov-1994 08:50:07 GMT", DATE),
                Arguments.of("Sun Nov 6 08:50:07 1994", DATE),
                Arguments.of("Sun Nov  6 08:50:07 1994 GMT", DATE),
                Arguments.of("Sun, 06 Nov 1994 08:50:07 GMT garbage", DATE),
                // out of range: a lenient parser would roll these over into a later, plausible moment
                Arguments.of("Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 23:59:30 GMT"),
                Arguments.of("Sun, 06 Nov 1994 08:60:07 GMT", DATE),
                Arguments.of("Sun, 06 Nov 1994 08:49:61 GMT", DATE),
                Arguments.of("Wed, 31 Nov 1994 08:50:07 GMT", "Wed, 30 Nov 1994 08:49:37 GMT"),
                Arguments.of("Sun, 00 Nov 1994 08:50:07 GMT", DATE),
                Arguments.of("Sun, 06 Nov 1994 08:50:07 GMT", "Sun, 06 Nov 1994 08:49:37 gmt"));
    }

    @Order(15)
    @ParameterizedTest(name = "(503, {0}, {1}), ok on READ, draws 0 gives [1] OK")
    @MethodSource("malformedDates")
    @DisplayName(
            "Rule 7: a date that breaks the HTTP-date grammar (case, form, field ranges) is ignored, never repaired")
    void malformedDateIsIgnored(String retryAfter, String date) {
        solve(IGNORED, row(List.of(ra(503, retryAfter, date), ok()), READ, "0", List.of(1), OK));
    }

    static Stream<Row> pastDates() {
        return Stream.of(
                row(List.of(ra(503, "Sun, 06 Nov 1994 08:49:07 GMT", DATE), ok()), READ, "0", List.of(1), OK),
                row(List.of(ra(503, "Sun, 06 Nov 1994 08:49:37 GMT", DATE), ok()), READ, "0", List.of(1), OK),
                row(List.of(ra(503, "Sat, 05 Nov 1994 08:50:07 GMT", DATE), ok()), READ, "0", List.of(1), OK),
                row(List.of(ra(429, "Thu, 01 Jan 1970 00:00:00 GMT", DATE), ok()), WRITE, "0", List.of(1), OK));
    }

    @Order(16)
    @ParameterizedTest(name = "{0}")
    @MethodSource("pastDates")
    @DisplayName("Rule 7: a date not after the Date header asks for nothing: the backoff wait stands")
    void pastDateIsIgnored(Row row) {
        solve(IGNORED, row);
    }

    // Rule 8 -------------------------------------------------------------------------------------

    @Order(17)
    @Test
    @DisplayName("Rule 8: null outcomes are refused with IllegalArgumentException naming outcomes")
    void nullOutcomesAreRefused() {
        INVALID.check(
                        "RetryAfter.solve(null, Operation.READ, new Policy(2, 60, 120), List.of(0))",
                        () -> RetryAfter.solve(null, READ, P, List.of(0)))
                .rejects("outcomes");
    }

    @Order(18)
    @Test
    @DisplayName("Rule 8: a null operation is refused with IllegalArgumentException naming op")
    void nullOperationIsRefused() {
        List<Outcome> outcomes = List.of(Outcome.ok());
        INVALID.check(
                        JavaText.call("RetryAfter.solve", outcomes, null, P, List.of(0)),
                        () -> RetryAfter.solve(outcomes, null, P, List.of(0)))
                .rejects("op");
    }

    @Order(19)
    @Test
    @DisplayName("Rule 8: a null policy is refused with IllegalArgumentException naming policy")
    void nullPolicyIsRefused() {
        List<Outcome> outcomes = List.of(Outcome.ok());
        INVALID.check(
                        JavaText.call("RetryAfter.solve", outcomes, READ, null, List.of(0)),
                        () -> RetryAfter.solve(outcomes, READ, null, List.of(0)))
                .rejects("policy");
    }

    @Order(20)
    @Test
    @DisplayName("Rule 8: null draws are refused with IllegalArgumentException naming draws")
    void nullDrawsAreRefused() {
        List<Outcome> outcomes = List.of(Outcome.ok());
        INVALID.check(
                        JavaText.call("RetryAfter.solve", outcomes, READ, P, null),
                        () -> RetryAfter.solve(outcomes, READ, P, null))
                .rejects("draws");
    }

    static Stream<Arguments> nullOutcomeElements() {
        return Stream.of(
                Arguments.of(Arrays.asList((Outcome) null), READ),
                Arguments.of(Arrays.asList(ra(429, "30"), null, Outcome.ok()), READ),
                Arguments.of(Arrays.asList(Outcome.ok(), null), KEYED_WRITE),
                Arguments.of(Arrays.asList(ra(503, "30"), null), WRITE));
    }

    @Order(21)
    @ParameterizedTest(name = "{0} on {1} is refused")
    @MethodSource("nullOutcomeElements")
    @DisplayName("Rule 8: a null outcome anywhere in the list is refused with IllegalArgumentException naming outcomes")
    void nullOutcomeElementIsRefused(List<Outcome> outcomes, Operation op) {
        List<Integer> draws = List.of(0, 0);
        INVALID.check(
                        JavaText.call("RetryAfter.solve", outcomes, op, P, draws),
                        () -> RetryAfter.solve(outcomes, op, P, draws))
                .rejects("outcomes");
    }

    @Order(22)
    @Test
    @DisplayName("Rule 8: a null draw is refused with IllegalArgumentException naming draws")
    void nullDrawIsRefused() {
        List<Outcome> outcomes = List.of(ra(429, "30"), Outcome.ok());
        List<Integer> draws = Arrays.asList((Integer) null);
        INVALID.check(
                        JavaText.call("RetryAfter.solve", outcomes, READ, P, draws),
                        () -> RetryAfter.solve(outcomes, READ, P, draws))
                .rejects("draws");
    }

    static Stream<Arguments> badDraws() {
        return Stream.of(
                Arguments.of(List.of(ra(429, "30"), Outcome.ok()), List.of(100), 100),
                Arguments.of(List.of(Outcome.status(500), Outcome.ok()), List.of(-1), -1),
                Arguments.of(List.of(Outcome.status(500), ra(503, "30"), Outcome.ok()), List.of(0, 250), 250),
                Arguments.of(List.of(Outcome.ok()), List.of(0, 100), 100),
                Arguments.of(List.of(ra(429, "30"), Outcome.ok()), List.of(0, Integer.MIN_VALUE), Integer.MIN_VALUE));
    }

    @Order(23)
    @ParameterizedTest(name = "{0} with draws {1} is refused, naming {2}")
    @MethodSource("badDraws")
    @DisplayName(
            "Rule 8: a draw outside 0..99 is refused with IllegalArgumentException naming draws or the draw, even one no retry reaches")
    void drawOutOfRangeIsRefused(List<Outcome> outcomes, List<Integer> draws, int bad) {
        INVALID.check(
                        JavaText.call("RetryAfter.solve", outcomes, READ, P, draws),
                        () -> RetryAfter.solve(outcomes, READ, P, draws))
                .rejects("draws", bad);
    }

    static Stream<Arguments> missingDraws() {
        return Stream.of(
                Arguments.of(List.of(Outcome.status(500), Outcome.ok()), List.of()),
                Arguments.of(List.of(ra(429, "30"), Outcome.ok()), List.of()),
                Arguments.of(
                        List.of(ra(503, DATE, DATE), ra(503, "Sun, 06 Nov 1994 08:50:07 GMT", DATE), Outcome.ok()),
                        List.of(0)),
                Arguments.of(List.of(ra(429, "5"), ra(429, "5"), ra(429, "5"), Outcome.ok()), List.of(0, 0)));
    }

    @Order(24)
    @ParameterizedTest(name = "{0} with draws {1} is refused, naming draws")
    @MethodSource("missingDraws")
    @DisplayName(
            "Rule 8: a retry whose draw is missing is refused with IllegalArgumentException naming draws, even when Retry-After would decide its wait")
    void missingDrawIsRefused(List<Outcome> outcomes, List<Integer> draws) {
        INVALID.check(
                        JavaText.call("RetryAfter.solve", outcomes, READ, P, draws),
                        () -> RetryAfter.solve(outcomes, READ, P, draws))
                .rejects("draws");
    }

    // Rows, written as the README writes them ------------------------------------------------------

    /** One call and the result it must give; shown in the test report as the README shows it. */
    record Row(String text, List<Outcome> outcomes, Operation op, Policy policy, List<Integer> draws, Result expected) {
        @Override
        public String toString() {
            return text;
        }
    }

    /** An error status with a Retry-After and no Date header. */
    static Outcome ra(int code, String retryAfter) {
        return Outcome.status(code, retryAfter, null);
    }

    /** An error status with a Retry-After and a Date header. */
    static Outcome ra(int code, String retryAfter, String date) {
        return Outcome.status(code, retryAfter, date);
    }

    static Outcome status(int code) {
        return Outcome.status(code);
    }

    static Outcome ok() {
        return Outcome.ok();
    }

    static Row row(String outcomes, Operation op, String draws, List<Integer> waits, Verdict verdict) {
        return row(P, outcomes(outcomes), op, draws, waits, verdict);
    }

    static Row row(Policy policy, String outcomes, Operation op, String draws, List<Integer> waits, Verdict verdict) {
        return row(policy, outcomes(outcomes), op, draws, waits, verdict);
    }

    static Row row(List<Outcome> outcomes, Operation op, String draws, List<Integer> waits, Verdict verdict) {
        return row(P, outcomes, op, draws, waits, verdict);
    }

    static Row row(
            Policy policy, List<Outcome> outcomes, Operation op, String draws, List<Integer> waits, Verdict verdict) {
        String text = (outcomes.isEmpty() ? "no outcomes" : show(outcomes)) + " on " + op
                + (draws.isEmpty() ? ", no draws" : ", draws " + draws)
                + (policy.equals(P) ? "" : ", " + JavaText.of(policy))
                + " gives " + waits + " " + verdict;
        return new Row(text, outcomes, op, policy, draws(draws), new Result(waits, verdict));
    }

    /** The outcomes as the README writes them: {@code 500, (429, "30", -), ok}. */
    static String show(List<Outcome> outcomes) {
        return outcomes.stream().map(RetryAfterTest::show).collect(Collectors.joining(", "));
    }

    private static String show(Outcome outcome) {
        if (outcome instanceof Outcome.Status s) {
            if (s.retryAfter() == null && s.date() == null) {
                return String.valueOf(s.code());
            }
            return "(" + s.code() + ", " + header(s.retryAfter()) + ", " + header(s.date()) + ")";
        }
        if (outcome instanceof Outcome.NotSent) {
            return "not sent";
        }
        return outcome instanceof Outcome.Timeout ? "timeout" : "ok";
    }

    private static String header(String text) {
        return text == null ? "-" : JavaText.of(text);
    }

    /** {@code "429, timeout, 503 x 3, not sent, ok"}: attempts with no headers, in turn. */
    static List<Outcome> outcomes(String text) {
        // Unmodifiable, as callers pass them, but able to answer contains(null), as List.of is not.
        List<Outcome> outcomes = Notation.repeated(text, RetryAfterTest::outcome);
        return java.util.Collections.unmodifiableList(new ArrayList<>(outcomes));
    }

    private static Outcome outcome(String item) {
        return Notation.outcome(item, Outcome.ok(), Outcome.notSent(), Outcome.timeout(), Outcome::status);
    }

    /** {@code "0, 50, 99 x 3"}: the draws, one per retry. */
    static List<Integer> draws(String text) {
        return Notation.draws(text);
    }
}
