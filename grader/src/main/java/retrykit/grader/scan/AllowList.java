package retrykit.grader.scan;

import java.util.List;
import java.util.Set;
import retrykit.grader.kit.Stage;

/**
 * What a stage's {@code solve} may reference, at the level of types and members: the first line
 * of defence against code written to attack the grader (reflection, threads, processes, files, the
 * network, class loaders, {@code System.exit}), checked on the compiled classes before any of them
 * runs. {@code java.lang} alone holds {@code Class.forName}, {@code System.exit} and
 * {@code Thread}, so packages are allowed whole only where nothing in them reaches outside the
 * answer; elsewhere a type, or a single member, is named. grader/README.md lists the same, and a
 * test keeps the two in step.
 */
public final class AllowList {
    /** Packages whose every type and member may be used (not their subpackages), by every stage. */
    static final List<String> PACKAGES = List.of(
            "java.util",
            "java.util.function",
            "java.util.stream",
            "java.util.regex",
            "java.time",
            "java.time.format",
            "java.time.temporal",
            "java.math");

    /** Types whose every member may be used, by every stage: the value and text types. */
    static final List<String> TYPES = List.of(
            "java.lang.Object",
            "java.lang.String",
            "java.lang.StringBuilder",
            "java.lang.StringBuffer",
            "java.lang.CharSequence",
            "java.lang.Appendable",
            "java.lang.Character",
            "java.lang.Math",
            "java.lang.StrictMath",
            "java.lang.Number",
            "java.lang.Void",
            "java.lang.Integer",
            "java.lang.Long",
            "java.lang.Short",
            "java.lang.Byte",
            "java.lang.Double",
            "java.lang.Float",
            "java.lang.Boolean",
            "java.lang.Comparable",
            "java.lang.Iterable",
            "java.lang.AutoCloseable",
            "java.lang.Cloneable",
            "java.lang.Enum",
            "java.lang.Record",
            "java.lang.Throwable",
            "java.lang.Exception",
            "java.lang.RuntimeException",
            "java.lang.Error",
            "java.lang.AssertionError",
            "java.lang.IllegalArgumentException",
            "java.lang.IllegalStateException",
            "java.lang.ArithmeticException",
            "java.lang.NullPointerException",
            "java.lang.NumberFormatException",
            "java.lang.IndexOutOfBoundsException",
            "java.lang.ArrayIndexOutOfBoundsException",
            "java.lang.StringIndexOutOfBoundsException",
            "java.lang.ClassCastException",
            "java.lang.UnsupportedOperationException",
            "java.lang.CloneNotSupportedException",
            // what javac writes around a switch on an enum
            "java.lang.NoSuchFieldError",
            "java.lang.IncompatibleClassChangeError",
            "java.nio.charset.StandardCharsets",
            "java.nio.charset.Charset");

    /** Single members every stage may use: a learner's debugging prints, the clocks, array copies. */
    static final List<String> MEMBERS = List.of(
            "java.lang.System.out",
            "java.lang.System.err",
            "java.lang.System.currentTimeMillis",
            "java.lang.System.nanoTime",
            "java.lang.System.arraycopy",
            "java.lang.System.lineSeparator",
            // what javac writes for an assert statement
            "java.lang.Class.desiredAssertionStatus");

    /** Types that may appear (a class literal, the result of getClass()) though none of their members may be used. */
    static final List<String> TYPES_ONLY = List.of("java.lang.Class");

    /** Taken out of the packages above: they start threads, load classes or open files. */
    static final List<String> DENIED_TYPES = List.of(
            "java.util.ServiceLoader",
            "java.util.Timer",
            "java.util.TimerTask",
            "java.util.ResourceBundle",
            "java.util.Formatter",
            "java.util.Scanner",
            "java.util.Properties",
            "java.util.PropertyResourceBundle",
            // reads the call stack: which hidden property is calling
            "java.lang.StackWalker",
            "java.lang.StackTraceElement");

    /**
     * Member names refused whatever their type: they start threads or wait on one, or read the
     * call stack, which would tell {@code solve} which hidden property is calling it.
     */
    static final Set<String> DENIED_NAMES = Set.of(
            "parallel",
            "parallelStream",
            "wait",
            "notify",
            "notifyAll",
            "getStackTrace",
            "setStackTrace",
            "getAllStackTraces",
            "fillInStackTrace");

    /**
     * Single members refused inside an allowed type: they change a default of the whole JVM, which
     * would outlive the call and change what later properties compute (docs/decisions/0008).
     */
    static final Set<String> DENIED_MEMBERS = Set.of(
            "java.util.Locale.setDefault", "java.util.TimeZone.setDefault", "java.util.SimpleTimeZone.setDefault");

    /** What stage 06 adds: a real HTTP client, and handling an interrupted wait. */
    static final List<String> WIRE_PACKAGES = List.of("java.net.http");

    static final List<String> WIRE_TYPES = List.of(
            "java.net.URI",
            "java.net.URLEncoder",
            "java.net.URLDecoder",
            "java.net.ConnectException",
            "java.net.SocketTimeoutException",
            "java.io.IOException",
            "java.io.UncheckedIOException",
            "java.lang.InterruptedException");
    static final List<String> WIRE_MEMBERS = List.of(
            "java.lang.Thread.currentThread",
            "java.lang.Thread.interrupt",
            "java.lang.Thread.isInterrupted",
            "java.lang.Thread.interrupted");

    /** What a println on System.out or System.err calls: its members, never its constructors (they open files). */
    static final String PRINT_STREAM = "java.io.PrintStream";

    /** The bootstrap methods javac itself writes: lambdas, string concatenation, records. Allowed as bootstraps only. */
    static final Set<String> JAVAC_BOOTSTRAPS = Set.of(
            "java/lang/invoke/LambdaMetafactory",
            "java/lang/invoke/StringConcatFactory",
            "java/lang/runtime/ObjectMethods");

    private final Stage stage;
    private final List<String> packages;
    private final List<String> types;
    private final List<String> members;

    private AllowList(Stage stage, List<String> packages, List<String> types, List<String> members) {
        this.stage = stage;
        this.packages = packages;
        this.types = types;
        this.members = members;
    }

    /** The allow-list of {@code stage}. */
    public static AllowList of(Stage stage) {
        if (stage.httpClient()) {
            return new AllowList(
                    stage, concat(PACKAGES, WIRE_PACKAGES), concat(TYPES, WIRE_TYPES), concat(MEMBERS, WIRE_MEMBERS));
        }
        return new AllowList(stage, PACKAGES, TYPES, MEMBERS);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }

    /** Whether the type (Java's dotted name; nested types with {@code $}) may appear in the stage's code. */
    public boolean typeAllowed(String type) {
        if (ownType(type)) {
            return true;
        }
        String outer = outermost(type);
        if (DENIED_TYPES.contains(outer)) {
            return false;
        }
        return packages.contains(packageOf(type))
                || types.contains(outer)
                || TYPES_ONLY.contains(outer)
                || outer.equals(PRINT_STREAM)
                || members.stream().anyMatch(m -> m.startsWith(outer + "."));
    }

    /**
     * Whether {@code owner.name} may be used: {@code owner} is the JDK type the compiled code names
     * (or the first JDK type above a learner's class), {@code name} the member, {@code <init>} for a constructor.
     */
    public boolean memberAllowed(String owner, String name) {
        if (ownType(owner)) {
            return true;
        }
        String outer = outermost(owner);
        if (DENIED_TYPES.contains(outer)
                || DENIED_NAMES.contains(name)
                || DENIED_MEMBERS.contains(owner + "." + name)) {
            return false;
        }
        if (members.contains(owner + "." + name)) {
            return true;
        }
        if (TYPES_ONLY.contains(outer)) {
            return false;
        }
        if (outer.equals(PRINT_STREAM)) {
            return !name.equals("<init>");
        }
        return packages.contains(packageOf(owner)) || types.contains(outer);
    }

    /** Whether {@code type} is one of the stage's own (the learner's, or the types the stage gives). */
    public boolean ownType(String type) {
        return type.startsWith(stage.packageName() + ".");
    }

    /** The lesson's sentence on what {@code solve} may use (each exercises/NN/README.md holds it, word for word). */
    public String sentence() {
        String common = "the stage's own types; `String`, `StringBuilder`, `Math`, `Character`, the number"
                + " and boolean boxes, and `java.lang`'s exceptions; `java.util` (collections, `Optional`,"
                + " `Objects`), its streams, functions and regular expressions; `java.time` and `java.math`;"
                + " `System.out` and `System.err` for debugging prints";
        String wire = stage.httpClient()
                ? "; and, for this stage, `java.net.http`, `java.net.URI`, `URLEncoder` with `StandardCharsets`,"
                        + " `IOException`, `ConnectException`, and `Thread.currentThread().interrupt()` to pass on an"
                        + " `InterruptedException`"
                : "";
        return "**What `solve` may use:** " + common + wire + ". Nothing else: no reflection, threads, files,"
                + " sockets, processes or `System.exit`, no reading of the call stack (`getStackTrace`,"
                + " `StackWalker`) and no change to the JVM's defaults (`Locale.setDefault`,"
                + " `TimeZone.setDefault`); the grader checks the compiled code before it runs it,"
                + " and a stage that uses anything else scores 0 for that stage.";
    }

    private static String packageOf(String type) {
        int dot = type.lastIndexOf('.');
        return dot < 0 ? "" : type.substring(0, dot);
    }

    private static String outermost(String type) {
        int dollar = type.indexOf('$');
        return dollar < 0 ? type : type.substring(0, dollar);
    }
}
