package retrykit.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import retrykit.grader.kit.Stage;
import retrykit.grader.run.TestResult;
import retrykit.grader.submission.Submission;

/**
 * The mistakes catalog: for every mistake CURRICULUM.md lists, a small known-wrong answer in
 * {@code grader/src/test/mistakes/<NN-slug>/exercises/NN}, with {@code mistake.properties} naming
 * the rubric item that must catch it. Each must lose that item on the default seed and on 20 others.
 */
class MistakesCatalogTest {

    /** One catalogued mistake. */
    record Mistake(String slug, Stage stage, String item, String what, Path folder) {
        @Override
        public String toString() {
            return slug + " (" + what + ") loses " + item;
        }
    }

    static Path catalog() {
        return Path.of(System.getProperty("retrykit.kit.root", "..")).resolve("grader/src/test/mistakes").toAbsolutePath().normalize();
    }

    static List<Mistake> mistakes() throws IOException {
        try (Stream<Path> folders = Files.list(catalog())) {
            return folders.filter(Files::isDirectory).sorted().map(MistakesCatalogTest::read).toList();
        }
    }

    private static Mistake read(Path folder) {
        Properties p = new Properties();
        try (Reader in = Files.newBufferedReader(folder.resolve("mistake.properties"))) {
            p.load(in);
        } catch (IOException e) {
            throw new AssertionError(folder + " needs a mistake.properties with stage, item and what", e);
        }
        Stage stage = Stage.byNumber(p.getProperty("stage", "")).orElseThrow(() -> new AssertionError(folder + ": unknown stage"));
        return new Mistake(folder.getFileName().toString(), stage, p.getProperty("item"), p.getProperty("what"), folder);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mistakes")
    @DisplayName("each catalogued mistake loses its named rubric item on the default seed and on 20 other seeds")
    void mistakeLosesItsItem(Mistake mistake) throws Exception {
        assertThat(KitReference.rubric(mistake.stage()).item(mistake.item()))
                .as("%s names an item of %s's rubric", mistake.slug(), mistake.stage()).isPresent();
        Submission submission = new Submission(mistake.slug(), mistake.folder());

        try (InProcess compiled = InProcess.compile(submission, mistake.stage())) {
            losesItsItem(mistake, compiled);
        }
    }

    private static void losesItsItem(Mistake mistake, InProcess compiled) throws Exception {
        List<TestResult> full = compiled.run(null, id -> true);
        assertThat(full).filteredOn(r -> r.methodName().equals(mistake.item()))
                .as("%s on the default seed", mistake).singleElement()
                .satisfies(r -> assertThat(r.passed()).as("%s must fail %s on the default seed", mistake.slug(), mistake.item()).isFalse());
        assertThat(full).as("%s still passes some item (it is one mistake, not a broken stage)", mistake.slug())
                .anyMatch(TestResult::passed);

        for (long seed : LongStream.rangeClosed(1, 20).toArray()) {
            List<TestResult> one = compiled.run(seed, id -> id.equals(mistake.item()));
            assertThat(one).as("%s with seed %d", mistake, seed).singleElement()
                    .satisfies(r -> assertThat(r.passed()).as("%s must fail %s with seed %d", mistake.slug(), mistake.item(), seed).isFalse());
        }
    }

    @Test
    @DisplayName("the catalog covers every stage")
    void everyStageHasMistakes() throws IOException {
        assertThat(mistakes().stream().map(Mistake::stage).distinct()).containsExactlyInAnyOrder(Stage.values());
    }
}
