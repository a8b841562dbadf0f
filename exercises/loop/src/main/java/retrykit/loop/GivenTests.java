package retrykit.loop;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.engine.JupiterTestEngine;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import retrykit.feedback.ExampleTimeLimit;
import retrykit.feedback.StubShownOnce;

/**
 * Runs a stage's given tests, the one copy of its examples, in this JVM through the JUnit
 * Platform Launcher. The given tests are the classes compiled from {@code src/test/java}. An
 * example that never returns does not hold the run up: one that keeps the processor busy (an endless
 * loop in solve) fails once it has used {@link ExampleTimeLimit#PROCESSOR_SECONDS} of processor
 * time (the given tests carry {@link ExampleTimeLimit}), and one that waits on something that never
 * comes fails after {@link #PASSED_SECONDS}, JUnit's own limit on passed time.
 */
public final class GivenTests {

    /**
     * How long an example may wait without using the processor. Far longer than any example takes on
     * a busy machine, as passed time is what a busy machine stretches: loops are ended sooner, by the
     * processor time they use (ExampleTimeLimit).
     */
    public static final int PASSED_SECONDS = 120;

    private static final Map<String, String> SETTINGS = Map.of(
            "junit.jupiter.execution.timeout.default",
            PASSED_SECONDS + " s",
            // A separate thread, so a loop that ignores interruption still ends its example.
            "junit.jupiter.execution.timeout.thread.mode.default",
            "SEPARATE_THREAD",
            "junit.jupiter.execution.parallel.enabled",
            "false",
            "junit.jupiter.extensions.autodetection.enabled",
            "false",
            // Every example that meets the stub fails in full: the loop counts them and prints the first.
            StubShownOnce.LOOP,
            "true");

    private GivenTests() {}

    /**
     * The names of the given test classes: every top-level class under {@code testSources}
     * (a stage's {@code src/test/java}) whose name ends in {@code Test}.
     */
    public static List<String> classNames(Path testSources) {
        if (!Files.isDirectory(testSources)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(testSources)) {
            return files.filter(Files::isRegularFile)
                    .map(p -> testSources.relativize(p).toString().replace('\\', '/'))
                    .filter(p -> p.endsWith("Test.java"))
                    .map(p -> p.substring(0, p.length() - ".java".length()).replace('/', '.'))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the given tests in " + testSources, e);
        }
    }

    /**
     * Runs {@code classNames}, loaded by {@code loader}, and returns every example in lesson
     * order; {@code also} hear the same run (the plain run's XML reports).
     */
    public static Examples run(ClassLoader loader, List<String> classNames, TestExecutionListener... also) {
        List<Class<?>> classes = new ArrayList<>();
        for (String name : classNames) {
            try {
                classes.add(Class.forName(name, false, loader));
            } catch (ClassNotFoundException | LinkageError e) {
                throw new IllegalStateException("the given test " + name + " is not compiled: " + e, e);
            }
        }
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(classes.stream().map(c -> selectClass(c)).toList())
                .configurationParameters(SETTINGS)
                .enableImplicitConfigurationParameters(false)
                .build();
        ExampleListener examples = new ExampleListener();
        List<TestExecutionListener> listeners = new ArrayList<>(List.of(also));
        listeners.add(0, examples);
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            launcher().execute(request, listeners.toArray(TestExecutionListener[]::new));
        } finally {
            thread.setContextClassLoader(previous);
        }
        return examples.examples();
    }

    /** Jupiter alone, added by hand: nothing on the class path can add an engine, a listener or a setting. */
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
}
