package retrykit.grader.property;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/** The configuration parameters a run hands every {@link Property}, read through the JUnit Platform as grading reads them. */
class PropertyExtensionTest {

    /**
     * A property that fails from 500 up: its first failing case is an edge case near 1,000, which
     * shrinks to 500. Run only through the launcher below.
     */
    static class HalfFails {
        @Property(points = 1, tries = 5)
        void belowHalf(Prop prop) {
            prop.forAll(Gen.ints(0, 1_000), n -> assertThat(n).as("a drawn int").isLessThan(500));
        }
    }

    @Test
    @DisplayName("retrykit.shrinkSteps=0 reports the first failing case unshrunk; without it the case shrinks")
    void shrinkStepsBoundsTheShrink() {
        assertThat(failureOf(Map.of()))
                .contains("  500\n")
                .doesNotContain("shrunk in 0 steps")
                .doesNotContain("shrinking stopped at its bound");
        assertThat(failureOf(Map.of(PropertyConfig.SHRINK_STEPS, "0")))
                .doesNotContain("  500\n")
                .contains("shrunk in 0 steps (shrinking stopped at its bound)");
    }

    /** The failure message of {@link HalfFails}'s one property, run with {@code config}. */
    private static String failureOf(Map<String, String> config) {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClass(HalfFails.class))
                .configurationParameters(config)
                .build();
        List<Throwable> failures = new ArrayList<>();
        LauncherFactory.create().execute(request, new TestExecutionListener() {
            @Override
            public void executionFinished(TestIdentifier test, TestExecutionResult result) {
                if (test.isTest()) {
                    failures.add(result.getThrowable().orElse(null));
                }
            }
        });
        assertThat(failures).as("the one property's results").singleElement().isNotNull();
        return failures.get(0).getMessage();
    }
}
