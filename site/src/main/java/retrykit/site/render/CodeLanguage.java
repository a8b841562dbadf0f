package retrykit.site.render;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The languages the site colours in its code blocks, and how a block's language is found: from its
 * fence's info string ({@code ```java}) when it has one, otherwise from what every line of it looks
 * like (commands, or HTTP header lines). Anything else (formulas, timelines) is plain text, left
 * uncoloured rather than guessed at.
 */
public enum CodeLanguage {
    JAVA(
            "Java",
            List.of(
                    Highlighter.rule("tok-comment", "//[^\\n]*|/\\*[\\s\\S]*?\\*/"),
                    Highlighter.rule("tok-string", "\"(?:[^\"\\\\\\n]|\\\\.)*\"|'(?:[^'\\\\\\n]|\\\\.)'"),
                    Highlighter.rule("tok-type", "@[A-Za-z]\\w*"),
                    Highlighter.rule(
                            "tok-keyword",
                            "\\b(?:abstract|boolean|break|byte|case|catch|char|class|continue|default|do|double|else|enum"
                                    + "|extends|false|final|finally|float|for|if|implements|import|instanceof|int|interface|long|new|null|package|permits"
                                    + "|private|protected|public|record|return|sealed|short|static|super|switch|this|throw|throws|true|try|var|void"
                                    + "|while|yield)\\b"),
                    Highlighter.rule("tok-number", "\\b[A-Z][A-Z0-9_]+\\b|\\b\\d[\\d_]*(?:\\.\\d+)?[lLdDfF]?\\b"),
                    Highlighter.rule("tok-type", "\\b[A-Z][A-Za-z0-9_]*\\b"))),
    SHELL(
            "Shell",
            List.of(
                    Highlighter.rule("tok-comment", "(?m)(?<=^|\\s)#[^\\n]*"),
                    Highlighter.rule("tok-name", "(?m)^[ \\t]*(?:\\$[ \\t]+)?[A-Za-z./][\\w./-]*"),
                    Highlighter.rule("tok-string", "\"(?:[^\"\\\\]|\\\\.)*\"|'[^']*'"),
                    Highlighter.rule("tok-option", "(?<=\\s)--?[A-Za-z][\\w.-]*=?"))),
    HTTP(
            "HTTP",
            List.of(
                    Highlighter.rule(
                            "tok-keyword",
                            "(?m)^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \\S+(?: HTTP/\\d(?:\\.\\d)?)?$|(?m)^HTTP/\\d(?:\\.\\d)? \\d{3}.*$"),
                    Highlighter.rule("tok-name", "(?m)^[A-Za-z][A-Za-z0-9-]*(?=:)"),
                    Highlighter.rule("tok-number", "\\b\\d+\\b"))),
    TEXT("", List.of());

    private static final Pattern COMMAND = Pattern.compile(
            "\\s*(?:\\$\\s+)?(?:mvn|\\./mvnw|mvnw(?:\\.cmd)?|git|cd|java|javac|bash|sh|apt-get)(?:\\s.*)?");
    private static final Pattern HTTP_LINE = Pattern.compile(
            "[A-Za-z][A-Za-z0-9-]*: \\S.*|(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \\S+( HTTP/\\d(\\.\\d)?)?|HTTP/\\d(\\.\\d)? \\d{3}.*");

    private final String label;
    private final List<Highlighter.Rule> rules;

    CodeLanguage(String label, List<Highlighter.Rule> rules) {
        this.label = label;
        this.rules = rules;
    }

    /** The name shown above a block ("Java"), empty for plain text. */
    String label() {
        return label;
    }

    List<Highlighter.Rule> rules() {
        return rules;
    }

    /** The language of a block whose fence says {@code info} (may be empty) and whose text is {@code code}. */
    public static CodeLanguage of(String info, String code) {
        String word = info == null ? "" : info.strip().split("\\s+", -1)[0].toLowerCase(Locale.ROOT);
        CodeLanguage named = switch (word) {
            case "java" -> JAVA;
            case "sh", "shell", "bash", "console", "shell-session" -> SHELL;
            case "http" -> HTTP;
            case "" -> null; // no word on the fence: the text decides, below
            default -> TEXT;
        };
        if (named != null) {
            return named;
        }
        List<String> lines = code.lines().filter(l -> !l.isBlank()).toList();
        if (lines.isEmpty()) {
            return TEXT;
        }
        if (lines.stream().allMatch(l -> COMMAND.matcher(l).matches())) {
            return SHELL;
        }
        if (lines.stream().allMatch(l -> HTTP_LINE.matcher(l).matches())) {
            return HTTP;
        }
        return TEXT;
    }

    /** The class the code element carries, as Markdown renderers write it ("language-java"). */
    String cssClass() {
        return "language-" + (this == TEXT ? "text" : name().toLowerCase(Locale.ROOT));
    }
}
