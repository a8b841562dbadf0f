package retrykit.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import retrykit.feedback.TeachingFailure;

/** The first failing example is the first in lesson order: {@code @Order}, then case numbers as numbers. */
class LessonOrderTest {

    /**
     * Given tests in miniature (nested, so Surefire does not run it by itself): the method names
     * sort against the lesson order, and cases 7 and 10 fail, where "[10]" sorts before "[7]" as text.
     */
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    static class Lesson {
        @Order(3)
        @Test
        void aFailsLast() {
            throw new AssertionError("the third rule's example");
        }

        @Order(1)
        @Test
        void zPassesFirst() {}

        @Order(2)
        @ParameterizedTest(name = "case {0}")
        @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
        void mTwelveCases(int n) {
            if (n == 7 || n == 10) {
                throw new TeachingFailure("Rule 2: case " + n, null, "Rule 2: the second rule");
            }
        }
    }

    @Test
    @DisplayName("case numbers sort as numbers: 7 before 10, and 10 before 12")
    void casesSortAsNumbers() {
        List<Position> positions = new ArrayList<>(List.of(
                new Position(2, "m", 10), new Position(2, "m", 7), new Position(2, "m", 12), new Position(2, "m", 1)));
        positions.sort(null);
        assertThat(positions).extracting(Position::invocation).containsExactly(1, 7, 10, 12);
    }

    @Test
    @DisplayName("@Order decides before the method's name, and a method without one comes last")
    void orderBeforeName() {
        List<Position> positions = new ArrayList<>(List.of(
                new Position(Position.UNORDERED, "a", 0),
                new Position(3, "a", 0),
                new Position(1, "z", 0),
                new Position(2, "m", 4)));
        positions.sort(null);
        assertThat(positions).extracting(Position::order).containsExactly(1, 2, 3, Position.UNORDERED);
    }

    @Test
    @DisplayName("the case number is read from JUnit's unique id, digits and all")
    void caseNumberFromUniqueId() {
        assertThat(Position.invocationOf(
                        "[engine:junit-jupiter]/[class:X]/[test-template:m(int)]/[test-template-invocation:#10]"))
                .isEqualTo(10);
        assertThat(Position.invocationOf("[engine:junit-jupiter]/[class:X]/[method:m()]"))
                .isZero();
    }

    @Test
    @DisplayName("run through the launcher, the first failing example is case 7 of the @Order(2) test, under its rule")
    void firstFailureInLessonOrder() {
        Examples examples = GivenTests.run(getClass().getClassLoader(), List.of(Lesson.class.getName()));

        assertThat(examples.total()).isEqualTo(14);
        assertThat(examples.passed()).isEqualTo(11);
        Example first = examples.firstFailure().orElseThrow();
        assertThat(first.message()).isEqualTo("Rule 2: case 7");
        assertThat(first.section()).isEqualTo("Rule 2: the second rule");
        assertThat(first.position()).isEqualTo(new Position(2, "mTwelveCases", 7));
        assertThat(examples.all())
                .filteredOn(e -> !e.passed())
                .extracting(Example::message)
                .containsExactly("Rule 2: case 7", "Rule 2: case 10", "the third rule's example");
    }
}
