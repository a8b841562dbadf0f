package retrykit.grader.property;

import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * A generated value with the simpler values it may shrink to, each again with its own, so that
 * shrinking composes through {@link Gen#map} and {@link Gen#flatMap} (integrated shrinking).
 * Children come first-simplest and are computed only when the shrinker asks for them.
 */
public final class Tree<T> {
    private final T value;
    private final Supplier<Stream<Tree<T>>> children;

    Tree(T value, Supplier<Stream<Tree<T>>> children) {
        this.value = value;
        this.children = children;
    }

    /** A value that shrinks to nothing. */
    public static <T> Tree<T> leaf(T value) {
        return new Tree<>(value, Stream::empty);
    }

    public T value() {
        return value;
    }

    /** The simpler candidates, simplest first. */
    public Stream<Tree<T>> children() {
        return children.get();
    }

    public <R> Tree<R> map(Function<? super T, ? extends R> f) {
        return new Tree<>(f.apply(value), () -> children().map(child -> child.map(f)));
    }

    /**
     * Binds a tree of trees: shrink the outer choice first, then the inner value; after an inner
     * step the outer choice can still shrink, so neither part gets stuck behind the other.
     */
    public <R> Tree<R> flatMap(Function<? super T, Tree<R>> f) {
        return bind(f.apply(value), f);
    }

    private <R> Tree<R> bind(Tree<R> inner, Function<? super T, Tree<R>> f) {
        return new Tree<>(
                inner.value(),
                () -> Stream.concat(
                        children().map(child -> child.flatMap(f)),
                        inner.children().map(smaller -> bind(smaller, f))));
    }

    /** This tree with extra candidates tried before its own children. */
    Tree<T> withFirst(Supplier<Stream<Tree<T>>> first) {
        Supplier<Stream<Tree<T>>> own = children;
        return new Tree<>(value, () -> Stream.concat(first.get(), own.get()));
    }
}
