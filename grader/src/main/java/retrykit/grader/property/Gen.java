package retrykit.grader.property;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.stream.LongStream;

/**
 * A seeded generator of values that knows how to shrink them. Generators compose: {@link #map},
 * {@link #flatMap}, {@link #combine}, {@link #frequency}, {@link #listOf}; primitives mix in
 * their edge cases on purpose, because the bugs live at 0, 1, 99 and near {@code Integer.MAX_VALUE}.
 * Those built here also list their edge cases (tried first) and, when it is small, every value
 * they can give (then all are tried instead of a sample): see {@link Prop}.
 */
@FunctionalInterface
public interface Gen<T> {

    /** One value and its shrink tree, drawn from {@code random}. */
    Tree<T> generate(SplittableRandom random);

    /** The edge cases, simplest first, at most {@code limit}; none for a generator written by hand. */
    default List<Tree<T>> edgeCases(int limit) {
        return List.of();
    }

    /** Every value this can give, each once, when there are at most {@code limit}; empty otherwise. */
    default Optional<List<Tree<T>>> domain(int limit) {
        return Optional.empty();
    }

    /** How often a primitive draws one of its edge cases instead of a uniform value: one in five. */
    int EDGE_ONE_IN = 5;

    // ---- primitives ------------------------------------------------------------------------

    /** A constant: always {@code value}, nothing to shrink. */
    static <T> Gen<T> constant(T value) {
        List<Tree<T>> only = List.of(Tree.leaf(value));
        return new KnownGen<>(random -> Tree.leaf(value), limit -> only, limit -> Optional.of(only));
    }

    /** An int in {@code lo..hi}, shrinking toward {@code lo}; mixes in lo, lo+1, hi-1 and hi. */
    static Gen<Integer> ints(int lo, int hi) {
        return ints(lo, hi, lo);
    }

    /** An int in {@code lo..hi}, shrinking toward {@code origin}; edges lo, lo+1, hi-1, hi, origin. */
    static Gen<Integer> ints(int lo, int hi, int origin) {
        return longs(lo, hi, origin).map(Long::intValue);
    }

    /** A long in {@code lo..hi}, shrinking toward {@code origin}; its edge cases start at origin. */
    static Gen<Long> longs(long lo, long hi, long origin) {
        if (lo > hi || origin < lo || origin > hi) {
            throw new IllegalArgumentException("need lo <= origin <= hi, not " + lo + ", " + origin + ", " + hi);
        }
        long[] edges = LongStream.of(lo, saturatedAdd(lo, 1), origin, saturatedAdd(hi, -1), hi)
                .filter(v -> v >= lo && v <= hi)
                .distinct()
                .toArray();
        List<Tree<Long>> edgeTrees = LongStream.concat(LongStream.of(origin), Arrays.stream(edges))
                .distinct()
                .mapToObj(v -> Shrinks.towards(origin, v))
                .toList();
        return new KnownGen<>(
                random -> {
                    long v = random.nextInt(EDGE_ONE_IN) == 0
                            ? edges[random.nextInt(edges.length)]
                            : uniform(random, lo, hi);
                    return Shrinks.towards(origin, v);
                },
                limit -> edgeTrees,
                limit -> hi - lo >= 0 && hi - lo < limit
                        ? Optional.of(LongStream.rangeClosed(lo, hi)
                                .mapToObj(v -> Shrinks.towards(origin, v))
                                .toList())
                        : Optional.empty());
    }

    /** One of {@code choices}, shrinking toward the earlier ones: list the canonical case first. */
    @SafeVarargs
    @SuppressWarnings("varargs") // javac cannot see it, but List.of copies the elements: the array never escapes
    static <T> Gen<T> oneOf(T... choices) {
        List<T> options = List.of(choices);
        Gen<T> drawn = ints(0, options.size() - 1).map(options::get);
        // Every choice is an edge case: a short list of named cases is what a learner gets wrong.
        return new KnownGen<>(
                drawn::generate, limit -> drawn.domain(Integer.MAX_VALUE).orElseThrow(), drawn::domain);
    }

    /** One of the generators, shrinking toward the earlier ones; list the simplest first. */
    @SafeVarargs
    @SuppressWarnings("varargs") // as in oneOf: List.of copies the elements, the array never escapes
    static <T> Gen<T> oneOfGens(Gen<? extends T>... gens) {
        List<Gen<T>> options = List.of(gens).stream().map(Gen::<T>widen).toList();
        Gen<T> drawn = ints(0, options.size() - 1).flatMap(options::get);
        return new KnownGen<>(
                drawn::generate,
                limit -> Cases.fill(edgesPreferringEarlier(options, limit), limit),
                limit -> Cases.concat(options.stream().map(g -> g.domain(limit)).toList(), limit));
    }

    /** A generator paired with its weight, for {@link #frequency}. */
    static <T> Weighted<T> weighted(int weight, Gen<? extends T> gen) {
        return new Weighted<>(weight, gen);
    }

    /** One of the generators, each drawn as often as its weight says; shrinks toward the earlier ones. */
    @SafeVarargs
    @SuppressWarnings("varargs") // as in oneOf: List.of copies the elements, the array never escapes
    static <T> Gen<T> frequency(Weighted<? extends T>... choices) {
        List<Weighted<? extends T>> weighted = List.of(choices);
        if (weighted.isEmpty()) {
            throw new IllegalArgumentException("frequency needs at least one generator");
        }
        List<Gen<T>> gens = weighted.stream().map(w -> Gen.<T>widen(w.gen())).toList();
        int[] weights = weighted.stream().mapToInt(Weighted::weight).toArray();
        int total = Arrays.stream(weights).sum();
        return new KnownGen<>(
                random -> {
                    int roll = random.nextInt(total);
                    int index = 0;
                    while (roll >= weights[index]) {
                        roll -= weights[index++];
                    }
                    int chosen = index;
                    Tree<T> tree = gens.get(chosen).generate(random);
                    // Shrinking may also switch to an earlier (simpler) generator, drawn afresh.
                    long seed = random.nextLong();
                    return tree.withFirst(() -> LongStream.range(0, chosen)
                            .mapToObj(i -> gens.get((int) i).generate(new SplittableRandom(seed + i))));
                },
                limit -> Cases.fill(edgesPreferringEarlier(gens, limit), limit),
                limit -> Cases.concat(gens.stream().map(g -> g.domain(limit)).toList(), limit));
    }

    /** Lists of {@code min..max} elements; they shrink by dropping elements, then by shrinking each. */
    static <T> Gen<List<T>> listOf(Gen<T> element, int min, int max) {
        Gen<Integer> sizes = ints(min, max);
        return new KnownGen<>(
                random -> {
                    int size = sizes.generate(random).value();
                    List<Tree<T>> trees = new ArrayList<>(size);
                    for (int i = 0; i < size; i++) {
                        trees.add(element.generate(random));
                    }
                    return Shrinks.list(trees, min);
                },
                limit -> {
                    // The shortest list, then for each edge case of an element, the shortest non-empty list of it.
                    List<Tree<List<T>>> out = new ArrayList<>();
                    if (min == 0) {
                        out.add(Shrinks.list(List.of(), 0));
                    }
                    int size = Math.max(min, 1);
                    if (size <= max) {
                        element.edgeCases(limit)
                                .forEach(e -> out.add(Shrinks.list(java.util.Collections.nCopies(size, e), min)));
                    }
                    return out;
                },
                limit -> Optional.empty());
    }

    /** Pairs the values of two generators: {@code combine(a, b).as(f)}. */
    static <A, B, R> Gen<R> zip(Gen<A> a, Gen<B> b, BiFunction<A, B, R> f) {
        return combine(a, b).as(f);
    }

    /** Two independent generators, to {@link Combine.Of2#as combine} into one value. */
    static <A, B> Combine.Of2<A, B> combine(Gen<A> a, Gen<B> b) {
        return new Combine.Of2<>(a, b);
    }

    /** Three independent generators, to {@link Combine.Of3#as combine} into one value. */
    static <A, B, C> Combine.Of3<A, B, C> combine(Gen<A> a, Gen<B> b, Gen<C> c) {
        return new Combine.Of3<>(a, b, c);
    }

    /** Four independent generators, to {@link Combine.Of4#as combine} into one value. */
    static <A, B, C, D> Combine.Of4<A, B, C, D> combine(Gen<A> a, Gen<B> b, Gen<C> c, Gen<D> d) {
        return new Combine.Of4<>(a, b, c, d);
    }

    // ---- combinators -----------------------------------------------------------------------

    default <R> Gen<R> map(Function<? super T, ? extends R> f) {
        Gen<T> self = this;
        return new KnownGen<>(
                random -> self.generate(random).map(f),
                limit -> self.edgeCases(limit).stream()
                        .map(tree -> tree.<R>map(f))
                        .toList(),
                limit -> self.domain(limit)
                        .map(all -> all.stream().map(tree -> tree.<R>map(f)).toList()));
    }

    default <R> Gen<R> flatMap(Function<? super T, Gen<R>> f) {
        Gen<T> self = this;
        return new KnownGen<>(
                random -> {
                    Tree<T> outer = self.generate(random);
                    // Each candidate of the outer value redraws the inner one from the same seed, so a
                    // shrink of the outer choice keeps the inner draw as stable as it can.
                    long seed = random.nextLong();
                    return outer.flatMap(v -> f.apply(v).generate(new SplittableRandom(seed)));
                },
                limit -> Cases.fill(
                        self.edgeCases(limit).stream()
                                .<IntFunction<List<Tree<R>>>>map(outer -> f.apply(outer.value())::edgeCases)
                                .toList(),
                        limit),
                limit -> self.domain(limit)
                        .flatMap(outers -> Cases.concat(
                                outers.stream()
                                        .map(outer -> f.apply(outer.value()).domain(limit))
                                        .toList(),
                                limit)));
    }

    /** Mixes in fixed values: {@code edges} are drawn one time in {@link #EDGE_ONE_IN}, and are tried first. */
    @SuppressWarnings("unchecked")
    default Gen<T> withEdges(T... edges) {
        List<Tree<T>> fixed = Arrays.stream(edges).map(Tree::leaf).toList();
        Gen<T> self = this;
        return new KnownGen<>(
                random -> random.nextInt(EDGE_ONE_IN) == 0
                        ? fixed.get(random.nextInt(fixed.size()))
                        : self.generate(random),
                limit -> Cases.distinct(concat(fixed, self.edgeCases(limit))),
                limit -> self.domain(limit).map(all -> Cases.distinct(concat(all, fixed))));
    }

    // ---- helpers ---------------------------------------------------------------------------

    /** A generator of a subtype seen as one of {@code T}: safe, since a generator only gives values out. */
    @SuppressWarnings("unchecked")
    private static <T> Gen<T> widen(Gen<? extends T> gen) {
        return (Gen<T>) gen;
    }

    /**
     * Each generator's edge cases, those of a later one able to shrink to the edge cases of the
     * earlier ones first, as a drawn value of a choice can shrink to an earlier choice.
     */
    private static <T> List<IntFunction<List<Tree<T>>>> edgesPreferringEarlier(List<Gen<T>> gens, int limit) {
        List<IntFunction<List<Tree<T>>>> out = new ArrayList<>();
        int share = Cases.share(limit, gens.size());
        for (int i = 0; i < gens.size(); i++) {
            List<Gen<T>> earlier = gens.subList(0, i);
            Gen<T> gen = gens.get(i);
            out.add(asked -> gen.edgeCases(asked).stream()
                    .map(tree -> earlier.isEmpty()
                            ? tree
                            : tree.withFirst(() -> earlier.stream().flatMap(g -> g.edgeCases(share).stream())))
                    .toList());
        }
        return out;
    }

    private static <T> List<Tree<T>> concat(List<Tree<T>> first, List<Tree<T>> second) {
        List<Tree<T>> all = new ArrayList<>(first);
        all.addAll(second);
        return all;
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
