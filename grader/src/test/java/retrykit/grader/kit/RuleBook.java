package retrykit.grader.kit;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import retrykit.feedback.Rule;

/**
 * Every rule of the kit, read from where each is defined once: the classes of
 * {@code exercises/feedback/.../rules}, which the given tests and the hidden suites both use.
 */
final class RuleBook {
    private RuleBook() {}

    /** Where the rule classes lie, from the kit's root. */
    static final String FOLDER = "exercises/feedback/src/main/java/retrykit/feedback/rules";

    static final String PACKAGE = "retrykit.feedback.rules";

    /** One rule and the constant that holds it, such as {@code ClassifyRules.SUCCESS}. */
    record Entry(String owner, String name, Rule rule) {
        @Override
        public String toString() {
            return owner + "." + name;
        }
    }

    /** Every public static Rule constant of every class in the rules folder. */
    static List<Entry> all() throws IOException, ReflectiveOperationException {
        List<Entry> entries = new ArrayList<>();
        try (Stream<Path> files = Files.list(KitRoot.path().resolve(FOLDER))) {
            for (Path file :
                    files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String simple = file.getFileName().toString().replaceFirst("\\.java$", "");
                for (Field field : Class.forName(PACKAGE + "." + simple).getDeclaredFields()) {
                    if (Modifier.isStatic(field.getModifiers()) && field.getType() == Rule.class) {
                        entries.add(new Entry(simple, field.getName(), (Rule) field.get(null)));
                    }
                }
            }
        }
        return entries;
    }

    /** The rules of one stage's lesson. */
    static List<Entry> of(Stage stage) throws IOException, ReflectiveOperationException {
        return all().stream()
                .filter(e -> e.rule().lesson().stage().equals(stage.number()))
                .toList();
    }
}
