package retrykit.wire;

import java.util.Optional;

/**
 * The little JSON the lab's protocol needs, written and read by hand, because the kit's code uses
 * the JDK alone. Given, like {@link EqualJitter} and {@link RetryAfterHeader}: the lesson is the
 * loop around the wire, not the parsing.
 */
public final class Json {
    private Json() {}

    /** The body of a write: {@code {"business_id":"...","subject":"..."}}, its strings escaped. */
    public static String ticket(Ticket ticket) {
        return "{\"business_id\":" + string(ticket.businessId()) + ",\"subject\":" + string(ticket.subject()) + "}";
    }

    /**
     * The {@code "id"} of a reply's body, such as {@code ticket-1} in {@code {"id":"ticket-1"}}, or
     * empty when the body has none.
     */
    public static Optional<String> recordId(String body) {
        if (body == null) {
            return Optional.empty();
        }
        int name = body.indexOf("\"id\"");
        if (name < 0) {
            return Optional.empty();
        }
        int at = name + 4;
        while (at < body.length() && Character.isWhitespace(body.charAt(at))) {
            at++;
        }
        if (at >= body.length() || body.charAt(at) != ':') {
            return Optional.empty();
        }
        at++;
        while (at < body.length() && Character.isWhitespace(body.charAt(at))) {
            at++;
        }
        if (at >= body.length() || body.charAt(at) != '"') {
            return Optional.empty();
        }
        StringBuilder id = new StringBuilder();
        for (at++; at < body.length(); at++) {
            char c = body.charAt(at);
            if (c == '"') {
                return id.length() == 0 ? Optional.empty() : Optional.of(id.toString());
            }
            if (c == '\\' && at + 1 < body.length()) {
                c = body.charAt(++at); // the lab's ids need no more than \" and \\
            }
            id.append(c);
        }
        return Optional.empty();
    }

    private static String string(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
