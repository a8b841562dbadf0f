package retrykit.grader.scan;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import retrykit.grader.kit.Stage;

/**
 * Reads a stage's compiled classes (never loading them) and lists every type and member they
 * reference that the stage's {@link AllowList} does not hold, with the source file and line. The
 * class files show what javac inserted or hid: method references, lambdas, members inherited from
 * a JDK class, static imports, {@code var}, nested and local classes; and a learner class named
 * like a JDK one is told apart by its package.
 */
public final class ApiScan {
    private static final int API = Opcodes.ASM9;

    private final Stage stage;
    private final AllowList allowed;
    /** The stage's own classes by internal name, to follow a member up to the JDK type it is inherited from. */
    private final Map<String, Shape> own = new HashMap<>();

    private ApiScan(Stage stage) {
        this.stage = stage;
        this.allowed = AllowList.of(stage);
    }

    /** What {@code classes} (a folder of one stage's class files) references beyond the allow-list; empty when nothing. */
    public static List<Forbidden> scan(Stage stage, Path classes) throws IOException {
        ApiScan scan = new ApiScan(stage);
        List<ClassReader> readers = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(classes)) {
            for (Path file :
                    walk.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
                try (InputStream in = Files.newInputStream(file)) {
                    readers.add(new ClassReader(in));
                }
            }
        }
        for (ClassReader reader : readers) {
            Shape shape = new Shape();
            reader.accept(shape, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
            scan.own.put(reader.getClassName(), shape);
        }
        Set<Forbidden> found = new LinkedHashSet<>();
        for (ClassReader reader : readers) {
            reader.accept(scan.new Checker(found), ClassReader.SKIP_FRAMES);
        }
        return found.stream()
                .sorted(Comparator.comparing(Forbidden::file)
                        .thenComparingInt(Forbidden::line)
                        .thenComparing(Forbidden::what))
                .toList();
    }

    /** A class's supertypes and declared members: enough to find where an inherited member comes from. */
    private static final class Shape extends ClassVisitor {
        String superName;
        String[] interfaces = new String[0];
        final Set<String> members = new java.util.HashSet<>();

        Shape() {
            super(API);
        }

        @Override
        public void visit(
                int version, int access, String name, String signature, String superName, String[] interfaces) {
            this.superName = superName;
            this.interfaces = interfaces == null ? new String[0] : interfaces;
        }

        @Override
        public FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
            members.add(name);
            return null;
        }

        @Override
        public MethodVisitor visitMethod(
                int access, String name, String descriptor, String signature, String[] exceptions) {
            members.add(name + descriptor); // by descriptor: an overload of its own must not hide the JDK's method
            return null;
        }
    }

    /**
     * The JDK type a member named through {@code owner} comes from, when {@code owner} is a stage
     * class that does not declare it; {@code member} is a field's name, or a method's name and descriptor.
     */
    private Optional<String> inheritedFrom(String owner, String member) {
        Set<String> seen = new java.util.HashSet<>();
        List<String> jdk = new ArrayList<>();
        collect(owner, member, seen, jdk);
        if (jdk.isEmpty()) {
            return Optional.empty();
        }
        // The superclass chain first, then interfaces (a default method); Object only when nothing else has it.
        return jdk.stream()
                .filter(t -> !t.equals("java/lang/Object"))
                .findFirst()
                .or(() -> Optional.of(jdk.get(0)));
    }

    private void collect(String type, String name, Set<String> seen, List<String> jdk) {
        if (type == null || !seen.add(type)) {
            return;
        }
        Shape shape = own.get(type);
        if (shape == null) {
            jdk.add(type);
            return;
        }
        if (shape.members.contains(name)) {
            return; // declared in the stage's own code: scanned where it is declared
        }
        collect(shape.superName, name, seen, jdk);
        for (String i : shape.interfaces) {
            collect(i, name, seen, jdk);
        }
    }

    private static String dotted(String internal) {
        return internal.replace('/', '.');
    }

    /** Visits one class's code and notes what it references. */
    private final class Checker extends ClassVisitor {
        private final Set<Forbidden> found;
        private String file = "";
        private int firstLine;
        private final List<String> classLevel = new ArrayList<>();

        Checker(Set<Forbidden> found) {
            super(API);
            this.found = found;
        }

        @Override
        public void visit(
                int version, int access, String name, String signature, String superName, String[] interfaces) {
            String pkg = name.contains("/") ? name.substring(0, name.lastIndexOf('/') + 1) : "";
            file = "exercises/" + stage.number() + "/src/main/java/" + pkg
                    + name.substring(pkg.length()).replaceAll("\\$.*", "") + ".java";
            if (superName != null && !typeOk(superName)) {
                classLevel.add("extends " + dotted(superName));
            }
            for (String i : interfaces == null ? new String[0] : interfaces) {
                if (!typeOk(i)) {
                    classLevel.add("implements " + dotted(i));
                }
            }
        }

        @Override
        public void visitSource(String source, String debug) {
            if (source != null && !source.isBlank()) {
                String simple = source.substring(Math.max(source.lastIndexOf('/'), source.lastIndexOf('\\')) + 1);
                file = file.substring(0, file.lastIndexOf('/') + 1) + simple;
            }
        }

        @Override
        public MethodVisitor visitMethod(
                int access, String name, String descriptor, String signature, String[] exceptions) {
            return new MethodVisitor(API) {
                private int line;
                /** Caught types, which javac lists before the code: given the method's first line. */
                private final List<String> caught = new ArrayList<>();

                @Override
                public void visitLineNumber(int number, Label start) {
                    line = number;
                    caught.forEach(t -> type(t, number));
                    caught.clear();
                    if (firstLine == 0 || number < firstLine) {
                        firstLine = number;
                    }
                }

                @Override
                public void visitMethodInsn(int opcode, String owner, String member, String desc, boolean itf) {
                    member(owner, member, desc, line);
                }

                @Override
                public void visitFieldInsn(int opcode, String owner, String member, String desc) {
                    member(owner, member, null, line);
                }

                @Override
                public void visitTypeInsn(int opcode, String type) {
                    type(type, line);
                }

                @Override
                public void visitMultiANewArrayInsn(String desc, int dims) {
                    type(Type.getType(desc).getInternalName(), line);
                }

                @Override
                public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
                    if (type != null) {
                        caught.add(type);
                    }
                }

                @Override
                public void visitLdcInsn(Object value) {
                    constant(value, line);
                }

                @Override
                public void visitInvokeDynamicInsn(String name, String desc, Handle bootstrap, Object... args) {
                    bootstrap(bootstrap, args, line);
                }

                @Override
                public void visitEnd() {
                    caught.forEach(t -> type(t, line));
                }
            };
        }

        @Override
        public void visitEnd() {
            for (String what : classLevel) {
                found.add(new Forbidden(what, file, firstLine));
            }
        }

        private void constant(Object value, int line) {
            if (value instanceof Type t) {
                if (t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY) {
                    type(t.getInternalName(), line);
                }
            } else if (value instanceof Handle h) {
                boolean field = h.getTag() <= Opcodes.H_PUTSTATIC;
                member(h.getOwner(), h.getName(), field ? null : h.getDesc(), line);
            } else if (value instanceof ConstantDynamic c) {
                bootstrap(c.getBootstrapMethod(), argsOf(c), line);
            }
        }

        private Object[] argsOf(ConstantDynamic c) {
            Object[] args = new Object[c.getBootstrapMethodArgumentCount()];
            for (int i = 0; i < args.length; i++) {
                args[i] = c.getBootstrapMethodArgument(i);
            }
            return args;
        }

        private void bootstrap(Handle bootstrap, Object[] args, int line) {
            if (!AllowList.JAVAC_BOOTSTRAPS.contains(bootstrap.getOwner())) {
                member(bootstrap.getOwner(), bootstrap.getName(), bootstrap.getDesc(), line);
            }
            for (Object arg : args) {
                constant(arg, line); // the method a lambda or method reference stands for
            }
        }

        private boolean typeOk(String internal) {
            String element = internal;
            while (element.startsWith("[")) {
                element = element.substring(1);
            }
            if (element.startsWith("L") && element.endsWith(";")) {
                element = element.substring(1, element.length() - 1);
            } else if (element.length() == 1) {
                return true; // an array of a primitive type
            }
            return allowed.typeAllowed(dotted(element));
        }

        private void type(String internal, int line) {
            if (!typeOk(internal)) {
                found.add(new Forbidden(dotted(internal.replaceAll("^\\[+L?|;$", "")), file, line));
            }
        }

        /** A field ({@code desc} null) or a method or constructor referenced through {@code owner}. */
        private void member(String owner, String name, String desc, int line) {
            if (owner.startsWith("[")) {
                type(owner, line); // clone() on an array: its element type decides
                return;
            }
            String from = owner;
            if (own.containsKey(owner)) {
                Optional<String> inherited = inheritedFrom(owner, desc == null ? name : name + desc);
                if (inherited.isEmpty()) {
                    return; // the stage's own member
                }
                from = inherited.get();
            }
            if (!allowed.memberAllowed(dotted(from), name)) {
                found.add(new Forbidden(
                        name.equals("<init>") ? "new " + dotted(from) : dotted(from) + "." + name, file, line));
            }
        }
    }
}
