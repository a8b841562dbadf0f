package retrykit.feedback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * The given examples' time limit counts the processor time of the example's thread, read on a
 * clock the test sets: an example is ended once the clock passes the limit, and never for time that
 * merely passed. Nothing here spins or sleeps: the examples wait on latches the test opens.
 */
class ExampleTimeLimitTest {
    /** The processor time the fake clock reports for the example's thread, and how often it was read. */
    static final AtomicLong USED = new AtomicLong();

    static final AtomicInteger READS = new AtomicInteger();

    /** Opened by the clock once it has been read this many times (the example then returns). */
    static volatile int openAfterReads;

    static volatile CountDownLatch gate;

    static class Examples {
        @RegisterExtension
        static final ExampleTimeLimit LIMIT = new ExampleTimeLimit(1_000_000, thread -> {
            if (READS.incrementAndGet() >= openAfterReads) {
                gate.countDown();
            }
            return USED.get();
        });

        @Test
        void waitsForTheGate() throws InterruptedException {
            gate.await();
        }
    }

    @TestMethodOrder(MethodOrderer.MethodName.class)
    static class TwoExamples {
        @RegisterExtension
        static final ExampleTimeLimit LIMIT = new ExampleTimeLimit(1_000_000, thread -> USED.get());

        static final AtomicInteger STARTED = new AtomicInteger();

        @Test
        void first() {
            STARTED.incrementAndGet();
            waitThroughInterrupts();
        }

        @Test
        void second() {
            STARTED.incrementAndGet();
            waitThroughInterrupts();
        }

        /** As an endless loop does, and unlike a wait, goes on when interrupted: until the test opens the gate. */
        private static void waitThroughInterrupts() {
            while (true) {
                try {
                    gate.await();
                    return;
                } catch (InterruptedException e) {
                    // ignored, as a loop in solve would
                }
            }
        }
    }

    static class Failing {
        @RegisterExtension
        static final ExampleTimeLimit LIMIT = new ExampleTimeLimit(1_000_000, thread -> 0);

        @Test
        void answersWrong() {
            throw new AssertionError("expected 3, got 4");
        }
    }

    private static TestExecutionSummary run(Class<?> examples) {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClass(examples))
                .build();
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        LauncherFactory.create().execute(request, summary);
        return summary.getSummary();
    }

    private static void reset(long used, int openAfter) {
        USED.set(used);
        READS.set(0);
        openAfterReads = openAfter;
        gate = new CountDownLatch(1);
    }

    @Test
    @DisplayName("an example under its processor time passes, however many times the clock is read while it waits")
    void waitingIsNotCounted() {
        reset(999_999, 5);
        TestExecutionSummary summary = run(Examples.class);
        assertThat(summary.getTestsSucceededCount()).isEqualTo(1);
        assertThat(summary.getTestsFailedCount()).isZero();
        assertThat(READS.get()).as("the clock was read while the example ran").isGreaterThanOrEqualTo(5);
    }

    @Test
    @DisplayName("an example past its processor time fails with Exceeded, naming the example and the limit")
    void pastTheLimitFails() {
        reset(1_000_001, Integer.MAX_VALUE);
        try {
            TestExecutionSummary summary = run(Examples.class);
            assertThat(summary.getTestsFailedCount()).isEqualTo(1);
            Throwable thrown = summary.getFailures().get(0).getException();
            assertThat(thrown)
                    .isInstanceOf(ExampleTimeLimit.Exceeded.class)
                    .hasMessage("waitsForTheGate() used 1 ms of processor time without returning");
        } finally {
            gate.countDown(); // the abandoned example's thread ends too
        }
    }

    @Test
    @DisplayName(
            "while an example ended for its processor time still runs, the examples after it fail at once without running;"
                    + " the next run runs them all again")
    void aLoopStopsTheRun() {
        for (int run = 1; run <= 2; run++) {
            reset(1_000_001, Integer.MAX_VALUE);
            TwoExamples.STARTED.set(0);
            try {
                TestExecutionSummary summary = run(TwoExamples.class);
                assertThat(summary.getTestsFailedCount()).as("run %d", run).isEqualTo(2);
                assertThat(summary.getFailures().get(0).getException()).isInstanceOf(ExampleTimeLimit.Exceeded.class);
                assertThat(summary.getFailures().get(1).getException())
                        .isInstanceOf(ExampleTimeLimit.LoopStillRunning.class)
                        .hasMessageStartingWith("second() was not run: first() was stopped");
                assertThat(TwoExamples.STARTED.get())
                        .as("run %d: examples started", run)
                        .isEqualTo(1);
            } finally {
                gate.countDown();
            }
        }
    }

    @Test
    @DisplayName("an example's own failure comes through as it was thrown")
    void ownFailurePassesThrough() {
        TestExecutionSummary summary = run(Failing.class);
        assertThat(summary.getTestsFailedCount()).isEqualTo(1);
        assertThat(summary.getFailures().get(0).getException())
                .isInstanceOf(AssertionError.class)
                .hasMessage("expected 3, got 4");
    }
}
