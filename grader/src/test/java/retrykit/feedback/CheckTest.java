package retrykit.feedback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A teaching message never carries AssertJ's own notation; it says what differs in words. */
class CheckTest {

    static final Rule RULE = new Lesson("02", "Equal-jitter schedule").rule("Rule 3: the draw spreads the other half",
            "c/2 <= wait <= c", "clients spread out");

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
                .satisfies("ReviewRequired after 1 write", s -> assertThat(s).as("what solve returned").isEqualTo("ReviewRequired")))
                .hasMessageContaining("  actual:   \"GaveUp\"\n  differs:  what solve returned\n  why:")
                .hasMessageNotContaining("but was");
    }

    @Test
    @DisplayName("a check that words its own failure keeps its words, and the failure names its rule's section")
    void ownWordsKept() {
        assertThatThrownBy(() -> RULE.check("BudgetCap.solve(...)", () -> 1)
                .satisfies("OK", r -> { throw new AssertionError("the verdict is GAVE_UP, not OK"); }))
                .hasMessageContaining("(the verdict is GAVE_UP, not OK)")
                .satisfies(t -> assertThat(((TeachingFailure) t).section()).isEqualTo("Rule 3: the draw spreads the other half"));
    }
}
