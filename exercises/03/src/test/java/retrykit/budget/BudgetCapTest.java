package retrykit.budget;

import static retrykit.budget.Operation.KEYED_WRITE;
import static retrykit.budget.Operation.READ;
import static retrykit.budget.Operation.WRITE;
import static retrykit.budget.Verdict.FAILED;
import static retrykit.budget.Verdict.GAVE_UP;
import static retrykit.budget.Verdict.OK;
import static retrykit.budget.Verdict.UNKNOWN;
import static retrykit.feedback.rules.BudgetCapRules.ANSWER;
import static retrykit.feedback.rules.BudgetCapRules.BUDGET;
import static retrykit.feedback.rules.BudgetCapRules.BUDGET_SUM;
import static retrykit.feedback.rules.BudgetCapRules.INVALID;
import static retrykit.feedback.rules.BudgetCapRules.RAN_OUT;
import static retrykit.feedback.rules.BudgetCapRules.UNKNOWN_WRITE;
import static retrykit.feedback.rules.BudgetCapRules.WAITS;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import retrykit.feedback.ExampleTimeLimit;
import retrykit.feedback.JavaText;
import retrykit.feedback.Notation;
import retrykit.feedback.Rule;
import retrykit.feedback.StubShownOnce;

/**
 * The given examples of stage 03: every row of the README's table, and more rows that pin each
 * rule. A row is written the way the README writes it: {@code "500, 500, ok"} are the outcomes
 * in turn, {@code "503 x 10"} is ten 503s, {@code "not sent"} a connection that never opened.
 */
// Outside the kit's loop (an IDE, surefire:test) a stub fails its first example in full, and skips the rest.
@ExtendWith({StubShownOnce.class, ExampleTimeLimit.class})
@DisplayName("Stage 03: budget cap")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BudgetCapTest {

    /** The policy of the README's examples: backoff from 2 s, capped at 60 s, 120 s to spend waiting. */
    static final Policy P = new Policy(2, 60, 120);

    private static Result solve(Rule rule, Row row) {
        return rule.check(
                        JavaText.call("BudgetCap.solve", row.outcomes(), row.op(), row.policy(), row.draws()),
                        () -> BudgetCap.solve(row.outcomes(), row.op(), row.policy(), row.draws()))
                .returns(row.expected());
    }

    // Rule 1 -------------------------------------------------------------------------------------

    @Order(1)
    @ParameterizedTest(name = "ok on {0} gives [] OK")
    @EnumSource(Operation.class)
    @DisplayName("Rule 1: an ok first attempt ends the call as OK, with no wait")
    void okAtOnce(Operation op) {
        solve(ANSWER, row("ok", op, "", List.of(), OK));
    }

    static Stream<Row> answers() {
        return Stream.of(
                row("400, ok", READ, "0", List.of(), FAILED), // README example
                row("401", KEYED_WRITE, "", List.of(), FAILED),
                row("422, ok", WRITE, "0", List.of(), FAILED),
                row("500, ok", READ, "0", List.of(1), OK),
                row("503, 404, ok", READ, "0, 0", List.of(1), FAILED),
                row("not sent, 409", KEYED_WRITE, "0", List.of(1), FAILED));
    }

    @Order(2)
    @ParameterizedTest(name = "{0}")
    @MethodSource("answers")
    @DisplayName("Rule 1: OK and FAILED end the call with that verdict, RETRY goes on to the next attempt")
    void answerEndsTheCall(Row row) {
        solve(ANSWER, row);
    }

    // Rule 2 -------------------------------------------------------------------------------------

    static Stream<Row> unknownWrites() {
        return Stream.of(
                row("timeout, ok", WRITE, "50", List.of(), UNKNOWN), // README example
                row("429, timeout, ok", WRITE, "0, 0", List.of(1), UNKNOWN), // README example
                row("500, ok", WRITE, "0", List.of(), UNKNOWN),
                row("599", WRITE, "", List.of(), UNKNOWN),
                row("not sent, 503, ok", WRITE, "99, 99", List.of(1), UNKNOWN));
    }

    @Order(3)
    @ParameterizedTest(name = "{0}")
    @MethodSource("unknownWrites")
    @DisplayName("Rule 2: the first timeout or 5xx on an unkeyed WRITE ends the call as UNKNOWN")
    void ambiguousWriteIsUnknown(Row row) {
        solve(UNKNOWN_WRITE, row);
    }

    static Stream<Named<String>> tails() {
        return Stream.of("", "ok", "400", "500, ok", "429 x 5, ok", "timeout x 3")
                .map(tail -> Named.of(tail.isEmpty() ? "(nothing)" : tail, tail));
    }

    @Order(4)
    @ParameterizedTest(name = "429, timeout, then {0}: [1] UNKNOWN")
    @MethodSource("tails")
    @DisplayName(
            "Rule 2: nothing after the first ambiguous outcome of a WRITE is sent, so what would follow does not matter")
    void nothingAfterAnUnknownWrite(String tail) {
        String outcomes = tail.isEmpty() ? "429, timeout" : "429, timeout, " + tail;
        solve(UNKNOWN_WRITE, row(outcomes, WRITE, "0 x 9", List.of(1), UNKNOWN));
    }

    static Stream<Row> resentCopies() {
        return Stream.of(
                row("429, ok", WRITE, "0", List.of(1), OK),
                row("not sent, ok", WRITE, "0", List.of(1), OK),
                row("429, not sent, 429, ok", WRITE, "0, 0, 0", List.of(1, 2, 4), OK),
                row("timeout, 502, ok", KEYED_WRITE, "99, 99", List.of(1, 3), OK), // README example
                row("timeout, 500, ok", READ, "0, 0", List.of(1, 2), OK));
    }

    @Order(5)
    @ParameterizedTest(name = "{0}")
    @MethodSource("resentCopies")
    @DisplayName(
            "Rule 2: a 429 or a connection that never opened is retried even on a WRITE; a READ or KEYED_WRITE retries a timeout or 5xx")
    void refusalsAndSafeCopiesAreRetried(Row row) {
        solve(UNKNOWN_WRITE, row);
    }

    // Rule 3 -------------------------------------------------------------------------------------

    @Order(6)
    @ParameterizedTest(name = "no outcomes on {0} gives [] GAVE_UP")
    @EnumSource(Operation.class)
    @DisplayName("Rule 3: an empty list of outcomes gives [] GAVE_UP")
    void noOutcomes(Operation op) {
        solve(RAN_OUT, row("", op, "", List.of(), GAVE_UP));
    }

    static Stream<Row> ranOut() {
        return Stream.of(
                row("500, 500", READ, "0, 0", List.of(1), GAVE_UP), // README example
                row("500", READ, "", List.of(), GAVE_UP),
                row("503", KEYED_WRITE, "0", List.of(), GAVE_UP),
                row("429", WRITE, "", List.of(), GAVE_UP),
                row("not sent, not sent", WRITE, "0, 0", List.of(1), GAVE_UP),
                row("429, 429, 429", WRITE, "99 x 3", List.of(1, 3), GAVE_UP),
                row("timeout, timeout, timeout", KEYED_WRITE, "99, 99", List.of(1, 3), GAVE_UP),
                row("504 x 4", READ, "50 x 3", List.of(1, 3, 6), GAVE_UP));
    }

    @Order(7)
    @ParameterizedTest(name = "{0}")
    @MethodSource("ranOut")
    @DisplayName(
            "Rule 3: a call still failing at its last outcome is GAVE_UP, not the last outcome's classification, and needs no draw for it")
    void outcomesRunOut(Row row) {
        solve(RAN_OUT, row);
    }

    // Rule 4 -------------------------------------------------------------------------------------

    static Stream<Row> waits() {
        Policy roomy = new Policy(2, 60, 1000);
        return Stream.of(
                row("500, 500, ok", KEYED_WRITE, "50, 50", List.of(1, 3), OK), // README example
                row("500 x 3, ok", READ, "0, 50, 99", List.of(1, 3, 7), OK),
                row(roomy, "503 x 7, ok", READ, "0 x 7", List.of(1, 2, 4, 8, 16, 30, 30), OK),
                row(roomy, "503 x 7, ok", READ, "50 x 7", List.of(1, 3, 6, 12, 24, 45, 45), OK),
                row(roomy, "503 x 7, ok", READ, "99 x 7", List.of(1, 3, 7, 15, 31, 59, 59), OK),
                row(
                        new Policy(5, 40, 1000),
                        "503 x 5, ok",
                        KEYED_WRITE,
                        "99, 0, 50, 99, 0",
                        List.of(4, 5, 15, 39, 20),
                        OK),
                row(new Policy(10, 60, 120), "500, 500, ok", READ, "0, 99", List.of(5, 19), OK),
                row(new Policy(10, 60, 120), "500, 500, ok", READ, "99, 0", List.of(9, 10), OK),
                row(new Policy(10, 60, 120), "500, ok", READ, "99, 0, 0", List.of(9), OK));
    }

    @Order(8)
    @ParameterizedTest(name = "{0}")
    @MethodSource("waits")
    @DisplayName("Rule 4: the wait before retry k is exactly EqualJitter.solve(k, policy, draws[k-1])")
    void waitsAreEqualJitter(Row row) {
        solve(WAITS, row);
    }

    // Rule 5 -------------------------------------------------------------------------------------

    static Stream<Row> budget() {
        return Stream.of(
                row("503 x 10", READ, "99 x 9", List.of(1, 3, 7, 15, 31, 59), GAVE_UP), // README example
                row("500 x 10", READ, "0 x 9", List.of(1, 2, 4, 8, 16, 30, 30), GAVE_UP), // README example
                row("500 x 8, ok", READ, "0 x 9", List.of(1, 2, 4, 8, 16, 30, 30), GAVE_UP),
                row("429 x 7, ok", WRITE, "99 x 9", List.of(1, 3, 7, 15, 31, 59), GAVE_UP),
                row(new Policy(2, 60, 2), "500, 500, ok", READ, "0, 0", List.of(1), GAVE_UP));
    }

    @Order(9)
    @ParameterizedTest(name = "{0}")
    @MethodSource("budget")
    @DisplayName("Rule 5: a wait that would take the total past the budget is not taken, and the call is GAVE_UP")
    void budgetIsNeverPassed(Row row) {
        solve(BUDGET, row);
    }

    static Stream<Row> largeBudgets() {
        int max = Integer.MAX_VALUE;
        return Stream.of(
                row(new Policy(max, max, max), "500 x 3, ok", READ, "0 x 3", List.of(1073741823, 1073741823), GAVE_UP),
                row(new Policy(max, max, max), "500, 500, ok", READ, "0, 0", List.of(1073741823, 1073741823), OK),
                row(
                        new Policy(1 << 30, 1 << 30, max),
                        "429 x 4, ok",
                        WRITE,
                        "99 x 4",
                        List.of(1068373114, 1068373114),
                        GAVE_UP));
    }

    @Order(10)
    @ParameterizedTest(name = "{0}")
    @MethodSource("largeBudgets")
    @DisplayName(
            "Rule 5: with a budget near Integer.MAX_VALUE, the waits so far plus the next one are added without overflow")
    void largeBudgetsDoNotOverflow(Row row) {
        solve(BUDGET_SUM, row);
    }

    static Stream<Row> budgetReached() {
        return Stream.of(
                row(new Policy(2, 60, 3), "500, 500, ok", READ, "0, 0", List.of(1, 2), OK),
                row(new Policy(2, 60, 91), "500 x 7, ok", READ, "0 x 7", List.of(1, 2, 4, 8, 16, 30, 30), OK),
                row(new Policy(2, 60, 116), "503 x 6, ok", KEYED_WRITE, "99 x 6", List.of(1, 3, 7, 15, 31, 59), OK),
                row(new Policy(60, 60, 30), "429, ok", WRITE, "0", List.of(30), OK));
    }

    @Order(11)
    @ParameterizedTest(name = "{0}")
    @MethodSource("budgetReached")
    @DisplayName("Rule 5: waits that add up to exactly the budget are allowed")
    void budgetReachedExactly(Row row) {
        solve(BUDGET, row);
    }

    static Stream<Row> noBudget() {
        Policy none = new Policy(2, 60, 0);
        return Stream.of(
                row(none, "500, ok", READ, "0", List.of(), GAVE_UP),
                row(none, "429, ok", WRITE, "0", List.of(), GAVE_UP),
                row(none, "ok", READ, "", List.of(), OK),
                row(none, "400", READ, "", List.of(), FAILED),
                row(none, "timeout", WRITE, "", List.of(), UNKNOWN),
                // With a cap of 1 every wait is 0 s, and 0 s fit a budget of 0.
                row(new Policy(1, 1, 0), "500, 500, ok", READ, "99, 99", List.of(0, 0), OK));
    }

    @Order(12)
    @ParameterizedTest(name = "{0}")
    @MethodSource("noBudget")
    @DisplayName(
            "Rule 5: a budget of 0 allows only waits of 0 s: with a cap of 2 or more it gives up before the first wait, and still reports an answer from the first attempt")
    void zeroBudget(Row row) {
        solve(BUDGET, row);
    }

    // Rule 6 -------------------------------------------------------------------------------------

    @Order(13)
    @Test
    @DisplayName("Rule 6: null outcomes are refused with IllegalArgumentException naming outcomes")
    void nullOutcomesAreRefused() {
        INVALID.check(
                        "BudgetCap.solve(null, Operation.READ, new Policy(2, 60, 120), List.of(0))",
                        () -> BudgetCap.solve(null, READ, P, List.of(0)))
                .rejects("outcomes");
    }

    @Order(14)
    @Test
    @DisplayName("Rule 6: a null operation is refused with IllegalArgumentException naming op")
    void nullOperationIsRefused() {
        List<Outcome> outcomes = List.of(Outcome.ok());
        INVALID.check(
                        JavaText.call("BudgetCap.solve", outcomes, null, P, List.of(0)),
                        () -> BudgetCap.solve(outcomes, null, P, List.of(0)))
                .rejects("op");
    }

    @Order(15)
    @Test
    @DisplayName("Rule 6: a null policy is refused with IllegalArgumentException naming policy")
    void nullPolicyIsRefused() {
        List<Outcome> outcomes = List.of(Outcome.ok());
        INVALID.check(
                        JavaText.call("BudgetCap.solve", outcomes, READ, null, List.of(0)),
                        () -> BudgetCap.solve(outcomes, READ, null, List.of(0)))
                .rejects("policy");
    }

    @Order(16)
    @Test
    @DisplayName("Rule 6: null draws are refused with IllegalArgumentException naming draws")
    void nullDrawsAreRefused() {
        List<Outcome> outcomes = List.of(Outcome.ok());
        INVALID.check(
                        JavaText.call("BudgetCap.solve", outcomes, READ, P, null),
                        () -> BudgetCap.solve(outcomes, READ, P, null))
                .rejects("draws");
    }

    static Stream<Arguments> nullOutcomeElements() {
        return Stream.of(
                Arguments.of(Named.of("null", Arrays.asList((Outcome) null)), READ),
                Arguments.of(Named.of("500, null, ok", Arrays.asList(Outcome.status(500), null, Outcome.ok())), READ),
                Arguments.of(Named.of("ok, null", Arrays.asList(Outcome.ok(), null)), KEYED_WRITE),
                Arguments.of(Named.of("timeout, null", Arrays.asList(Outcome.timeout(), null)), WRITE));
    }

    @Order(17)
    @ParameterizedTest(name = "{0} on {1} is refused")
    @MethodSource("nullOutcomeElements")
    @DisplayName("Rule 6: a null outcome anywhere in the list is refused with IllegalArgumentException naming outcomes")
    void nullOutcomeElementIsRefused(List<Outcome> outcomes, Operation op) {
        List<Integer> draws = List.of(0, 0);
        INVALID.check(
                        JavaText.call("BudgetCap.solve", outcomes, op, P, draws),
                        () -> BudgetCap.solve(outcomes, op, P, draws))
                .rejects("outcomes");
    }

    @Order(18)
    @Test
    @DisplayName("Rule 6: a null draw is refused with IllegalArgumentException naming draws")
    void nullDrawIsRefused() {
        List<Outcome> outcomes = List.of(Outcome.status(500), Outcome.ok());
        List<Integer> draws = Arrays.asList((Integer) null);
        INVALID.check(
                        JavaText.call("BudgetCap.solve", outcomes, READ, P, draws),
                        () -> BudgetCap.solve(outcomes, READ, P, draws))
                .rejects("draws");
    }

    static Stream<Arguments> badDraws() {
        return Stream.of(
                Arguments.of(written("500, ok"), List.of(100), 100),
                Arguments.of(written("500, ok"), List.of(-1), -1),
                Arguments.of(written("500, 500, ok"), List.of(0, 250), 250),
                Arguments.of(written("500, ok"), List.of(0, Integer.MIN_VALUE), Integer.MIN_VALUE),
                Arguments.of(written("ok"), List.of(0, 100), 100));
    }

    @Order(19)
    @ParameterizedTest(name = "{0} on READ with draws {1} is refused, naming {2}")
    @MethodSource("badDraws")
    @DisplayName(
            "Rule 6: a draw outside 0..99 is refused with IllegalArgumentException naming draws or the draw, even one no retry reaches")
    void drawOutOfRangeIsRefused(List<Outcome> outcomes, List<Integer> draws, int bad) {
        INVALID.check(
                        JavaText.call("BudgetCap.solve", outcomes, READ, P, draws),
                        () -> BudgetCap.solve(outcomes, READ, P, draws))
                .rejects("draws", bad);
    }

    static Stream<Arguments> missingDraws() {
        return Stream.of(
                Arguments.of(written("500, 500"), READ, List.of()),
                Arguments.of(written("500, ok"), READ, List.of()),
                Arguments.of(written("503, 503, 503, ok"), KEYED_WRITE, List.of(0)),
                Arguments.of(written("429 x 5, ok"), WRITE, List.of(0, 0, 0)));
    }

    @Order(20)
    @ParameterizedTest(name = "{0} on {1} with draws {2} is refused, naming draws")
    @MethodSource("missingDraws")
    @DisplayName("Rule 6: a retry whose draw is missing is refused with IllegalArgumentException naming draws")
    void missingDrawIsRefused(List<Outcome> outcomes, Operation op, List<Integer> draws) {
        INVALID.check(
                        JavaText.call("BudgetCap.solve", outcomes, op, P, draws),
                        () -> BudgetCap.solve(outcomes, op, P, draws))
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

    static Row row(String outcomes, Operation op, String draws, List<Integer> waits, Verdict verdict) {
        return row(P, outcomes, op, draws, waits, verdict);
    }

    static Row row(Policy policy, String outcomes, Operation op, String draws, List<Integer> waits, Verdict verdict) {
        String text = (outcomes.isEmpty() ? "no outcomes" : outcomes) + " on " + op
                + (draws.isEmpty() ? ", no draws" : ", draws " + draws)
                + (policy.equals(P) ? "" : ", " + JavaText.of(policy))
                + " gives " + waits + " " + verdict;
        return new Row(text, outcomes(outcomes), op, policy, draws(draws), new Result(waits, verdict));
    }

    /** The outcomes {@code text} describes, shown in the test report as written. */
    static Named<List<Outcome>> written(String text) {
        return Named.of(text, outcomes(text));
    }

    /** {@code "429, timeout, 503 x 3, not sent, ok"}: the outcomes of the attempts, in turn. */
    static List<Outcome> outcomes(String text) {
        // Unmodifiable, as callers pass them, but able to answer contains(null), as List.of is not.
        List<Outcome> outcomes = Notation.repeated(text, BudgetCapTest::outcome);
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
