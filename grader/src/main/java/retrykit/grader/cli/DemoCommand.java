package retrykit.grader.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import retrykit.grader.demo.Demo;
import retrykit.lab.ScenarioRun;

/** Runs stage 06's five scenarios against the lab server and prints what the server counted. */
@Command(
        name = "demo",
        mixinStandardHelpOptions = true,
        header = "Run stage 06's five scenarios against the lab server and print what it counted.",
        description = {
            "",
            "Each scenario gets a real HTTP server of its own on 127.0.0.1 that saves a ticket and "
                    + "then fails as the scenario says. Rows 1 and 4 are naive clients (a blind retry, a client "
                    + "that trusts any key); rows 2, 3 and 5 are the kit's reference solution of stage 06, "
                    + "compiled from solutions/06. The table gives the requests and records the SERVER counted, "
                    + "and the state the client reported. With --traces, each scenario's requests and records "
                    + "are written as JSON, one file per scenario (1-blind-retry.json, ...), for the site.",
            ""
        },
        footer = {
            "",
            "Exit codes: 0 the table is the curriculum's, 1 it is not (or the demo could not run).",
            "",
            "Example:",
            "  demo --traces target/traces"
        })
final class DemoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(
            names = "--traces",
            paramLabel = "FOLDER",
            description = "Also write each scenario's trace as JSON into this folder.")
    Path traces;

    @Option(
            names = "--kit",
            paramLabel = "FOLDER",
            description = "The kit's checkout (default: the one this is run in).")
    Path kit;

    @Override
    public Integer call() throws Exception {
        Path root = kit != null
                ? kit
                : KitLocation.find(Path.of(""))
                        .orElseThrow(() -> new ParameterException(
                                spec.commandLine(), "run the demo inside the kit's checkout, or give it with --kit"));
        PrintWriter out = spec.commandLine().getOut();
        List<ScenarioRun> runs = Demo.run(root);
        out.println("Stage 06's five scenarios, each against a lab server on 127.0.0.1. Requests and records are the");
        out.println("server's counts; the state is what the client reported. Rows 1 and 4: naive clients");
        out.println("(exercises/lab/NaiveClients.java); rows 2, 3 and 5: the reference solution of stage 06.");
        out.println();
        out.println(Demo.table(runs));
        if (traces != null) {
            List<Path> written = Demo.writeTraces(runs, traces);
            out.println();
            out.println("Traces written to " + traces + ": "
                    + written.stream().map(p -> p.getFileName().toString()).collect(Collectors.joining(", ")));
        }
        out.flush();
        List<ScenarioRun> off =
                runs.stream().filter(r -> !r.row().equals(r.scenario().row())).collect(Collectors.toList());
        if (!off.isEmpty()) {
            spec.commandLine()
                    .getErr()
                    .println("retrykit-grader: the table differs from the curriculum's in "
                            + off.stream()
                                    .map(r -> "\"" + r.scenario().title() + "\" (expected "
                                            + r.scenario().row().markdown() + ")")
                                    .collect(Collectors.joining(", ")));
            return 1;
        }
        return 0;
    }
}
