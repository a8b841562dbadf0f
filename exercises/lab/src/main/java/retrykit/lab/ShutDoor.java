package retrykit.lab;

import java.io.Closeable;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;

/**
 * What keeps a lab's {@link Door} shut on its port until the server takes the port over: a bound
 * socket that does not listen (a refusing door), or a listener that never accepts with its queue
 * filled (a stuck door).
 */
final class ShutDoor implements AutoCloseable {

    /** The backlog of a stuck door's listener, and so (on Linux and BSD) one less than the connections it holds unaccepted. */
    private static final int STUCK_BACKLOG = 1;

    private final int port;
    // Guarded by this: what holds the port, let go of once by close().
    private Socket portHolder; // a refusing door: the port bound, nothing listening
    private ServerSocket stuckListener; // a stuck door: listening, never accepting
    private final List<Socket> queued = new ArrayList<>(); // the connections that fill its queue

    private ShutDoor(Socket portHolder, ServerSocket stuckListener, List<Socket> queued, int port) {
        this.portHolder = portHolder;
        this.stuckListener = stuckListener;
        this.queued.addAll(queued);
        this.port = port;
    }

    /**
     * Shuts a refusing or stuck door on a free port of {@code anyPort}'s address.
     *
     * @throws IllegalArgumentException for an open door, which nothing keeps shut
     */
    static ShutDoor shut(Door door, InetSocketAddress anyPort) throws IOException {
        switch (door.kind()) {
            case REFUSING -> {
                // Bound, never listening: the port is this lab's, and the system refuses every connection to it.
                Socket holder = new Socket();
                try {
                    holder.setReuseAddress(true);
                    holder.bind(anyPort);
                } catch (IOException | RuntimeException e) {
                    quietlyClose(holder);
                    throw e;
                }
                return new ShutDoor(holder, null, List.of(), holder.getLocalPort());
            }
            case STUCK -> {
                // Listening, never accepting, with its queue filled by connections of our own: a
                // backlog of n holds n + 1 of them on Linux and BSD, and the next connect's first
                // packet is dropped, so that connect hangs until its client gives up.
                ServerSocket listener = new ServerSocket();
                List<Socket> fillers = new ArrayList<>();
                try {
                    listener.setReuseAddress(true);
                    listener.bind(anyPort, STUCK_BACKLOG);
                    for (int i = 0; i <= STUCK_BACKLOG; i++) {
                        Socket filler = new Socket();
                        fillers.add(filler);
                        filler.connect(new InetSocketAddress(anyPort.getAddress(), listener.getLocalPort()), 5_000);
                    }
                } catch (IOException | RuntimeException e) {
                    fillers.forEach(ShutDoor::quietlyClose);
                    quietlyClose(listener);
                    throw e;
                }
                return new ShutDoor(null, listener, fillers, listener.getLocalPort());
            }
            case OPEN -> throw new IllegalArgumentException("an open door is not shut");
            default -> throw new IllegalStateException("unknown door " + door);
        }
    }

    /** The port this door keeps shut. */
    int port() {
        return port;
    }

    /** Lets go of whatever kept the door shut. Safe to call twice. */
    @Override
    public synchronized void close() {
        quietlyClose(portHolder);
        quietlyClose(stuckListener);
        queued.forEach(ShutDoor::quietlyClose);
        queued.clear();
        portHolder = null;
        stuckListener = null;
    }

    private static void quietlyClose(Closeable c) {
        if (c == null) {
            return;
        }
        try {
            c.close();
        } catch (IOException e) {
            // already gone
        }
    }
}
