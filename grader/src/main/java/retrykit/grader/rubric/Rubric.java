package retrykit.grader.rubric;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import retrykit.grader.kit.Stage;
import retrykit.grader.property.Property;

/**
 * A stage's rubric: its hidden suite's {@link Property} methods, in source order of their ids.
 * Read by reflection from the suite class, so the points live in one place: the annotation.
 */
public record Rubric(Stage stage, String suiteClass, List<RubricItem> items) {

    public Rubric {
        items = List.copyOf(items);
    }

    /** Reads the rubric of {@code suite}, a hidden suite class (it is not initialised). */
    public static Rubric of(Stage stage, Class<?> suite) {
        List<RubricItem> items = Arrays.stream(suite.getDeclaredMethods())
                .filter(m -> m.isAnnotationPresent(Property.class))
                .sorted(Comparator.comparing(Method::getName))
                .map(m -> new RubricItem(m.getName(),
                        Optional.ofNullable(m.getAnnotation(DisplayName.class)).map(DisplayName::value).orElse(m.getName()),
                        m.getAnnotation(Property.class).points()))
                .toList();
        if (items.isEmpty()) {
            throw new IllegalStateException(suite.getName() + " has no @Property methods");
        }
        return new Rubric(stage, suite.getName(), items);
    }

    public int maxPoints() {
        return items.stream().mapToInt(RubricItem::points).sum();
    }

    public Optional<RubricItem> item(String id) {
        return items.stream().filter(i -> i.id().equals(id)).findFirst();
    }
}
