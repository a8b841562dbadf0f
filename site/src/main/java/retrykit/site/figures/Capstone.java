package retrykit.site.figures;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import retrykit.lab.Did;
import retrykit.site.SiteException;
import retrykit.site.draw.Svg;
import retrykit.site.draw.Table;

/**
 * Stage 06's five scenarios, drawn from the request traces the grader's demo writes when it runs
 * them against the kit's lab server ({@code NN-slug.json}, one per scenario, as
 * {@code retrykit.lab.ScenarioRun#traceJson} writes them): what reached the server, not what the
 * client reported. Without the traces the build stops, since the table would have nothing true to say.
 */
public final class Capstone {
    public static final int SCENARIOS = 5;

    private final Path traces;

    public Capstone(Path traces) {
        this.traces = traces;
    }

    /** The scenario's trace: the file whose name starts with its number. */
    public JsonNode trace(int scenario) {
        if (traces == null || !Files.isDirectory(traces)) {
            throw new SiteException("stage 06's traces are not there (" + traces
                    + "): the site draws the capstone from the demo's traces; "
                    + "build the site with its pom, which runs the demo first");
        }
        try (Stream<Path> files = Files.list(traces)) {
            Optional<Path> file = files.filter(p -> p.getFileName().toString().matches(scenario + "-.*\\.json"))
                    .findFirst();
            if (file.isEmpty()) {
                throw new SiteException("no trace of scenario " + scenario + " (" + scenario + "-*.json) in " + traces);
            }
            return new ObjectMapper().readTree(file.get().toFile());
        } catch (IOException e) {
            throw new SiteException("cannot read the traces in " + traces + ": " + e.getMessage());
        }
    }

    /** The five scenarios' table, as the server counted them in the demo's run. */
    public Table table() {
        List<List<String>> rows = new ArrayList<>();
        for (int n = 1; n <= SCENARIOS; n++) {
            JsonNode trace = trace(n);
            JsonNode row = trace.path("row");
            rows.add(List.of(
                    trace.path("scenario").asText(),
                    row.path("requests").asText(),
                    row.path("records_saved").asText(),
                    row.path("client_state").asText()));
        }
        return new Table(
                "Stage 06's five scenarios as the demo ran them against the lab server: requests and records counted by the server, the state as the client reported it",
                List.of("scenario", "requests", "records saved", "client state"),
                rows,
                true);
    }

    // Where the three lanes of the sequence diagram stand.
    // 400 units wide, so the drawing fits whole on a 360 px phone (at Svg.MIN_SCALE), records lane and all.
    private static final int WIDTH = 400;
    private static final double CLIENT = 62;
    private static final double SERVER = 242;
    private static final double RECORDS = 342;
    private static final double STEP = 104;

    /** The request's arrow from the client to the server, its number and words, and the key it carried. */
    private static void requestArrow(Svg svg, JsonNode r, double y, boolean write) {
        svg.group(null, "request " + r.path("request").asInt() + ": " + request(r) + keyText(r) + "; " + did(r));
        arrow(svg, CLIENT, SERVER, y, false);
        svg.text(
                (CLIENT + SERVER) / 2,
                y - 7,
                "middle",
                "fig-small",
                r.path("request").asInt() + ". " + request(r));
        if (write) {
            String key = text(r, "key", null);
            svg.text(
                    (CLIENT + SERVER) / 2,
                    y + 15,
                    "middle",
                    "fig-small fig-muted",
                    key == null ? "no key" : "key " + shorten(key));
        }
        svg.endGroup();
    }

    /** The record a request saved, in the records' column; a second one is the duplicate the scenario shows. */
    private static void savedRecord(Svg svg, JsonNode r, double y, boolean duplicate) {
        arrow(svg, SERVER, RECORDS - 34, y + 12, false);
        svg.text((SERVER + RECORDS) / 2 - 16, y + 5, "middle", "fig-small", "saves");
        svg.rect(RECORDS - 32, y, 64, 24, duplicate ? "fig-fill-warn" : "fig-fill-3");
        svg.text(RECORDS, y + 16, "middle", "fig-small fig-on-fill", text(r, "record_id", "a record"));
        if (duplicate) {
            svg.text(RECORDS, y + 38, "middle", "fig-small fig-strong fig-warn-text", "a duplicate");
        }
    }

    /** The answer back to the client, or a cross where none came (a dropped connection, a stall past the timeout). */
    private static void replyArrow(Svg svg, JsonNode r, String did, double y) {
        double back = y + 42;
        boolean noReply = did.endsWith("dropped") || did.endsWith("stalled");
        if (noReply) {
            double stop = (CLIENT + SERVER) / 2;
            svg.line(SERVER, back, stop, back, "fig-arrow fig-refused");
            svg.line(stop - 6, back - 6, stop + 6, back + 6, "fig-cross");
            svg.line(stop - 6, back + 6, stop + 6, back - 6, "fig-cross");
            // Two short lines, so the words stay between the client's lane and the server's.
            svg.text(
                    stop,
                    back + 20,
                    "middle",
                    "fig-small fig-warn-text",
                    did.endsWith("dropped") ? "connection dropped:" : "no reply before");
            svg.text(
                    stop,
                    back + 35,
                    "middle",
                    "fig-small fig-warn-text",
                    did.endsWith("dropped") ? "no reply" : "the timeout");
        } else {
            arrow(svg, SERVER, CLIENT, back, true);
            svg.text((CLIENT + SERVER) / 2, back - 7, "middle", "fig-small", reply(r));
        }
    }

    /** Under the exchanges: what the client believes, against what the server counted. */
    private static void footer(Svg svg, double y, JsonNode row, JsonNode client) {
        // What the client believes, against what the server counted.
        double bottom = y + 6;
        svg.line(16, bottom - 10, WIDTH - 16, bottom - 10, "fig-grid");
        svg.text(
                16,
                bottom + 10,
                "start",
                "fig-small fig-strong",
                "client says: " + row.path("client_state").asText());
        if (client.path("record_id").isTextual()) {
            svg.text(
                    16,
                    bottom + 30,
                    "start",
                    "fig-small",
                    "client holds " + client.path("record_id").asText());
        }
        svg.text(
                16,
                bottom + 50,
                "start",
                "fig-small",
                "the server counted " + row.path("requests").asText() + " "
                        + plural(row.path("requests").asInt(), "request") + " and "
                        + row.path("records_saved").asText() + " "
                        + plural(row.path("records_saved").asInt(), "record") + " saved");
    }

    /** The caption: where the drawing comes from, and what the client was told about keys against what this server does. */
    private static String caption(JsonNode client, JsonNode server) {
        JsonNode told = client.path("told");
        String caption =
                "Drawn from the demo's trace of this scenario, run against the kit's lab server in this build: each arrow is a request "
                        + "the server received, and each box a record it saved. The client was told that the provider "
                        + (told.path("honours_keys").asBoolean() ? "honours" : "does not honour")
                        + " idempotency keys, and this server "
                        + (server.path("honours_keys").asBoolean() ? "honours them" : "ignores them") + ".";
        return caption;
    }

    /** Each request down the lanes, STEP apart, with the wait before each write after the first; returns where the lanes end. */
    private static double exchanges(Svg svg, List<JsonNode> requests, List<Integer> waits) {
        double y = 76;
        int writes = 0;
        int savedSoFar = 0;
        for (JsonNode r : requests) {
            boolean write = r.path("write").asBoolean(true);
            if (write && writes > 0 && writes - 1 < waits.size()) {
                svg.text(CLIENT - 6, y + 4, "end", "fig-small fig-muted", "waits " + waits.get(writes - 1) + " s");
            }
            if (write) {
                writes++;
            }
            requestArrow(svg, r, y, write);

            String did = r.path("did").asText();
            if (did.startsWith("saved")) {
                savedSoFar++;
                savedRecord(svg, r, y, savedSoFar > 1);
            }
            replyArrow(svg, r, did, y);
            y += STEP;
        }
        return y;
    }

    public Figure figure(int scenario, String id) {
        JsonNode trace = trace(scenario);
        String title = trace.path("scenario").asText();
        JsonNode client = trace.path("client");
        JsonNode server = trace.path("server");
        JsonNode row = trace.path("row");
        List<JsonNode> requests = new ArrayList<>();
        server.path("requests").forEach(requests::add);
        List<Integer> waits = new ArrayList<>();
        client.path("waits").forEach(w -> waits.add(w.asInt()));

        int height = (int) (70 + requests.size() * STEP + 86);
        StringBuilder words = new StringBuilder();
        List<List<String>> rows = new ArrayList<>();
        for (JsonNode r : requests) {
            words.append("Request ")
                    .append(r.path("request").asInt())
                    .append(": ")
                    .append(request(r))
                    .append("; the server ")
                    .append(did(r))
                    .append(". ");
            rows.add(Svg.row(
                    r.path("request").asInt(), request(r) + keyText(r), did(r), reply(r), text(r, "record_id", "–")));
        }
        String counts = row.path("requests").asText() + " "
                + plural(row.path("requests").asInt(), "request") + " reached the server, "
                + row.path("records_saved").asText() + " "
                + plural(row.path("records_saved").asInt(), "record") + " saved; the client says: "
                + row.path("client_state").asText();
        Svg svg = new Svg(id, WIDTH, height, "Scenario " + scenario + ": " + title, words + counts + ".");

        // The client's and the server's lanes run down to the last exchange; the records are a store,
        // not a party to the exchange, so their column has a head and boxes, and no lane through them.
        double last = 76 + requests.size() * STEP - 30;
        lane(svg, CLIENT, "client", last);
        lane(svg, SERVER, "server", last);
        lane(svg, RECORDS, "records", 0);

        double y = exchanges(svg, requests, waits);

        footer(svg, y, row, client);

        // The paragraph above tells the story; the caption says where the drawing comes from and what the client was
        // told.
        String caption = caption(client, server);
        Table data = new Table(
                "Scenario " + scenario + ", request by request, as the server recorded it",
                List.of("#", "request", "what the server did", "reply", "record"),
                rows,
                true);
        return new Figure(id, svg.close(), caption, data);
    }

    private static void lane(Svg svg, double x, String name, double end) {
        svg.rect(x - 40, 8, 80, 26, "fig-zone");
        svg.text(x, 26, "middle", "fig-small fig-strong", name);
        if (end > 34) {
            svg.line(x, 34, x, end, "fig-lane");
        }
    }

    private static void arrow(Svg svg, double from, double to, double y, boolean dashed) {
        double dir = Math.signum(to - from);
        svg.line(from, y, to - dir * 7, y, dashed ? "fig-arrow fig-refused" : "fig-arrow");
        svg.polygon("fig-arrow-head", to, y, to - dir * 8, y - 4.5, to - dir * 8, y + 4.5);
    }

    private static String request(JsonNode r) {
        return r.path("write").asBoolean(true) ? "POST /tickets" : "GET lookup " + text(r, "business_id", "");
    }

    private static String keyText(JsonNode r) {
        if (!r.path("write").asBoolean(true)) {
            return "";
        }
        String key = text(r, "key", null);
        return key == null ? ", no key" : ", key " + key;
    }

    /** A key as the drawing has room for it (a UUID would cross the lanes); the table has it whole. */
    private static String shorten(String key) {
        return key.length() > 20 ? key.substring(0, 18) + "…" : key;
    }

    /** What the server did, in words: the lab's own words for it, as a trace table has room for them. */
    private static String did(JsonNode r) {
        return outcome(r).describe(Did.Wording.STORY, text(r, "record_id", "a record"), 0, null);
    }

    /** What the client got back. */
    private static String reply(JsonNode r) {
        String status = r.path("status").isNumber() ? r.path("status").asText() : "";
        return switch (outcome(r)) {
            case SAVED_THEN_DROPPED, DROPPED -> "no reply (connection dropped)";
            case SAVED_THEN_STALLED -> "no reply in time";
            case SAVED, FOUND -> status + " " + text(r, "record_id", "");
            case REPLAYED -> status + " " + text(r, "record_id", "") + " (replayed)";
            case REFUSED ->
                status
                        + (r.path("retry_after").isTextual()
                                ? ", Retry-After: " + r.path("retry_after").asText()
                                : "");
            case CONFLICT -> status + " (in flight)";
            case REJECTED_INVALID -> status + " (invalid ticket)";
            case REJECTED_KEY_REUSE -> status + " (key reused)";
            case NOT_FOUND -> status + " (none)";
            case SAVED_THEN_FAILED, FAILED, SAVED_WITHOUT_ID, NOT_SERVED -> status;
        };
    }

    /** The outcome a trace's request names; a name the lab does not have fails the build. */
    private static Did outcome(JsonNode r) {
        return Did.fromTraceName(r.path("did").asText());
    }

    private static String text(JsonNode r, String field, String absent) {
        return r.path(field).isTextual() ? r.path(field).asText() : absent;
    }

    private static String plural(int n, String word) {
        return n == 1 ? word : word + "s";
    }
}
