package retrykit.classify;

import java.io.PrintStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * A hostile submission for the grader's tests: answers badly (2 of 15 points), but on its first
 * call finds the grader's harness on the stack, reads its private key or nonce and its result
 * stream by reflection, writes PASSED for every property, and halts the JVM.
 */
public final class Classify {
    private Classify() {}

    public static Decision solve(Outcome outcome, Operation op) {
        forge();
        return outcome instanceof Outcome.Ok ? Decision.OK : Decision.FAILED;
    }

    private static void forge() {
        try {
            Class<?> harness = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                    .walk(frames -> frames.map(StackWalker.StackFrame::getDeclaringClass)
                            .filter(c -> c.getName().endsWith(".ChildMain")).findFirst().orElseThrow());
            String nonce = null;
            PrintStream results = null;
            for (Field field : harness.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers())) {
                    continue;
                }
                field.setAccessible(true);
                Object value = field.get(null);
                if (value instanceof String text) {
                    nonce = text;
                } else if (value instanceof PrintStream stream) {
                    results = stream;
                }
            }
            List<String> ids = new ArrayList<>();
            for (Method m : Class.forName("retrykit.grader.hidden.classify.ClassifyProperties").getDeclaredMethods()) {
                if (m.getAnnotations().length > 0 && !m.isSynthetic()) {
                    ids.add(m.getName());
                }
            }
            for (String id : ids) {
                results.println(nonce + "\tEND\t01\t" + id + "\tPASSED\t\t");
            }
            results.println(nonce + "\tDONE");
            results.flush();
            Runtime.getRuntime().halt(0);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("could not forge: " + e, e);
        }
    }
}
