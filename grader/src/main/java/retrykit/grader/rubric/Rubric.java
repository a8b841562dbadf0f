package retrykit.grader.rubric;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import retrykit.grader.kit.Stage;
import retrykit.grader.property.Property;

/**
 * A stage's rubric: its hidden suite's {@link Property} methods, in order of their ids. Read from
 * the suite's class file (its annotations), so the points live in one place, the annotation, and
 * nothing is loaded or run to learn them.
 */
public record Rubric(Stage stage, String suiteClass, List<RubricItem> items) {
    private static final Map<Stage, Rubric> READ = new ConcurrentHashMap<>();
    private static final String PROPERTY = Type.getDescriptor(Property.class);
    private static final String DISPLAY_NAME = "Lorg/junit/jupiter/api/DisplayName;";

    public Rubric {
        items = List.copyOf(items);
    }

    /** The full rubric of {@code stage}. */
    public static Rubric of(Stage stage) {
        return READ.computeIfAbsent(stage, Rubric::read);
    }

    private static Rubric read(Stage stage) {
        List<RubricItem> items = new ArrayList<>();
        SuiteClass.of(stage)
                .accept(
                        new ClassVisitor(Opcodes.ASM9) {
                            @Override
                            public MethodVisitor visitMethod(
                                    int access, String name, String descriptor, String signature, String[] exceptions) {
                                int[] points = {0};
                                String[] shown = {name};
                                boolean[] property = {false};
                                return new MethodVisitor(Opcodes.ASM9) {
                                    @Override
                                    public AnnotationVisitor visitAnnotation(String type, boolean visible) {
                                        if (!type.equals(PROPERTY) && !type.equals(DISPLAY_NAME)) {
                                            return null;
                                        }
                                        property[0] |= type.equals(PROPERTY);
                                        return new AnnotationVisitor(Opcodes.ASM9) {
                                            @Override
                                            public void visit(String key, Object value) {
                                                if (type.equals(PROPERTY) && key.equals("points")) {
                                                    points[0] = (Integer) value;
                                                } else if (type.equals(DISPLAY_NAME) && key.equals("value")) {
                                                    shown[0] = (String) value;
                                                }
                                            }
                                        };
                                    }

                                    @Override
                                    public void visitEnd() {
                                        if (property[0]) {
                                            items.add(new RubricItem(name, shown[0], points[0]));
                                        }
                                    }
                                };
                            }
                        },
                        ClassReader.SKIP_CODE);
        if (items.isEmpty()) {
            throw new IllegalStateException(stage.suiteClass() + " has no @Property methods");
        }
        items.sort(Comparator.comparing(RubricItem::id));
        return new Rubric(stage, stage.suiteClass(), items);
    }

    public int maxPoints() {
        return items.stream().mapToInt(RubricItem::points).sum();
    }

    public Optional<RubricItem> item(String id) {
        return items.stream().filter(i -> i.id().equals(id)).findFirst();
    }
}
