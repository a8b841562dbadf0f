package retrykit.lab;

import com.sun.net.httpserver.HttpContext;
import com.sun.net.httpserver.HttpServer;

/**
 * A lab's path on a {@link LabHost}'s port: open from the start, and gone when the lab closes, so
 * that a request sent late to a closed lab is answered {@code 404} by the host and reaches no other
 * lab's desk.
 */
final class HostedEntrance implements Entrance {
    private final HttpServer server;
    private final HttpContext context;
    private final int number;
    // Guarded by this.
    private boolean closed;

    HostedEntrance(HttpServer server, HttpContext context) {
        this.server = server;
        this.context = context;
        this.number = server.getAddress().getPort();
    }

    @Override
    public int number() {
        return number;
    }

    @Override
    public String path() {
        return context.getPath();
    }

    @Override
    public synchronized boolean serving() {
        return !closed;
    }

    @Override
    public void open() {
        // a hosted lab's door is open from the start
    }

    @Override
    public void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        try {
            server.removeContext(context);
        } catch (IllegalArgumentException hostClosedFirst) {
            // the host stopped first, and took every context with it
        }
    }
}
