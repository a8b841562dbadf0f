package retrykit.grader.roster;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Two sources read as the same exactly when they differ only in layout and comments. */
class JavaTokensTest {

    @Test
    @DisplayName("layout and comments do not count")
    void layoutAndComments() {
        String a = "class A {\n  int f(int x) { return x+1; } // add one\n}\n";
        String b = "/** A. */ class A{int f( int x ){\n\treturn x + 1; /* one */ }}";
        assertThat(JavaTokens.of(a)).isEqualTo(JavaTokens.of(b));
    }

    @Test
    @DisplayName("a comment's marks inside a string, a text block or a char literal are the literal's")
    void literalsHideComments() {
        assertThat(JavaTokens.of("s = \"// not a comment\";")).containsExactly("s", "=", "\"// not a comment\"", ";");
        assertThat(JavaTokens.of("s = \"/* no */\" + x;")).containsExactly("s", "=", "\"/* no */\"", "+", "x", ";");
        assertThat(JavaTokens.of("c = '\"'; d = '\\'';"))
                .containsExactly("c", "=", "'\"'", ";", "d", "=", "'\\''", ";");
        assertThat(JavaTokens.of("t = \"\"\"\n  a // b \" c\n  \"\"\"; x"))
                .containsExactly("t", "=", "\"\"\"\n  a // b \" c\n  \"\"\"", ";", "x");
        assertThat(JavaTokens.of("s = \"a \\\" // b\"; y")).containsExactly("s", "=", "\"a \\\" // b\"", ";", "y");
    }

    @Test
    @DisplayName("spaces inside a literal count, and so does every character of code")
    void whatCounts() {
        assertThat(JavaTokens.of("s = \"a b\";")).isNotEqualTo(JavaTokens.of("s = \"a  b\";"));
        assertThat(JavaTokens.of("a - -b")).isNotEqualTo(JavaTokens.of("a--b"));
        assertThat(JavaTokens.of("x >>>= 2")).containsExactly("x", ">>>=", "2");
        assertThat(JavaTokens.of("int a")).isNotEqualTo(JavaTokens.of("inta"));
        assertThat(JavaTokens.of("d = 1.5e-3 + 0x1p+4 + 1_000L;"))
                .containsExactly("d", "=", "1.5e-3", "+", "0x1p+4", "+", "1_000L", ";");
    }

    @Test
    @DisplayName("Unicode escapes are read as javac reads them, before comments and strings")
    void unicodeEscapes() {
        assertThat(JavaTokens.of("int \\u0061 = 1;")).isEqualTo(JavaTokens.of("int a = 1;"));
        // an escaped line feed (backslash, u, 000a) ends the line comment, so the code after it counts
        assertThat(JavaTokens.of("// note \\u000a int b;")).containsExactly("int", "b", ";");
        // an escaped backslash before u is no escape
        assertThat(JavaTokens.unicodeEscapes("\"\\\\u0061\"")).isEqualTo("\"\\\\u0061\"");
    }
}
