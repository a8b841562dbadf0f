package retrykit.feedback;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.ToLongFunction;
import org.junit.jupiter.api.extension.DynamicTestInvocationContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;

/**
 * Ends an example whose solve never returns: once the example's thread has used {@link
 * #PROCESSOR_SECONDS} of processor time, it fails with {@link Exceeded}, and its thread is left
 * behind (a daemon, interrupted). Processor time, as the grader's limits count it, and not the time
 * that passed: on a busy laptop a right answer's example may take many seconds to run, but it never
 * uses that much processor time, so only a loop is ended, never a slow machine's right answer. An
 * example that waits without using the processor (a sleep, a lock) is not ended here: the kit's
 * loop sets JUnit's own, far longer limit on passed time for that (retrykit.loop.GivenTests).
 *
 * <p>A thread cannot be stopped from outside, so the loop goes on running until the JVM ends, and
 * takes its share of the processor from every example after it: each would take longer and longer
 * to use up its own time (minutes, for a stage of examples that all loop). So while a loop ended in
 * this run still runs, the examples after it are not run: each fails at once with {@link
 * LoopStillRunning}, as the grader stops a stage at its first loop. The loop is kept in the store of
 * the run's root context, so a later run (the next save, in the watch) runs every example again.
 */
public final class ExampleTimeLimit implements InvocationInterceptor {

    /** The processor time one example may use; the slowest right answer's example uses well under one. */
    public static final int PROCESSOR_SECONDS = 10;

    /** How often the example's processor time is read while it runs. */
    private static final long LOOK_EVERY_MILLIS = 20;

    private final long limitNanos;
    private final ToLongFunction<Thread> processorNanos;

    /** The kit's limit, {@link #PROCESSOR_SECONDS}, on the processor time the JVM reports for the example's thread. */
    public ExampleTimeLimit() {
        this(TimeUnit.SECONDS.toNanos(PROCESSOR_SECONDS), ExampleTimeLimit::threadProcessorNanos);
    }

    /** A limit read on the given clock: -1 from it means it cannot tell, and then nothing is ended here. */
    ExampleTimeLimit(long limitNanos, ToLongFunction<Thread> processorNanos) {
        this.limitNanos = limitNanos;
        this.processorNanos = processorNanos;
    }

    /** An example that used up its processor time: the loop words it as a loop in solve. */
    public static final class Exceeded extends TimeoutException {
        private static final long serialVersionUID = 1L;

        public Exceeded(String example, long limitNanos) {
            super(example + " used " + text(limitNanos) + " of processor time without returning");
        }

        private static String text(long nanos) {
            return nanos % 1_000_000_000L == 0 ? nanos / 1_000_000_000L + " s" : nanos / 1_000_000L + " ms";
        }
    }

    /** An example not run because an earlier example's loop, ended in this run, still runs. */
    public static final class LoopStillRunning extends AssertionError {
        private static final long serialVersionUID = 1L;

        public LoopStillRunning(String example, String looping) {
            super(example + " was not run: " + looping + " was stopped for using up its processor time, and its loop"
                    + " still runs in this JVM, slowing everything after it. Fix that loop first.");
        }
    }

    private static final ExtensionContext.Namespace LOOPS = ExtensionContext.Namespace.create(ExampleTimeLimit.class);

    /** An example's thread that was ended for its processor time, and which example it ran. */
    private record Looping(Thread thread, String example) {}

    @Override
    public void interceptTestMethod(
            Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> invocationContext,
            ExtensionContext extensionContext)
            throws Throwable {
        limited(invocation, extensionContext);
    }

    @Override
    public void interceptTestTemplateMethod(
            Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> invocationContext,
            ExtensionContext extensionContext)
            throws Throwable {
        limited(invocation, extensionContext);
    }

    @Override
    public void interceptDynamicTest(
            Invocation<Void> invocation,
            DynamicTestInvocationContext invocationContext,
            ExtensionContext extensionContext)
            throws Throwable {
        limited(invocation, extensionContext);
    }

    private void limited(Invocation<Void> invocation, ExtensionContext context) throws Throwable {
        String example = context.getDisplayName();
        ExtensionContext.Store store = context.getRoot().getStore(LOOPS);
        Looping earlier = store.get("looping", Looping.class);
        if (earlier != null && earlier.thread().isAlive()) {
            invocation.skip();
            throw new LoopStillRunning(example, earlier.example());
        }
        FutureTask<Void> task = new FutureTask<>(() -> {
            try {
                return invocation.proceed();
            } catch (Exception | Error e) {
                throw e;
            } catch (Throwable t) {
                throw new ExecutionException(t);
            }
        });
        Thread runner = new Thread(task, "retrykit-example");
        runner.setDaemon(true); // a loop left behind never holds the JVM open
        runner.start();
        try {
            while (true) {
                try {
                    task.get(LOOK_EVERY_MILLIS, TimeUnit.MILLISECONDS);
                    return;
                } catch (TimeoutException stillRunning) {
                    if (processorNanos.applyAsLong(runner) > limitNanos) {
                        runner.interrupt();
                        store.put("looping", new Looping(runner, example));
                        throw new Exceeded(example, limitNanos);
                    }
                }
            }
        } catch (ExecutionException e) {
            throw unwrapped(e.getCause());
        } catch (CancellationException | InterruptedException e) {
            runner.interrupt();
            throw e;
        }
    }

    /** The processor time of a thread as the JVM counts it, or -1 where it cannot (then JUnit's limit on passed time holds). */
    private static long threadProcessorNanos(Thread thread) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        if (!threads.isThreadCpuTimeSupported() || !threads.isThreadCpuTimeEnabled()) {
            return -1;
        }
        return threads.getThreadCpuTime(thread.getId());
    }

    /** What the example itself threw, out of the wrapping that carried it across threads. */
    private static Throwable unwrapped(Throwable thrown) {
        return thrown instanceof ExecutionException carried && carried.getCause() != null ? carried.getCause() : thrown;
    }
}
