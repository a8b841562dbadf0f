package retrykit.grader.hidden.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static retrykit.grader.property.PropertyTesting.check;
import static retrykit.grader.property.PropertyTesting.prop;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import retrykit.grader.property.PropertyConfig;
import retrykit.grader.property.PropertyFailure;

/** The curriculum's shared generators: they reach the cases the lessons name and shrink to the canonical ones. */
class KitGenTest {

    @Test
    @DisplayName("statuses shrink to the canonical 500, 429 or 400, and draws to 0, 50 or 99")
    void shrinksToCanonicalCases() {
        assertThat(catchThrowableOfType(
                                PropertyFailure.class,
                                () -> prop("any status").forAll(KitGen.statuses(), s -> check(false, "status " + s)))
                        .getMessage())
                .startsWith("status 500");
        assertThat(catchThrowableOfType(
                                PropertyFailure.class,
                                () -> prop("4xx")
                                        .forAll(KitGen.statuses(), s -> check(s >= 500 || s == 429, "status " + s)))
                        .getMessage())
                .startsWith("status 400");
        assertThat(catchThrowableOfType(
                                PropertyFailure.class,
                                () -> prop("429").forAll(KitGen.statuses(), s -> check(s != 429, "status " + s)))
                        .getMessage())
                .startsWith("status 429");
        assertThat(catchThrowableOfType(
                                PropertyFailure.class,
                                () -> prop("draws").forAll(KitGen.draws(), d -> check(d < 50, "draw " + d)))
                        .getMessage())
                .startsWith("draw 50");
        assertThat(catchThrowableOfType(
                                PropertyFailure.class,
                                () -> prop("high draws").forAll(KitGen.draws(), d -> check(d < 99, "draw " + d)))
                        .getMessage())
                .startsWith("draw 99");
    }

    @Test
    @DisplayName("edge cases are mixed in: ks far past 31 and bases near Integer.MAX_VALUE are drawn")
    void edges() {
        List<Integer> ks = new ArrayList<>();
        List<Integer> bases = new ArrayList<>();
        prop("edges").forAll(KitGen.ks(), KitGen.secondsAtLeastOne(), (k, b) -> {
            ks.add(k);
            bases.add(b);
        });
        assertThat(ks).anyMatch(k -> k > 31).contains(1);
        assertThat(bases).contains(Integer.MAX_VALUE).contains(1);
    }

    @Test
    @DisplayName("the error statuses are a small domain: every status 400..599, each once")
    void statusesAreEnumerated() {
        List<Integer> every = KitGen.statuses().domain(PropertyConfig.EXHAUSTIVE_LIMIT).orElseThrow().stream()
                .map(tree -> tree.value())
                .toList();
        assertThat(every).hasSize(200).doesNotHaveDuplicates().allMatch(s -> s >= 400 && s <= 599);
        assertThat(every.get(0)).as("the simplest first").isEqualTo(500);
    }
}
