package retrykit.feedback;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;
import org.opentest4j.TestAbortedException;

/**
 * While solve is still the kit's stub every example fails the same way, and a runner that shows
 * them all (an IDE's, or {@code mvn surefire:test}) printed over a thousand lines for stage 05:
 * the first example's failure says all there is to say. So, outside the kit's own loop, the first
 * example to meet the stub fails with the whole lesson, and each one after it is skipped with one
 * line that points back to it. The loop (retrykit.loop.GivenTests) sets {@link #LOOP}, which turns
 * this off: it prints only the first failure anyway, and counts every example that fails.
 *
 * <p>What was shown is kept in the store of the run's root context, so it lasts one run of the
 * tests, however many classes it holds, and never carries over to the next.
 */
public final class StubShownOnce implements TestExecutionExceptionHandler {

    /** The configuration parameter the kit's loop sets, to count every example as it fails. */
    public static final String LOOP = "retrykit.loop";

    private static final ExtensionContext.Namespace SHOWN = ExtensionContext.Namespace.create(StubShownOnce.class);

    @Override
    public void handleTestExecutionException(ExtensionContext context, Throwable thrown) throws Throwable {
        if (!(thrown instanceof TeachingFailure failure)
                || !failure.unwritten()
                || context.getConfigurationParameter(LOOP).isPresent()) {
            throw thrown;
        }
        AtomicBoolean shown = context.getRoot()
                .getStore(SHOWN)
                .computeIfAbsent("stub", key -> new AtomicBoolean(), AtomicBoolean.class);
        if (shown.getAndSet(true)) {
            throw new TestAbortedException("solve is not written yet: the first failing example says where to start");
        }
        throw thrown;
    }
}
