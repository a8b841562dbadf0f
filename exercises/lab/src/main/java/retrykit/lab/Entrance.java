package retrykit.lab;

import java.io.IOException;

/**
 * Where a lab's requests come in: a port of its own ({@link LabPort}), shut behind its door until
 * the door opens, or a path of its own on a host's port that is always open ({@link HostedEntrance}).
 */
sealed interface Entrance extends AutoCloseable permits LabPort, HostedEntrance {

    /** The port's number. */
    int number();

    /** The path the lab's desk answers at. */
    String path();

    /** Whether requests reach the desk now: the door is open. */
    boolean serving();

    /** Opens a shut door. Does nothing once open or closed. */
    void open() throws IOException;

    /** Stops taking requests for this lab. Safe to call twice. */
    @Override
    void close();
}
