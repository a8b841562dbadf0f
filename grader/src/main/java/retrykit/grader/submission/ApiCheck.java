package retrykit.grader.submission;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import retrykit.grader.kit.Stage;
import retrykit.grader.rubric.SuiteClass;

/**
 * Compares a learner's {@code solve} with the one the hidden suite calls: the suite calls it by its
 * exact signature, so a changed one is reported as such instead of as a hundred odd failures. Both
 * sides are read from class files: no learner code is loaded, and the expected signature is the
 * suite's own call, whatever the exercise sources say.
 */
public final class ApiCheck {
    private static final Map<Stage, String> CALLED = new ConcurrentHashMap<>();

    private ApiCheck() {}

    /** Empty when the compiled {@code classes} declare {@code solve} as the hidden suite calls it; else what differs. */
    public static Optional<String> differences(Stage stage, Path classes) throws IOException {
        String expected = CALLED.computeIfAbsent(stage, ApiCheck::calledBySuite);
        Path entry = classes.resolve(stage.entryClass().replace('.', '/') + ".class");
        if (!Files.isRegularFile(entry)) {
            return Optional.of("the class " + stage.entryClass() + " is missing: keep the file " + stage.stubPath()
                    + " and its class name");
        }
        List<int[]> access = new ArrayList<>();
        List<String> descriptors = new ArrayList<>();
        try (InputStream in = Files.newInputStream(entry)) {
            new ClassReader(in)
                    .accept(
                            new ClassVisitor(Opcodes.ASM9) {
                                @Override
                                public MethodVisitor visitMethod(
                                        int flags,
                                        String name,
                                        String descriptor,
                                        String signature,
                                        String[] exceptions) {
                                    if (name.equals("solve")) {
                                        access.add(new int[] {flags});
                                        descriptors.add(descriptor);
                                    }
                                    return null;
                                }
                            },
                            ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        }
        for (int i = 0; i < descriptors.size(); i++) {
            int flags = access.get(i)[0];
            if (descriptors.get(i).equals(expected) && Modifier.isPublic(flags) && Modifier.isStatic(flags)) {
                return Optional.empty();
            }
        }
        if (descriptors.isEmpty()) {
            return Optional.of("there is no public static solve in " + stage.entryClass() + ": the grader calls "
                    + signature(expected, true, true));
        }
        int flags = access.get(0)[0];
        return Optional.of("solve's signature changed: the grader calls " + signature(expected, true, true)
                + ", but the submission declares "
                + signature(descriptors.get(0), Modifier.isPublic(flags), Modifier.isStatic(flags)));
    }

    /**
     * The descriptor of the one {@code solve} of the stage's entry class that the hidden suite
     * calls: in the suite's class, or in the classes of its own package that it uses (a suite
     * split by concern runs the exchange from a helper class), followed from the suite class.
     */
    private static String calledBySuite(Stage stage) {
        String owner = stage.entryClass().replace('.', '/');
        String suite = stage.suiteClass().replace('.', '/');
        String suitePackage = suite.substring(0, suite.lastIndexOf('/') + 1);
        TreeSet<String> calls = new TreeSet<>();
        Set<String> seen = new HashSet<>(List.of(suite));
        ArrayDeque<String> next = new ArrayDeque<>(List.of(suite));
        while (!next.isEmpty()) {
            SuiteClass.read(next.poll().replace('/', '.'))
                    .accept(
                            new ClassVisitor(Opcodes.ASM9) {
                                @Override
                                public MethodVisitor visitMethod(
                                        int flags,
                                        String name,
                                        String descriptor,
                                        String signature,
                                        String[] exceptions) {
                                    return new MethodVisitor(Opcodes.ASM9) {
                                        @Override
                                        public void visitMethodInsn(
                                                int opcode, String callee, String method, String desc, boolean itf) {
                                            if (callee.equals(owner) && method.equals("solve")) {
                                                calls.add(desc);
                                            } else if (callee.startsWith(suitePackage)
                                                    && callee.indexOf('/', suitePackage.length()) < 0
                                                    && seen.add(callee)) {
                                                next.add(callee);
                                            }
                                        }
                                    };
                                }
                            },
                            ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        }
        if (calls.size() != 1) {
            throw new IllegalStateException(
                    stage.suiteClass() + " must call one solve of " + stage.entryClass() + ", not " + calls);
        }
        return calls.first();
    }

    /** {@code public static Decision solve(Outcome, Operation)}: a descriptor as a learner reads a signature. */
    static String signature(String descriptor, boolean isPublic, boolean isStatic) {
        Type method = Type.getMethodType(descriptor);
        return (isPublic ? "public " : "") + (isStatic ? "static " : "") + simple(method.getReturnType()) + " solve("
                + Arrays.stream(method.getArgumentTypes()).map(ApiCheck::simple).collect(Collectors.joining(", "))
                + ")";
    }

    private static String simple(Type type) {
        String name = type.getClassName();
        return name.substring(name.lastIndexOf('.') + 1);
    }
}
