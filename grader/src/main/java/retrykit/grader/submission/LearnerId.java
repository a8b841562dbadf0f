package retrykit.grader.submission;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;

/**
 * A learner's safe id: a folder name in any file system, derived from their original name alone,
 * so it never shifts when another learner is added to the roster. A name that is already safe
 * (lower-case letters, digits and {@code . _ - @ +}) is its own id; any other gets the safe form
 * followed by the first 8 hex digits of the SHA-256 of the original, so {@code "a b"} becomes
 * {@code "a_b-3b1c..."} and can never take {@code "a_b"}'s place.
 */
public final class LearnerId {
    private static final int LONGEST = 64;

    private LearnerId() {}

    public static String of(String name) {
        String safe = name.replaceAll("[^A-Za-z0-9._@+-]", "_").toLowerCase(Locale.ROOT);
        if (safe.isEmpty() || safe.startsWith(".")) {
            safe = "_" + safe; // never empty, never a hidden folder, never "." or ".."
        }
        if (safe.length() > LONGEST) {
            safe = safe.substring(0, LONGEST);
        }
        return safe.equals(name) ? safe : safe + "-" + sha256(name).substring(0, 8);
    }

    static String sha256(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
