package retrykit.loop;

import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * What code compiled against some classes may depend on, as one string: every type with its
 * kind, modifiers, supertypes, permitted subclasses and record components, and every member
 * other code can see with its type, and a constant's value (the compiler copies constants into
 * the code that uses them). Two compilations with the same API need nothing compiled against
 * them again: the watch recompiles the given tests only when the learner's API, or the tests,
 * changed, and most saves change only a method's body.
 */
final class Api {
    private Api() {}

    /** The API of {@code types}, the top-level types the compiler analysed, nested types included. */
    static String of(Iterable<? extends Element> types) {
        Set<String> lines = new TreeSet<>();
        for (Element element : types) {
            if (element instanceof TypeElement type) {
                describe(type, lines);
            }
        }
        return String.join("\n", lines);
    }

    private static void describe(TypeElement type, Set<String> lines) {
        String name = type.getQualifiedName().toString();
        lines.add(type.getKind() + " " + type.getModifiers() + " " + name + type.getTypeParameters()
                + " extends " + type.getSuperclass() + " implements " + type.getInterfaces()
                + " permits " + type.getPermittedSubclasses() + " components " + type.getRecordComponents());
        for (Element member : type.getEnclosedElements()) {
            if (member.getModifiers().contains(Modifier.PRIVATE)) {
                continue; // invisible outside its class, so nothing compiled elsewhere depends on it
            }
            if (member instanceof TypeElement nested) {
                describe(nested, lines);
            } else if (member instanceof VariableElement field) {
                lines.add(name + "." + field.getSimpleName() + " " + field.getKind() + " " + field.getModifiers() + " "
                        + field.asType() + " = " + field.getConstantValue());
            } else if (member instanceof ExecutableElement method) {
                lines.add(name + "." + method.getSimpleName() + " " + method.getModifiers() + " " + method.asType()
                        + " throws " + method.getThrownTypes());
            }
        }
    }
}
