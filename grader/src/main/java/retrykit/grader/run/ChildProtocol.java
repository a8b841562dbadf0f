package retrykit.grader.run;

import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The lines a child JVM writes to its standard output, one event a line, tab-separated: a marker,
 * a sequence number, the event and its fields, and an HMAC-SHA256 of all of them under a key the
 * supervisor sends on the child's standard input and nothing ever writes down. Text a learner's
 * code prints never reaches the pipe (it is captured), and a line it could write there anyway
 * cannot carry a valid MAC, nor can a line be replayed: the numbers must follow one another.
 * Texts are Base64, so no tab or newline a learner prints can break a line.
 */
public final class ChildProtocol {
    public static final String STAGE = "STAGE";
    public static final String START = "START";
    public static final String END = "END";
    public static final String TIMEOUT = "TIMEOUT";
    public static final String EXIT = "EXIT";
    public static final String STAGE_ERROR = "STAGE_ERROR";
    public static final String DONE = "DONE";
    /** The machine failed the run (a thread could not be started): no grade may be recorded. */
    public static final String HOST_FAULT = "HOST_FAULT";

    /** Output a learner's code prints, kept per property, in bytes. */
    public static final int OUTPUT_CAP = 4 * 1024;
    /** Exit code when the watchdog stops the child. */
    public static final int WATCHDOG_EXIT = 124;
    /**
     * Exit code when the child cannot write its events or start a thread it needs: the machine's
     * fault, never a learner's.
     */
    public static final int HOST_FAULT_EXIT = 125;

    private static final String MARK = "RETRYKIT";
    private static final String HMAC = "HmacSHA256";

    private ChildProtocol() {}

    /** A fresh key for one child, as hex. */
    public static String newKey() {
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        return HexFormat.of().formatHex(key);
    }

    /** Signs lines with a child's key, numbering them from 1. */
    public static final class Signer {
        private final Mac mac;
        private long seq;

        public Signer(String key) {
            this.mac = mac(key);
        }

        /** The line for {@code event} with its fields. */
        public synchronized String line(String event, String... fields) {
            StringBuilder text = new StringBuilder(MARK)
                    .append('\t')
                    .append(++seq)
                    .append('\t')
                    .append(event);
            for (String f : fields) {
                text.append('\t').append(f);
            }
            String body = text.toString();
            return body + '\t' + HexFormat.of().formatHex(mac.doFinal(body.getBytes(StandardCharsets.UTF_8)));
        }
    }

    /** Checks a child's lines: each must carry a valid MAC and the next number. */
    public static final class Verifier {
        private final Mac mac;
        private long seq;

        public Verifier(String key) {
            this.mac = mac(key);
        }

        /** The event a line carries, if it is the child's next line; empty for anything else (JVM output, a forgery). */
        public Optional<Event> accept(String line) {
            int last = line.lastIndexOf('\t');
            if (!line.startsWith(MARK + "\t") || last < 0) {
                return Optional.empty();
            }
            String body = line.substring(0, last);
            byte[] expected = mac.doFinal(body.getBytes(StandardCharsets.UTF_8));
            byte[] given;
            try {
                given = HexFormat.of().parseHex(line.substring(last + 1));
            } catch (IllegalArgumentException e) {
                return Optional.empty();
            }
            String[] parts = body.split("\t", -1);
            if (!MessageDigest.isEqual(expected, given)
                    || parts.length < 3
                    || !parts[1].equals(String.valueOf(seq + 1))) {
                return Optional.empty();
            }
            seq++;
            return Optional.of(new Event(parts[2], List.of(parts).subList(3, parts.length)));
        }
    }

    private static Mac mac(String key) {
        try {
            Mac mac = Mac.getInstance(HMAC);
            mac.init(new SecretKeySpec(HexFormat.of().parseHex(key), HMAC));
            return mac;
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("every JDK has " + HMAC, e);
        }
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

    /** A verified line: its event and fields. */
    public record Event(String name, List<String> fields) {
        public String field(int i) {
            return i < fields.size() ? fields.get(i) : "";
        }
    }
}
