package retrykit.grader.property;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Optional;
import java.util.Set;

/**
 * The machine, not the code under test, failed a case: the JVM could not start a thread (a process
 * limit, a container's task limit, memory for stacks). Such a case has no verdict, so the engine
 * ends the property with this error instead of counting a failure, and the grader records no
 * grade at all (the harness's host-fault exit) rather than a learner's zero.
 *
 * <p>It is told by type: an {@link OutOfMemoryError} whose message is the JVM's "unable to create
 * native thread". A learner's code cannot make one (the allow-list refuses {@code OutOfMemoryError}
 * and {@code Thread}), so no text it prints or throws can pass for a machine fault.
 */
public final class MachineFault extends Error {
    private static final long serialVersionUID = 1L;
    /** How deep a chain of causes is followed: a cycle or an absurd chain ends there. */
    private static final int MAX_DEPTH = 64;

    public MachineFault(Throwable fault) {
        super("the machine could not start a thread the grading needs (" + fault.getMessage() + ")", fault);
    }

    /** The JVM's own thread-start failure in {@code failure}, its causes or suppressed throwables, if any. */
    public static Optional<Throwable> within(Throwable failure) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        return find(failure, seen, 0);
    }

    private static Optional<Throwable> find(Throwable t, Set<Throwable> seen, int depth) {
        if (t == null || depth > MAX_DEPTH || !seen.add(t)) {
            return Optional.empty();
        }
        if (t instanceof MachineFault || isNativeThreadFailure(t)) {
            return Optional.of(t);
        }
        Optional<Throwable> inCause = find(t.getCause(), seen, depth + 1);
        if (inCause.isPresent()) {
            return inCause;
        }
        for (Throwable s : t.getSuppressed()) {
            Optional<Throwable> inSuppressed = find(s, seen, depth + 1);
            if (inSuppressed.isPresent()) {
                return inSuppressed;
            }
        }
        return Optional.empty();
    }

    /** The error HotSpot throws when {@code pthread_create} fails: "unable to create native thread: ...". */
    static boolean isNativeThreadFailure(Throwable t) {
        return t instanceof OutOfMemoryError
                && t.getMessage() != null
                && t.getMessage().contains("unable to create native thread");
    }
}
