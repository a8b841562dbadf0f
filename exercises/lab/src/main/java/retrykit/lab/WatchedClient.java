package retrykit.lab;

import java.io.IOException;
import java.net.Authenticator;
import java.net.ConnectException;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;

/**
 * The {@link HttpClient} a test hands to the code under test. Every request goes through a real
 * client to the lab and its real server, and each is written down ({@link #sent()}: its method,
 * address, timeout and key), so a test can check how a request was made as well as what reached
 * the server.
 *
 * <p>Two waits end only when a timeout runs out, and the lab knows in advance that they will: a
 * reply the lab stalls ({@link Step#saveThenStall()}) and a connect to a {@link Door#stuck stuck}
 * door. Here they take no time. A request whose timeout is shorter than {@link LabServer#STALL}
 * times out at once, as the JDK would once its timeout passed ({@code HttpTimeoutException}, or
 * {@code HttpConnectTimeoutException} for the connect); a request with no timeout gets the stalled
 * reply at once, as if it had sat through the whole stall, and its stuck connect fails at once with
 * the {@code ConnectException} the operating system would end it with. So no test waits in real time for a
 * timeout, and a busy machine cannot make one fire early or late.
 *
 * <p>Every other exchange is the real client's, with one change: the copy it sends carries a
 * timeout of {@link #UNREACHED} instead of the one the code under test set. In the lab's time a
 * reply takes no time at all, so no timeout the code could set is reached; a real timer could fire
 * only because this machine stalled (a starved thread, a long pause of the JVM), and what a test
 * decides must not depend on that. {@link #sent()} writes down the request as the code made it,
 * its own timeout included.
 *
 * <p>{@link #interrupting(int)} plays a caller that interrupts the thread while request
 * {@code n} is out: the request reaches the lab, and {@code send} then throws
 * {@link InterruptedException}, as the JDK's does.
 *
 * <p>{@code sendAsync} here completes before it returns; the lab's clients send one request at a time.
 */
public final class WatchedClient extends HttpClient {

    /**
     * One request as the code under test made it.
     *
     * @param number  its place among the requests sent through this client, from 1
     * @param method  {@code POST}, {@code GET}, ...
     * @param uri     where it went
     * @param timeout the timeout it carried ({@code HttpRequest.Builder.timeout}), if any
     * @param key     its {@code Idempotency-Key}, if any
     */
    public record Sent(int number, String method, URI uri, Optional<Duration> timeout, Optional<String> key) {}

    /**
     * The timeout of every request the real client sends: longer than any test runs, so that only
     * a reply that never comes (a fault of the lab, not of the code under test) can reach it.
     */
    static final Duration UNREACHED = Duration.ofMinutes(10);

    private final HttpClient real;
    private final LabServer lab;
    private final int interruptAt;
    private final List<Sent> sent = new ArrayList<>();
    private final List<Integer> timedOutAtOnce = new ArrayList<>(); // guarded by this
    private final List<String> handedBack = new ArrayList<>(); // guarded by this

    private WatchedClient(HttpClient real, LabServer lab, int interruptAt) {
        this.real = real;
        this.lab = lab;
        this.interruptAt = interruptAt;
    }

    /** A client for {@code lab} that sends through {@code real}. */
    public static WatchedClient of(HttpClient real, LabServer lab) {
        return new WatchedClient(real, lab, 0);
    }

    /** The same client, but the thread is interrupted while request {@code number} (from 1) is out. */
    public WatchedClient interrupting(int number) {
        if (number < 1) {
            throw new IllegalArgumentException("requests count from 1, not " + number);
        }
        return new WatchedClient(real, lab, number);
    }

    /** Every request sent through this client, in order. */
    public synchronized List<Sent> sent() {
        return List.copyOf(sent);
    }

    /**
     * The numbers of the requests this client timed out itself, at once, since the lab knew their
     * wait could only end in a timeout: what the lab's own tests check instead of timing a request.
     */
    synchronized List<Integer> timedOutAtOnce() {
        return List.copyOf(timedOutAtOnce);
    }

    /**
     * What {@code send} handed back for each request, in order: its status ({@code "201"}), or the
     * exception it threw ({@code "HttpTimeoutException: request timed out"}). A failure shows it beside
     * the server's log, so that what the server did and what the code under test was told can be
     * read side by side.
     */
    public synchronized List<String> handedBack() {
        return List.copyOf(handedBack);
    }

    /** {@link #handedBack()} as a failure shows it, request by request: {@code "1: 409, 2: 201"}. */
    public synchronized String handedBackText() {
        if (handedBack.isEmpty()) {
            return "nothing (no request was sent)";
        }
        List<String> told = new ArrayList<>();
        for (int i = 0; i < handedBack.size(); i++) {
            told.add((i + 1) + ": " + handedBack.get(i));
        }
        return String.join(", ", told);
    }

    @Override
    public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> handler)
            throws IOException, InterruptedException {
        int number = record(request);
        try {
            HttpResponse<T> response = exchange(number, request, handler);
            noteHandedBack(String.valueOf(response.statusCode()));
            return response;
        } catch (IOException | InterruptedException | RuntimeException failed) {
            noteHandedBack(describe(failed));
            throw failed;
        }
    }

    private <T> HttpResponse<T> exchange(int number, HttpRequest request, HttpResponse.BodyHandler<T> handler)
            throws IOException, InterruptedException {
        if (lab.connectStuck()) {
            // The connect cannot complete until the client waits; whichever timeout is set ends it.
            interruptIfAsked(number);
            noteTimedOutAtOnce(number);
            if (request.timeout().isEmpty() && real.connectTimeout().isEmpty()) {
                // No timeout at all: the operating system ends the connect once its own retries run
                // out (about two minutes on Linux), and the JDK passes its ConnectException on.
                throw new ConnectException("Connection timed out");
            }
            throw new HttpConnectTimeoutException("HTTP connect timed out");
        }
        int stallsBefore = lab.stalls();
        CompletableFuture<HttpResponse<T>> reply = real.sendAsync(unhurried(request), handler);
        try {
            int stall = lab.awaitStallOrReply(stallsBefore, reply);
            if (stall > 0) {
                if (request.timeout().map(t -> t.compareTo(LabServer.STALL) < 0).orElse(false)) {
                    reply.cancel(true);
                    interruptIfAsked(number);
                    noteTimedOutAtOnce(number);
                    throw new HttpTimeoutException("request timed out");
                }
                lab.releaseStall(stall);
            }
            HttpResponse<T> response;
            try {
                response = reply.get();
            } catch (ExecutionException failed) {
                interruptIfAsked(number);
                throw asTheJdkThrowsIt(failed.getCause());
            }
            interruptIfAsked(number);
            return response;
        } catch (InterruptedException interrupted) {
            reply.cancel(true);
            throw interrupted;
        }
    }

    @Override
    public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> handler) {
        try {
            return CompletableFuture.completedFuture(send(request, handler));
        } catch (IOException | InterruptedException | RuntimeException failed) {
            return CompletableFuture.failedFuture(failed);
        }
    }

    @Override
    public <T> CompletableFuture<HttpResponse<T>> sendAsync(
            HttpRequest request,
            HttpResponse.BodyHandler<T> handler,
            HttpResponse.PushPromiseHandler<T> pushPromiseHandler) {
        return sendAsync(request, handler);
    }

    private synchronized int record(HttpRequest request) {
        Sent one = new Sent(
                sent.size() + 1,
                request.method(),
                request.uri(),
                request.timeout(),
                request.headers().firstValue("Idempotency-Key"));
        sent.add(one);
        return one.number();
    }

    /** {@code request} as the real client sends it: the same, its timeout {@link #UNREACHED}. */
    private static HttpRequest unhurried(HttpRequest request) {
        return HttpRequest.newBuilder(request, (name, value) -> true)
                .timeout(UNREACHED)
                .build();
    }

    private synchronized void noteHandedBack(String what) {
        handedBack.add(what);
    }

    /**
     * An exception as one line: its kind and message, then its causes' in brackets, three at most
     * (a cause chain can be as long as the code under test makes it, or even a loop). A cause that
     * reads as the exception it caused (the JDK rethrows a failure as a new one of the same kind and
     * message) is left out.
     */
    private static String describe(Throwable failed) {
        StringBuilder text = new StringBuilder();
        String last = null;
        int shown = 0;
        int read = 0; // bounds the walk even where every cause in a loop reads the same
        for (Throwable t = failed; t != null && shown < 4 && read++ < 16; t = t.getCause() == t ? null : t.getCause()) {
            String one = t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
            if (one.equals(last)) {
                continue;
            }
            text.append(shown == 0 ? "" : " (").append(one);
            last = one;
            shown++;
        }
        return text + ")".repeat(shown - 1);
    }

    private synchronized void noteTimedOutAtOnce(int number) {
        timedOutAtOnce.add(number);
    }

    private void interruptIfAsked(int number) throws InterruptedException {
        if (number == interruptAt) {
            throw new InterruptedException("the thread was interrupted while request " + number + " was out");
        }
    }

    /** A failure as {@code HttpClient.send} throws it: a fresh exception of the same kind, the original as its cause. */
    private static IOException asTheJdkThrowsIt(Throwable cause) {
        String message = cause.getMessage();
        if (cause instanceof IllegalArgumentException e) {
            throw new IllegalArgumentException(message, e);
        }
        if (cause instanceof HttpConnectTimeoutException) {
            HttpConnectTimeoutException e = new HttpConnectTimeoutException(message);
            e.initCause(cause);
            return e;
        }
        if (cause instanceof HttpTimeoutException) {
            return new HttpTimeoutException(message);
        }
        if (cause instanceof ConnectException) {
            ConnectException e = new ConnectException(message);
            e.initCause(cause);
            return e;
        }
        return new IOException(message, cause);
    }

    // ---- the rest is the real client's -----------------------------------------------------

    @Override
    public Optional<CookieHandler> cookieHandler() {
        return real.cookieHandler();
    }

    @Override
    public Optional<Duration> connectTimeout() {
        return real.connectTimeout();
    }

    @Override
    public Redirect followRedirects() {
        return real.followRedirects();
    }

    @Override
    public Optional<ProxySelector> proxy() {
        return real.proxy();
    }

    @Override
    public SSLContext sslContext() {
        return real.sslContext();
    }

    @Override
    public SSLParameters sslParameters() {
        return real.sslParameters();
    }

    @Override
    public Optional<Authenticator> authenticator() {
        return real.authenticator();
    }

    @Override
    public Version version() {
        return real.version();
    }

    @Override
    public Optional<Executor> executor() {
        return real.executor();
    }

    /**
     * From Java 21 {@code HttpClient} can be closed; this one is the test's, not the code under
     * test's, so closing it changes nothing (the test closes the real client itself). Written
     * without {@code @Override} so that it compiles for Java 17 and still overrides on 21.
     */
    public void close() {
        // the real client belongs to the test
    }

    /** See {@link #close()}. */
    public void shutdown() {
        // the real client belongs to the test
    }

    /** See {@link #close()}. */
    public void shutdownNow() {
        // the real client belongs to the test
    }

    /** See {@link #close()}: this client never stops, so it is never terminated. */
    public boolean awaitTermination(Duration duration) {
        return false;
    }

    /** See {@link #close()}. */
    public boolean isTerminated() {
        return false;
    }
}
