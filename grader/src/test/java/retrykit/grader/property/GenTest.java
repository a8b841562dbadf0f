package retrykit.grader.property;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static retrykit.grader.property.PropertyTesting.check;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The engine's generators: combine, weights, edge cases first, whole small domains. */
class GenTest {

    private static <T> List<T> values(List<Tree<T>> trees) {
        return trees.stream().map(Tree::value).toList();
    }

    @Test
    @DisplayName("a small domain is tried whole, each value once, instead of a sample")
    void exhaustiveCoversEachValueOnce() {
        Gen<String> pairs = Gen.combine(Gen.oneOf("a", "b", "c"), Gen.ints(0, 9).withEdges(0, 9))
                .as((s, n) -> s + n);
        List<String> seen = new ArrayList<>();
        new Prop("every", PropertyConfig.defaults()).forAll(pairs, seen::add);
        List<String> expected = new ArrayList<>();
        for (String s : List.of("a", "b", "c")) {
            IntStream.rangeClosed(0, 9).forEach(n -> expected.add(s + n));
        }
        assertThat(seen).as("30 values, not 200 tries").containsExactlyElementsOf(expected);
    }

    @Test
    @DisplayName("a domain over the limit is sampled: its generator says it does not know it")
    void largeDomainIsSampled() {
        assertThat(Gen.ints(0, PropertyConfig.EXHAUSTIVE_LIMIT).domain(PropertyConfig.EXHAUSTIVE_LIMIT))
                .isEmpty();
        assertThat(Gen.combine(Gen.ints(0, 99), Gen.ints(0, 99))
                        .as(Integer::sum)
                        .domain(PropertyConfig.EXHAUSTIVE_LIMIT))
                .isEmpty();
        assertThat(Gen.oneOfGens(Gen.ints(0, 9), Gen.ints(5, 14))
                        .domain(PropertyConfig.EXHAUSTIVE_LIMIT)
                        .map(GenTest::values))
                .as("the union, each value once")
                .hasValueSatisfying(all -> assertThat(all)
                        .containsExactlyInAnyOrderElementsOf(
                                IntStream.rangeClosed(0, 14).boxed().toList()));
    }

    @Test
    @DisplayName("an exhaustive failure names its case among all, and its index replays it")
    void exhaustiveFailureReplays() {
        PropertyFailure failure = catchThrowableOfType(
                PropertyFailure.class,
                () -> new Prop("small", PropertyConfig.defaults())
                        .forAll(Gen.ints(0, 99), x -> check(x != 42, "x = " + x)));
        assertThat(failure.getMessage())
                .startsWith("x = 42")
                .contains("on case 43 of 100 (every case is tried)")
                .contains("--replay 42");
        List<Integer> replayed = new ArrayList<>();
        assertThatThrownBy(() -> new Prop("small", new PropertyConfig(null, 1, failure.replay(), 0))
                        .forAll(Gen.ints(0, 99), x -> {
                            replayed.add(x);
                            check(x != 42, "x = " + x);
                        }))
                .as("the replay fails again, on the same case")
                .isInstanceOf(PropertyFailure.class)
                .hasMessageStartingWith("x = 42")
                .hasMessageContaining("on the replayed case 43");
        assertThat(replayed).containsExactly(42);
        assertThatThrownBy(
                        () -> new Prop("small", new PropertyConfig(null, 1, 100L, 0)).forAll(Gen.ints(0, 99), x -> {}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has 100 cases");
    }

    @Test
    @DisplayName("edge cases come first, at most as many as the tries, then the random tries")
    void edgeCasesComeFirst() {
        List<Long> seen = new ArrayList<>();
        Gen<Long> wide = Gen.longs(0, 1_000_000, 10).withEdges(7L);
        new Prop("edges", new PropertyConfig(null, 50, null, 0)).forAll(wide, seen::add);
        assertThat(seen.subList(0, 5))
                .as("the fixed edge, then origin, lo, lo + 1, hi - 1, hi")
                .containsExactly(7L, 10L, 0L, 1L, 999_999L);
        assertThat(seen).hasSize(6 + 50);
        seen.clear();
        new Prop("edges", new PropertyConfig(null, 2, null, 0)).forAll(wide, seen::add);
        assertThat(seen).as("two edge cases and two tries").hasSize(4).startsWith(7L, 10L);
    }

    @Test
    @DisplayName("an edge-case failure says so and replays by its index")
    void edgeCaseFailureReplays() {
        Gen<Integer> big = Gen.ints(0, 1_000_000);
        PropertyFailure failure = catchThrowableOfType(
                PropertyFailure.class,
                () -> new Prop("edge", PropertyConfig.defaults()).forAll(big, x -> check(x < 999_999, "x = " + x)));
        assertThat(failure.getMessage())
                .startsWith("x = 999999")
                .contains("on edge case 3 of 4")
                .contains("--replay 2");
        List<Integer> replayed = new ArrayList<>();
        assertThatThrownBy(() -> new Prop("edge", new PropertyConfig(null, 1, 2L, 0)).forAll(big, x -> {
                    replayed.add(x);
                    check(x < 999_999, "x = " + x);
                }))
                .as("the replay fails again, on the same edge case")
                .isInstanceOf(PropertyFailure.class)
                .hasMessageStartingWith("x = 999999")
                .hasMessageContaining("on the replayed edge case 3");
        assertThat(replayed).containsExactly(999_999);
    }

    @Test
    @DisplayName(
            "nested choices give the full limit of distinct edge cases, asking each inner generator for its share only")
    void nestedEdgeCasesStayLinear() {
        java.util.concurrent.atomic.AtomicLong asked = new java.util.concurrent.atomic.AtomicLong();
        // A generator that counts the edge cases handed out, 16 of them, as a primitive has.
        Gen<Integer> digits = new KnownGen<>(
                Gen.ints(0, 15)::generate,
                limit -> {
                    List<Tree<Integer>> edges = IntStream.range(0, Math.min(limit, 16))
                            .mapToObj(Tree::leaf)
                            .toList();
                    asked.addAndGet(edges.size());
                    return edges;
                },
                limit -> java.util.Optional.empty());
        Gen<List<Integer>> nested = digits.flatMap(a -> digits.flatMap(b -> digits.flatMap(c ->
                digits.flatMap(d -> digits.flatMap(e -> digits.map(f -> List.of(a, b, c, d, e, f)))))));
        List<List<Integer>> edges = values(nested.edgeCases(PropertyConfig.EDGE_CASES));
        assertThat(edges)
                .as("the limit, each value once")
                .hasSize(PropertyConfig.EDGE_CASES)
                .doesNotHaveDuplicates();
        assertThat(edges.get(0)).as("the simplest first").containsExactly(0, 0, 0, 0, 0, 0);
        // Asking each of 16 outer cases for all 16 inner ones, six deep, would hand out 16^6 (about 17 million).
        assertThat(asked.get())
                .as("edge cases handed out by the six nested generators")
                .isLessThan(2_000);
    }

    @Test
    @DisplayName("combined edge cases mix the parts' edge cases, and shrinking goes through combine part by part")
    void combineShrinksEachPart() {
        Gen<Integer> part = Gen.ints(0, 1000);
        Gen<List<Integer>> four = Gen.combine(part, part, part, part).as(List::of);
        assertThat(values(four.edgeCases(PropertyConfig.EDGE_CASES)))
                .as("4^4 mixes are too many: the k-th of each")
                .containsExactly(
                        List.of(0, 0, 0, 0),
                        List.of(1, 1, 1, 1),
                        List.of(999, 999, 999, 999),
                        List.of(1000, 1000, 1000, 1000));
        PropertyFailure failure = catchThrowableOfType(
                PropertyFailure.class,
                () -> new Prop("four", PropertyConfig.defaults())
                        .forAll(four, l -> check(l.get(1) <= 500, "list " + l)));
        assertThat(failure.getMessage()).startsWith("list [0, 501, 0, 0]");
    }

    @Test
    @DisplayName("combine draws the values nested two-part combinations drew from the same seed")
    void combineKeepsTheSeedsMeaning() {
        Gen<Integer> a = Gen.ints(0, 1_000_000);
        Gen<String> b = Gen.oneOf("x", "y", "z");
        Gen<Long> c = Gen.longs(-5, 5_000_000_000L, 0);
        Gen<List<Object>> flat = Gen.combine(a, b, c).as(List::of);
        // What Gen.zip(Gen.zip(a, b, ...), c, ...) was: a flatMap per part.
        Gen<List<Object>> nested = a.flatMap(x -> b.map(y -> List.<Object>of(x, y)))
                .flatMap(xy -> c.map(z -> List.of(xy.get(0), xy.get(1), z)));
        for (long seed = 0; seed < 500; seed++) {
            assertThat(flat.generate(new SplittableRandom(seed)).value())
                    .isEqualTo(nested.generate(new SplittableRandom(seed)).value());
        }
    }

    @Test
    @DisplayName("weights paired with their generators give those frequencies")
    void weightsGiveTheirFrequencies() {
        Gen<String> weighted = Gen.frequency(
                Gen.weighted(6, Gen.constant("six")),
                Gen.weighted(3, Gen.constant("three")),
                Gen.weighted(1, Gen.constant("one")));
        SplittableRandom random = new SplittableRandom(2026);
        int[] counts = new int[3];
        for (int i = 0; i < 10_000; i++) {
            switch (weighted.generate(random).value()) {
                case "six" -> counts[0]++;
                case "three" -> counts[1]++;
                default -> counts[2]++;
            }
        }
        assertThat(counts[0]).isBetween(5_800, 6_200);
        assertThat(counts[1]).isBetween(2_800, 3_200);
        assertThat(counts[2]).isBetween(850, 1_150);
        assertThatThrownBy(() -> Gen.weighted(0, Gen.constant("never"))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("a weighted choice shrinks toward the earlier generator")
    void weightedShrinksTowardTheFirst() {
        Gen<Integer> either =
                Gen.frequency(Gen.weighted(1, Gen.ints(0, 10)), Gen.weighted(9, Gen.ints(100_000, 200_000)));
        PropertyFailure failure = catchThrowableOfType(
                PropertyFailure.class,
                () -> new Prop("weighted", PropertyConfig.defaults())
                        .forAll(either, x -> check(x < 5 || (x >= 100_000 && x % 2 == 0), "x = " + x)));
        assertThat(failure.getMessage()).startsWith("x = 5");
    }

    @Test
    @DisplayName("a case seed is never a number that names an enumerated case")
    void caseSeedsAreNotIndices() {
        for (int i = 0; i < 10_000; i++) {
            assertThat(PropertyConfig.isCaseIndex(PropertyConfig.caseSeed(i * 7919L, i)))
                    .isFalse();
        }
        assertThat(PropertyConfig.isCaseIndex(0)).isTrue();
        assertThat(PropertyConfig.isCaseIndex(-1)).isFalse();
    }
}
