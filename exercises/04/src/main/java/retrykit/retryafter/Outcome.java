package retrykit.retryafter;

/** What one attempt returned, as the client saw it; an error status carries two of its headers as raw text. */
public sealed interface Outcome {

    /** The server answered with success. */
    record Ok() implements Outcome {}

    /** The connection never opened: the request never left the client. */
    record NotSent() implements Outcome {}

    /** The request was sent and no reply came in time: the server may or may not have acted. */
    record Timeout() implements Outcome {}

    /**
     * The server answered with an HTTP error status, 400 to 599, and with the raw text of its
     * {@code Retry-After} and {@code Date} headers, exactly as they came: either may be null
     * (the header was absent) and either may be garbage (servers send anything).
     */
    record Status(int code, String retryAfter, String date) implements Outcome {
        public Status {
            if (code < 400 || code > 599) {
                throw new IllegalArgumentException("an error status is 400..599, not " + code);
            }
        }
    }

    static Outcome ok() {
        return new Ok();
    }

    static Outcome notSent() {
        return new NotSent();
    }

    static Outcome timeout() {
        return new Timeout();
    }

    /** An error status with neither header. */
    static Outcome status(int code) {
        return new Status(code, null, null);
    }

    /** An error status with the raw text of its {@code Retry-After} and {@code Date} headers (null when absent). */
    static Outcome status(int code, String retryAfter, String date) {
        return new Status(code, retryAfter, date);
    }
}
