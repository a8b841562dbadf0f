package retrykit.loop;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Every given example of one run, in lesson order. */
public record Examples(List<Example> all) {

    public Examples {
        all = all.stream().sorted(Comparator.comparing(Example::position)).toList();
    }

    public int total() {
        return all.size();
    }

    public int passed() {
        return (int) all.stream().filter(Example::passed).count();
    }

    public boolean allPass() {
        return !all.isEmpty() && passed() == total();
    }

    /** The first example that fails, in lesson order: the one to work on next. */
    public Optional<Example> firstFailure() {
        return all.stream().filter(e -> !e.passed()).findFirst();
    }

    /** True when no example passes and every failure is the untouched stub's "not implemented yet". */
    public boolean untouched() {
        return passed() == 0
                && !all.isEmpty()
                && all.stream().allMatch(e -> e.message().contains(StageFolder.STUB_SAYS));
    }
}
