package retrykit.grader.run;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.junit.jupiter.engine.JupiterTestEngine;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.PostDiscoveryFilter;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import retrykit.grader.property.MachineFault;

/**
 * Runs test classes through the JUnit Platform Launcher and collects one {@link TestResult} per
 * test. The launcher is built as JUnit's own tests build it: engine and listener
 * auto-registration off, Jupiter added by hand, implicit configuration (system properties,
 * {@code junit-platform.properties}) ignored, so nothing a submission carries can add an
 * engine, a listener or a setting.
 */
public final class SuiteRun {

    /** Told as each test starts and ends, so a supervisor knows what was running if the JVM dies. */
    public interface Events {
        Events NONE = new Events() {};

        default void started(String className, String methodName, String displayName) {}

        default void finished(TestResult result) {}

        /**
         * A test ended on a fault of the machine ({@link MachineFault}): it has no verdict, and the
         * caller must record none. Called before {@link #finished}.
         */
        default void machineFault(String why) {}
    }

    /** The settings every run uses, whatever the environment says. */
    private static final Map<String, String> FIXED = Map.of(
            "junit.jupiter.extensions.autodetection.enabled", "false",
            "junit.jupiter.execution.parallel.enabled", "false",
            "junit.jupiter.testinstance.lifecycle.default", "per_method",
            "junit.jupiter.execution.timeout.mode", "disabled",
            "junit.platform.output.capture.stdout", "false",
            "junit.platform.output.capture.stderr", "false");

    private SuiteRun() {}

    /**
     * Runs {@code classNames}, loaded by {@code loader}, keeping only the test methods whose name
     * passes {@code methods}.
     *
     * @param configuration extra configuration parameters (the property engine's seed and tries)
     */
    public static List<TestResult> run(
            ClassLoader loader,
            List<String> classNames,
            Map<String, String> configuration,
            Predicate<String> methods,
            Events events)
            throws ClassNotFoundException {
        List<Class<?>> classes = new ArrayList<>();
        for (String name : classNames) {
            classes.add(Class.forName(name, false, loader));
        }
        Map<String, String> parameters = new TreeMap<>(configuration);
        parameters.putAll(FIXED);
        PostDiscoveryFilter onlyWanted = descriptor -> descriptor
                .getSource()
                .filter(MethodSource.class::isInstance)
                .map(source -> methods.test(((MethodSource) source).getMethodName())
                        ? FilterResult.included("selected")
                        : FilterResult.excluded("not selected"))
                .orElse(FilterResult.included("container"));
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(classes.stream().map(c -> selectClass(c)).toList())
                .filters(onlyWanted)
                .configurationParameters(parameters)
                .enableImplicitConfigurationParameters(false)
                .build();

        Collector collector = new Collector(events);
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            launcher().execute(request, collector);
        } finally {
            thread.setContextClassLoader(previous);
        }
        return Collections.unmodifiableList(collector.results);
    }

    private static Launcher launcher() {
        return LauncherFactory.create(LauncherConfig.builder()
                .enableTestEngineAutoRegistration(false)
                .enableLauncherSessionListenerAutoRegistration(false)
                .enableLauncherDiscoveryListenerAutoRegistration(false)
                .enablePostDiscoveryFilterAutoRegistration(false)
                .enableTestExecutionListenerAutoRegistration(false)
                .addTestEngines(new JupiterTestEngine())
                .build());
    }

    /** Collects a result for every test, and for a class that could not even start. */
    private static final class Collector implements TestExecutionListener {
        private final Events events;
        private final List<TestResult> results = new ArrayList<>();

        Collector(Events events) {
            this.events = events;
        }

        @Override
        public void executionStarted(TestIdentifier id) {
            if (id.isTest()) {
                Optional<MethodSource> method = methodOf(id);
                events.started(
                        method.map(MethodSource::getClassName).orElse(""),
                        method.map(MethodSource::getMethodName).orElse(""),
                        id.getDisplayName());
            }
        }

        @Override
        public void executionFinished(TestIdentifier id, TestExecutionResult result) {
            boolean brokenContainer = !id.isTest() && result.getStatus() != TestExecutionResult.Status.SUCCESSFUL;
            if (!id.isTest() && !brokenContainer) {
                return;
            }
            Optional<MethodSource> method = methodOf(id);
            TestResult.Status status = switch (result.getStatus()) {
                case SUCCESSFUL -> TestResult.Status.PASSED;
                case ABORTED -> TestResult.Status.ABORTED;
                case FAILED -> TestResult.Status.FAILED;
            };
            result.getThrowable()
                    .flatMap(MachineFault::within)
                    .ifPresent(fault -> events.machineFault(describe(fault)));
            String message = result.getThrowable().map(SuiteRun::describe).orElse("");
            TestResult done = new TestResult(
                    method.map(MethodSource::getClassName).orElse(id.getLegacyReportingName()),
                    method.map(MethodSource::getMethodName).orElse(""),
                    id.getDisplayName(),
                    status,
                    message);
            results.add(done);
            events.finished(done);
        }

        private static Optional<MethodSource> methodOf(TestIdentifier id) {
            return id.getSource().filter(MethodSource.class::isInstance).map(MethodSource.class::cast);
        }
    }

    /** A throwable as feedback: our own failures are already worded; anything else is named. */
    public static String describe(Throwable failure) {
        String message = failure.getMessage();
        if (failure instanceof AssertionError && message != null) {
            return message;
        }
        return failure.getClass().getName() + (message == null ? "" : ": " + message);
    }
}
