package retrykit.lab;

import com.sun.net.httpserver.HttpHandler;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What a standalone lab committed: how many tickets it saved for each business id, in the order
 * each business id was first saved. More than one for a business id is a duplicate, whatever the
 * client said: the server's count decides, not the client's output.
 *
 * @param committed business id to the tickets saved for it
 */
public record Ledger(Map<String, Integer> committed) {

    /** Where a standalone lab serves its ledger. */
    public static final String PATH = "/ledger";

    public Ledger {
        committed = Collections.unmodifiableMap(new LinkedHashMap<>(committed));
    }

    /** The ledger of {@code records}, the lab's saved tickets in the order it saved them. */
    public static Ledger of(List<Saved> records) {
        Map<String, Integer> committed = new LinkedHashMap<>();
        for (Saved saved : records) {
            committed.merge(saved.businessId(), 1, Integer::sum);
        }
        return new Ledger(committed);
    }

    /** The ledger as one JSON object, from business id to tickets committed: {@code {"4200": 2}}. */
    public String json() {
        List<String> fields = new ArrayList<>();
        committed.forEach((businessId, count) -> fields.add(LabJson.string(businessId) + ": " + count));
        return "{" + String.join(", ", fields) + "}";
    }

    /**
     * One line per business id, for a person: {@code 2 tickets committed for business id 4200: a
     * duplicate}; {@code no ticket committed} when there is none.
     */
    public List<String> summary() {
        if (committed.isEmpty()) {
            return List.of("no ticket committed");
        }
        List<String> lines = new ArrayList<>();
        committed.forEach((businessId, count) -> lines.add(count + (count == 1 ? " ticket" : " tickets")
                + " committed for business id " + businessId + duplicates(count - 1)));
        return lines;
    }

    private static String duplicates(int extra) {
        return switch (extra) {
            case 0 -> "";
            case 1 -> ": a duplicate";
            default -> ": " + extra + " duplicates";
        };
    }

    /** Answers {@code GET /ledger} with the ledger of {@code records} as it stands. */
    static HttpHandler desk(Supplier<List<Saved>> records) {
        return exchange -> {
            try {
                exchange.getRequestBody().readAllBytes();
                boolean here = PATH.equals(exchange.getRequestURI().getPath());
                boolean get = "GET".equals(exchange.getRequestMethod());
                int status = !here ? 404 : get ? 200 : 405;
                String body = status == 200
                        ? of(records.get()).json()
                        : LabJson.object(Map.of("error", here ? "the ledger is read with GET" : "no such path"));
                byte[] bytes = (body + "\n").getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", "application/json");
                exchange.sendResponseHeaders(status, bytes.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(bytes);
                }
            } finally {
                exchange.close();
            }
        };
    }
}
