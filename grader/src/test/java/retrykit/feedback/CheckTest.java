package retrykit.feedback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The feedback's checks. A teaching message never carries AssertJ's own notation; it says what
 * differs in words. And the check every lesson's rule on invalid input leans on: a refusal's
 * message must name the argument or the bad value, and either form passes, as the lessons say;
 * it is tested against both forms, and against messages that name neither.
 */
class CheckTest {

    static final Rule RULE =
            new Lesson("02").rule("Rule 3: the draw spreads the other half", "c/2 <= wait <= c", "clients spread out");

    @Test
    @DisplayName("AssertJ's text without a description is left out: the expectation already says it in words")
    void noRawAssertJ() {
        assertThatThrownBy(() -> RULE.check("EqualJitter.solve(1, p, 0)", () -> 40)
                        .satisfies("a wait from 15 to 30", w -> assertThat(w).isBetween(15, 30)))
                .isInstanceOf(TeachingFailure.class)
                .hasMessageContaining("  expected: a wait from 15 to 30\n  actual:   40\n  why:")
                .hasMessageNotContaining("Expecting");
    }

    @Test
    @DisplayName("AssertJ's description is kept, in words, as what differs; its expected/but was is left out")
    void descriptionInWords() {
        assertThatThrownBy(() -> RULE.check("OnTheWire.solve(...)", () -> "GaveUp")
                        .satisfies(
                                "ReviewRequired after 1 write",
                                s -> assertThat(s).as("what solve returned").isEqualTo("ReviewRequired")))
                .hasMessageContaining("  actual:   \"GaveUp\"\n  differs:  what solve returned\n  why:")
                .hasMessageNotContaining("but was");
    }

    @Test
    @DisplayName("a check that words its own failure keeps its words, and the failure names its rule's section")
    void ownWordsKept() {
        assertThatThrownBy(() -> RULE.check("BudgetCap.solve(...)", () -> 1).satisfies("OK", r -> {
                    throw new AssertionError("the verdict is GAVE_UP, not OK");
                }))
                .hasMessageContaining("(the verdict is GAVE_UP, not OK)")
                .satisfies(t -> assertThat(((TeachingFailure) t).section())
                        .isEqualTo("Rule 3: the draw spreads the other half"));
    }

    private static final Rule INVALID = new Lesson("03")
            .rule(
                    "Rule 6: invalid input is refused",
                    "a draw outside 0..99 throws IllegalArgumentException naming draws or the draw",
                    "a clear error shows the caller's bug");

    private static Check<Object> refusing(String message) {
        return INVALID.check("BudgetCap.solve(...)", () -> {
            throw new IllegalArgumentException(message);
        });
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "draws[1] must be a whole percentage 0..99, not 100",
                "a draw of 100 is out of range",
                "draws must hold whole percentages",
                "100",
                "draws"
            })
    @DisplayName("a message that names the argument, the value, or both, passes")
    void eitherFormPasses(String message) {
        assertThatCode(() -> refusing(message).rejects("draws", 100)).doesNotThrowAnyException();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {"a draw is out of range", "1000 is out of range", "withdraws is out of range", "bad input", ""})
    @DisplayName("a message that names neither fails, and says what it should have named")
    void neitherFormFails(String message) {
        assertThatThrownBy(() -> refusing(message).rejects("draws", 100))
                .isInstanceOf(TeachingFailure.class)
                .hasMessageContaining("expected: IllegalArgumentException naming draws or 100")
                .hasMessageContaining("which names neither draws nor 100")
                .hasMessageContaining("read:     exercises/03/README.md, section \"Rule 6: invalid input is refused\"");
    }

    @Test
    @DisplayName("with no bad value to name (a null, a blank), only the argument will do")
    void argumentAloneWhenThereIsNoValue() {
        assertThatCode(() -> refusing("policy must not be null").rejects("policy"))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> refusing("must not be null").rejects("policy"))
                .isInstanceOf(TeachingFailure.class)
                .hasMessageContaining("expected: IllegalArgumentException naming policy\n")
                .hasMessageContaining("which names neither policy");
    }

    @Test
    @DisplayName("a name counts only as a word of its own, and a negative value as itself")
    void namesAreWholeWords() {
        assertThat(Check.names("k must be at least 1, not 0", "k")).isTrue();
        assertThat(Check.names("make it at least 1", "k")).isFalse();
        assertThat(Check.names("draws[0] is -1", "-1")).isTrue();
        assertThat(Check.names("k=-1", "-1")).isTrue();
        assertThat(Check.names("draws[0] is -10", "-1")).isFalse();
        assertThat(Check.names("draws[0] is 100", "10")).isFalse();
        assertThat(Check.names("freshKey \"order-1042-a\" is not fresh", "order-1042-a"))
                .isTrue();
        assertThat(Check.names("anything", "")).isFalse();
    }

    @Test
    @DisplayName("an answer, or another exception, fails however it is worded")
    void noRefusalFails() {
        assertThatThrownBy(() ->
                        INVALID.check("BudgetCap.solve(...)", () -> "an answer").rejects("draws", 100))
                .isInstanceOf(TeachingFailure.class)
                .hasMessageContaining("actual:   the answer \"an answer\"");
        assertThatThrownBy(() -> INVALID.check("BudgetCap.solve(...)", () -> {
                            throw new NullPointerException("draws is 100");
                        })
                        .rejects("draws", 100))
                .isInstanceOf(TeachingFailure.class)
                .hasMessageContaining("actual:   threw NullPointerException");
    }

    @Test
    @DisplayName("a StackOverflowError names the recursion's line, wherever the stack ran out")
    void stackOverflowNamesTheRecursion() {
        for (int top : new int[] {14, 15}) {
            StackOverflowError overflow = new StackOverflowError();
            StackTraceElement[] trace = new StackTraceElement[8];
            trace[0] = new StackTraceElement("retrykit.classify.Classify", "solve", "Classify.java", top);
            for (int i = 1; i < trace.length; i++) {
                trace[i] = new StackTraceElement("retrykit.classify.Classify", "solve", "Classify.java", 15);
            }
            overflow.setStackTrace(trace);
            assertThatThrownBy(() -> RULE.check("Classify.solve(...)", () -> {
                                throw overflow;
                            })
                            .returns(40))
                    .as("the stack ran out at line %d", top)
                    .hasMessageContaining("actual:   threw StackOverflowError at Classify.java:15\n");
        }
    }
}
