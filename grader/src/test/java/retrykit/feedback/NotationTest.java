package retrykit.feedback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The one reader of the examples' notation, as the given tests and the site read it. */
class NotationTest {

    @Test
    @DisplayName("items split at top-level commas only: not inside a tuple, not inside quotes")
    void items() {
        assertThat(Notation.items("500, (429, \"30, 40\", -), ok"))
                .containsExactly("500", "(429, \"30, 40\", -)", "ok");
        assertThat(Notation.items("  ")).isEmpty();
    }

    @Test
    @DisplayName("an item written 'x n' stands for n copies, each read by the caller's reader")
    void repeats() {
        assertThat(Notation.repeated("429, 503 x 3, ok", String::toUpperCase))
                .containsExactly("429", "503", "503", "503", "OK");
        assertThat(Notation.draws("0, 50, 99 x 2")).containsExactly(0, 50, 99, 99);
        assertThat(Notation.draws("")).isEmpty();
    }

    @Test
    @DisplayName("an outcome is ok, not sent, timeout or a status code, in the caller's own type")
    void outcomes() {
        List<String> read = Notation.repeated(
                "ok, not sent, timeout, 503",
                item -> Notation.outcome(item, "OK", "NOT_SENT", "TIMEOUT", code -> "S" + code));
        assertThat(read).containsExactly("OK", "NOT_SENT", "TIMEOUT", "S503");
        assertThatThrownBy(() -> Notation.outcome("soon", "OK", "NOT_SENT", "TIMEOUT", code -> "S" + code))
                .isInstanceOf(NumberFormatException.class);
    }

    @Test
    @DisplayName("a tuple's items, and a header that is quoted text or - for none")
    void tuplesAndHeaders() {
        assertThat(Notation.tuple("(429, \"30\", -)")).containsExactly("429", "\"30\"", "-");
        assertThat(Notation.header("\"Sun, 06 Nov 1994 08:49:37 GMT\"")).isEqualTo("Sun, 06 Nov 1994 08:49:37 GMT");
        assertThat(Notation.header("-")).isNull();
        assertThatThrownBy(() -> Notation.header("30")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Notation.tuple("429")).isInstanceOf(IllegalArgumentException.class);
    }
}
