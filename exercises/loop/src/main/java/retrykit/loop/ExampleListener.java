package retrykit.loop;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Order;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import retrykit.feedback.ExampleTimeLimit;
import retrykit.feedback.TeachingFailure;

/**
 * Collects one {@link Example} per given test as the JUnit Platform runs them, with its place in
 * the lesson and its failure as the learner reads it. A test class or a parameterized test whose
 * cases could not even be built counts as one failing example, so it is never lost.
 */
public final class ExampleListener implements TestExecutionListener {

    private final List<Example> examples = new ArrayList<>();
    private TestPlan plan;

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        plan = testPlan;
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        boolean failed = result.getStatus() != TestExecutionResult.Status.SUCCESSFUL;
        if (!id.isTest() && !(failed && id.getSource().isPresent())) {
            return; // containers count only when they break, and the engine itself never does
        }
        Throwable thrown = result.getThrowable().orElse(null);
        String message = failed ? describe(thrown) : "";
        String section = thrown instanceof TeachingFailure teaching ? teaching.section() : null;
        synchronized (examples) {
            examples.add(new Example(position(id), name(id), !failed, message, section));
        }
    }

    /** Everything collected so far, in lesson order. */
    public Examples examples() {
        synchronized (examples) {
            return new Examples(examples);
        }
    }

    private Position position(TestIdentifier id) {
        Optional<MethodSource> source = methodOf(id);
        int order = Position.UNORDERED;
        String method = source.map(MethodSource::getMethodName).orElse("");
        if (source.isPresent()) {
            try {
                Method javaMethod = source.get().getJavaMethod();
                Order annotation = javaMethod.getAnnotation(Order.class);
                order = annotation == null ? Position.UNORDERED : annotation.value();
            } catch (RuntimeException unresolvable) {
                order = Position.UNORDERED;
            }
        } else if (!id.isTest()) {
            order = Integer.MIN_VALUE; // a class that could not start breaks every example: show it first
        }
        return new Position(order, method, Position.invocationOf(id.getUniqueId()));
    }

    private Optional<MethodSource> methodOf(TestIdentifier id) {
        Optional<MethodSource> own =
                id.getSource().filter(MethodSource.class::isInstance).map(MethodSource.class::cast);
        if (own.isPresent() || plan == null) {
            return own;
        }
        return plan.getParent(id)
                .flatMap(parent -> parent.getSource()
                        .filter(MethodSource.class::isInstance)
                        .map(MethodSource.class::cast));
    }

    private String name(TestIdentifier id) {
        if (plan != null && id.isTest()) {
            Optional<TestIdentifier> parent = plan.getParent(id);
            if (parent.isPresent()
                    && parent.get()
                            .getSource()
                            .filter(MethodSource.class::isInstance)
                            .isPresent()) {
                return parent.get().getDisplayName() + " > case " + Position.invocationOf(id.getUniqueId()) + ": "
                        + id.getDisplayName();
            }
        }
        return id.getDisplayName();
    }

    /**
     * A failure as the learner reads it: the kit's checks already word their failures; anything
     * else (a test that could not start, a call that never returned) is named in a line or two.
     */
    static String describe(Throwable failure) {
        if (failure == null) {
            return "failed without saying why";
        }
        if (failure instanceof ExampleTimeLimit.Exceeded) {
            return "did not finish within " + ExampleTimeLimit.PROCESSOR_SECONDS
                    + " s of processor time and was stopped: is there a loop in solve that never ends?";
        }
        if (failure instanceof TimeoutException) {
            return "did not finish within " + GivenTests.PASSED_SECONDS
                    + " s: does solve wait for something that never comes (a sleep, a lock, a reply)? ("
                    + failure.getMessage() + ")";
        }
        String message = failure.getMessage();
        if (failure instanceof AssertionError && message != null && !message.isBlank()) {
            return message.strip();
        }
        StringBuilder text = new StringBuilder(failure.getClass().getName());
        if (message != null && !message.isBlank()) {
            text.append(": ").append(message.strip());
        }
        for (StackTraceElement frame : failure.getStackTrace()) {
            String cls = frame.getClassName();
            if (!cls.startsWith("java.")
                    && !cls.startsWith("jdk.")
                    && !cls.startsWith("sun.")
                    && !cls.startsWith("org.junit.")) {
                text.append("\n  at ").append(frame);
                break;
            }
        }
        if (failure.getCause() != null && failure.getCause() != failure) {
            text.append("\n  caused by ").append(describe(failure.getCause()).replace("\n", "\n  "));
        }
        return text.toString();
    }
}
