package retrykit.grader.property;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;

/** How generators put together their edge cases and, when it is small, their whole domain. */
final class Cases {
    private Cases() {}

    /** The trees with a value seen before left out, so that a domain lists each value once. */
    static <T> List<Tree<T>> distinct(List<Tree<T>> trees) {
        Set<T> seen = new HashSet<>();
        List<Tree<T>> out = new ArrayList<>();
        for (Tree<T> tree : trees) {
            if (seen.add(tree.value())) {
                out.add(tree);
            }
        }
        return out;
    }

    /**
     * Up to {@code limit} edge cases taken in turn from {@code sources}, each asked for its share
     * of the limit ({@link #share}). Asking every source for the whole limit grows as limit^depth
     * through nested choices (a stage-05 history nests six), and cost seconds per property.
     */
    static <T> List<Tree<T>> fill(List<IntFunction<List<Tree<T>>>> sources, int limit) {
        int each = share(limit, sources.size());
        return interleave(sources.stream().map(source -> source.apply(each)).toList(), limit);
    }

    /** An equal share of {@code limit} among {@code parts}, and at least two, so that each part shows more than its simplest case. */
    static int share(int limit, int parts) {
        return parts <= 1 ? limit : Math.min(limit, Math.max(2, (limit + parts - 1) / parts));
    }

    /**
     * The first tree of each list, then the second of each, and so on, each value once, until
     * {@code limit} distinct values: two choices can make the same value, and a repeat would take
     * the place of a case not yet tried.
     */
    static <T> List<Tree<T>> interleave(List<List<Tree<T>>> lists, int limit) {
        Set<T> seen = new HashSet<>();
        List<Tree<T>> out = new ArrayList<>();
        int longest = lists.stream().mapToInt(List::size).max().orElse(0);
        for (int i = 0; i < longest && out.size() < limit; i++) {
            for (List<Tree<T>> list : lists) {
                if (i < list.size()
                        && out.size() < limit
                        && seen.add(list.get(i).value())) {
                    out.add(list.get(i));
                }
            }
        }
        return out;
    }

    /** The domains one after the other, each value once; empty when one is unknown or all exceed {@code limit}. */
    static <T> Optional<List<Tree<T>>> concat(List<Optional<List<Tree<T>>>> domains, int limit) {
        List<Tree<T>> out = new ArrayList<>();
        for (Optional<List<Tree<T>>> domain : domains) {
            if (domain.isEmpty()) {
                return Optional.empty();
            }
            out.addAll(domain.get());
            if (out.size() > limit * 2L) {
                return Optional.empty(); // even with repeats left out, more than limit: stop early
            }
        }
        List<Tree<T>> each = distinct(out);
        return each.size() <= limit ? Optional.of(each) : Optional.empty();
    }

    /**
     * Every way to pick one tree from each part, the first part changing slowest; empty when that
     * is more than {@code limit} ways.
     */
    static <T> Optional<List<List<Tree<T>>>> product(List<List<Tree<T>>> parts, int limit) {
        long count = 1;
        for (List<Tree<T>> part : parts) {
            count *= part.size();
            if (count > limit) {
                return Optional.empty();
            }
        }
        List<List<Tree<T>>> out = new ArrayList<>();
        out.add(List.of());
        for (List<Tree<T>> part : parts) {
            List<List<Tree<T>>> longer = new ArrayList<>();
            for (List<Tree<T>> prefix : out) {
                for (Tree<T> tree : part) {
                    List<Tree<T>> next = new ArrayList<>(prefix);
                    next.add(tree);
                    longer.add(next);
                }
            }
            out = longer;
        }
        return Optional.of(out);
    }
}
