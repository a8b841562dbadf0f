package retrykit.lab;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One scenario, run: what the client was asked and said, and what the server counted.
 *
 * @param scenario the scenario
 * @param call     what the client was told and asked to send
 * @param report   how the client said it ended
 * @param requests the writes that reached the server
 * @param records  the records the server saved
 * @param server   the server's trace ({@link LabServer#trace()})
 */
public record ScenarioRun(
        Scenario scenario, Call call, ClientReport report, int requests, int records, Map<String, Object> server) {

    public ScenarioRun {
        server = Map.copyOf(server);
    }

    /** The row this run measured: the server's counts, and the client's state. */
    public Scenario.Row row() {
        return new Scenario.Row(scenario.title(), requests, records, scenario.stateText(report.state(), records));
    }

    /** The run as JSON, for the site to draw: the row, the client's side and the server's. */
    public String traceJson() {
        Map<String, Object> told = new LinkedHashMap<>();
        told.put("honours_keys", call.honoursKeys());
        told.put("lookup", call.lookup());
        Map<String, Object> ticket = new LinkedHashMap<>();
        ticket.put("business_id", call.businessId());
        ticket.put("subject", call.subject());
        Map<String, Object> client = new LinkedHashMap<>();
        client.put("client", scenario.client().description());
        client.put("told", told);
        client.put("ticket", ticket);
        client.put("state", report.state().text());
        client.put("record_id", report.recordId());
        client.put("waits", report.waits());
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("requests", row().requests());
        row.put("records_saved", row().records());
        row.put("client_state", row().state());
        Map<String, Object> serverSide = new LinkedHashMap<>();
        for (String field : new String[] {"honours_keys", "script", "requests", "records"}) {
            serverSide.put(field, server.get(field));
        }
        Map<String, Object> trace = new LinkedHashMap<>();
        trace.put("scenario", scenario.title());
        trace.put("row", row);
        trace.put("client", client);
        trace.put("server", serverSide);
        return LabJson.pretty(trace);
    }
}
