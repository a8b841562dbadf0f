package retrykit.lab;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Just enough JSON for the lab, with the JDK alone: a request body is read as an object whose
 * values are all strings, and a trace is written from maps, lists, strings, numbers and booleans.
 */
final class LabJson {
    private LabJson() {}

    /** {@code text} as an object of strings, or empty if it is anything else. */
    static Optional<Map<String, String>> parse(String text) {
        try {
            Reader r = new Reader(text);
            Map<String, String> fields = r.object();
            r.space();
            return r.atEnd() ? Optional.of(fields) : Optional.empty();
        } catch (IllegalArgumentException notFlatJson) {
            return Optional.empty();
        }
    }

    /** An object of these fields, in their order; a null value is written as {@code null}. */
    static String object(Map<String, String> fields) {
        StringBuilder out = new StringBuilder("{");
        fields.forEach((name, value) -> {
            if (out.length() > 1) {
                out.append(',');
            }
            out.append(string(name)).append(':').append(value == null ? "null" : string(value));
        });
        return out.append('}').toString();
    }

    /**
     * {@code value} (a map with string keys, a list, a string, a number, a boolean or null) as
     * indented JSON, two spaces a level, for traces a person reads.
     */
    static String pretty(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value, "");
        return out.append('\n').toString();
    }

    private static void write(StringBuilder out, Object value, String indent) {
        String inner = indent + "  ";
        if (value instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                out.append(inner).append(string(String.valueOf(e.getKey()))).append(": ");
                write(out, e.getValue(), inner);
                out.append(++i < map.size() ? ",\n" : "\n");
            }
            out.append(indent).append('}');
        } else if (value instanceof java.util.List<?> list) {
            if (list.isEmpty()) {
                out.append("[]");
                return;
            }
            out.append("[\n");
            for (int i = 0; i < list.size(); i++) {
                out.append(inner);
                write(out, list.get(i), inner);
                out.append(i + 1 < list.size() ? ",\n" : "\n");
            }
            out.append(indent).append(']');
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else {
            out.append(value == null ? "null" : string(String.valueOf(value)));
        }
    }

    /** {@code text} as a JSON string literal, or {@code null}. */
    static String string(String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    private static final class Reader {
        private final String text;
        private int at;

        Reader(String text) {
            this.text = text == null ? "" : text;
        }

        Map<String, String> object() {
            Map<String, String> fields = new LinkedHashMap<>();
            space();
            expect('{');
            space();
            if (peek() == '}') {
                at++;
                return fields;
            }
            while (true) {
                space();
                String name = string();
                space();
                expect(':');
                space();
                fields.put(name, string());
                space();
                char c = next();
                if (c == '}') {
                    return fields;
                }
                if (c != ',') {
                    throw new IllegalArgumentException("expected , or }");
                }
            }
        }

        String string() {
            expect('"');
            StringBuilder out = new StringBuilder();
            while (true) {
                char c = next();
                if (c == '"') {
                    return out.toString();
                }
                if (c < 0x20) {
                    throw new IllegalArgumentException("a control character in a string");
                }
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                char e = next();
                switch (e) {
                    case '"', '\\', '/' -> out.append(e);
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        if (at + 4 > text.length()) {
                            throw new IllegalArgumentException("a short \\u escape");
                        }
                        try {
                            out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        } catch (NumberFormatException bad) {
                            throw new IllegalArgumentException("a bad \\u escape");
                        }
                        at += 4;
                    }
                    default -> throw new IllegalArgumentException("a bad escape");
                }
            }
        }

        void space() {
            while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
                at++;
            }
        }

        boolean atEnd() {
            return at == text.length();
        }

        char peek() {
            return at < text.length() ? text.charAt(at) : '\0';
        }

        char next() {
            if (at >= text.length()) {
                throw new IllegalArgumentException("the text ends too soon");
            }
            return text.charAt(at++);
        }

        void expect(char c) {
            if (next() != c) {
                throw new IllegalArgumentException("expected " + c);
            }
        }
    }
}
