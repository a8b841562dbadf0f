package retrykit.grader.hidden.wire;

import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import retrykit.feedback.JavaText;
import retrykit.feedback.Rule;
import retrykit.grader.hidden.wire.Generators.Case;
import retrykit.lab.Door;
import retrykit.lab.LabHost;
import retrykit.lab.LabServer;
import retrykit.lab.LabWire;
import retrykit.lab.Request;
import retrykit.lab.Saved;
import retrykit.lab.WatchedClient;
import retrykit.wire.Endpoint;
import retrykit.wire.OnTheWire;
import retrykit.wire.Sleeper;
import retrykit.wire.State;

/**
 * One exchange of stage 06's hidden suite: the learner's {@code solve} run once against a fresh
 * lab, and what the lab counted and the client wrote down, as a {@link Run}. A property's labs share
 * one {@link LabHost} and one HTTP client ({@link Wire}): a lab of its own for every case, without
 * a server and threads of its own for every case.
 */
final class Exchange {
    private Exchange() {}

    /** What a property's exchanges go through: one HTTP client, and one host for all its labs. */
    record Wire(HttpClient http, LabHost host) {}

    /** Hands out "op-1", "op-2", ... and counts the keys solve asked for. */
    static final class Keys implements Supplier<String> {
        int minted;

        @Override
        public String get() {
            minted++;
            return "op-" + minted;
        }
    }

    /** One wait solve asked for, and how many writes had reached the server when it did. */
    record Wait(int seconds, int afterWrites) {}

    /** One run of solve, as the lab server counted it and the client handed to solve wrote it down. */
    static final class Run {
        final State state;
        final List<Request> requests;
        final List<Saved> records;
        final List<Wait> waits;
        final int minted;
        final List<WatchedClient.Sent> sent;
        final String handedBack;
        final boolean interrupted;
        final String log;

        Run(State state, LabServer lab, List<Wait> waits, int minted, WatchedClient client, boolean interrupted) {
            this.state = state;
            this.requests = lab.requests();
            this.records = lab.records();
            this.waits = List.copyOf(waits);
            this.minted = minted;
            this.sent = client.sent();
            this.handedBack = client.handedBackText();
            this.interrupted = interrupted;
            this.log = lab.log();
        }

        List<Request> writes() {
            return requests.stream().filter(Request::write).collect(Collectors.toList());
        }

        List<Integer> seconds() {
            return waits.stream().map(Wait::seconds).collect(Collectors.toList());
        }

        @Override
        public String toString() {
            List<Request> writes = writes();
            return JavaText.of(state) + " after " + writes.size() + (writes.size() == 1 ? " write" : " writes")
                    + " on the wire, "
                    + records.size() + (records.size() == 1 ? " record" : " records") + " saved, waits " + seconds()
                    + "\n            " + log.replace("\n", "\n            ")
                    + "\n            what client.send handed back: " + handedBack;
        }
    }

    /** Runs solve on {@code c} against a fresh lab, and checks the run against {@code check}. */
    static Run run(Wire wire, Rule rule, Case c, String expectation, Consumer<Run> check) {
        return run(wire, rule, c, 0, expectation, check);
    }

    /**
     * Runs solve on {@code c} against a fresh lab, the thread interrupted while request
     * {@code interruptAt} is out (0: never), and checks the run against {@code check}.
     */
    static Run run(Wire wire, Rule rule, Case c, int interruptAt, String expectation, Consumer<Run> check) {
        HttpClient http = wire.http();
        try (LabServer lab = wire.host().start(c.serverHonoursKeys(), c.door(), c.lookupRetryAfter(), c.script())) {
            Endpoint endpoint = new Endpoint(lab.uri(), c.timeout(), c.toldHonoursKeys(), c.toldLookup());
            WatchedClient client = interruptAt == 0
                    ? WatchedClient.of(http, lab)
                    : WatchedClient.of(http, lab).interrupting(interruptAt);
            Keys keys = new Keys();
            List<Wait> waits = new ArrayList<>();
            Sleeper sleeper = seconds -> {
                waits.add(new Wait(seconds, lab.writes()));
                lab.elapse(Math.max(0, seconds)); // the lab's clock moves as the client waits
            };
            return rule.check(call(lab, endpoint, c, interruptAt), () -> {
                        State state;
                        boolean interrupted;
                        try {
                            state = OnTheWire.solve(client, endpoint, c.ticket(), c.policy(), c.draws(), keys, sleeper);
                        } finally {
                            interrupted =
                                    Thread.interrupted(); // read, and cleared so that it reaches nothing after this
                            // case
                        }
                        return new Run(state, lab, waits, keys.minted, client, interrupted);
                    })
                    .satisfies(expectation, check);
        }
    }

    /** The call as a learner would write it, with the lab it ran against. */
    static String call(LabServer lab, Endpoint endpoint, Case c, int interruptAt) {
        long millis = endpoint.timeout().toMillis();
        String timeout =
                millis % 1000 == 0 ? "Duration.ofSeconds(" + millis / 1000 + ")" : "Duration.ofMillis(" + millis + ")";
        return "OnTheWire.solve(client, new Endpoint(lab.uri(), " + timeout + ", "
                + endpoint.honoursKeys() + ", " + endpoint.lookup() + "), " + JavaText.of(c.ticket()) + ", "
                + JavaText.of(c.policy())
                + ", " + JavaText.of(c.draws()) + ", keys, sleeper)"
                + "\n            with lab = " + lab
                + " (keys hands out \"op-1\", \"op-2\", ...; sleeper writes each wait down"
                + (c.door().kind() == Door.Kind.OPEN ? "" : " and moves the lab's clock, which opens the door")
                + (interruptAt == 0 ? "" : "; the thread is interrupted while request " + interruptAt + " is out")
                + ")";
    }

    /** Runs {@code body} with an HTTP client and a lab host, both closed after the property. */
    static void withLab(Consumer<Wire> body) {
        HttpClient http = LabWire.newClient();
        try (LabHost host = LabHost.open()) {
            body.accept(new Wire(http, host));
        } finally {
            LabWire.close(http);
        }
    }
}
