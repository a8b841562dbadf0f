package retrykit.grader.roster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import retrykit.grader.submission.LearnerId;

/** Whose a submission is: never a guess that credits one person with another's grade. */
class SubmissionMatcherTest {
    private static final String CLASSROOM = """
            identifier,github_username,github_id,name\r
            ana@example.edu,ana-dev,101,Ana Lima\r
            s2002,Bob,102,"Bob, Jr."\r
            s2003,mary-ann,103,Mary Ann\r
            s2004,ann,104,Ann Smith\r
            s2005,zoë,105,Zoë\r
            """;

    private static RosterEntry entry(String name) {
        return new RosterEntry(name, LearnerId.of(name), Path.of(name));
    }

    private static Identities classroom() {
        return Identities.of(CsvTable.parse("\uFEFF" + CLASSROOM));
    }

    @Test
    @DisplayName("GitHub Classroom's roster: ASSIGNMENT-USERNAME repositories, case ignored, the longest key winning")
    void classroomRoster() {
        Identities ids = classroom();
        assertThat(ids.people()).hasSize(5);
        assertThat(ids.people().get(1).name()).isEqualTo("Bob, Jr.");
        assertThat(ids.people().get(1).keys()).containsExactly("Bob", "s2002");
        SubmissionMatcher.Matching m = SubmissionMatcher.match(
                List.of(
                        entry("retry-kit-ana-dev"),
                        entry("retry-kit-bob"),
                        entry("retry-kit-mary-ann"),
                        entry("retry-kit-stranger")),
                ids);
        assertThat(m.owners().get(entry("retry-kit-ana-dev")).name()).isEqualTo("Ana Lima");
        assertThat(m.owners().get(entry("retry-kit-bob")).name()).isEqualTo("Bob, Jr.");
        assertThat(m.owners().get(entry("retry-kit-mary-ann")).name())
                .as("mary-ann is longer than ann")
                .isEqualTo("Mary Ann");
        assertThat(m.unmatched()).containsOnlyKeys(entry("retry-kit-stranger"));
        assertThat(m.notSubmitted()).extracting(Person::name).containsExactly("Ann Smith", "Zoë");
    }

    @Test
    @DisplayName("an email matches whole or by the part before its @, and an id column matches alone")
    void emailsAndIds() {
        Identities ids = classroom();
        SubmissionMatcher.Matching m =
                SubmissionMatcher.match(List.of(entry("ana@example.edu"), entry("ana"), entry("s2004")), ids);
        assertThat(m.owners().get(entry("ana@example.edu")).name()).isEqualTo("Ana Lima");
        assertThat(m.owners().get(entry("ana")).name()).isEqualTo("Ana Lima");
        assertThat(m.owners().get(entry("s2004")).name()).isEqualTo("Ann Smith");
        assertThat(m.shared())
                .as("Ana has two submissions")
                .containsOnlyKeys(ids.people().get(0));
    }

    @Test
    @DisplayName("two people named alike leave the submission unmatched, saying who")
    void ambiguous() {
        Identities ids = Identities.of(CsvTable.parse("Full Name,Email\nA One,sam@a.edu\nA Two,sam@b.edu\n"));
        SubmissionMatcher.Matching m = SubmissionMatcher.match(List.of(entry("hw1-sam")), ids);
        assertThat(m.owners()).isEmpty();
        assertThat(m.unmatched().get(entry("hw1-sam")))
                .contains("A One")
                .contains("A Two")
                .contains("line 2");
    }

    @Test
    @DisplayName("a file with no column to match by is refused, naming the columns it looks for")
    void noKeyColumn() {
        assertThatThrownBy(() -> Identities.of(CsvTable.parse("name,section\nAna,1\n")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("github_username".replace("_", ""))
                .hasMessageContaining("[name, section]");
        assertThatThrownBy(() -> CsvTable.parse("name,id\n\"Ana,1\n")).hasMessageContaining("never closed");
    }
}
