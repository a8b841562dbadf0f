package retrykit.lab;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.List;

/**
 * The five scenarios of stage 06, defined once for the given tests, the grader's demo and the site:
 * the server's behaviour, what the client is told, the ticket, which client makes the row, and
 * the row the curriculum gives. In four of them the server saves the ticket and then drops the
 * connection before its reply; the clients differ.
 *
 * <p>Rows 1 and 4 are what a naive client does ({@link NaiveClients}); rows 2, 3 and 5 are the
 * retry policy of stages 01 to 05, written as stage 06's {@code OnTheWire.solve}.
 */
public enum Scenario {
    BLIND_RETRY(
            "blind retry after a dropped connection",
            "1-blind-retry",
            false,
            List.of(Step.saveThenDrop()),
            false,
            false,
            Ticket.VALID,
            Client.BLIND_RETRY,
            new Row("blind retry after a dropped connection", 2, 2, "complete (a duplicate, silently)"),
            " (a duplicate, silently)"),
    SAME_KEY_HONOURED(
            "same key, provider honours it",
            "2-same-key-honoured",
            true,
            List.of(Step.saveThenDrop()),
            true,
            false,
            Ticket.VALID,
            Client.POLICY,
            new Row("same key, provider honours it", 2, 1, "complete"),
            ""),
    STOP_FOR_REVIEW(
            "unkeyed write, stop for review",
            "3-stop-for-review",
            false,
            List.of(Step.saveThenDrop()),
            false,
            false,
            Ticket.VALID,
            Client.POLICY,
            new Row("unkeyed write, stop for review", 1, 1, "review required"),
            ""),
    /** The client believes the provider's promise to honour keys; the server does not keep it. */
    SAME_KEY_IGNORED(
            "same key, provider ignores it",
            "4-same-key-ignored",
            false,
            List.of(Step.saveThenDrop()),
            true,
            false,
            Ticket.VALID,
            Client.TRUSTS_ANY_KEY,
            new Row("same key, provider ignores it", 2, 2, "complete (a duplicate)"),
            " (a duplicate)"),
    /** A ticket with a blank subject, which the server rejects. */
    VALIDATION_REJECTION(
            "validation rejection",
            "5-validation-rejection",
            true,
            List.of(),
            true,
            false,
            Ticket.INVALID,
            Client.POLICY,
            new Row("validation rejection", 1, 0, "rejected"),
            "");

    /** Each reply is waited for this long; no scenario stalls a reply, so it is never reached. */
    public static final Duration TIMEOUT = Duration.ofSeconds(5);

    /** Which client makes a scenario's row. */
    public enum Client {
        /** {@link NaiveClients#blindRetry()}. */
        BLIND_RETRY("blind retry (a naive client)"),
        /** {@link NaiveClients#trustsAnyKey()}. */
        TRUSTS_ANY_KEY("trusts any key (a naive client)"),
        /** The retry policy of stages 01 to 05: stage 06's {@code OnTheWire.solve}. */
        POLICY("the retry policy of stages 01 to 05");

        private final String description;

        Client(String description) {
            this.description = description;
        }

        public String description() {
            return description;
        }
    }

    /**
     * One row of the scenarios' table.
     *
     * @param scenario what happens, as the table says it
     * @param requests the writes that reached the server
     * @param records  the records the server saved
     * @param state    how the client said the write ended
     */
    public record Row(String scenario, int requests, int records, String state) {
        /** The row as a line of the markdown table. */
        public String markdown() {
            return "| " + scenario + " | " + requests + " | " + records + " | " + state + " |";
        }
    }

    /** The table's header, two lines of markdown. */
    public static final String TABLE_HEADER =
            "| scenario | requests | records saved | client state |\n|---|---|---|---|";

    /** The ticket each scenario sends. */
    public enum Ticket {
        VALID("ws-booking-17", "Move Thursday's workshop to room 4"),
        /** Blank subject: the server answers 422. */
        INVALID("ws-booking-18", " ");

        private final String businessId;
        private final String subject;

        Ticket(String businessId, String subject) {
            this.businessId = businessId;
            this.subject = subject;
        }

        public String businessId() {
            return businessId;
        }

        public String subject() {
            return subject;
        }
    }

    private final String title;
    private final String slug;
    private final boolean serverHonoursKeys;
    private final List<Step> script;
    private final boolean toldHonoursKeys;
    private final boolean toldLookup;
    private final Ticket ticket;
    private final Client client;
    private final Row row;
    private final String duplicateNote;

    Scenario(
            String title,
            String slug,
            boolean serverHonoursKeys,
            List<Step> script,
            boolean toldHonoursKeys,
            boolean toldLookup,
            Ticket ticket,
            Client client,
            Row row,
            String duplicateNote) {
        this.title = title;
        this.slug = slug;
        this.serverHonoursKeys = serverHonoursKeys;
        this.script = script;
        this.toldHonoursKeys = toldHonoursKeys;
        this.toldLookup = toldLookup;
        this.ticket = ticket;
        this.client = client;
        this.row = row;
        this.duplicateNote = duplicateNote;
    }

    /** What happens, as the table says it. */
    public String title() {
        return title;
    }

    /** A short name for files: {@code 1-blind-retry}. */
    public String slug() {
        return slug;
    }

    /** Starts this scenario's server. */
    public LabServer start() {
        return LabServer.start(serverHonoursKeys, script);
    }

    /** Whether the scenario's server honours keys. */
    public boolean serverHonoursKeys() {
        return serverHonoursKeys;
    }

    /** The scenario's script. */
    public List<Step> script() {
        return script;
    }

    /** Whether the client is told that the provider honours keys. */
    public boolean toldHonoursKeys() {
        return toldHonoursKeys;
    }

    /** Whether the client is told that it may look a ticket up by business id. */
    public boolean toldLookup() {
        return toldLookup;
    }

    /** The ticket the scenario sends. */
    public Ticket ticket() {
        return ticket;
    }

    /** Which client makes the row. */
    public Client client() {
        return client;
    }

    /** The row the curriculum gives. */
    public Row row() {
        return row;
    }

    /** The write a client is asked to make against {@code server}, and what it is told. */
    public Call call(LabServer server) {
        return new Call(server.uri(), TIMEOUT, toldHonoursKeys, toldLookup, ticket.businessId(), ticket.subject());
    }

    /** The naive client of rows 1 and 4. */
    public LabClient naiveClient() {
        return switch (client) {
            case BLIND_RETRY -> NaiveClients.blindRetry();
            case TRUSTS_ANY_KEY -> NaiveClients.trustsAnyKey();
            case POLICY -> throw new IllegalStateException(title + " is the retry policy's row, not a naive client's");
        };
    }

    /**
     * Runs the scenario on a server of its own with the client that makes its row: its naive client
     * for rows 1 and 4, {@code policy} (the retry policy; unused for rows 1 and 4) for the others.
     */
    public ScenarioRun run(LabClient policy) throws Exception {
        LabClient chosen = client == Client.POLICY ? policy : naiveClient();
        HttpClient http = LabWire.newClient();
        try (LabServer server = start()) {
            Call call = call(server);
            ClientReport report = chosen.send(http, call);
            return new ScenarioRun(
                    this, call, report, server.writes(), server.records().size(), server.trace());
        } finally {
            LabWire.close(http);
        }
    }

    /** The state column for a run that ended in {@code state} with {@code records} saved: a duplicate is named. */
    String stateText(ClientState state, int records) {
        return state.text() + (state == ClientState.COMPLETE && records > 1 ? duplicateNote : "");
    }
}
