package retrykit.lab;

import com.sun.net.httpserver.HttpContext;
import com.sun.net.httpserver.HttpServer;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A lab's path on a {@link LabHost}'s port: open from the start, and gone when the lab closes, so
 * that a request sent late to a closed lab is answered {@code 404} by the host and reaches no other
 * lab's desk.
 */
final class HostedEntrance implements Entrance {
    private final HttpServer server;
    private final HttpContext context;
    private final int number;
    private final AtomicBoolean closed = new AtomicBoolean();

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
    public boolean serving() {
        return !closed.get();
    }

    @Override
    public void open() {
        // a hosted lab's door is open from the start
    }

    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            server.removeContext(context);
        } catch (IllegalArgumentException hostClosedFirst) {
            // the host stopped first, and took every context with it
        }
    }
}
