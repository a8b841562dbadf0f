package retrykit.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The watch's logic with its events injected: no file system, no clock, no sleep. Each signal
 * is followed by one look at the sources; a run happens when, and only when, they changed.
 */
class WatchLoopTest {

    static SourceSnapshot sources(String content) {
        return new SourceSnapshot(Map.of("retrykit/classify/Classify.java", content));
    }

    static RunResult ran(int passed, int total) {
        List<Example> examples = new ArrayList<>();
        for (int i = 1; i <= total; i++) {
            examples.add(new Example(
                    new Position(1, "m", i), "case " + i, i <= passed, i <= passed ? "" : "fails", "Rule 1: x"));
        }
        return new RunResult.Ran(new Examples(examples));
    }

    @Test
    @DisplayName("runs once at start, then once per change; a signal with the sources unchanged runs nothing")
    void runsOnlyOnChange() throws InterruptedException {
        Deque<SourceSnapshot> looks = new ArrayDeque<>(List.of(
                sources("stub"), // at start
                sources("stub"), // signal 1: an editor touched the file, same content
                sources("first try"), // signal 2: saved with a change
                sources("first try"), // signal 3: nothing new
                sources("second try"))); // signal 4: saved again
        Deque<Boolean> signals = new ArrayDeque<>(List.of(true, true, true, true, false));
        Deque<RunResult> results = new ArrayDeque<>(List.of(ran(0, 3), ran(1, 3), ran(3, 3)));
        List<RunResult> shown = new ArrayList<>();

        int runs = new WatchLoop(looks::removeFirst, signals::removeFirst, results::removeFirst, shown::add).watch();

        assertThat(runs).isEqualTo(3);
        assertThat(shown)
                .extracting(r -> ((RunResult.Ran) r).examples().passed())
                .containsExactly(0, 1, 3);
        assertThat(looks).isEmpty();
    }

    @Test
    @DisplayName("a compile error is shown like any run, and the next change runs again")
    void compileErrorThenFix() throws InterruptedException {
        Deque<SourceSnapshot> looks = new ArrayDeque<>(List.of(sources("a"), sources("a {"), sources("a { }")));
        Deque<Boolean> signals = new ArrayDeque<>(List.of(true, true, false));
        CompileError error = new CompileError(
                "exercises/01/src/main/java/retrykit/classify/Classify.java",
                12,
                "';' expected",
                "        return x",
                17,
                0);
        Deque<RunResult> results = new ArrayDeque<>(List.of(ran(0, 2), new RunResult.DidNotCompile(error), ran(2, 2)));
        List<RunResult> shown = new ArrayList<>();

        new WatchLoop(looks::removeFirst, signals::removeFirst, results::removeFirst, shown::add).watch();

        assertThat(shown).hasSize(3);
        assertThat(shown.get(1)).isInstanceOf(RunResult.DidNotCompile.class);
        assertThat(shown.get(2)).isInstanceOf(RunResult.Ran.class);
    }

    @Test
    @DisplayName("when the signals end at once, the watch has run exactly once")
    void endsWhenSignalsEnd() throws InterruptedException {
        List<RunResult> shown = new ArrayList<>();
        int runs = new WatchLoop(() -> sources("x"), () -> false, () -> ran(0, 1), shown::add).watch();
        assertThat(runs).isEqualTo(1);
        assertThat(shown).hasSize(1);
    }
}
