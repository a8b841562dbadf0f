package retrykit.grader.property;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * A generator that knows, besides how to draw, its edge cases and (when it is small) its whole
 * domain; the engine's primitives and combinators build these, so the knowledge composes.
 *
 * @param draw   one value and its shrink tree, from a random source
 * @param edges  the edge cases, simplest first, given the most wanted
 * @param domain every value, given the most wanted; empty when there are more or they are unknown
 */
record KnownGen<T>(
        Function<SplittableRandom, Tree<T>> draw,
        IntFunction<List<Tree<T>>> edges,
        IntFunction<Optional<List<Tree<T>>>> domain)
        implements Gen<T> {

    @Override
    public Tree<T> generate(SplittableRandom random) {
        return draw.apply(random);
    }

    @Override
    public List<Tree<T>> edgeCases(int limit) {
        List<Tree<T>> all = edges.apply(limit);
        return all.size() <= limit ? all : List.copyOf(all.subList(0, limit));
    }

    @Override
    public Optional<List<Tree<T>>> domain(int limit) {
        return domain.apply(limit).filter(all -> all.size() <= limit);
    }
}
