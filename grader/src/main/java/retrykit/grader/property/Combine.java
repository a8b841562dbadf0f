package retrykit.grader.property;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BiFunction;

/**
 * Independent generators combined into one value: {@code Gen.combine(a, b, c).as((x, y, z) -> ...)}.
 * Each part shrinks on its own while the others keep their value; the edge cases are every mix
 * of the parts' edge cases when there are few, else the first of each, the second of each, and
 * so on; the domain is the parts' product when it is small.
 */
public final class Combine {
    private Combine() {}

    /** Two generators, waiting for the function that makes them one value. */
    public record Of2<A, B>(Gen<A> a, Gen<B> b) {
        public <R> Gen<R> as(BiFunction<? super A, ? super B, ? extends R> f) {
            return tuples(List.of(a, b)).map(v -> f.apply(part(v, 0), part(v, 1)));
        }
    }

    /** Three generators, waiting for the function that makes them one value. */
    public record Of3<A, B, C>(Gen<A> a, Gen<B> b, Gen<C> c) {
        public <R> Gen<R> as(Of3.Fn<? super A, ? super B, ? super C, ? extends R> f) {
            return tuples(List.of(a, b, c)).map(v -> f.apply(part(v, 0), part(v, 1), part(v, 2)));
        }

        /** A function of three values. */
        @FunctionalInterface
        public interface Fn<A, B, C, R> {
            R apply(A a, B b, C c);
        }
    }

    /** Four generators, waiting for the function that makes them one value. */
    public record Of4<A, B, C, D>(Gen<A> a, Gen<B> b, Gen<C> c, Gen<D> d) {
        public <R> Gen<R> as(Of4.Fn<? super A, ? super B, ? super C, ? super D, ? extends R> f) {
            return tuples(List.of(a, b, c, d)).map(v -> f.apply(part(v, 0), part(v, 1), part(v, 2), part(v, 3)));
        }

        /** A function of four values. */
        @FunctionalInterface
        public interface Fn<A, B, C, D, R> {
            R apply(A a, B b, C c, D d);
        }
    }

    /** Part {@code i} of a tuple, as the type its generator gave: the records above keep the order. */
    // TypeParameterUnusedInFormals: T is what the caller's function takes, inferred there; the cast
    // is the unchecked one, safe because the generators and the tuple keep the same order.
    @SuppressWarnings({"unchecked", "TypeParameterUnusedInFormals"})
    private static <T> T part(List<Object> tuple, int i) {
        return (T) tuple.get(i);
    }

    @SuppressWarnings("unchecked") // a generator only gives values out, so any Gen<?> is a Gen<Object>
    private static List<Gen<Object>> asObjects(List<Gen<?>> parts) {
        return parts.stream().map(g -> (Gen<Object>) g).toList();
    }

    /**
     * The tuples of the parts' values. The first part draws from the source itself and each later
     * part from a source seeded by the next long drawn, as nested two-part combinations did, so a
     * seed gives the same values it gave them.
     */
    private static Gen<List<Object>> tuples(List<Gen<?>> given) {
        List<Gen<Object>> parts = asObjects(given);
        return new KnownGen<>(
                random -> {
                    List<Tree<Object>> trees = new ArrayList<>(parts.size());
                    trees.add(parts.get(0).generate(random));
                    for (int i = 1; i < parts.size(); i++) {
                        trees.add(parts.get(i).generate(new SplittableRandom(random.nextLong())));
                    }
                    return Shrinks.tuple(trees);
                },
                limit -> edgeCases(parts, limit),
                limit -> {
                    List<List<Tree<Object>>> domains = new ArrayList<>();
                    for (Gen<Object> part : parts) {
                        Optional<List<Tree<Object>>> domain = part.domain(limit);
                        if (domain.isEmpty()) {
                            return Optional.empty();
                        }
                        domains.add(domain.get());
                    }
                    return Cases.product(domains, limit)
                            .map(all -> all.stream().map(Shrinks::tuple).toList());
                });
    }

    private static List<Tree<List<Object>>> edgeCases(List<Gen<Object>> parts, int limit) {
        List<List<Tree<Object>>> edges =
                parts.stream().map(part -> part.edgeCases(limit)).toList();
        if (edges.stream().noneMatch(List::isEmpty)) {
            Optional<List<List<Tree<Object>>>> every = Cases.product(edges, limit);
            if (every.isPresent()) {
                return every.get().stream().map(Shrinks::tuple).toList();
            }
        }
        // Too many mixes: the k-th edge case of each part together. A part without edge cases is
        // drawn from a source seeded by k, so case k is the same on every run.
        int longest = edges.stream().mapToInt(List::size).max().orElse(0);
        List<Tree<List<Object>>> out = new ArrayList<>();
        for (int k = 0; k < Math.min(longest, limit); k++) {
            List<Tree<Object>> tuple = new ArrayList<>(parts.size());
            for (int i = 0; i < parts.size(); i++) {
                List<Tree<Object>> own = edges.get(i);
                tuple.add(own.isEmpty() ? parts.get(i).generate(new SplittableRandom(k)) : own.get(k % own.size()));
            }
            out.add(Shrinks.tuple(tuple));
        }
        return out;
    }
}
