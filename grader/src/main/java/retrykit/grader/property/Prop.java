package retrykit.grader.property;

import java.util.List;
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

    /**
     * The check must hold for every generated value; it signals a break by throwing. A generator
     * with at most {@link PropertyConfig#EXHAUSTIVE_LIMIT} values is tried on all of them, in
     * order, instead of a sample; any other tries its edge cases first (at most
     * {@link PropertyConfig#EDGE_CASES}, and no more than the tries), then its random tries.
     */
    public <T> void forAll(Gen<T> gen, Consumer<? super T> check) {
        Optional<List<Tree<T>>> every = gen.domain(PropertyConfig.EXHAUSTIVE_LIMIT);
        List<Tree<T>> edges = every.isPresent() ? List.of() : gen.edgeCases(PropertyConfig.EDGE_CASES);
        List<Tree<T>> enumerated = every.orElse(edges);
        if (config.replay() != null) {
            replay(gen, check, config.replay(), enumerated, every.isPresent());
            return;
        }
        if (every.isPresent()) {
            for (int i = 0; i < enumerated.size(); i++) {
                run(
                        enumerated.get(i),
                        check,
                        i,
                        "on case " + (i + 1) + " of " + enumerated.size() + " (every case is tried)");
            }
            return;
        }
        int edgeTries = Math.min(edges.size(), config.tries());
        for (int i = 0; i < edgeTries; i++) {
            run(
                    edges.get(i),
                    check,
                    i,
                    "on edge case " + (i + 1) + " of " + edgeTries + " (tried before the random ones)");
        }
        long propertySeed = config.seedFor(name);
        for (int i = 0; i < config.tries(); i++) {
            long caseSeed = PropertyConfig.caseSeed(propertySeed, i);
            run(
                    gen.generate(new SplittableRandom(caseSeed)),
                    check,
                    caseSeed,
                    "on try " + (i + 1) + " of " + config.tries());
        }
    }

    /** Runs the one case a replay number names: an enumerated case by its index, else a random case by its seed. */
    private <T> void replay(
            Gen<T> gen, Consumer<? super T> check, long replay, List<Tree<T>> enumerated, boolean every) {
        if (!PropertyConfig.isCaseIndex(replay)) {
            run(gen.generate(new SplittableRandom(replay)), check, replay, "on the replayed try");
            return;
        }
        if (replay >= enumerated.size()) {
            throw new IllegalArgumentException("replay " + replay + " names an enumerated case, and " + item() + " has "
                    + enumerated.size() + (every ? " cases" : " edge cases"));
        }
        run(
                enumerated.get((int) replay),
                check,
                replay,
                "on the replayed " + (every ? "case " : "edge case ") + (replay + 1));
    }
    /** Two generated values at once. */
    public <A, B> void forAll(Gen<A> a, Gen<B> b, java.util.function.BiConsumer<? super A, ? super B> check) {
        forAll(Gen.combine(a, b).as(Pair::new), pair -> check.accept(pair.first(), pair.second()));
    }

    /** Three generated values at once. */
    public <A, B, C> void forAll(Gen<A> a, Gen<B> b, Gen<C> c, TriConsumer<? super A, ? super B, ? super C> check) {
        forAll(Gen.combine(a, b, c).as(Triple::new), t -> check.accept(t.first(), t.second(), t.third()));
    }

    /** A check of three values. */
    @FunctionalInterface
    public interface TriConsumer<A, B, C> {
        void accept(A a, B b, C c);
    }

    private record Triple<A, B, C>(A first, B second, C third) {}

    private record Pair<A, B>(A first, B second) {}

    private <T> void run(Tree<T> tree, Consumer<? super T> check, long replayWith, String where) {
        Optional<Throwable> failure = failureOf(check, tree.value());
        if (failure.isEmpty()) {
            return;
        }
        Shrunk<T> shrunk = shrink(tree, failure.get(), check);
        Throwable last = shrunk.failure();
        String report = String.join(
                "\n",
                describe(last),
                "  found:    " + where + ", shrunk in " + shrunk.steps()
                        + (shrunk.steps() == 1 ? " step" : " steps")
                        + (shrunk.exhausted() ? " (shrinking stopped at its bound)" : ""),
                "  replay:   grade --only " + item() + " --replay " + replayWith);
        throw new PropertyFailure(report, replayWith, last instanceof AssertionError ? null : last);
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
            // Out of memory or stack in the learner's code: a failure of this case, reported as such,
            // unless the JVM could not start a thread, which is the machine's failure, not the case's.
            if (MachineFault.within(fatal).isPresent()) {
                throw new MachineFault(MachineFault.within(fatal).get());
            }
            return Optional.of(fatal);
        } catch (Throwable broken) {
            Optional<Throwable> machine = MachineFault.within(broken);
            if (machine.isPresent()) {
                throw machine.get() instanceof MachineFault m ? m : new MachineFault(machine.get());
            }
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
