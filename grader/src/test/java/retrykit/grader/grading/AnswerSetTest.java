package retrykit.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import retrykit.grader.kit.GivenTests;
import retrykit.grader.kit.Stage;
import retrykit.grader.run.TestResult;
import retrykit.grader.submission.Submission;

/**
 * The answer set ({@link AnswerSet}) against the lessons' promise: an answer that does what its
 * lesson says scores full marks. Each answer must pass every hidden property, on the default seed
 * and on 20 others, as the references must (ReferencesAndStubsTest), and every given test of its
 * stage. Where one does not, the lesson or the check is wrong, and the failure says which rule.
 */
// Each case compiles and runs its own answer: two at a time keep both cores busy (grader/pom.xml).
@Execution(ExecutionMode.CONCURRENT)
class AnswerSetTest {

    static List<AnswerSet> answers() throws IOException {
        return AnswerSet.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("answers")
    @DisplayName("an answer of the answer set passes every hidden property of its stage on the default seed")
    void fullMarks(AnswerSet answer) throws Exception {
        fullMarksOn(answer, Collections.singletonList(ReferencesAndStubsTest.DEFAULT_SEED));
    }

    // As for the references: the other seeds test the suites' logic, the same on every JDK; CI runs this once.
    @Tag("jdk-independent")
    @ParameterizedTest(name = "{0}")
    @MethodSource("answers")
    @DisplayName("an answer of the answer set passes every hidden property of its stage on "
            + ReferencesAndStubsTest.MORE_SEEDS_NAMED)
    void fullMarksOnMoreSeeds(AnswerSet answer) throws Exception {
        fullMarksOn(answer, ReferencesAndStubsTest.moreSeeds());
    }

    private static void fullMarksOn(AnswerSet answer, List<Long> seeds) throws Exception {
        try (InProcess compiled = InProcess.compile(new Submission(answer.name(), answer.folder()), answer.stage())) {
            for (Long seed : seeds) {
                for (TestResult r : compiled.run(seed, id -> true)) {
                    assertThat(r.passed())
                            .as("%s fails %s with seed %s:%n%s", answer, r.methodName(), seed, r.message())
                            .isTrue();
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("answers")
    @DisplayName("an answer of the answer set passes every given test of its stage")
    void passesTheGivenTests(AnswerSet answer) throws Exception {
        try (InProcess compiled = InProcess.compile(new Submission(answer.name(), answer.folder()), answer.stage())) {
            List<TestResult> results = GivenTests.run(answer.stage(), compiled.classes());
            assertThat(results)
                    .as("%s's given tests ran (the self-check compiles them through Maven)", answer.stage())
                    .isNotEmpty();
            for (TestResult r : results) {
                assertThat(r.passed())
                        .as(
                                "%s fails the given test %s [%s]:%n%s",
                                answer, r.methodName(), r.displayName(), r.message())
                        .isTrue();
            }
        }
    }

    @Test
    @DisplayName("every stage has an answer written from its lesson alone")
    void everyStageHasALessonFaithfulAnswer() throws IOException {
        assertThat(answers().stream()
                        .filter(AnswerSet::lessonFaithful)
                        .map(AnswerSet::stage)
                        .distinct())
                .as("folders %s/NN%s* in %s", "NN", AnswerSet.LESSON_FAITHFUL, AnswerSet.root())
                .containsExactlyInAnyOrderElementsOf(Stage.all());
    }
}
