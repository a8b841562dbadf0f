package retrykit.site;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A tiny static file server on 127.0.0.1 for the browser tests, on the JDK's own HttpServer (the
 * kit's baseline is Java 17, before SimpleFileServer). It records every request and its status,
 * so a test can say which file a page asked for and did not get.
 */
final class StaticServer implements AutoCloseable {
    private static final Map<String, String> TYPES = Map.of(
            "html",
            "text/html; charset=utf-8",
            "css",
            "text/css; charset=utf-8",
            "js",
            "text/javascript; charset=utf-8",
            "svg",
            "image/svg+xml",
            "png",
            "image/png",
            "json",
            "application/json",
            "ico",
            "image/x-icon");

    /** One request the server answered. */
    record Hit(String path, int status) {}

    private final Path root;
    private final HttpServer server;
    private final List<Hit> hits = new CopyOnWriteArrayList<>();

    StaticServer(Path root) throws IOException {
        this.root = root.toAbsolutePath().normalize();
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::serve);
        server.start();
    }

    String base() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    List<Hit> hits() {
        return List.copyOf(hits);
    }

    void forget() {
        hits.clear();
    }

    private void serve(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getPath();
            Path file = root.resolve(path.substring(1)).normalize();
            boolean found =
                    exchange.getRequestMethod().equals("GET") && file.startsWith(root) && Files.isRegularFile(file);
            hits.add(new Hit(path, found ? 200 : 404));
            if (!found) {
                exchange.sendResponseHeaders(404, -1);
                return;
            }
            String name = file.getFileName().toString();
            String type = TYPES.getOrDefault(name.substring(name.lastIndexOf('.') + 1), "application/octet-stream");
            byte[] body = Files.readAllBytes(file);
            exchange.getResponseHeaders().set("Content-Type", type);
            exchange.getResponseHeaders().set("Cache-Control", "no-store");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
