package retrykit.grader.hidden.wire;

import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import retrykit.feedback.JavaText;
import retrykit.grader.property.Gen;
import retrykit.lab.LabServer;
import retrykit.wire.Endpoint;
import retrykit.wire.OnTheWire;
import retrykit.wire.Policy;
import retrykit.wire.Sleeper;
import retrykit.wire.State;
import retrykit.wire.Ticket;

/** Stage 06's invalid calls of solve (Rule 7): one argument wrong, everything else valid. */
final class InvalidCalls {
    private InvalidCalls() {}

    /** Which argument is wrong, the bad draw when a draw is, and where in the draws it sits. */
    record Invalid(String argument, int badDraw, int at) {}

    /**
     * One call with its arguments, as the learner would write it, and what its exception must name.
     *
     * @param argument the argument the message must name
     * @param badValue the bad draw the message may name instead; null when there is none
     */
    record Call(
            HttpClient client,
            Endpoint endpoint,
            Ticket ticket,
            Policy policy,
            List<Integer> draws,
            Supplier<String> keys,
            Sleeper sleeper,
            String text,
            String argument,
            Object badValue) {

        State solve() {
            return OnTheWire.solve(client, endpoint, ticket, policy, draws, keys, sleeper);
        }
    }

    /** The ways a call can be invalid, each argument null in turn, a bad or null draw, or a blank key. */
    static Gen<Invalid> invalids() {
        Gen<Integer> badDraws = Gen.oneOfGens(Gen.ints(100, 1000, 100), Gen.ints(-1000, -1, -1));
        return Gen.combine(
                        Gen.oneOf(
                                "draw",
                                "client",
                                "endpoint",
                                "ticket",
                                "policy",
                                "draws",
                                "keys",
                                "sleeper",
                                "null draw",
                                "blank key"),
                        badDraws,
                        Gen.ints(0, 3))
                .as(Invalid::new);
    }

    /** The call {@code bad} describes, against {@code lab}, with {@code ticket} when the ticket is not the bad one. */
    @SuppressWarnings("unchecked")
    static Call of(Invalid bad, HttpClient http, LabServer lab, Ticket ticket) {
        Endpoint endpoint = new Endpoint(lab.uri(), Generators.TIMEOUT, true, false);
        Policy policy = new Policy(2, 60, 120);
        List<Integer> draws = new ArrayList<>(List.of(50, 50, 50, 50));
        Supplier<String> keys = new Exchange.Keys();
        Sleeper sleeper = seconds -> {};
        String named = bad.argument();
        Object value = null;
        String[] shown = {
            "client", "endpoint", JavaText.of(ticket), JavaText.of(policy), JavaText.of(draws), "keys", "sleeper"
        };
        Object[] args = {http, endpoint, ticket, policy, draws, keys, sleeper};
        int position = Arrays.asList("client", "endpoint", "ticket", "policy", "draws", "keys", "sleeper")
                .indexOf(named);
        if (position >= 0) {
            args[position] = null;
            shown[position] = "null";
        } else if (named.equals("draw")) {
            draws.set(bad.at(), bad.badDraw());
            shown[4] = JavaText.of(draws);
            named = "draws";
            value = bad.badDraw();
        } else if (named.equals("null draw")) {
            draws.set(bad.at(), null);
            shown[4] = JavaText.of(draws);
            named = "draws";
        } else {
            args[5] = (Supplier<String>) () -> " ";
            shown[5] = "() -> \" \"";
            named = "keys";
        }
        String text = "OnTheWire.solve(" + String.join(", ", shown)
                + ")\n            with endpoint = new Endpoint(lab.uri(), " + "Duration.ofSeconds("
                + Generators.TIMEOUT.toSeconds() + "), true, false), lab = " + lab;
        return new Call(
                (HttpClient) args[0],
                (Endpoint) args[1],
                (Ticket) args[2],
                (Policy) args[3],
                (List<Integer>) args[4],
                (Supplier<String>) args[5],
                (Sleeper) args[6],
                text,
                named,
                value);
    }
}
