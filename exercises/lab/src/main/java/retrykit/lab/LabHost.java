package retrykit.lab;

import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One HTTP server on {@code 127.0.0.1} that hosts many labs, one after another or side by side,
 * each at a path of its own ({@code /lab-<16 random hex digits>/tickets}, so that no code under
 * test can aim a request at a lab yet to come), with one pool of threads for all of them. A
 * lab it starts behaves as one from {@link LabServer#start} does, but costs no server, port or
 * thread of its own, and its client keeps its connection from one lab to the next: a property that
 * runs hundreds of exchanges pays for one server, not hundreds. A lab behind a shut door still
 * takes a port of its own, since its door must refuse or hang connections on that port.
 *
 * <pre>{@code
 * try (LabHost host = LabHost.open()) {
 *     try (LabServer lab = host.start(false, Door.open(), 0, List.of(Step.saveThenDrop()))) {
 *         // as with LabServer.start
 *     }
 * }
 * }</pre>
 */
public final class LabHost implements AutoCloseable {
    private static final AtomicInteger HOSTS = new AtomicInteger();
    private static final SecureRandom PATHS = new SecureRandom();

    private final LabThreads threads;
    private final HttpServer server;
    private final AtomicBoolean closed = new AtomicBoolean();

    private LabHost() throws IOException {
        ServerSettings.apply();
        this.threads = new LabThreads("retrykit-lab-host-" + HOSTS.incrementAndGet());
        try {
            this.server = HttpServer.create(new InetSocketAddress(LabPort.ADDRESS, 0), 0);
        } catch (IOException | RuntimeException e) {
            threads.pool().shutdownNow();
            throw e;
        }
        server.setExecutor(threads.pool());
        server.start();
    }

    /** Starts a host on a free port of {@code 127.0.0.1}, after warming the JVM's HTTP code up once. */
    public static LabHost open() {
        LabWarmUp.once();
        try {
            return new LabHost();
        } catch (IOException e) {
            throw new UncheckedIOException("the lab host could not start on 127.0.0.1", e);
        }
    }

    /** Starts a lab on this host; the arguments are those of {@link LabServer#start(boolean, Door, int, List)}. */
    public LabServer start(boolean honoursKeys, Door door, int lookupRetryAfter, List<Step> script) {
        return LabServer.hosted(this, honoursKeys, door, lookupRetryAfter, script);
    }

    /** The threads that run every hosted lab's desk. */
    ExecutorService handlers() {
        return threads.pool();
    }

    /** A path for a new lab: no other lab's, and not to be guessed. */
    String newPath() {
        return "/lab-" + HexFormat.of().toHexDigits(PATHS.nextLong()) + TicketDesk.PATH;
    }

    /** A path of its own on this host's port for a lab's {@code desk}. */
    Entrance enter(String path, HttpHandler desk) {
        return new HostedEntrance(server, server.createContext(path, desk));
    }

    /**
     * Stops the server and its threads: a lab still open is served no more, and its stalled reply
     * ends. Safe to call twice.
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        server.stop(0);
        try {
            threads.stop();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
