package retrykit.lab;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.URLDecoder;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/**
 * The kit's lab: a real HTTP server on {@code 127.0.0.1}, on a free port, that takes tickets and
 * fails on cue. It counts every request that reaches it and every record it saves, so a test can
 * check what a client did on the wire instead of trusting what the client says it did.
 *
 * <pre>{@code
 * try (LabServer lab = LabServer.start(false, Step.saveThenDrop())) {
 *     // send tickets to lab.uri(); then look at lab.writes(), lab.records(), lab.requests()
 * }
 * }</pre>
 *
 * <p>The protocol, at {@link #uri()} ({@code http://127.0.0.1:PORT/tickets}):
 * <ul>
 *   <li>{@code POST} a JSON body {@code {"business_id":"...","subject":"..."}}, with an optional
 *       {@code Idempotency-Key} header: a write. The n-th write meets the n-th {@link Step} of the
 *       script (then {@link Step#ok()}). A saved ticket is answered {@code 201 {"id":"ticket-N"}}.
 *       A blank business id or subject, or a body that is not such an object, is answered
 *       {@code 422} and saves nothing.</li>
 *   <li>When the server honours keys, a write whose key it already saved a ticket under is answered
 *       {@code 200} with that ticket's id and saves nothing; the same key with a different ticket
 *       is answered {@code 422}. A server that ignores keys saves every write that reaches it.</li>
 *   <li>{@code GET ?business_id=...}: a lookup. {@code 200 {"id":...,"business_id":...,"subject":...}}
 *       for the first ticket saved with that business id, {@code 404} if there is none. Lookups are
 *       never scripted and never fail.</li>
 * </ul>
 *
 * <p>The server settles a key the moment it saves the ticket, so a write resent after a stalled or
 * dropped reply is answered from memory; {@link Step#conflict()} plays the provider that still holds
 * the key of an earlier copy in flight. {@link #close()} stops the server and every thread it
 * started, a stalled reply included.
 *
 * <p>In front of it stands a {@link Door}: open, or shut so that connections are refused or never
 * complete until the lab's clock reaches a given second. The clock is the lab's own and moves only
 * when a test's sleeper calls {@link #elapse(int)}: time passes in the lab exactly as the client
 * waits, however fast or busy the machine.
 */
public final class LabServer implements AutoCloseable {

    static {
        // The JDK's HttpServer sends headers and body in separate writes and, before Java 21, does not
        // set TCP_NODELAY unless asked: with the client's delayed ACK, each exchange then waits about
        // 40 ms. Asked for here, before the first server is made (the setting is read once).
        if (System.getProperty("sun.net.httpserver.nodelay") == null) {
            System.setProperty("sun.net.httpserver.nodelay", "true");
        }
    }

    /**
     * How long a stalled reply is held: far past any client timeout the kit sets, cut short by
     * {@link #close()} or by {@link #releaseStall(int)}.
     */
    public static final Duration STALL = Duration.ofSeconds(30);

    /** The backlog of a stuck door's listener, and so (on Linux and BSD) one less than the connections it holds unaccepted. */
    private static final int STUCK_BACKLOG = 1;

    private static final String PATH = "/tickets";
    private static final AtomicInteger SERVERS = new AtomicInteger();
    private static final DateTimeFormatter IMF_FIXDATE =
            DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH).withZone(ZoneOffset.UTC);
    private static boolean warmedUp;

    private final boolean honoursKeys;
    private final Door door;
    private final int lookupRetryAfter;
    private final List<Step> script;
    private final ExecutorService handlers;
    private final int port;
    private final URI uri;

    // The door and the server, and what the server saw and holds, guarded by this.
    private HttpServer server;              // null while the door is shut
    private Socket portHolder;              // a refusing door: the port bound, nothing listening
    private ServerSocket stuckListener;     // a stuck door: listening, never accepting
    private final List<Socket> queued = new ArrayList<>(); // the connections that fill its queue
    private long elapsed;                   // the lab's clock, in seconds: what the client has waited
    private final List<Request> requests = new ArrayList<>();
    private final List<Saved> records = new ArrayList<>();
    private final Map<String, Saved> byKey = new HashMap<>();
    private int writes;
    private int stalls;                     // stalled replies begun
    private int released;                   // stalled replies released: every one numbered up to this
    private boolean closed;

    private LabServer(boolean honoursKeys, Door door, int lookupRetryAfter, List<Step> script) throws IOException {
        this.honoursKeys = honoursKeys;
        this.door = door;
        this.lookupRetryAfter = lookupRetryAfter;
        this.script = List.copyOf(script);
        int id = SERVERS.incrementAndGet();
        AtomicInteger threads = new AtomicInteger();
        this.handlers = Executors.newCachedThreadPool(task -> {
            Thread t = new Thread(task, "retrykit-lab-" + id + "-" + threads.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        try {
            this.port = shutOrServe();
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
        this.uri = URI.create("http://127.0.0.1:" + port + PATH);
    }

    /**
     * Starts a server on {@code 127.0.0.1} and a free port.
     *
     * @param honoursKeys whether it deduplicates writes on their {@code Idempotency-Key}
     * @param script      what it does with the first writes, one step each; then {@link Step#ok()}
     */
    public static LabServer start(boolean honoursKeys, Step... script) {
        return start(honoursKeys, List.of(script));
    }

    /** Starts a server; see {@link #start(boolean, Step...)}. */
    public static LabServer start(boolean honoursKeys, List<Step> script) {
        return start(honoursKeys, Door.open(), 0, script);
    }

    /**
     * Starts a server behind {@code door}.
     *
     * @param honoursKeys      whether it deduplicates writes on their {@code Idempotency-Key}
     * @param door             whether connections open, and from which second of the lab's clock
     * @param lookupRetryAfter when above 0, a lookup that finds nothing answers {@code 404} with
     *                         {@code Retry-After} of this many seconds (advice that concerns the
     *                         lookup, not the write)
     * @param script           what it does with the first writes, one step each; then {@link Step#ok()}
     */
    public static LabServer start(boolean honoursKeys, Door door, int lookupRetryAfter, List<Step> script) {
        if (door == null || lookupRetryAfter < 0) {
            throw new IllegalArgumentException("a lab needs a door and a lookup Retry-After of 0 or more");
        }
        warmUp();
        try {
            return new LabServer(honoursKeys, door, lookupRetryAfter, script);
        } catch (IOException e) {
            throw new UncheckedIOException("the lab server could not start on 127.0.0.1", e);
        }
    }

    /** Where tickets go: {@code http://127.0.0.1:PORT/tickets}. */
    public URI uri() {
        return uri;
    }

    /** Whether this server deduplicates writes on their {@code Idempotency-Key}. */
    public boolean honoursKeys() {
        return honoursKeys;
    }

    /** The steps this server was given. */
    public List<Step> script() {
        return script;
    }

    /** The door this server was started behind. */
    public Door door() {
        return door;
    }

    /**
     * The client waited {@code seconds}: the lab's clock moves on, and a shut door whose second has
     * come opens. A test's sleeper calls this, so the lab's time is exactly the client's waiting.
     */
    public void elapse(int seconds) {
        if (seconds < 0) {
            throw new IllegalArgumentException("time does not run backwards: " + seconds);
        }
        synchronized (this) {
            if (closed) {
                return;
            }
            elapsed += seconds;
            if (server != null || !door.openAt(elapsed)) {
                return;
            }
            try {
                serve(new InetSocketAddress(loopback(), port));
            } catch (IOException e) {
                throw new UncheckedIOException("the lab could not open its door on port " + port, e);
            }
        }
    }

    /** The lab's clock: the seconds the client has waited so far. */
    public synchronized long elapsed() {
        return elapsed;
    }

    /** Whether a connection made now would hang: the door is stuck and has not opened yet. */
    public synchronized boolean connectStuck() {
        return door.kind() == Door.Kind.STUCK && server == null && !closed;
    }

    /** How many stalled replies have begun: the number of the latest. */
    public synchronized int stalls() {
        return stalls;
    }

    /**
     * Waits until {@code reply} is done or a stall numbered above {@code stallsBefore} begins,
     * whichever is first.
     *
     * @return the number of the stall that began, or 0 when the reply was done first
     */
    public int awaitStallOrReply(int stallsBefore, CompletableFuture<?> reply) throws InterruptedException {
        reply.whenComplete((r, e) -> {
            synchronized (this) {
                notifyAll();
            }
        });
        synchronized (this) {
            while (!reply.isDone() && stalls <= stallsBefore && !closed) {
                wait();
            }
            return !reply.isDone() && stalls > stallsBefore ? stalls : 0;
        }
    }

    /** Ends stall {@code number}'s wait (and every one before it): its reply goes out now, as if the stall had run its course. */
    public synchronized void releaseStall(int number) {
        released = Math.max(released, number);
        notifyAll();
    }

    /** Every request that reached the server, writes and lookups, in the order they arrived. */
    public synchronized List<Request> requests() {
        return List.copyOf(requests);
    }

    /** Every record the server saved, in the order it saved them. */
    public synchronized List<Saved> records() {
        return List.copyOf(records);
    }

    /** How many writes ({@code POST}s) reached the server: the requests on the wire that could save something. */
    public synchronized int writes() {
        return writes;
    }

    /** How many lookups by business id reached the server. */
    public synchronized int lookups() {
        return (int) requests.stream().filter(Request::lookup).count();
    }

    /** The {@code Idempotency-Key} of each write, in order; null for a write that carried none. */
    public synchronized List<String> keys() {
        return requests.stream().filter(Request::write).map(Request::key).collect(Collectors.toList());
    }

    /**
     * What reached the server, one line per request, for a person to read:
     * <pre>
     * 2 requests reached the server, 1 record saved:
     *   1. POST, no key: saved ticket-1, then dropped the connection
     *   2. GET ?business_id=order-7: found ticket-1
     * </pre>
     */
    public synchronized String log() {
        StringBuilder out = new StringBuilder(doorLine())
                .append(requests.size()).append(requests.size() == 1 ? " request" : " requests").append(" reached the server, ")
                .append(records.size()).append(records.size() == 1 ? " record" : " records").append(" saved")
                .append(requests.isEmpty() ? "" : ":");
        for (Request r : requests) {
            out.append("\n  ").append(r.number()).append(". ").append(describe(r));
        }
        return out.toString();
    }

    /** What the door did, as the first line of {@link #log()}; empty for an open door. */
    private String doorLine() {
        if (door.kind() == Door.Kind.OPEN) {
            return "";
        }
        String shut = door.kind() == Door.Kind.REFUSING ? "every connection refused" : "every connect left hanging";
        return (server != null ? shut + " until the client had waited " + door.seconds() + " s"
                : shut + ": the door never opened (the client waited " + elapsed + " s in all, and it opens at " + door.seconds() + " s)")
                + "\n";
    }

    /** The server's side of a run, as JSON: whether it honours keys, its script, every request, every record. */
    public String traceJson() {
        return LabJson.pretty(trace());
    }

    /** {@link #traceJson()} as maps and lists, for a larger trace to hold. */
    public synchronized Map<String, Object> trace() {
        Map<String, Object> trace = new LinkedHashMap<>();
        trace.put("honours_keys", honoursKeys);
        if (door.kind() != Door.Kind.OPEN) {
            trace.put("door", door.toString());
        }
        trace.put("script", script.stream().map(Step::toString).collect(Collectors.toList()));
        List<Object> seen = new ArrayList<>();
        for (Request r : requests) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("request", r.number());
            one.put("method", r.method());
            one.put("write", r.write());
            one.put("key", r.key());
            one.put("business_id", r.businessId());
            one.put("did", r.did().traceName());
            one.put("status", r.status() == 0 ? null : r.status());
            one.put("record_id", r.recordId());
            one.put("retry_after", r.retryAfter());
            seen.add(one);
        }
        trace.put("requests", seen);
        List<Object> saved = new ArrayList<>();
        for (Saved s : records) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("record_id", s.recordId());
            one.put("business_id", s.businessId());
            one.put("payload", LabJson.parse(s.payload()).orElseThrow());
            saved.add(one);
        }
        trace.put("records", saved);
        return trace;
    }

    /**
     * The server as the Java that starts it: {@code LabServer.start(true, Step.saveThenDrop())}, or
     * with its door and its lookups' Retry-After when they are not the plain ones.
     */
    @Override
    public String toString() {
        String steps = script.stream().map(s -> "Step." + s).collect(Collectors.joining(", "));
        if (door.kind() == Door.Kind.OPEN && lookupRetryAfter == 0) {
            return "LabServer.start(" + honoursKeys + (steps.isEmpty() ? "" : ", " + steps) + ")";
        }
        return "LabServer.start(" + honoursKeys + ", " + door + ", " + lookupRetryAfter + ", List.of(" + steps + "))";
    }

    /** Stops the server and every thread it started, a stalled reply included. Safe to call twice. */
    @Override
    public void close() {
        HttpServer running;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            running = server;
            notifyAll();
        }
        closeDoor();
        if (running != null) {
            running.stop(0);
        }
        handlers.shutdownNow(); // interrupts a stalled reply
        try {
            handlers.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    // ---- the door --------------------------------------------------------------------------

    /** Serves at once behind an open door, or shuts the door on a free port; returns the port. */
    private int shutOrServe() throws IOException {
        InetSocketAddress anyPort = new InetSocketAddress(loopback(), 0);
        switch (door.kind()) {
            case OPEN -> {
                return serve(anyPort);
            }
            case REFUSING -> {
                // Bound, never listening: the port is this lab's, and the system refuses every connection to it.
                portHolder = new Socket();
                portHolder.setReuseAddress(true);
                portHolder.bind(anyPort);
                return portHolder.getLocalPort();
            }
            case STUCK -> {
                // Listening, never accepting, with its queue filled by connections of our own: a
                // backlog of n holds n + 1 of them on Linux and BSD, and the next connect's first
                // packet is dropped, so that connect hangs until its client gives up.
                stuckListener = new ServerSocket();
                stuckListener.setReuseAddress(true);
                stuckListener.bind(anyPort, STUCK_BACKLOG);
                int stuckPort = stuckListener.getLocalPort();
                for (int i = 0; i <= STUCK_BACKLOG; i++) {
                    Socket filler = new Socket();
                    filler.connect(new InetSocketAddress(loopback(), stuckPort), 5_000);
                    queued.add(filler);
                }
                return stuckPort;
            }
            default -> throw new IllegalStateException("unknown door " + door);
        }
    }

    /**
     * Starts the HTTP server on {@code address}. Behind a refusing door it binds while the port
     * holder still holds the port, where the system allows it (Linux does), so that no other
     * program can take the port in between; elsewhere the holder lets go first.
     */
    private int serve(InetSocketAddress address) throws IOException {
        HttpServer started;
        try {
            started = HttpServer.create(address, 0);
        } catch (IOException stillHeld) {
            if (portHolder == null && stuckListener == null) {
                throw stillHeld;
            }
            closeDoor();
            started = HttpServer.create(address, 0);
        }
        started.setExecutor(handlers); // not the dispatcher thread: a stalled reply must not hold up the next request
        started.createContext(PATH, this::handle);
        started.start();
        server = started;
        closeDoor();
        return started.getAddress().getPort();
    }

    /** Lets go of whatever kept the door shut. */
    private synchronized void closeDoor() {
        for (java.io.Closeable c : new java.io.Closeable[] {portHolder, stuckListener}) {
            quietlyClose(c);
        }
        queued.forEach(LabServer::quietlyClose);
        queued.clear();
        portHolder = null;
        stuckListener = null;
    }

    private static void quietlyClose(java.io.Closeable c) {
        if (c == null) {
            return;
        }
        try {
            c.close();
        } catch (IOException e) {
            // already gone
        }
    }

    // ---- serving ---------------------------------------------------------------------------

    private void handle(HttpExchange exchange) {
        try {
            byte[] body = exchange.getRequestBody().readAllBytes();
            if (!PATH.equals(exchange.getRequestURI().getPath())) {
                notServed(exchange, 404, "no such path: " + exchange.getRequestURI().getPath());
            } else if ("POST".equals(exchange.getRequestMethod())) {
                write(exchange, new String(body, StandardCharsets.UTF_8));
            } else if ("GET".equals(exchange.getRequestMethod())) {
                lookup(exchange);
            } else {
                notServed(exchange, 405, "the lab takes POST (a write) and GET (a lookup), not " + exchange.getRequestMethod());
            }
        } catch (IOException clientWentAway) {
            // The client stopped waiting (a stalled reply, a timeout): nothing to tell it.
        } finally {
            exchange.close();
        }
    }

    private void write(HttpExchange exchange, String body) throws IOException {
        String key = exchange.getRequestHeaders().getFirst("Idempotency-Key");
        Optional<Map<String, String>> fields = LabJson.parse(body);
        String businessId = fields.map(f -> f.get("business_id")).orElse(null);
        Step step;
        synchronized (this) {
            writes++;
            step = writes <= script.size() ? script.get(writes - 1) : Step.ok();
        }
        if (step.gateway()) {
            gateway(exchange, step, key, businessId);
            return;
        }

        // The application: validate, consult the key, save, then answer as the step says.
        String subject = fields.map(f -> f.get("subject")).orElse(null);
        if (isBlank(businessId) || isBlank(subject)) {
            log("POST", key, businessId, Did.REJECTED_INVALID, 422, null, null, 0);
            answer(exchange, 422, error("a ticket needs a business_id and a subject that are not blank"));
            return;
        }
        Map<String, String> ticket = new LinkedHashMap<>();
        ticket.put("business_id", businessId);
        ticket.put("subject", subject);
        String payload = LabJson.object(ticket);
        Saved saved;
        Did did;
        synchronized (this) {
            Saved known = honoursKeys && key != null ? byKey.get(key) : null;
            if (known != null) {
                // A key it saved a ticket under: answer from memory, and save nothing.
                saved = known;
                did = known.payload().equals(payload) ? Did.REPLAYED : Did.REJECTED_KEY_REUSE;
                log("POST", key, businessId, did, did == Did.REPLAYED ? 200 : 422,
                        did == Did.REPLAYED ? known.recordId() : null, null, 0);
            } else {
                saved = new Saved("ticket-" + (records.size() + 1), businessId, payload);
                records.add(saved);
                if (honoursKeys && key != null) {
                    byKey.put(key, saved);
                }
                did = didFor(step);
                log("POST", key, businessId, did, step.status(), saved.recordId(), null, 0);
            }
        }
        switch (did) {
            case REPLAYED -> answer(exchange, 200, receipt(saved));
            case REJECTED_KEY_REUSE -> answer(exchange, 422, error("this Idempotency-Key was used for a different ticket"));
            default -> afterSaving(exchange, step, saved);
        }
    }

    private void afterSaving(HttpExchange exchange, Step step, Saved saved) throws IOException {
        switch (step.kind()) {
            case SAVE -> answer(exchange, 201, receipt(saved));
            case SAVE_THEN_FAIL -> answer(exchange, step.status(), error("something failed after the ticket was saved"));
            case SAVE_THEN_DROP -> { } // closed without a reply by handle()
            case SAVE_THEN_STALL -> {
                try {
                    if (!stall()) {
                        return; // the server is closing; the client stopped waiting long ago
                    }
                } catch (InterruptedException closing) {
                    return;
                }
                answer(exchange, 201, receipt(saved));
            }
            case SAVE_WITHOUT_ID -> answer(exchange, 201, "{}");
            default -> throw new IllegalStateException("not a saving step: " + step);
        }
    }

    /**
     * Holds a reply back: for {@link #STALL}, or until {@link #releaseStall} lets it go.
     *
     * @return whether the reply may still go out (false when the server is closing)
     */
    private boolean stall() throws InterruptedException {
        long deadline = System.nanoTime() + STALL.toNanos();
        synchronized (this) {
            int number = ++stalls;
            notifyAll();
            while (released < number && !closed) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    break;
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
            return !closed;
        }
    }

    private void gateway(HttpExchange exchange, Step step, String key, String businessId) throws IOException {
        switch (step.kind()) {
            case TOO_MANY_REQUESTS -> {
                String retryAfter = retryAfter(step);
                if (retryAfter != null) {
                    exchange.getResponseHeaders().set("Retry-After", retryAfter);
                }
                // Logged once the headers are out, so that a date is logged as the seconds the client
                // will read: the JDK's server writes the Date header itself, from its own clock.
                answer(exchange, 429, error("too many requests"), () -> {
                    synchronized (this) {
                        log("POST", key, businessId, Did.REFUSED, 429, null, retryAfter, askedFor(step, retryAfter,
                                exchange.getResponseHeaders().getFirst("Date")));
                    }
                });
            }
            case CONFLICT -> {
                synchronized (this) {
                    log("POST", key, businessId, Did.CONFLICT, 409, null, null, 0);
                }
                answer(exchange, 409, error("a request with this key is still in flight"));
            }
            case FAIL -> {
                String retryAfter = retryAfter(step);
                synchronized (this) {
                    log("POST", key, businessId, Did.FAILED, step.status(), null, retryAfter, step.retryAfterSeconds());
                }
                if (retryAfter != null) {
                    exchange.getResponseHeaders().set("Retry-After", retryAfter);
                }
                answer(exchange, step.status(), error("the service is failing; nothing was saved"));
            }
            case DROP -> {
                synchronized (this) {
                    log("POST", key, businessId, Did.DROPPED, 0, null, null, 0); // closed by handle()
                }
            }
            default -> throw new IllegalStateException("not a gateway step: " + step);
        }
    }

    /**
     * The seconds a 429 asked for: as the step says, or, for a date, the seconds from the reply's
     * own {@code Date} header (which the JDK's server writes, from its clock, as it sends the
     * headers) to that date. On a busy machine the server's second can tick over between the two
     * readings; the log keeps what the client was really told.
     */
    private static int askedFor(Step step, String retryAfter, String date) {
        if (step.form() != Step.Form.DATE || date == null) {
            return step.retryAfterSeconds();
        }
        try {
            Instant sent = java.time.ZonedDateTime.parse(date, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
            Instant until = java.time.ZonedDateTime.parse(retryAfter, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
            return (int) Math.max(0, until.getEpochSecond() - sent.getEpochSecond());
        } catch (java.time.format.DateTimeParseException unexpected) {
            return step.retryAfterSeconds();
        }
    }

    /**
     * The header's text. A date is counted from the reply's own {@code Date} header, which the JDK's
     * server writes itself from its clock as it sends the headers, to the second. So the date is
     * taken from the same clock just before, and never in the last tenth of a second, when the two
     * readings would most likely fall in different seconds ({@link #askedFor} logs what they gave).
     */
    private static String retryAfter(Step step) {
        return switch (step.form()) {
            case NONE -> null;
            case SECONDS -> String.valueOf(step.retryAfterSeconds());
            case RAW -> step.raw();
            case DATE -> {
                Instant now = Instant.now();
                int millis = now.get(ChronoField.MILLI_OF_SECOND);
                if (millis > 900) {
                    try {
                        Thread.sleep(1005 - millis);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    now = Instant.now();
                }
                yield IMF_FIXDATE.format(Instant.ofEpochSecond(now.getEpochSecond() + step.retryAfterSeconds()));
            }
        };
    }

    private void lookup(HttpExchange exchange) throws IOException {
        String businessId = query(exchange.getRequestURI().getRawQuery()).get("business_id");
        if (businessId == null) {
            notServed(exchange, 400, "a lookup needs ?business_id=...");
            return;
        }
        Saved found;
        String retryAfter;
        synchronized (this) {
            found = records.stream().filter(s -> s.businessId().equals(businessId)).findFirst().orElse(null);
            retryAfter = found == null && lookupRetryAfter > 0 ? String.valueOf(lookupRetryAfter) : null;
            log("GET", exchange.getRequestHeaders().getFirst("Idempotency-Key"), businessId,
                    found == null ? Did.NOT_FOUND : Did.FOUND, found == null ? 404 : 200,
                    found == null ? null : found.recordId(), retryAfter, retryAfter == null ? 0 : lookupRetryAfter);
        }
        if (found == null) {
            if (retryAfter != null) {
                exchange.getResponseHeaders().set("Retry-After", retryAfter);
            }
            answer(exchange, 404, error("no ticket with business_id " + businessId));
            return;
        }
        Map<String, String> body = new LinkedHashMap<>();
        body.put("id", found.recordId());
        body.putAll(LabJson.parse(found.payload()).orElseThrow());
        answer(exchange, 200, LabJson.object(body));
    }

    private void notServed(HttpExchange exchange, int status, String why) throws IOException {
        synchronized (this) {
            log(exchange.getRequestMethod(), null, null, Did.NOT_SERVED, status, null, null, 0);
        }
        answer(exchange, status, error(why));
    }

    private static Did didFor(Step step) {
        return switch (step.kind()) {
            case SAVE -> Did.SAVED;
            case SAVE_THEN_FAIL -> Did.SAVED_THEN_FAILED;
            case SAVE_THEN_DROP -> Did.SAVED_THEN_DROPPED;
            case SAVE_THEN_STALL -> Did.SAVED_THEN_STALLED;
            case SAVE_WITHOUT_ID -> Did.SAVED_WITHOUT_ID;
            default -> throw new IllegalStateException("not a saving step: " + step);
        };
    }

    /** Appends one request to the log; the caller holds the lock. */
    private void log(String method, String key, String businessId, Did did, int status, String recordId,
                     String retryAfter, int retryAfterSeconds) {
        requests.add(new Request(requests.size() + 1, method, key, businessId, did, status, recordId, retryAfter,
                retryAfterSeconds));
    }

    private static void answer(HttpExchange exchange, int status, String json) throws IOException {
        answer(exchange, status, json, () -> { });
    }

    /** Answers, running {@code headersSent} between the headers and the body (before the client can have the reply). */
    private static void answer(HttpExchange exchange, int status, String json, Runnable headersSent) throws IOException {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        headersSent.run();
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static String receipt(Saved saved) {
        return LabJson.object(Map.of("id", saved.recordId()));
    }

    private static String error(String message) {
        return LabJson.object(Map.of("error", message));
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> fields = new HashMap<>();
        if (raw == null) {
            return fields;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                fields.putIfAbsent(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                        URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
            }
        }
        return fields;
    }

    private static boolean isBlank(String text) {
        return text == null || text.isBlank();
    }

    private static String describe(Request r) {
        String who = r.write()
                ? "POST, " + (r.key() == null ? "no key" : "key " + LabJson.string(r.key()))
                : r.method() + (r.businessId() == null ? "" : " ?business_id=" + r.businessId());
        String what = switch (r.did()) {
            case SAVED -> "saved " + r.recordId() + ", answered 201";
            case SAVED_THEN_FAILED -> "saved " + r.recordId() + ", then answered " + r.status();
            case SAVED_THEN_DROPPED -> "saved " + r.recordId() + ", then dropped the connection";
            case SAVED_THEN_STALLED -> "saved " + r.recordId() + ", then held the reply past the client's timeout";
            case SAVED_WITHOUT_ID -> "saved " + r.recordId() + ", answered 201 without its id";
            case REPLAYED -> "knew the key: saved nothing, answered 200 with " + r.recordId();
            case FAILED -> "answered " + r.status() + (r.retryAfter() == null ? "" : " (Retry-After: " + r.retryAfter() + ")")
                    + ", saved nothing";
            case DROPPED -> "dropped the connection, saved nothing";
            case REFUSED -> "answered 429" + (r.retryAfter() == null ? "" : " (Retry-After: " + r.retryAfter() + ")")
                    + ", saved nothing";
            case CONFLICT -> "answered 409 (the key is in flight), saved nothing";
            case REJECTED_INVALID -> "answered 422 (an invalid ticket), saved nothing";
            case REJECTED_KEY_REUSE -> "answered 422 (the key was used for another ticket), saved nothing";
            case FOUND -> "found " + r.recordId();
            case NOT_FOUND -> "found nothing (404" + (r.retryAfter() == null ? "" : ", Retry-After: " + r.retryAfter()) + ")";
            case NOT_SERVED -> "not served (" + r.status() + ")";
        };
        return who + ": " + what;
    }

    private static InetAddress loopback() {
        try {
            return InetAddress.getByAddress("127.0.0.1", new byte[] {127, 0, 0, 1});
        } catch (UnknownHostException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    // ---- warming up ------------------------------------------------------------------------

    /**
     * The first exchanges in a JVM are slow while the JDK loads and compiles its HTTP code, slow
     * enough to pass a short client timeout. So before the first server of a JVM is handed out, a
     * private one serves a few exchanges of each kind (saved, dropped, stalled, looked up), and the
     * timings the kit's tests depend on hold from the first request.
     */
    private static synchronized void warmUp() {
        if (warmedUp) {
            return;
        }
        warmedUp = true;
        LabServer lab;
        try {
            lab = new LabServer(true, Door.open(), 0, List.of(Step.saveThenDrop(), Step.tooManyRequestsUntil(1), Step.saveThenStall()));
        } catch (IOException e) {
            return; // the real start will report it
        }
        HttpClient http = LabWire.newClient();
        Duration patient = Duration.ofSeconds(2);
        try {
            quietly(() -> LabWire.post(http, lab.uri(), patient, "warm-up", "warm-up", "warm up"));        // dropped
            quietly(() -> LabWire.post(http, lab.uri(), patient, "warm-up", "warm-up", "warm up"));        // 429 with a date
            quietly(() -> LabWire.post(http, lab.uri(), Duration.ofMillis(50), null, "warm-up", "warm up")); // stalled
            for (int round = 0; round < 10; round++) {
                quietly(() -> LabWire.post(http, lab.uri(), patient, "warm-up", "warm-up", "warm up"));    // replayed
                quietly(() -> LabWire.post(http, lab.uri(), patient, null, "warm-up", ""));              // 422
                quietly(() -> LabWire.lookup(http, lab.uri(), patient, "warm-up"));                      // found
                quietly(() -> LabWire.lookup(http, lab.uri(), patient, "cold"));                         // 404
            }
        } finally {
            lab.close();
            LabWire.close(http);
        }
    }

    private interface Exchange {
        void run() throws Exception;
    }

    private static void quietly(Exchange exchange) {
        try {
            exchange.run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception expected) {
            // dropped, stalled: what the warm-up is for
        }
    }
}
