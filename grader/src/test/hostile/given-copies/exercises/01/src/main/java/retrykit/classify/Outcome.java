// Hostile copy of a given type: changed by this line only.
package retrykit.classify;

/** What one attempt returned, as the client saw it. */
public sealed interface Outcome {

    /** The server answered with success. */
    record Ok() implements Outcome {}

    /** The connection never opened: the request never left the client. */
    record NotSent() implements Outcome {}

    /** The request was sent and no reply came in time: the server may or may not have acted. */
    record Timeout() implements Outcome {}

    /** The server answered with an HTTP error status, 400 to 599. */
    record Status(int code) implements Outcome {
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

    static Outcome status(int code) {
        return new Status(code);
    }
}
