package retrykit.lab;

import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.Map;
import java.util.concurrent.Executor;

/**
 * A lab's port on {@code 127.0.0.1}: kept shut by a {@link ShutDoor} until its {@link Door} opens,
 * then served by the JDK's HTTP server. Thread-safe.
 */
final class LabPort implements Entrance {

    /** The loopback address, as a literal: never looked up. */
    static final String HOST = "127.0.0.1";

    /** {@link #HOST} as an address, built from its four bytes, so no name service is asked. */
    static final InetAddress ADDRESS = loopback();

    private final String path;
    private final HttpHandler desk;
    private final Executor handlers;
    private final Map<String, HttpHandler> others;
    private final int number;
    // Guarded by this.
    private HttpServer server; // null while the door is shut
    private ShutDoor shut; // what keeps the door shut; null once it opens
    private boolean closed;

    /**
     * Takes a free port: served at once behind an open door, shut behind any other.
     *
     * @param path     where {@code desk} answers
     * @param desk     what answers the requests at {@code path}
     * @param handlers the threads that run {@code desk}: not the server's dispatcher, so that a
     *                 stalled reply does not hold up the next request
     */
    LabPort(Door door, String path, HttpHandler desk, Executor handlers) throws IOException {
        this(door, 0, path, desk, Map.of(), handlers);
    }

    /**
     * Takes port {@code port} on {@code 127.0.0.1} (0: a free one), serving {@code desk} at {@code
     * path} and each of {@code others} at its own path.
     *
     * @throws java.net.BindException when the port is taken, or not this program's to take
     */
    LabPort(Door door, int port, String path, HttpHandler desk, Map<String, HttpHandler> others, Executor handlers)
            throws IOException {
        this.path = path;
        this.desk = desk;
        this.others = Map.copyOf(others);
        this.handlers = handlers;
        InetSocketAddress address = new InetSocketAddress(ADDRESS, port);
        synchronized (this) {
            if (door.kind() == Door.Kind.OPEN) {
                this.number = serve(address);
            } else {
                shut = ShutDoor.shut(door, address);
                this.number = shut.port();
            }
        }
    }

    private static InetAddress loopback() {
        try {
            return InetAddress.getByAddress(new byte[] {127, 0, 0, 1});
        } catch (UnknownHostException wrongLength) {
            throw new AssertionError("four bytes are an IPv4 address", wrongLength);
        }
    }

    @Override
    public int number() {
        return number;
    }

    @Override
    public String path() {
        return path;
    }

    /** Whether the server is serving: the door is open. */
    @Override
    public synchronized boolean serving() {
        return server != null;
    }

    /** Opens a shut door: the server takes the port over. Does nothing once open or closed. */
    @Override
    public synchronized void open() throws IOException {
        if (server == null && !closed) {
            serve(new InetSocketAddress(ADDRESS, number));
        }
    }

    /**
     * Starts the HTTP server on {@code address}; the caller holds the lock. Behind a shut door it
     * binds while the door still holds the port, where the system allows it (Linux does), so that
     * no other program can take the port in between; elsewhere the door lets go first.
     */
    private int serve(InetSocketAddress address) throws IOException {
        ServerSettings.apply();
        HttpServer started;
        try {
            started = HttpServer.create(address, 0);
        } catch (IOException stillHeld) {
            if (shut == null) {
                throw stillHeld;
            }
            shut.close();
            started = HttpServer.create(address, 0);
        }
        started.setExecutor(handlers);
        started.createContext(path, desk);
        others.forEach(started::createContext);
        started.start();
        server = started;
        if (shut != null) {
            shut.close();
            shut = null;
        }
        return started.getAddress().getPort();
    }

    /** Lets go of the port: the shut door, or the server. Safe to call twice. */
    @Override
    public void close() {
        HttpServer running;
        ShutDoor holding;
        synchronized (this) {
            closed = true;
            running = server;
            holding = shut;
            shut = null;
        }
        if (holding != null) {
            holding.close();
        }
        if (running != null) {
            running.stop(0);
        }
    }
}
