package retrykit.lab;

/**
 * The lab server's front door: whether a client's connection to its port opens at all. A door
 * that is shut at the start opens once the lab's clock reaches {@code seconds}; that clock moves
 * only when the client waits ({@link LabServer#elapse(int)}, called by a test's sleeper), so a
 * server that "comes up after 3 seconds" does so at the same point of every run, however busy the
 * machine is.
 *
 * <p>Neither kind lets a request reach the server: the request never left the client.
 * <ul>
 *   <li>{@link #refusing(int)}: nothing listens on the port, so the operating system refuses the
 *       connection at once ({@code ConnectException: Connection refused}).</li>
 *   <li>{@link #stuck(int)}: a socket listens on the port but never accepts, and its queue of
 *       connections waiting to be accepted is full, so a new connection's first packet is dropped
 *       and its connect never completes: the client times out connecting
 *       ({@code HttpConnectTimeoutException}).</li>
 * </ul>
 *
 * @param kind    how the door is shut, or {@link Kind#OPEN}
 * @param seconds the lab's clock when it opens (0 for an open door)
 */
public record Door(Kind kind, int seconds) {

    /** How a door is shut. */
    public enum Kind {
        /** Connections open; the server serves. */
        OPEN,
        /** A closed port: every connection is refused. */
        REFUSING,
        /** A port whose listener never accepts and whose queue is full: every connect hangs until the client gives up. */
        STUCK
    }

    public Door {
        if (kind == null) {
            throw new IllegalArgumentException("a door needs its kind");
        }
        if (kind == Kind.OPEN ? seconds != 0 : seconds < 1) {
            throw new IllegalArgumentException(
                    "a shut door opens at a second of 1 or more, an open one at 0; not " + kind + " at " + seconds);
        }
    }

    /** The door of every lab that says nothing else: connections open. */
    public static Door open() {
        return new Door(Kind.OPEN, 0);
    }

    /** A closed port until the lab's clock reaches {@code seconds}: every connection before then is refused. */
    public static Door refusing(int seconds) {
        return new Door(Kind.REFUSING, seconds);
    }

    /** A listener that never accepts, its queue full, until the lab's clock reaches {@code seconds}. */
    public static Door stuck(int seconds) {
        return new Door(Kind.STUCK, seconds);
    }

    /** Whether connections open at the lab's clock {@code elapsed}. */
    public boolean openAt(long elapsed) {
        return kind == Kind.OPEN || elapsed >= seconds;
    }

    /** The door as the Java that makes it: {@code Door.refusing(3)}. */
    @Override
    public String toString() {
        return switch (kind) {
            case OPEN -> "Door.open()";
            case REFUSING -> "Door.refusing(" + seconds + ")";
            case STUCK -> "Door.stuck(" + seconds + ")";
        };
    }
}
