package retrykit.grader.property;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static retrykit.grader.property.PropertyTesting.check;
import static retrykit.grader.property.PropertyTesting.prop;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The property engine tested on itself: true passes, false fails replayably, shrinking ends small. */
class PropTest {

    @Test
    @DisplayName("a true property passes its edge cases and every try")
    void trueProperty() {
        AtomicInteger runs = new AtomicInteger();
        assertThatCode(() -> prop("true").forAll(Gen.ints(0, 99_999), x -> {
                    runs.incrementAndGet();
                    check(x >= 0 && x <= 99_999, "in range");
                }))
                .doesNotThrowAnyException();
        assertThat(runs)
                .as("edge cases 0, 1, 99998 and 99999, then the tries")
                .hasValue(4 + PropertyConfig.DEFAULT_TRIES);
    }

    @Test
    @DisplayName("a false property fails with its message, the seed and how to replay it")
    void falseProperty() {
        PropertyFailure failure = catchThrowableOfType(
                PropertyFailure.class,
                () -> prop("false").forAll(Gen.ints(0, 1_000_000), x -> check(x < 1000, "x = " + x + " is too big")));
        assertThat(failure.getMessage())
                .startsWith("x = 1000 is too big")
                .contains("replay:   grade --only false --replay " + failure.replay());
    }

    @Test
    @DisplayName("replaying the printed seed regenerates the same failing case")
    void replay() {
        List<Integer> firstSeen = new ArrayList<>();
        // Written by hand, so without edge cases: the failure is found on a random try, by its seed.
        Gen<Integer> noEdges = random -> Gen.ints(0, 1_000_000).generate(random);
        PropertyFailure failure = catchThrowableOfType(
                PropertyFailure.class,
                () -> prop("replay").forAll(noEdges, x -> {
                    if (firstSeen.isEmpty() && x >= 1000) {
                        firstSeen.add(x);
                    }
                    check(x < 1000, "too big");
                }));
        List<Integer> replayed = new ArrayList<>();
        Prop replaying = new Prop("replay", new PropertyConfig(null, 1, failure.replay(), 0));
        PropertyFailure again = catchThrowableOfType(
                PropertyFailure.class,
                () -> replaying.forAll(noEdges, x -> {
                    replayed.add(x);
                    check(x < 1000, "too big");
                }));
        assertThat(PropertyConfig.isCaseIndex(failure.replay()))
                .as("a random case is replayed by its seed")
                .isFalse();
        assertThat(again).as("the replayed case fails again").isNotNull();
        assertThat(replayed).first().isEqualTo(firstSeen.get(0));
    }

    @Test
    @DisplayName("the same seed gives the same report: grading is deterministic")
    void deterministic() {
        String first = catchThrowableOfType(
                        PropertyFailure.class,
                        () -> prop("same")
                                .forAll(
                                        Gen.listOf(Gen.ints(0, 500), 0, 20),
                                        l -> check(l.stream().mapToInt(i -> i).sum() < 300, "sum " + l)))
                .getMessage();
        String second = catchThrowableOfType(
                        PropertyFailure.class,
                        () -> prop("same")
                                .forAll(
                                        Gen.listOf(Gen.ints(0, 500), 0, 20),
                                        l -> check(l.stream().mapToInt(i -> i).sum() < 300, "sum " + l)))
                .getMessage();
        assertThat(second).isEqualTo(first);
    }

    @Test
    @DisplayName("shrinking reaches the minimal list: fewer elements, smaller numbers")
    void shrinksLists() {
        PropertyFailure failure = catchThrowableOfType(
                PropertyFailure.class,
                () -> prop("lists").forAll(Gen.listOf(Gen.ints(0, 100), 0, 30), l -> check(l.size() < 3, "list " + l)));
        assertThat(failure.getMessage()).startsWith("list [0, 0, 0]");
    }

    @Test
    @DisplayName("shrinking always ends within its bound, even on a shrink tree without end")
    void shrinkingTerminates() {
        Gen<Long> endless = random -> endless(0);
        PropertyFailure failure = catchThrowableOfType(
                PropertyFailure.class,
                () -> new Prop("endless", new PropertyConfig(null, 5, null, 100))
                        .forAll(endless, x -> check(false, "always")));
        assertThat(failure.getMessage()).contains("shrinking stopped at its bound");
    }

    private static Tree<Long> endless(long n) {
        return new Tree<>(n, () -> Stream.of(endless(n + 1)));
    }

    @Test
    @DisplayName("a run seed changes the cases; the default seed is fixed per property")
    void seeds() {
        PropertyConfig fixed = PropertyConfig.defaults();
        PropertyConfig other = new PropertyConfig(42L, 10, null, 10);
        assertThat(fixed.seedFor("a"))
                .isEqualTo(PropertyConfig.defaults().seedFor("a"))
                .isNotEqualTo(fixed.seedFor("b"));
        assertThat(other.seedFor("a")).isNotEqualTo(fixed.seedFor("a"));
    }

    @Test
    @DisplayName("after the inner value of a flatMap shrinks, the outer one still shrinks")
    void flatMapShrinksBothParts() {
        Gen<List<Integer>> copies =
                Gen.ints(1, 20).flatMap(n -> Gen.ints(0, 1000).map(x -> java.util.Collections.nCopies(n, x)));
        PropertyFailure failure = catchThrowableOfType(
                PropertyFailure.class, () -> prop("bind").forAll(copies, l -> check(l.get(0) <= 500, "list " + l)));
        assertThat(failure.getMessage()).startsWith("list [501]");
    }

    @Test
    @DisplayName("longs over the widest ranges are spread out, not piled on the bounds")
    void widestLongs() {
        List<Long> drawn = new ArrayList<>();
        new Prop("wide", new PropertyConfig(null, 400, null, 0)).forAll(Gen.longs(0, Long.MAX_VALUE, 0), drawn::add);
        long atBounds = drawn.stream()
                .filter(v -> v == 0 || v == Long.MAX_VALUE || v == 1 || v == Long.MAX_VALUE - 1)
                .count();
        assertThat(atBounds).as("values at or next to a bound, out of 400").isLessThan(120);
        assertThat(drawn).allMatch(v -> v >= 0);
    }
}
