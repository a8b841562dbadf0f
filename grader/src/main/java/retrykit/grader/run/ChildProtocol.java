package retrykit.grader.run;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/**
 * The lines a child JVM appends to its results file, one event a line, tab-separated, each
 * starting with the run's nonce (read from standard input, never from a file the learner's code
 * could guess), so that output forged by learner code is not taken as a result. Texts are
 * Base64, so no tab or newline a learner prints can break a line.
 */
public final class ChildProtocol {
    public static final String STAGE = "STAGE";
    public static final String START = "START";
    public static final String END = "END";
    public static final String TIMEOUT = "TIMEOUT";
    public static final String EXIT = "EXIT";
    public static final String STAGE_ERROR = "STAGE_ERROR";
    public static final String DONE = "DONE";

    private ChildProtocol() {}

    /** A line for {@code event} with its fields. */
    public static String line(String nonce, String event, String... fields) {
        StringBuilder text = new StringBuilder(nonce).append('\t').append(event);
        for (String f : fields) {
            text.append('\t').append(f);
        }
        return text.toString();
    }

    public static String encode(String text) {
        return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    public static String decode(String field) {
        try {
            return new String(Base64.getDecoder().decode(field), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    /** A parsed line: its event and fields, if it carries the nonce. */
    public record Event(String name, List<String> fields) {
        public String field(int i) {
            return i < fields.size() ? fields.get(i) : "";
        }
    }

    public static Optional<Event> parse(String nonce, String line) {
        String[] parts = line.split("\t", -1);
        if (parts.length < 2 || !parts[0].equals(nonce)) {
            return Optional.empty();
        }
        return Optional.of(new Event(parts[1], List.of(parts).subList(2, parts.length)));
    }
}
