package retrykit.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import retrykit.grader.kit.Stage;
import retrykit.grader.run.TestResult;
import retrykit.grader.submission.Submission;

/**
 * The hidden suites against the kit's own two fixed points: every reference solution passes every
 * property (on the default seed and 20 others: a property that flakes on a right answer is wrong),
 * and every stub passes none.
 */
// Each case compiles and runs its own stage: two at a time keep both cores busy (grader/pom.xml).
@Execution(ExecutionMode.CONCURRENT)
class ReferencesAndStubsTest {

    static Path kit() {
        return Path.of(System.getProperty("retrykit.kit.root", ".."))
                .toAbsolutePath()
                .normalize();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("retrykit.grader.kit.Stage#all")
    @DisplayName("the reference solution passes every hidden property on the default seed")
    void referenceScoresFullMarks(Stage stage) throws Exception {
        passesOn(stage, Collections.singletonList(DEFAULT_SEED)); // List.of refuses the null that means "default"
    }

    // Whether a right answer passes on other seeds is a fact about the suites' logic, not about the
    // JDK under the build, which the default seed above checks on every JDK: CI runs this once.
    @Tag("jdk-independent")
    @ParameterizedTest(name = "{0}")
    @MethodSource("retrykit.grader.kit.Stage#all")
    @DisplayName("the reference solution passes every hidden property on " + MORE_SEEDS_NAMED)
    void referenceScoresFullMarksOnMoreSeeds(Stage stage) throws Exception {
        passesOn(stage, moreSeeds());
    }

    private static void passesOn(Stage stage, List<Long> seeds) throws Exception {
        try (InProcess reference = InProcess.compile(new Submission("solutions", kit().resolve("solutions")), stage)) {
            for (Long seed : seeds) {
                List<TestResult> results = reference.run(seed, id -> true);
                assertThat(results).as("%s has hidden properties", stage).hasSizeGreaterThanOrEqualTo(5);
                for (TestResult r : results) {
                    assertThat(r.passed())
                            .as(
                                    "the reference of %s fails %s with seed %s:%n%s",
                                    stage, r.methodName(), seed, r.message())
                            .isTrue();
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("retrykit.grader.kit.Stage#all")
    @DisplayName("the stub passes no hidden property, and each failure says the stage is not implemented yet")
    void stubScoresZero(Stage stage) throws Exception {
        try (InProcess stub = InProcess.compile(new Submission("stubs", kit()), stage)) {
            List<TestResult> results = stub.run(null, id -> true);
            assertThat(results).as("%s has hidden properties", stage).isNotEmpty();
            for (TestResult r : results) {
                assertThat(r.passed())
                        .as("the stub of %s passes %s", stage, r.methodName())
                        .isFalse();
                assertThat(r.message()).as("%s: %s", stage, r.methodName()).contains("is not implemented yet");
            }
        }
    }

    /** The default seed: {@code null} lets each property take its own fixed one. */
    static final Long DEFAULT_SEED = null;

    /**
     * How many seeds besides the default every right answer is proven on, and every catalogued
     * mistake caught on, in a plain self-check (and so in CI): seeds 1 to this. Each seed is about
     * 200 more random cases per property; a wider sweep belongs with the benchmarks, before a
     * suite's change lands ({@value #MORE_SEEDS_PROPERTY}, bench/README.md).
     */
    static final int MORE_SEEDS = 20;

    /** The system property that widens the sweep: {@code -Dretrykit.moreSeeds=100}. */
    static final String MORE_SEEDS_PROPERTY = "retrykit.moreSeeds";

    /** What every "more seeds" test's name says of the seeds it runs. */
    static final String MORE_SEEDS_NAMED = "seeds 1 to " + MORE_SEEDS + " (or to -D" + MORE_SEEDS_PROPERTY + ")";

    /** The seeds besides the default: 1 to {@link #MORE_SEEDS}, or to the number {@link #MORE_SEEDS_PROPERTY} gives. */
    static List<Long> moreSeeds() {
        int last = Integer.getInteger(MORE_SEEDS_PROPERTY, MORE_SEEDS);
        if (last < 1) {
            throw new IllegalArgumentException("-D" + MORE_SEEDS_PROPERTY + " must be 1 or more, not " + last);
        }
        List<Long> seeds = new ArrayList<>();
        for (long s = 1; s <= last; s++) {
            seeds.add(s);
        }
        return seeds;
    }
}
