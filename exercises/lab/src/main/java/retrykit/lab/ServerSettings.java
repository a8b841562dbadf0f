package retrykit.lab;

/**
 * The JDK HTTP server's settings the lab depends on. The JDK reads them once, when its first
 * server is made, so every lab server and host applies them before making one; a value set on the
 * command line is left as it is.
 */
final class ServerSettings {
    private static boolean applied; // guarded by ServerSettings.class

    private ServerSettings() {}

    static synchronized void apply() {
        if (applied) {
            return;
        }
        applied = true;
        // The JDK's HttpServer sends headers and body in separate writes and, before Java 21, does not
        // set TCP_NODELAY unless asked: with the client's delayed ACK, each exchange then waits about
        // 40 ms.
        setIfAbsent("sun.net.httpserver.nodelay", "true");
        // An idle connection is closed after 30 s by default. A client that kept it (a host's, from
        // one lab to the next) could then send a write on it just as it closes, and see a failure the
        // lab never scripted: so a connection lives until its client or its server closes it.
        setIfAbsent("sun.net.httpserver.idleInterval", String.valueOf(24 * 60 * 60));
    }

    private static void setIfAbsent(String name, String value) {
        if (System.getProperty(name) == null) {
            System.setProperty(name, value);
        }
    }
}
