package retrykit.lab;

import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
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

    /**
     * How long a stalled reply is held: far past any client timeout the kit sets, cut short by
     * {@link #close()} or by {@link #releaseStall(int)}.
     */
    public static final Duration STALL = Duration.ofSeconds(30);

    private static final AtomicInteger SERVERS = new AtomicInteger();

    private final boolean honoursKeys;
    private final Door door;
    private final int lookupRetryAfter;
    private final List<Step> script;
    private final RequestLog requestLog;
    private final StalledReplies stalled = new StalledReplies(STALL);
    private final TicketDesk desk;
    private final Handling handling = new Handling(); // counted for a hosted lab only: see close()
    private final LabThreads ownThreads; // null for a hosted lab, whose threads are its host's
    private final Entrance port;
    private final URI uri;

    // Guarded by this.
    private long elapsed; // the lab's clock, in seconds: what the client has waited
    private boolean closed;

    /** A lab on {@code host}, or with a server and threads of its own when {@code host} is null. */
    private LabServer(boolean honoursKeys, Door door, int lookupRetryAfter, List<Step> script, LabHost host)
            throws IOException {
        this(honoursKeys, door, lookupRetryAfter, script, host, null);
    }

    /**
     * A lab on {@code host} or of its own, standalone when {@code standalone} is not null: on the
     * port it names, its script played per ticket, every request handed to its arrivals, and its
     * ledger served at {@link Ledger#PATH}.
     */
    private LabServer(
            boolean honoursKeys,
            Door door,
            int lookupRetryAfter,
            List<Step> script,
            LabHost host,
            Standalone standalone)
            throws IOException {
        this.requestLog = standalone == null ? new RequestLog() : new RequestLog(standalone.arrivals());
        this.honoursKeys = honoursKeys;
        this.door = door;
        this.lookupRetryAfter = lookupRetryAfter;
        this.script = List.copyOf(script);
        int id = SERVERS.incrementAndGet();
        String path = host == null ? TicketDesk.PATH : host.newPath();
        this.desk = new TicketDesk(
                path, honoursKeys, lookupRetryAfter, this.script, standalone != null, requestLog, stalled::hold);
        this.ownThreads = host == null ? new LabThreads("retrykit-lab-" + id) : null;
        ExecutorService handlers = host == null ? ownThreads.pool() : host.handlers();
        // A lab with threads of its own stops them on close; a hosted lab waits for its requests.
        HttpHandler served = host == null ? desk : handling.counting(desk);
        try {
            // A hosted lab behind an open door needs no port of its own; behind a shut one it does,
            // since the door must refuse or hang connections on that port until it opens.
            this.port = host != null && door.kind() == Door.Kind.OPEN
                    ? host.enter(path, served)
                    : standalone == null
                            ? new LabPort(door, path, served, handlers)
                            : new LabPort(
                                    door,
                                    standalone.port(),
                                    path,
                                    served,
                                    Map.of(Ledger.PATH, Ledger.desk(requestLog::records)),
                                    handlers);
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
        this.uri = URI.create("http://" + LabPort.HOST + ":" + port.number() + path);
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
        checkDoor(door, lookupRetryAfter);
        LabWarmUp.once();
        return startCold(honoursKeys, door, lookupRetryAfter, script);
    }

    private static void checkDoor(Door door, int lookupRetryAfter) {
        if (door == null || lookupRetryAfter < 0) {
            throw new IllegalArgumentException("a lab needs a door and a lookup Retry-After of 0 or more");
        }
    }

    /** Starts a server without warming the JVM up first: for the warm-up's own server. */
    static LabServer startCold(boolean honoursKeys, Door door, int lookupRetryAfter, List<Step> script) {
        ServerSettings.apply();
        try {
            return new LabServer(honoursKeys, door, lookupRetryAfter, script, null);
        } catch (IOException e) {
            throw new UncheckedIOException("the lab server could not start on 127.0.0.1", e);
        }
    }

    /**
     * Starts a lab for people to point their own clients at ({@link StandaloneLab}), behind an open
     * door on {@code 127.0.0.1}: each business id's n-th write meets the n-th step of {@code script}
     * (then {@link Step#ok()}), each request is handed to {@code arrivals} as it is logged, and
     * {@code GET /ledger} answers what was committed.
     *
     * @param port 0 for a free port
     * @throws IOException a {@link java.net.BindException} when the port is taken
     */
    static LabServer standalone(boolean honoursKeys, List<Step> script, int port, Consumer<Request> arrivals)
            throws IOException {
        ServerSettings.apply();
        return new LabServer(honoursKeys, Door.open(), 0, script, null, new Standalone(port, arrivals));
    }

    /** What makes a lab standalone: the port asked for, and who hears of each request. */
    private record Standalone(int port, Consumer<Request> arrivals) {}

    /** Starts a lab on {@code host}: see {@link LabHost#start}. */
    static LabServer hosted(LabHost host, boolean honoursKeys, Door door, int lookupRetryAfter, List<Step> script) {
        checkDoor(door, lookupRetryAfter);
        try {
            return new LabServer(honoursKeys, door, lookupRetryAfter, script, host);
        } catch (IOException e) {
            throw new UncheckedIOException("the lab could not start on 127.0.0.1", e);
        }
    }

    /** Where tickets go: {@code http://127.0.0.1:PORT/tickets}, or a path of its own on a {@link LabHost}. */
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
            if (!door.openAt(elapsed)) {
                return;
            }
            try {
                port.open();
            } catch (IOException e) {
                throw new UncheckedIOException("the lab could not open its door on port " + port.number(), e);
            }
        }
    }

    /** The lab's clock: the seconds the client has waited so far. */
    public synchronized long elapsed() {
        return elapsed;
    }

    /** Whether a connection made now would hang: the door is stuck and has not opened yet. */
    public synchronized boolean connectStuck() {
        return door.kind() == Door.Kind.STUCK && !port.serving() && !closed;
    }

    /** How many stalled replies have begun: the number of the latest. */
    public int stalls() {
        return stalled.begun();
    }

    /**
     * Waits until {@code reply} is done or a stall numbered above {@code stallsBefore} begins,
     * whichever is first.
     *
     * @return the number of the stall that began, or 0 when the reply was done first
     */
    public int awaitStallOrReply(int stallsBefore, CompletableFuture<?> reply) throws InterruptedException {
        return stalled.awaitStallOrReply(stallsBefore, reply);
    }

    /** Ends stall {@code number}'s wait (and every one before it): its reply goes out now, as if the stall had run its course. */
    public void releaseStall(int number) {
        stalled.release(number);
    }

    /**
     * How each stalled reply's wait ended, by stall number (a stall still held is not in it): for
     * a test to check that {@link #close()} or a release cut a stall short, without a clock.
     */
    Map<Integer, StallEnd> stallEnds() {
        return stalled.ends();
    }

    /** Every request that reached the server, writes and lookups, in the order they arrived. */
    public List<Request> requests() {
        return requestLog.requests();
    }

    /** Every record the server saved, in the order it saved them. */
    public List<Saved> records() {
        return requestLog.records();
    }

    /** How many writes ({@code POST}s) reached the server: the requests on the wire that could save something. */
    public int writes() {
        return desk.writes();
    }

    /** How many lookups by business id reached the server. */
    public int lookups() {
        return (int) requests().stream().filter(Request::lookup).count();
    }

    /** The {@code Idempotency-Key} of each write, in order; null for a write that carried none. */
    public List<String> keys() {
        return requests().stream().filter(Request::write).map(Request::key).collect(Collectors.toList());
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
        return requestLog.text(door, port.serving(), elapsed);
    }

    /** The server's side of a run, as JSON: whether it honours keys, its script, every request, every record. */
    public String traceJson() {
        return LabJson.pretty(trace());
    }

    /** {@link #traceJson()} as maps and lists, for a larger trace to hold. */
    public Map<String, Object> trace() {
        return requestLog.trace(honoursKeys, door, script);
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
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        stalled.close();
        if (port != null) { // null when the port could not be taken
            port.close();
        }
        try {
            if (ownThreads != null) {
                ownThreads.stop(); // interrupts a stalled reply
            } else {
                handling.awaitNone(5_000); // the host's threads are not ours to stop; the stall has let go
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
