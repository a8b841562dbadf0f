package retrykit.grader.property;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/** The shrink trees the primitives and combinators build: numbers toward an origin, lists, tuples. */
final class Shrinks {
    private Shrinks() {}

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
        BigInteger distance = BigInteger.valueOf(value).subtract(BigInteger.valueOf(origin));
        BigInteger step = distance;
        while (step.signum() != 0) {
            out.add(BigInteger.valueOf(value).subtract(step).longValueExact());
            step = step.divide(BigInteger.TWO);
        }
        return out.stream().distinct().filter(v -> v != value);
    }

    /** A list that shrinks by dropping elements (never below {@code min}), then by shrinking each. */
    static <T> Tree<List<T>> list(List<Tree<T>> trees, int min) {
        List<T> value = trees.stream().map(Tree::value).toList();
        return new Tree<>(
                value,
                () -> Stream.concat(
                        dropping(trees, min).map(shorter -> list(shorter, min)),
                        shrinkingOne(trees).map(changed -> list(changed, min))));
    }

    /**
     * A tuple of independent parts: each part shrinks in turn while the others keep their value,
     * so shrinking one part never redraws another.
     */
    static <T> Tree<List<T>> tuple(List<Tree<T>> trees) {
        // Stream.toList keeps nulls: a part may be null (a header that is absent).
        List<T> value = trees.stream().map(Tree::value).toList();
        return new Tree<>(value, () -> shrinkingOne(trees).map(Shrinks::tuple));
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
        return IntStream.range(0, trees.size())
                .boxed()
                .flatMap(i -> trees.get(i).children().map(child -> {
                    List<Tree<T>> changed = new ArrayList<>(trees);
                    changed.set(i, child);
                    return changed;
                }));
    }
}
