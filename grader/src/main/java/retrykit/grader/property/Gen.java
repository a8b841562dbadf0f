package retrykit.grader.property;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/**
 * A seeded generator of values that knows how to shrink them. Generators compose: {@link #map},
 * {@link #flatMap}, {@link #zip}, {@link #listOf}; primitives mix in their edge cases on purpose,
 * because the bugs live at 0, 1, 99 and near {@code Integer.MAX_VALUE}.
 */
@FunctionalInterface
public interface Gen<T> {

    /** One value and its shrink tree, drawn from {@code random}. */
    Tree<T> generate(SplittableRandom random);

    /** How often a primitive draws one of its edge cases instead of a uniform value: one in five. */
    int EDGE_ONE_IN = 5;

    // ---- primitives ------------------------------------------------------------------------

    /** A constant: always {@code value}, nothing to shrink. */
    static <T> Gen<T> constant(T value) {
        return random -> Tree.leaf(value);
    }

    /** An int in {@code lo..hi}, shrinking toward {@code lo}; mixes in lo, lo+1, hi-1 and hi. */
    static Gen<Integer> ints(int lo, int hi) {
        return ints(lo, hi, lo);
    }

    /** An int in {@code lo..hi}, shrinking toward {@code origin}; edges lo, lo+1, hi-1, hi, origin. */
    static Gen<Integer> ints(int lo, int hi, int origin) {
        return longs(lo, hi, origin).map(Long::intValue);
    }

    /** A long in {@code lo..hi}, shrinking toward {@code origin}. */
    static Gen<Long> longs(long lo, long hi, long origin) {
        if (lo > hi || origin < lo || origin > hi) {
            throw new IllegalArgumentException("need lo <= origin <= hi, not " + lo + ", " + origin + ", " + hi);
        }
        long[] edges = LongStream.of(lo, saturatedAdd(lo, 1), origin, saturatedAdd(hi, -1), hi)
                .filter(v -> v >= lo && v <= hi).distinct().toArray();
        return random -> {
            long v = random.nextInt(EDGE_ONE_IN) == 0 ? edges[random.nextInt(edges.length)] : uniform(random, lo, hi);
            return towards(origin, v);
        };
    }

    /** One of {@code choices}, shrinking toward the earlier ones: list the canonical case first. */
    @SafeVarargs
    @SuppressWarnings("varargs") // javac cannot see it, but List.of copies the elements: the array never escapes
    static <T> Gen<T> oneOf(T... choices) {
        List<T> options = List.of(choices);
        return ints(0, options.size() - 1).map(options::get);
    }

    /** One of the generators, shrinking toward the earlier ones; list the simplest first. */
    @SafeVarargs
    @SuppressWarnings("varargs") // as in oneOf: List.of copies the elements, the array never escapes
    static <T> Gen<T> oneOfGens(Gen<? extends T>... gens) {
        List<Gen<? extends T>> options = List.of(gens);
        return ints(0, options.size() - 1).flatMap(i -> options.get(i).map(v -> (T) v));
    }

    /** Like {@link #oneOfGens}, weighted: {@code weights[i]} chances for {@code gens[i]}. */
    static <T> Gen<T> frequency(int[] weights, List<Gen<? extends T>> gens) {
        if (weights.length != gens.size() || weights.length == 0) {
            throw new IllegalArgumentException("one weight per generator");
        }
        int total = Arrays.stream(weights).sum();
        return random -> {
            int roll = random.nextInt(total);
            int index = 0;
            while (roll >= weights[index]) {
                roll -= weights[index++];
            }
            int chosen = index;
            Tree<T> tree = gens.get(chosen).map(v -> (T) v).generate(random);
            // Shrinking may also switch to an earlier (simpler) generator, drawn afresh.
            long seed = random.nextLong();
            return tree.withFirst(() -> LongStream.range(0, chosen)
                    .mapToObj(i -> gens.get((int) i).map(v -> (T) v).generate(new SplittableRandom(seed + i))));
        };
    }

    /** Lists of {@code min..max} elements; they shrink by dropping elements, then by shrinking each. */
    static <T> Gen<List<T>> listOf(Gen<T> element, int min, int max) {
        Gen<Integer> sizes = ints(min, max);
        return random -> {
            int size = sizes.generate(random).value();
            List<Tree<T>> trees = new ArrayList<>(size);
            for (int i = 0; i < size; i++) {
                trees.add(element.generate(random));
            }
            return listTree(trees, min);
        };
    }

    /** Pairs the values of two generators. */
    static <A, B, R> Gen<R> zip(Gen<A> a, Gen<B> b, BiFunction<A, B, R> f) {
        return a.flatMap(x -> b.map(y -> f.apply(x, y)));
    }

    // ---- combinators -----------------------------------------------------------------------

    default <R> Gen<R> map(Function<? super T, ? extends R> f) {
        return random -> generate(random).map(f);
    }

    default <R> Gen<R> flatMap(Function<? super T, Gen<R>> f) {
        return random -> {
            Tree<T> outer = generate(random);
            // Each candidate of the outer value redraws the inner one from the same seed, so a
            // shrink of the outer choice keeps the inner draw as stable as it can.
            long seed = random.nextLong();
            return outer.flatMap(v -> f.apply(v).generate(new SplittableRandom(seed)));
        };
    }

    /** Mixes in fixed values: {@code edges} are drawn one time in {@link #EDGE_ONE_IN}. */
    @SuppressWarnings("unchecked")
    default Gen<T> withEdges(T... edges) {
        List<T> fixed = List.of(edges);
        Gen<T> self = this;
        return random -> random.nextInt(EDGE_ONE_IN) == 0
                ? Tree.leaf(fixed.get(random.nextInt(fixed.size())))
                : self.generate(random);
    }

    // ---- shrink trees ----------------------------------------------------------------------

    /** The tree of {@code value} shrinking toward {@code origin}: origin first, then halfway, ... */
    static Tree<Long> towards(long origin, long value) {
        return new Tree<>(value, () -> halves(origin, value).map(v -> towards(origin, v)));
    }

    private static Stream<Long> halves(long origin, long value) {
        if (origin == value) {
            return Stream.empty();
        }
        List<Long> out = new ArrayList<>();
        // origin, then value minus halves of the distance: a binary search toward the origin.
        java.math.BigInteger distance = java.math.BigInteger.valueOf(value).subtract(java.math.BigInteger.valueOf(origin));
        java.math.BigInteger step = distance;
        while (step.signum() != 0) {
            out.add(java.math.BigInteger.valueOf(value).subtract(step).longValueExact());
            step = step.divide(java.math.BigInteger.TWO);
        }
        return out.stream().distinct().filter(v -> v != value);
    }

    private static <T> Tree<List<T>> listTree(List<Tree<T>> trees, int min) {
        List<T> value = trees.stream().map(Tree::value).toList();
        return new Tree<>(value, () -> Stream.concat(
                dropping(trees, min).map(shorter -> listTree(shorter, min)),
                shrinkingOne(trees).map(changed -> listTree(changed, min))));
    }

    /** Shorter lists: halves first, then each single element removed. */
    private static <T> Stream<List<Tree<T>>> dropping(List<Tree<T>> trees, int min) {
        int n = trees.size();
        List<List<Tree<T>>> out = new ArrayList<>();
        if (min == 0 && n > 0) {
            out.add(List.of());
        }
        if (n / 2 >= min && n > 1) {
            out.add(trees.subList(0, n / 2));
            out.add(trees.subList(n - n / 2, n));
        }
        if (n - 1 >= min) {
            for (int i = 0; i < n; i++) {
                List<Tree<T>> without = new ArrayList<>(trees);
                without.remove(i);
                out.add(without);
            }
        }
        return out.stream();
    }

    private static <T> Stream<List<Tree<T>>> shrinkingOne(List<Tree<T>> trees) {
        return java.util.stream.IntStream.range(0, trees.size()).boxed().flatMap(i ->
                trees.get(i).children().map(child -> {
                    List<Tree<T>> changed = new ArrayList<>(trees);
                    changed.set(i, child);
                    return changed;
                }));
    }

    /** A uniform long in lo..hi, bounds included, for any range (hi + 1 may not fit in a long). */
    private static long uniform(SplittableRandom random, long lo, long hi) {
        if (hi < Long.MAX_VALUE) {
            return random.nextLong(lo, hi + 1);
        }
        if (lo > Long.MIN_VALUE) {
            return random.nextLong(lo - 1, hi) + 1;
        }
        return random.nextLong();
    }

    private static long saturatedAdd(long a, long b) {
        long r = a + b;
        return ((a ^ r) & (b ^ r)) < 0 ? (a < 0 ? Long.MIN_VALUE : Long.MAX_VALUE) : r;
    }
}
