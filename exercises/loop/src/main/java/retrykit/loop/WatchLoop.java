package retrykit.loop;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The watch's logic, free of files, clocks and screens so it can be tested without waiting:
 * run once, then after every signal look at the sources again and run when, and only when,
 * they differ from what the last run saw.
 */
public final class WatchLoop {

    private final Supplier<SourceSnapshot> look;
    private final ChangeSignals signals;
    private final Supplier<RunResult> run;
    private final Consumer<RunResult> show;

    /**
     * @param look    what the sources hold now
     * @param signals when to look again
     * @param run     one run of the stage
     * @param show    draws a run's result
     */
    public WatchLoop(
            Supplier<SourceSnapshot> look, ChangeSignals signals, Supplier<RunResult> run, Consumer<RunResult> show) {
        this.look = look;
        this.signals = signals;
        this.run = run;
        this.show = show;
    }

    /** Watches until the signals end; returns how many runs it made. */
    public int watch() throws InterruptedException {
        SourceSnapshot seen = look.get();
        show.accept(run.get());
        int runs = 1;
        while (signals.await()) {
            SourceSnapshot now = look.get();
            if (now.equals(seen)) {
                continue;
            }
            seen = now;
            show.accept(run.get());
            runs++;
        }
        return runs;
    }
}
