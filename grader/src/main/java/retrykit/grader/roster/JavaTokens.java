package retrykit.grader.roster;

import java.util.ArrayList;
import java.util.List;

/**
 * A Java source as its tokens, the way javac's scanner reads it (JLS chapter 3): Unicode escapes
 * translated first, then whitespace and comments dropped, and every literal (strings, text blocks,
 * characters, numbers) kept whole, so a comment's text inside a string is not a comment and
 * {@code "a  b"} stays unlike {@code "a b"}. Operators are taken longest first ({@code >>>=} before
 * {@code >>}). Two sources with the same tokens differ only in layout and comments. The one
 * difference from javac: {@code >>} closing two type arguments is one token here, so
 * {@code List<List<T>>} and {@code List<List<T> >} read as different, which can only keep two
 * sources apart, never make two different ones the same.
 */
public final class JavaTokens {
    /** Java's operators and separators of more than one character, longest first. */
    private static final List<String> LONG_OPERATORS = List.of(
            ">>>=", "<<=", ">>=", ">>>", "...", "->", "::", "++", "--", "&&", "||", "==", "!=", "<=", ">=", "+=", "-=",
            "*=", "/=", "&=", "|=", "^=", "%=", "<<", ">>");

    private JavaTokens() {}

    /** The tokens of {@code source}, in order. */
    public static List<String> of(String source) {
        String text = unicodeEscapes(source);
        List<String> tokens = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || c == '\uFEFF' || c == '\u001a') {
                i++;
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '/') {
                while (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                int end = text.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
            } else if (text.startsWith("\"\"\"", i)) {
                int end = literalEnd(text, i + 3, "\"\"\"", false);
                tokens.add(text.substring(i, end));
                i = end;
            } else if (c == '"' || c == '\'') {
                int end = literalEnd(text, i + 1, String.valueOf(c), true);
                tokens.add(text.substring(i, end));
                i = end;
            } else if (Character.isJavaIdentifierStart(c)) {
                int start = i;
                while (i < n && Character.isJavaIdentifierPart(text.charAt(i))) {
                    i++;
                }
                tokens.add(text.substring(start, i));
            } else if (Character.isDigit(c) || (c == '.' && i + 1 < n && Character.isDigit(text.charAt(i + 1)))) {
                int start = i;
                boolean hex = text.startsWith("0x", i) || text.startsWith("0X", i);
                while (i < n) {
                    char d = text.charAt(i);
                    char before = i > start ? text.charAt(i - 1) : ' ';
                    boolean exponentSign = (d == '+' || d == '-')
                            && (hex ? before == 'p' || before == 'P' : before == 'e' || before == 'E');
                    if (Character.isLetterOrDigit(d) || d == '_' || d == '.' || exponentSign) {
                        i++;
                    } else {
                        break;
                    }
                }
                tokens.add(text.substring(start, i));
            } else {
                String operator = String.valueOf(c);
                for (String candidate : LONG_OPERATORS) {
                    if (text.startsWith(candidate, i)) {
                        operator = candidate;
                        break;
                    }
                }
                tokens.add(operator);
                i += operator.length();
            }
        }
        return tokens;
    }

    /** Where a literal opened before {@code from} ends: after its closing {@code quote}, escapes skipped. */
    private static int literalEnd(String text, int from, String quote, boolean endsAtLine) {
        int i = from;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\\') {
                i += 2;
            } else if (text.startsWith(quote, i)) {
                return i + quote.length();
            } else if (endsAtLine && (c == '\n' || c == '\r')) {
                return i; // an unclosed literal, which javac refuses: it ends with its line
            } else {
                i++;
            }
        }
        return text.length();
    }

    /**
     * {@code source} with its Unicode escapes (a backslash, one or more {@code u} and four hex digits) translated, as javac does
     * before anything else: a backslash starts one only when an even number of backslashes precede it.
     */
    static String unicodeEscapes(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int backslashes = 0;
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (c == '\\' && backslashes % 2 == 0 && i + 1 < source.length() && source.charAt(i + 1) == 'u') {
                int j = i + 1;
                while (j < source.length() && source.charAt(j) == 'u') {
                    j++;
                }
                if (j + 4 <= source.length() && source.substring(j, j + 4).matches("[0-9A-Fa-f]{4}")) {
                    out.append((char) Integer.parseInt(source.substring(j, j + 4), 16));
                    i = j + 4;
                    backslashes = 0;
                    continue;
                }
            }
            backslashes = c == '\\' ? backslashes + 1 : 0;
            out.append(c);
            i++;
        }
        return out.toString();
    }
}
