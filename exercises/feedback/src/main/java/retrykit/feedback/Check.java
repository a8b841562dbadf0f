package retrykit.feedback;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Runs one call of a learner's {@code solve} against one rule and, when the answer breaks the
 * rule, fails with a message that teaches: the rule, the call, what was expected, what came back,
 * why it matters, and where to read.
 *
 * <pre>{@code
 * RULE.check(JavaText.call("Classify.solve", outcome, op), () -> Classify.solve(outcome, op))
 *     .returns(Decision.UNKNOWN);
 * }</pre>
 */
public final class Check<T> {

    /** The call under test. It may throw anything: a learner's code is not trusted to return. */
    @FunctionalInterface
    public interface Body<T> {
        T run() throws Throwable;
    }

    private final Rule rule;
    private final Supplier<String> call; // written only for a failure's message
    private final Body<T> body;

    Check(Rule rule, Supplier<String> call, Body<T> body) {
        this.rule = Objects.requireNonNull(rule, "rule");
        this.call = Objects.requireNonNull(call, "call");
        this.body = Objects.requireNonNull(body, "body");
    }

    /** The call must return a value equal to {@code expected}. */
    public T returns(T expected) {
        T actual = answer(() -> JavaText.of(expected));
        if (!same(expected, actual)) {
            throw failure(JavaText.of(expected), JavaText.of(actual), null);
        }
        return actual;
    }

    /**
     * Whether {@code actual} is the value {@code expected}: an enum constant by identity, anything
     * else by the expected value's own {@code equals}, never by the answer's, which is the learner's
     * to write.
     */
    static boolean same(Object expected, Object actual) {
        if (expected instanceof Enum<?> || actual instanceof Enum<?>) {
            return expected == actual;
        }
        return Objects.equals(expected, actual);
    }

    /**
     * The call must return a value that passes {@code assertion} (AssertJ, typically), which is
     * described for the learner as {@code expectation}, such as "a wait between 15 and 30".
     */
    public T satisfies(String expectation, Consumer<? super T> assertion) {
        T actual = answer(() -> expectation);
        try {
            assertion.accept(actual);
        } catch (AssertionError broken) {
            throw failure(expectation, JavaText.of(actual) + inWords(broken), null);
        }
        return actual;
    }

    /**
     * The call must reject its input with an {@link IllegalArgumentException} whose message names
     * {@code argument}, the parameter at fault (such as {@code draws}), never return an answer or
     * fail some other way.
     */
    public void rejects(String argument) {
        rejects(argument, null);
    }

    /**
     * The call must reject its input with an {@link IllegalArgumentException} whose message names
     * the argument at fault or its bad value, either one, as every lesson's rule on invalid input
     * says: {@code rejects("draws", 100)} takes "draws[1] is 100" and "a draw of 100 is out of
     * range" alike. A name counts only as a word of its own ({@code 100} is not named by
     * {@code 1000}, nor {@code k} by {@code make}).
     *
     * @param argument the parameter's name
     * @param badValue the value at fault, or null when there is none to name (a null, a blank)
     */
    public void rejects(String argument, Object badValue) {
        String bad = badValue == null ? null : String.valueOf(badValue);
        String expected = "IllegalArgumentException naming " + argument + (bad == null ? "" : " or " + bad);
        Object actual;
        try {
            actual = body.run();
        } catch (IllegalArgumentException rejected) {
            String message = String.valueOf(rejected.getMessage());
            if (!names(message, argument) && (bad == null || !names(message, bad))) {
                throw failure(
                        expected,
                        "IllegalArgumentException(" + JavaText.of(message) + "), which names neither "
                                + (bad == null ? argument : argument + " nor " + bad),
                        null);
            }
            return;
        } catch (UnsupportedOperationException stub) {
            throw isStub(stub) ? notWritten(stub) : failure(expected, thrown(stub), stub);
        } catch (Throwable other) {
            throw failure(expected, thrown(other), other);
        }
        throw failure(expected, "the answer " + JavaText.of(actual), null);
    }

    /**
     * Whether {@code message} holds {@code name} as a word of its own: no letter, digit or
     * underscore right before it (when it starts with one) or right after it (when it ends with one).
     */
    static boolean names(String message, String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int at = message.indexOf(name); at >= 0; at = message.indexOf(name, at + 1)) {
            int end = at + name.length();
            boolean openBefore = !isWordChar(name.charAt(0)) || at == 0 || !isWordChar(message.charAt(at - 1));
            boolean openAfter = !isWordChar(name.charAt(name.length() - 1))
                    || end == message.length()
                    || !isWordChar(message.charAt(end));
            if (openBefore && openAfter) {
                return true;
            }
        }
        return false;
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    /** The call's answer; {@code expected} is written only if the call throws. */
    private T answer(Supplier<String> expected) {
        try {
            return body.run();
        } catch (UnsupportedOperationException stub) {
            throw isStub(stub) ? notWritten(stub) : failure(expected.get(), thrown(stub), stub);
        } catch (Throwable other) {
            throw failure(expected.get(), thrown(other), other);
        }
    }

    /** The kit's stubs say so in their message; any other UnsupportedOperationException is the learner's own. */
    private static boolean isStub(UnsupportedOperationException e) {
        return e.getMessage() != null && e.getMessage().contains("is not implemented yet");
    }

    private TeachingFailure notWritten(UnsupportedOperationException stub) {
        return TeachingFailure.unwritten(
                String.join(
                        "\n",
                        String.valueOf(stub.getMessage()),
                        "  call:     " + call.get(),
                        "  next:     read " + rule.lesson().readme()
                                + ", then replace the throw in solve with your answer",
                        "  this test checks: " + rule.statement()),
                rule.section());
    }

    private TeachingFailure failure(String expected, String actual, Throwable cause) {
        return new TeachingFailure(
                String.join(
                        "\n",
                        rule.section() + ": " + rule.statement(),
                        "  call:     " + call.get(),
                        "  expected: " + expected,
                        "  actual:   " + actual,
                        "  why:      " + rule.why(),
                        "  read:     " + rule.lesson().section(rule.section())),
                cause,
                rule.section());
    }

    private static String thrown(Throwable t) {
        StringBuilder text = new StringBuilder("threw ").append(t.getClass().getSimpleName());
        if (t.getMessage() != null) {
            text.append('(').append(JavaText.of(t.getMessage())).append(')');
        }
        if (t instanceof OutOfMemoryError) {
            // HotSpot sometimes throws a preallocated OutOfMemoryError with no stack trace, so a
            // location would appear on one run and not the next; a grade must read the same each time.
            return text.toString();
        }
        if (t instanceof StackOverflowError) {
            // The line the stack runs out on varies from run to run (a call inside the recursion, or
            // the recursive call itself), so the location named is the recursion's own: of the lines
            // that repeat in the trace, the first in file and line order.
            recursion(t.getStackTrace())
                    .ifPresent(frame -> text.append(" at ")
                            .append(frame.getFileName())
                            .append(':')
                            .append(frame.getLineNumber()));
            return text.toString();
        }
        for (StackTraceElement frame : t.getStackTrace()) {
            if (learners(frame)) {
                text.append(" at ").append(frame.getFileName()).append(':').append(frame.getLineNumber());
                break;
            }
        }
        return text.toString();
    }

    /** A frame of the code under test, not the JDK's. */
    private static boolean learners(StackTraceElement frame) {
        String cls = frame.getClassName();
        return !cls.startsWith("java.") && !cls.startsWith("jdk.") && !cls.startsWith("sun.");
    }

    /** Of the code under test's lines that appear more than once in {@code trace}, the first by file and line. */
    private static Optional<StackTraceElement> recursion(StackTraceElement[] trace) {
        Map<String, Integer> seen = new HashMap<>();
        for (StackTraceElement frame : trace) {
            if (learners(frame) && frame.getFileName() != null) {
                seen.merge(frame.getFileName() + ":" + frame.getLineNumber(), 1, Integer::sum);
            }
        }
        return Arrays.stream(trace)
                .filter(frame -> learners(frame)
                        && frame.getFileName() != null
                        && seen.get(frame.getFileName() + ":" + frame.getLineNumber()) > 1)
                .min(Comparator.comparing(StackTraceElement::getFileName)
                        .thenComparingInt(StackTraceElement::getLineNumber));
    }

    /**
     * What an assertion inside {@code satisfies} adds, in words. A check that words its own failure
     * ("the verdict is GAVE_UP, not OK") is kept. AssertJ's own text ("Expecting actual: 5 to be
     * between", "expected: ReviewRequired[] but was: GaveUp[]") repeats the expectation and the answer
     * the message already states, in a framework's notation, so only its description is kept: the
     * part of the answer that differs ("records the server saved").
     */
    static String inWords(AssertionError broken) {
        String message = broken.getMessage();
        if (message == null || message.isBlank()) {
            return "";
        }
        if (message.startsWith("[")) {
            int end = message.indexOf("] ");
            return end < 0 ? "" : "\n  differs:  " + message.substring(1, end);
        }
        if (Character.isWhitespace(message.charAt(0))) {
            return ""; // AssertJ without a description: the expectation already says it in words
        }
        return "\n            (" + message.strip().replace("\n", "\n             ") + ")";
    }
}
