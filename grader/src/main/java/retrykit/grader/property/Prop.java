package retrykit.grader.property;

import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Runs one property: tries generated cases, shrinks the first that fails, and fails with a
 * report that a learner can act on. A property test receives one as its parameter:
 *
 * <pre>{@code
 * @Property(points = 3)
 * void ambiguousWriteIsUnknown(Prop prop) {
 *     prop.forAll(Generators.ambiguous(), outcome -> RULE.check(...).returns(UNKNOWN));
 * }
 * }</pre>
 */
public final class Prop {
    private final String name;
    private final PropertyConfig config;

    public Prop(String name, PropertyConfig config) {
        this.name = name;
        this.config = config;
    }

    /** The rubric item's id: the property method's name. */
    private String item() {
        return name.substring(name.indexOf('#') + 1);
    }

    /** The check must hold for every generated value; it signals a break by throwing. */
    public <T> void forAll(Gen<T> gen, Consumer<? super T> check) {
        long propertySeed = config.seedFor(name);
        if (config.replay() != null) {
            run(gen, check, config.replay(), 0, 1);
            return;
        }
        for (int i = 0; i < config.tries(); i++) {
            run(gen, check, PropertyConfig.caseSeed(propertySeed, i), i, config.tries());
        }
    }

    /** Two generated values at once. */
    public <A, B> void forAll(Gen<A> a, Gen<B> b, java.util.function.BiConsumer<? super A, ? super B> check) {
        forAll(Gen.zip(a, b, Pair::new), pair -> check.accept(pair.first(), pair.second()));
    }

    /** Three generated values at once. */
    public <A, B, C> void forAll(Gen<A> a, Gen<B> b, Gen<C> c, TriConsumer<? super A, ? super B, ? super C> check) {
        forAll(Gen.zip(Gen.zip(a, b, Pair::new), c, Pair::new),
                t -> check.accept(t.first().first(), t.first().second(), t.second()));
    }

    /** A check of three values. */
    @FunctionalInterface
    public interface TriConsumer<A, B, C> {
        void accept(A a, B b, C c);
    }

    private record Pair<A, B>(A first, B second) {}

    private <T> void run(Gen<T> gen, Consumer<? super T> check, long caseSeed, int index, int tries) {
        Tree<T> tree = gen.generate(new SplittableRandom(caseSeed));
        Optional<Throwable> failure = failureOf(check, tree.value());
        if (failure.isEmpty()) {
            return;
        }
        Shrunk<T> shrunk = shrink(tree, failure.get(), check);
        Throwable last = shrunk.failure();
        String report = String.join("\n",
                describe(last),
                "  found:    on try " + (index + 1) + " of " + tries + ", shrunk in " + shrunk.steps()
                        + (shrunk.steps() == 1 ? " step" : " steps")
                        + (shrunk.exhausted() ? " (shrinking stopped at its bound)" : ""),
                "  replay:   grade --only " + item() + " --replay " + caseSeed);
        throw new PropertyFailure(report, caseSeed, last instanceof AssertionError ? null : last);
    }

    private record Shrunk<T>(T value, Throwable failure, int steps, boolean exhausted) {}

    /** Greedy descent: take the first child that still fails, until none does or the bound is hit. */
    private <T> Shrunk<T> shrink(Tree<T> start, Throwable startFailure, Consumer<? super T> check) {
        Tree<T> current = start;
        Throwable failure = startFailure;
        int steps = 0;
        int evaluations = 0;
        boolean improved = true;
        while (improved) {
            improved = false;
            var candidates = current.children().iterator();
            while (candidates.hasNext()) {
                if (evaluations++ >= config.shrinkSteps()) {
                    return new Shrunk<>(current.value(), failure, steps, true);
                }
                Tree<T> candidate = candidates.next();
                Optional<Throwable> broken = failureOf(check, candidate.value());
                if (broken.isPresent()) {
                    current = candidate;
                    failure = broken.get();
                    steps++;
                    improved = true;
                    break;
                }
            }
        }
        return new Shrunk<>(current.value(), failure, steps, false);
    }

    private static <T> Optional<Throwable> failureOf(Consumer<? super T> check, T value) {
        try {
            check.accept(value);
            return Optional.empty();
        } catch (VirtualMachineError fatal) {
            // Out of memory or stack in the learner's code: a failure of this case, reported as such.
            return Optional.of(fatal);
        } catch (Throwable broken) {
            return Optional.of(broken);
        }
    }

    private static String describe(Throwable failure) {
        if (failure instanceof AssertionError && failure.getMessage() != null) {
            return failure.getMessage();
        }
        return "the check itself threw " + failure.getClass().getSimpleName() + ": " + failure.getMessage();
    }
}
