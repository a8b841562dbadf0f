package retrykit.lab;

import java.util.Objects;

/**
 * What the lab server does with one write (one {@code POST}). A server is given a script of
 * steps: the n-th write that reaches it meets the n-th step, and every write after the end of the
 * script meets {@link #ok()}. Lookups ({@code GET}) are never scripted.
 *
 * <p>Two kinds of step act at two places, as on a real provider. The refusals and the failures
 * that save nothing ({@link #tooManyRequests()}, {@link #conflict()}, {@link #fail(int)},
 * {@link #drop()}) stand in front of the application, like a gateway or a rate limiter: they act
 * before the ticket is validated or its key looked at. The others reach the application: the ticket
 * is validated, a known key is answered from the server's memory, and only then is the ticket
 * saved and the reply sent, or failed, dropped or stalled.
 */
public final class Step {

    /** The step's kind; the factories below are the way to make one. */
    public enum Kind {
        /** Save the ticket and answer {@code 201} with its record id. */
        SAVE,
        /** Save the ticket, then answer a {@code 5xx}. */
        SAVE_THEN_FAIL,
        /** Save the ticket, then close the connection without a reply. */
        SAVE_THEN_DROP,
        /** Save the ticket, then hold the reply until well after the client stopped waiting. */
        SAVE_THEN_STALL,
        /** Save the ticket and answer {@code 201} with a body that has no record id. */
        SAVE_WITHOUT_ID,
        /** Answer a {@code 5xx} and save nothing. */
        FAIL,
        /** Close the connection without a reply and save nothing. */
        DROP,
        /** Answer {@code 429 Too Many Requests}, with or without a {@code Retry-After}, and save nothing. */
        TOO_MANY_REQUESTS,
        /** Answer {@code 409 Conflict}: a request with this key is still in flight. Save nothing. */
        CONFLICT
    }

    /** How a 429's Retry-After is written. */
    enum Form {
        NONE,
        SECONDS,
        DATE,
        RAW
    }

    private final Kind kind;
    private final int status;
    private final int seconds;
    private final Form form;
    private final String raw;

    private Step(Kind kind, int status, int seconds, Form form, String raw) {
        this.kind = kind;
        this.status = status;
        this.seconds = seconds;
        this.form = form;
        this.raw = raw;
    }

    /** Save the ticket and answer {@code 201 Created} with {@code {"id":"ticket-N"}}. */
    public static Step ok() {
        return new Step(Kind.SAVE, 201, 0, Form.NONE, null);
    }

    /** Save the ticket, then answer {@code status} (500..599) as if something failed after the commit. */
    public static Step saveThenFail(int status) {
        return new Step(Kind.SAVE_THEN_FAIL, serverError(status), 0, Form.NONE, null);
    }

    /** Save the ticket, then close the connection before any reply: the client sees an IOException. */
    public static Step saveThenDrop() {
        return new Step(Kind.SAVE_THEN_DROP, 0, 0, Form.NONE, null);
    }

    /** Save the ticket, then hold the reply longer than any client in the kit waits: the client times out. */
    public static Step saveThenStall() {
        return new Step(Kind.SAVE_THEN_STALL, 201, 0, Form.NONE, null);
    }

    /**
     * Save the ticket and answer {@code 201 Created} with {@code {}}: a success that does not say
     * which record it made.
     */
    public static Step saveWithoutId() {
        return new Step(Kind.SAVE_WITHOUT_ID, 201, 0, Form.NONE, null);
    }

    /** Answer {@code status} (500..599) and save nothing, as a gateway in front of the application can. */
    public static Step fail(int status) {
        return new Step(Kind.FAIL, serverError(status), 0, Form.NONE, null);
    }

    /** Answer {@code status} (500..599) with {@code Retry-After: <seconds>}, and save nothing. */
    public static Step fail(int status, int seconds) {
        return new Step(Kind.FAIL, serverError(status), atLeastZero(seconds), Form.SECONDS, null);
    }

    /** Close the connection before any reply and save nothing. */
    public static Step drop() {
        return new Step(Kind.DROP, 0, 0, Form.NONE, null);
    }

    /** Answer {@code 429} with no {@code Retry-After}. */
    public static Step tooManyRequests() {
        return new Step(Kind.TOO_MANY_REQUESTS, 429, 0, Form.NONE, null);
    }

    /** Answer {@code 429} with {@code Retry-After: <seconds>}. */
    public static Step tooManyRequests(int seconds) {
        return new Step(Kind.TOO_MANY_REQUESTS, 429, atLeastZero(seconds), Form.SECONDS, null);
    }

    /**
     * Answer {@code 429} with {@code Retry-After} as an HTTP date (IMF-fixdate) {@code seconds}
     * after the reply's own {@code Date} header.
     */
    public static Step tooManyRequestsUntil(int seconds) {
        if (seconds < 1) {
            throw new IllegalArgumentException(
                    "a Retry-After date lies at least 1 s after the reply's Date, not " + seconds);
        }
        return new Step(Kind.TOO_MANY_REQUESTS, 429, seconds, Form.DATE, null);
    }

    /** Answer {@code 429} with {@code Retry-After} carrying exactly {@code text}, whatever it says. */
    public static Step tooManyRequestsSaying(String text) {
        return new Step(Kind.TOO_MANY_REQUESTS, 429, 0, Form.RAW, Objects.requireNonNull(text, "text"));
    }

    /** Answer {@code 409 Conflict}, as a provider does while a request with the same key is still being processed. */
    public static Step conflict() {
        return new Step(Kind.CONFLICT, 409, 0, Form.NONE, null);
    }

    public Kind kind() {
        return kind;
    }

    /** The status the step answers with, or 0 when it sends no reply at all. */
    public int status() {
        return status;
    }

    /**
     * The seconds this step's {@code Retry-After} asks for, when the lab wrote it (a number or a
     * date, on a 429 or a 5xx); 0 when the step has no header or carries raw text the lab does not
     * read for you.
     */
    public int retryAfterSeconds() {
        return form == Form.SECONDS || form == Form.DATE ? seconds : 0;
    }

    /** Whether this step saves the ticket when it reaches the application. */
    public boolean saves() {
        return kind == Kind.SAVE
                || kind == Kind.SAVE_THEN_FAIL
                || kind == Kind.SAVE_THEN_DROP
                || kind == Kind.SAVE_THEN_STALL
                || kind == Kind.SAVE_WITHOUT_ID;
    }

    /** Whether the step acts in front of the application (saving nothing, reading no key). */
    public boolean gateway() {
        return !saves();
    }

    /**
     * Whether the client is left not knowing what happened: a 5xx, a dropped connection, a stalled
     * reply, or a 2xx without the record's id (saved, but which record?).
     */
    public boolean ambiguous() {
        return kind != Kind.SAVE && kind != Kind.TOO_MANY_REQUESTS && kind != Kind.CONFLICT;
    }

    Form form() {
        return form;
    }

    String raw() {
        return raw;
    }

    private static int serverError(int status) {
        if (status < 500 || status > 599) {
            throw new IllegalArgumentException("a server error is 500..599, not " + status);
        }
        return status;
    }

    private static int atLeastZero(int seconds) {
        if (seconds < 0) {
            throw new IllegalArgumentException("Retry-After seconds must be at least 0, not " + seconds);
        }
        return seconds;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Step s
                && s.kind == kind
                && s.status == status
                && s.seconds == seconds
                && s.form == form
                && Objects.equals(s.raw, raw);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, status, seconds, form, raw);
    }

    /** The step as the Java that makes it: {@code saveThenFail(503)}. */
    @Override
    public String toString() {
        return switch (kind) {
            case SAVE -> "ok()";
            case SAVE_THEN_FAIL -> "saveThenFail(" + status + ")";
            case SAVE_THEN_DROP -> "saveThenDrop()";
            case SAVE_THEN_STALL -> "saveThenStall()";
            case SAVE_WITHOUT_ID -> "saveWithoutId()";
            case FAIL -> form == Form.SECONDS ? "fail(" + status + ", " + seconds + ")" : "fail(" + status + ")";
            case DROP -> "drop()";
            case CONFLICT -> "conflict()";
            case TOO_MANY_REQUESTS ->
                switch (form) {
                    case NONE -> "tooManyRequests()";
                    case SECONDS -> "tooManyRequests(" + seconds + ")";
                    case DATE -> "tooManyRequestsUntil(" + seconds + ")";
                    case RAW -> "tooManyRequestsSaying(" + LabJson.string(raw) + ")";
                };
        };
    }
}
