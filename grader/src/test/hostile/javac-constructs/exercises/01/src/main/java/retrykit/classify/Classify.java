package retrykit.classify;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Not hostile: a right answer written with what javac turns into more than it shows (lambdas,
 * method references, string concatenation, enhanced for, var, a static import, a record, a local
 * class, an enum switch, assert, getClass()), none of which the allow-list may refuse.
 */
public final class Classify {
    private Classify() {}

    private record Verdict(Decision decision, String why) {}

    private static final Map<Operation, Function<Outcome, Decision>> AMBIGUOUS = new EnumMap<>(Operation.class);

    static {
        AMBIGUOUS.put(Operation.READ, o -> Decision.RETRY);
        AMBIGUOUS.put(Operation.KEYED_WRITE, o -> Decision.RETRY);
        AMBIGUOUS.put(Operation.WRITE, Classify::unknown);
    }

    public static Decision solve(Outcome outcome, Operation op) {
        if (outcome == null || op == null) {
            throw new IllegalArgumentException((outcome == null ? "outcome" : "op") + " must not be null");
        }
        requireNonNull(op);
        assert op.getClass() == Operation.class || op.getClass() != null;
        var checks = new ArrayList<Verdict>();
        class Note {
            void add(Decision d, String why) {
                checks.add(new Verdict(d, why + " for " + op + " " + outcome));
            }
        }
        Note note = new Note();
        if (outcome instanceof Outcome.Ok) {
            note.add(Decision.OK, "ok");
        } else if (outcome instanceof Outcome.NotSent) {
            note.add(Decision.RETRY, "refused");
        } else if (outcome instanceof Outcome.Status s && s.code() < 500) {
            note.add(s.code() == 429 ? Decision.RETRY : Decision.FAILED, "status " + s.code());
        } else {
            note.add(AMBIGUOUS.get(op).apply(outcome), "ambiguous");
        }
        List<Decision> decisions = new ArrayList<>();
        for (Verdict v : checks) {
            decisions.add(v.decision());
        }
        String trace = "";
        switch (op) {
            case READ -> trace += "read";
            case WRITE -> trace += "write";
            default -> trace += op.name().toLowerCase();
        }
        return trace.isEmpty() ? null : decisions.get(0);
    }

    private static Decision unknown(Outcome outcome) {
        return Decision.UNKNOWN;
    }
}
