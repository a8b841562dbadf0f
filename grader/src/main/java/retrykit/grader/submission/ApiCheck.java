package retrykit.grader.submission;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;
import retrykit.grader.kit.Stage;

/**
 * Compares a learner's {@code solve} with the kit's: the hidden tests call it by its exact
 * signature, so a changed one is reported as such instead of as a hundred odd failures.
 * Only reflection, never initialisation: no learner code runs here.
 */
public final class ApiCheck {
    private ApiCheck() {}

    /** Empty when {@code learners} declares {@code solve} as {@code pristine} does; else what differs. */
    public static Optional<String> differences(Stage stage, ClassLoader pristine, ClassLoader learners) {
        try {
            Method expected = solve(Class.forName(stage.entryClass(), false, pristine))
                    .orElseThrow(() -> new IllegalStateException("the kit's own " + stage.entryClass() + " has no solve"));
            Class<?> entry;
            try {
                entry = Class.forName(stage.entryClass(), false, learners);
            } catch (ClassNotFoundException e) {
                return Optional.of("the class " + stage.entryClass() + " is missing: keep the file "
                        + stage.stubPath() + " and its class name");
            }
            Optional<Method> found = solve(entry);
            if (found.isEmpty()) {
                return Optional.of("there is no public static solve in " + stage.entryClass()
                        + ": the grader calls " + signature(expected));
            }
            Method actual = found.get();
            boolean same = Modifier.isPublic(actual.getModifiers()) && Modifier.isStatic(actual.getModifiers())
                    && actual.getReturnType().getName().equals(expected.getReturnType().getName())
                    && Arrays.equals(names(actual.getParameterTypes()), names(expected.getParameterTypes()));
            return same ? Optional.empty() : Optional.of("solve's signature changed: the grader calls "
                    + signature(expected) + ", but the submission declares " + signature(actual));
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.of("the classes of " + stage + " could not be loaded: " + e);
        }
    }

    private static Optional<Method> solve(Class<?> entry) {
        return Arrays.stream(entry.getDeclaredMethods()).filter(m -> m.getName().equals("solve")).findFirst();
    }

    private static String[] names(Class<?>[] types) {
        return Arrays.stream(types).map(Class::getName).toArray(String[]::new);
    }

    static String signature(Method m) {
        return Modifier.toString(m.getModifiers()) + " " + m.getReturnType().getSimpleName() + " solve("
                + Arrays.stream(m.getGenericParameterTypes()).map(t -> t.getTypeName().replaceAll("[\\w.]+\\.", ""))
                        .collect(Collectors.joining(", ")) + ")";
    }
}
