package retrykit.feedback;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Renders a value as the Java expression that builds it, so every failure can show the exact
 * call a learner would type: {@code BudgetCap.solve(List.of(Outcome.status(500)), ...)}.
 *
 * <p>It reads records structurally instead of trusting their {@code toString}, because a
 * learner may have changed that, and a message must never mislead.
 */
public final class JavaText {
    private JavaText() {}

    /** The Java expression for {@code value}: literals, lists, enums and records of the kit. */
    public static String of(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String s) {
            return quote(s);
        }
        if (value instanceof Long l) {
            return l + "L";
        }
        if (value instanceof Character c) {
            return "'" + escape(String.valueOf(c), '\'') + "'";
        }
        if (value instanceof Number || value instanceof Boolean) {
            return String.valueOf(value);
        }
        if (value instanceof Enum<?> e) {
            return typeName(e.getDeclaringClass()) + "." + e.name();
        }
        if (value instanceof Collection<?> c) {
            // List.of refuses nulls, so a list holding one is written the way it can be built.
            String open = c.stream().anyMatch(java.util.Objects::isNull) ? "Arrays.asList(" : "List.of(";
            return c.stream().map(JavaText::of).collect(Collectors.joining(", ", open, ")"));
        }
        if (value instanceof Map<?, ?> m) {
            return m.entrySet().stream()
                    .map(e -> of(e.getKey()) + ", " + of(e.getValue()))
                    .collect(Collectors.joining(", ", "Map.of(", ")"));
        }
        if (value.getClass().isRecord()) {
            return record((Record) value);
        }
        return String.valueOf(value);
    }

    /** A call written out: {@code call("Classify.solve", a, b)} gives {@code Classify.solve(<a>, <b>)}. */
    public static String call(String method, Object... arguments) {
        StringBuilder text = new StringBuilder(method).append('(');
        for (int i = 0; i < arguments.length; i++) {
            text.append(i == 0 ? "" : ", ").append(of(arguments[i]));
        }
        return text.append(')').toString();
    }

    private static String record(Record value) {
        Class<?> type = value.getClass();
        RecordComponent[] components = type.getRecordComponents();
        Object[] parts = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            try {
                Method accessor = components[i].getAccessor();
                accessor.setAccessible(true);
                parts[i] = accessor.invoke(value);
            } catch (ReflectiveOperationException | RuntimeException e) {
                return String.valueOf(value);
            }
        }
        // A record nested in a sealed interface with a factory of its own name (Outcome.status(...))
        // is written the way the lessons write it, with the shortest factory that its trailing nulls
        // allow (Outcome.status(500) rather than Outcome.status(500, null, null)); any other record
        // through its constructor.
        Class<?> outer = type.getEnclosingClass();
        if (outer != null && outer.isInterface()) {
            int needed = parts.length;
            while (needed > 0 && parts[needed - 1] == null) {
                needed--;
            }
            for (int arity = needed; arity <= parts.length; arity++) {
                if (hasFactory(outer, type, arity)) {
                    return outer.getSimpleName() + "." + factoryName(type) + "(" + join(parts, arity) + ")";
                }
            }
        }
        return "new " + typeName(type) + "(" + join(parts, parts.length) + ")";
    }

    private static String join(Object[] parts, int count) {
        return java.util.Arrays.stream(parts, 0, count).map(JavaText::of).collect(Collectors.joining(", "));
    }

    private static boolean hasFactory(Class<?> outer, Class<?> type, int arity) {
        for (Method m : outer.getDeclaredMethods()) {
            if (Modifier.isStatic(m.getModifiers())
                    && m.getName().equals(factoryName(type))
                    && m.getParameterCount() == arity) {
                return true;
            }
        }
        return false;
    }

    private static String factoryName(Class<?> type) {
        String name = type.getSimpleName();
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    private static String typeName(Class<?> type) {
        Class<?> outer = type.getEnclosingClass();
        return outer == null ? type.getSimpleName() : typeName(outer) + "." + type.getSimpleName();
    }

    private static String quote(String s) {
        return "\"" + escape(s, '"') + "\"";
    }

    private static String escape(String s, char quote) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c == quote) {
                        out.append('\\').append(c);
                    } else if (c < 0x20 || c > 0x7e) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
