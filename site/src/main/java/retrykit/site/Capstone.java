package retrykit.site;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Stage 06's five scenarios, drawn from the request traces the grader's demo writes when it runs
 * them against the kit's lab server: what reached the server, not what the client reported.
 */
final class Capstone {
    static final int SCENARIOS = 5;

    private final Path traces;

    Capstone(Path traces) {
        this.traces = traces;
    }

    boolean available() {
        return traces != null && Files.isDirectory(traces);
    }

    Table table() {
        List<List<String>> rows = new ArrayList<>();
        for (int n = 1; n <= SCENARIOS; n++) {
            rows.add(List.of(String.valueOf(n), "–", "–", "–"));
        }
        return new Table("Stage 06's scenarios: the demo's traces are not built yet", List.of("scenario", "requests", "records saved", "client state"), rows, true);
    }

    Figure figure(int scenario, String id) {
        Svg svg = new Svg(id, 480, 60, "Scenario " + scenario + " of stage 06", "The demo's trace of this scenario is not built yet.");
        svg.text(240, 35, "middle", "fig-small fig-muted", "The trace of scenario " + scenario + " is not built yet.");
        return new Figure(id, svg.close(), "Scenario " + scenario + ": the demo's trace is not built yet.",
                new Table("Requests of scenario " + scenario, List.of("request", "what the server did"), List.of(), false));
    }
}
