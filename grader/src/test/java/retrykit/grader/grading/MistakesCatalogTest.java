package retrykit.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import retrykit.grader.grading.MistakeCatalog.Mistake;
import retrykit.grader.kit.Stage;
import retrykit.grader.run.TestResult;
import retrykit.grader.submission.Submission;

/**
 * The mistakes catalog: for every mistake docs/curriculum.md lists, a small known-wrong answer in
 * {@code grader/src/test/mistakes/<NN-slug>/exercises/NN}, with {@code mistake.properties} naming
 * the rubric item that must catch it. Each must lose that item on the default seed and on 20 others.
 */
class MistakesCatalogTest {
    /**
     * Each mistake compiled once for both of its tests: compiling is much of what a default-seed
     * test costs, and a compiled stage is run afresh by each run (its own launcher and suite instances).
     */
    private static final Map<String, InProcess> COMPILED = new HashMap<>();

    @TempDir
    static Path scratch;

    static List<Mistake> mistakes() throws IOException {
        return MistakeCatalog.all();
    }

    @AfterAll
    static void closeCompiled() throws IOException {
        for (InProcess compiled : COMPILED.values()) {
            compiled.close();
        }
        COMPILED.clear();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mistakes")
    @DisplayName("each catalogued mistake loses its named rubric item on the default seed")
    void mistakeLosesItsItem(Mistake mistake) throws Exception {
        assertThat(Grader.rubric(mistake.stage()).item(mistake.item()))
                .as("%s names an item of %s's rubric", mistake.slug(), mistake.stage())
                .isPresent();
        InProcess compiled = compiled(mistake);
        List<TestResult> full = compiled.runUnshrunk(null, id -> true);
        assertThat(full)
                .filteredOn(r -> r.methodName().equals(mistake.item()))
                .as("%s on the default seed", mistake)
                .singleElement()
                .satisfies(r -> assertThat(r.passed())
                        .as("%s must fail %s on the default seed", mistake.slug(), mistake.item())
                        .isFalse());
        assertThat(full)
                .as("%s still passes some item (it is one mistake, not a broken stage)", mistake.slug())
                .anyMatch(TestResult::passed);
    }

    // As for the references and the answer set: the other seeds test the suites' logic, the same on
    // every JDK, so CI runs them once (README.md, beside the self-check's command).
    @Tag("jdk-independent")
    @ParameterizedTest(name = "{0}")
    @MethodSource("mistakes")
    @DisplayName("each catalogued mistake loses its named rubric item on " + ReferencesAndStubsTest.MORE_SEEDS_NAMED)
    void mistakeLosesItsItemOnMoreSeeds(Mistake mistake) throws Exception {
        InProcess compiled = compiled(mistake);
        for (long seed : ReferencesAndStubsTest.moreSeeds()) {
            List<TestResult> one = compiled.runUnshrunk(seed, id -> id.equals(mistake.item()));
            assertThat(one)
                    .as("%s with seed %d", mistake, seed)
                    .singleElement()
                    .satisfies(r -> assertThat(r.passed())
                            .as("%s must fail %s with seed %d", mistake.slug(), mistake.item(), seed)
                            .isFalse());
        }
    }

    private static InProcess compiled(Mistake mistake) throws Exception {
        InProcess compiled = COMPILED.get(mistake.slug());
        if (compiled == null) {
            compiled = InProcess.compile(
                    new Submission(mistake.slug(), MistakeCatalog.submission(mistake, scratch)), mistake.stage());
            COMPILED.put(mistake.slug(), compiled);
        }
        return compiled;
    }

    @Test
    @DisplayName("the catalog covers every stage")
    void everyStageHasMistakes() throws IOException {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                System.getProperty("retrykit.mistakes", "").isBlank(), "the catalog is filtered (-Dretrykit.mistakes)");
        assertThat(mistakes().stream().map(Mistake::stage).distinct()).containsExactlyInAnyOrderElementsOf(Stage.all());
    }
}
