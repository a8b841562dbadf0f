package retrykit.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import retrykit.grader.roster.RosterEntry;
import retrykit.grader.submission.LearnerId;

/** What an instructor sees while a roster runs: a bar on a terminal, plain lines in a log. */
class RosterProgressTest {
    private static final long SECOND = 1_000_000_000L;

    private static RosterEntry learner(String name) {
        return new RosterEntry(name, LearnerId.of(name), Path.of(name));
    }

    @Test
    @DisplayName(
            "on a terminal: one line redrawn, with the learners done, the time left at the pace so far, and who is being graded")
    void terminalBar() {
        AtomicLong now = new AtomicLong(0);
        StringWriter text = new StringWriter();
        RosterProgress progress = new RosterProgress(new PrintWriter(text), true, now::get);
        progress.started(0, 4, learner("ann"));
        progress.started(0, 4, learner("bob"));
        assertThat(text.toString()).endsWith("0/4 time left: estimating grading ann, bob\u001b[K");

        now.set(30 * SECOND);
        progress.graded(1, 4, learner("ann"), "36/36");
        String line = text.toString().substring(text.toString().lastIndexOf('\r'));
        assertThat(line).isEqualTo("\r[######..................] 1/4 about 1 min 30 s left grading bob\u001b[K");
        assertThat(text.toString()).doesNotContain("\n");

        progress.started(1, 4, learner("cy\u001b[2Jd"));
        assertThat(text.toString())
                .as("a learner's name never drives the terminal")
                .endsWith("grading bob, cy?[2Jd\u001b[K");
        now.set(40 * SECOND);
        progress.graded(2, 4, learner("bob"), "0/36");
        progress.graded(3, 4, learner("cy\u001b[2Jd"), "0/36");
        progress.started(3, 4, learner("dee"));
        now.set(65 * SECOND);
        progress.graded(4, 4, learner("dee"), "36/36");
        assertThat(text.toString()).endsWith("\r[########################] 4/4 done in 1 min 5 s \u001b[K\n");
    }

    @Test
    @DisplayName("in a log: one plain line per learner as they finish, no bar, no escape")
    void plainLines() {
        StringWriter text = new StringWriter();
        RosterProgress progress = new RosterProgress(new PrintWriter(text), false, () -> 0L);
        progress.started(0, 2, learner("ann"));
        progress.started(0, 2, learner("bob"));
        progress.graded(1, 2, learner("bob"), "already graded (use --regrade to grade again)");
        progress.graded(2, 2, learner("ann"), "36/36");
        assertThat(text.toString())
                .isEqualTo(
                        String.format("[1/2] bob: already graded (use --regrade to grade again)%n[2/2] ann: 36/36%n"));
    }
}
