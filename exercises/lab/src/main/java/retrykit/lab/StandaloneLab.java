package retrykit.lab;

import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * The lab as a workshop tool: a lab server anyone can point their own client at (curl, a Python
 * script, a team's own code), started from the kit's root with
 * {@code mvn -q -pl exercises/06 -Dlab=SCENARIO} ({@code -Dlab.port=N} for a port of your choice,
 * {@code -Dlab=list} for the scenarios). It prints where to send tickets, one line per request as
 * it arrives, serves {@code GET /ledger} (business id to tickets committed), and on Ctrl-C prints
 * what it committed. It listens on {@code 127.0.0.1} only.
 */
public final class StandaloneLab implements AutoCloseable {

    /** The exit status of bad arguments: an unknown scenario, a port that is not one or is busy. */
    public static final int BAD_ARGUMENTS = 2;

    private final StandaloneScenario scenario;
    private final LabServer server;

    private StandaloneLab(StandaloneScenario scenario, LabServer server) {
        this.scenario = scenario;
        this.server = server;
    }

    /** Arguments this lab cannot start with, said in one line. */
    public static final class BadArguments extends Exception {
        private static final long serialVersionUID = 1L;

        BadArguments(String line) {
            super(line);
        }
    }

    /**
     * {@code mvn -q -pl exercises/06 -Dlab=SCENARIO [-Dlab.port=N]}: the pom passes the scenario
     * and the port (0 for a free one). Runs until the JVM is stopped (Ctrl-C), then prints the
     * ledger's summary.
     */
    public static void main(String[] args) throws InterruptedException {
        String scenario = args.length > 0 ? args[0] : "";
        String port = args.length > 1 ? args[1] : "0";
        if (scenario.equals("list")) {
            list(System.out);
            return;
        }
        StandaloneLab lab;
        try {
            lab = start(scenario, port, System.out);
        } catch (BadArguments e) {
            System.err.println(e.getMessage());
            // Maven's JVM, not the lab's own: the exit status is what a script (or a test) reads.
            System.exit(BAD_ARGUMENTS);
            return;
        }
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            lab.summary().forEach(System.out::println);
                            lab.close();
                        },
                        "retrykit-lab-summary"));
        new CountDownLatch(1).await(); // until Ctrl-C: the shutdown hook takes over
    }

    /** Prints every scenario, one line each: its name, then what it does. */
    public static void list(PrintStream out) {
        int width = 0;
        for (StandaloneScenario s : StandaloneScenario.values()) {
            width = Math.max(width, s.label().length());
        }
        for (StandaloneScenario s : StandaloneScenario.values()) {
            out.println(s.label() + " ".repeat(width - s.label().length() + 2) + s.what());
        }
    }

    /**
     * Starts scenario {@code label} on {@code 127.0.0.1} and port {@code port} (0 or blank: a free
     * one), prints {@code lab: http://127.0.0.1:PORT/tickets} to {@code out}, then one line there
     * per request as it arrives.
     *
     * @throws BadArguments for an unknown scenario, a port that is not one, or a port that is busy
     */
    public static StandaloneLab start(String label, String port, PrintStream out) throws BadArguments {
        if (label == null || label.isBlank() || label.equals("true")) {
            throw new BadArguments("lab: name a scenario, as in -Dlab=" + StandaloneScenario.COMMIT_THEN_500.label()
                    + "; -Dlab=list names them all");
        }
        StandaloneScenario scenario = StandaloneScenario.named(label)
                .orElseThrow(() -> new BadArguments("lab: no scenario is called " + LabJson.string(label)
                        + "; -Dlab=list says what each does: " + StandaloneScenario.labels()));
        int number = portNumber(port);
        LabServer server;
        try {
            server = LabServer.standalone(
                    scenario.honoursKeys(), scenario.script(), number, r -> out.println(RequestLine.of(r)));
        } catch (BindException e) {
            throw new BadArguments(
                    "lab: port " + number + " on " + LabPort.HOST
                            + " is busy (or not yours to take): choose another with -Dlab.port=N, or leave it out for a free one");
        } catch (IOException e) {
            throw new BadArguments("lab: the server could not start on " + LabPort.HOST + ": " + e.getMessage());
        }
        StandaloneLab lab = new StandaloneLab(scenario, server);
        out.println("lab: " + server.uri());
        return lab;
    }

    private static int portNumber(String port) throws BadArguments {
        if (port == null || port.isBlank()) {
            return 0;
        }
        try {
            int number = Integer.parseInt(port.trim());
            if (number >= 0 && number <= 65535) {
                return number;
            }
        } catch (NumberFormatException notANumber) {
            // said below
        }
        throw new BadArguments("lab: -Dlab.port takes a port number from 1 to 65535 (or 0 for a free one), not "
                + LabJson.string(port));
    }

    /** The scenario running. */
    public StandaloneScenario scenario() {
        return scenario;
    }

    /** The server, for what reached it. */
    public LabServer server() {
        return server;
    }

    /** What it committed so far. */
    public Ledger ledger() {
        return Ledger.of(server.records());
    }

    /** What it committed, a line per business id ({@link Ledger#summary()}). */
    public List<String> summary() {
        return ledger().summary();
    }

    /** Stops the server, a stalled reply included. */
    @Override
    public void close() {
        server.close();
    }
}
