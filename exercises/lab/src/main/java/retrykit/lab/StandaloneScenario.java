package retrykit.lab;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What a standalone lab ({@link StandaloneLab}) does with the tickets people send it: whether it
 * honours {@code Idempotency-Key}, and the steps each new ticket meets, one per write of the same
 * business id (then {@link Step#ok()}). So every ticket meets the fault once, and its resends meet
 * what a real server does next.
 */
public enum StandaloneScenario {
    COMMIT_THEN_500(
            "commit-then-500",
            false,
            List.of(Step.saveThenFail(500)),
            "commits the ticket, then answers 500; a resend is committed again (201)"),
    COMMIT_THEN_500_KEYS_HONOURED(
            "commit-then-500-keys-honoured",
            true,
            List.of(Step.saveThenFail(500)),
            "commits the ticket, then answers 500; a resend with the same Idempotency-Key replays the saved reply (200)"),
    // Stage 06's scenarios: the server of rows 1, 3 and 4 (keys ignored) and of row 2 (keys honoured).
    COMMIT_THEN_DROP(
            "commit-then-drop",
            Scenario.BLIND_RETRY.serverHonoursKeys(),
            Scenario.BLIND_RETRY.script(),
            "commits the ticket, then drops the connection without a reply; a resend is committed again"
                    + " (stage 06's rows 1, 3 and 4)"),
    COMMIT_THEN_DROP_KEYS_HONOURED(
            "commit-then-drop-keys-honoured",
            Scenario.SAME_KEY_HONOURED.serverHonoursKeys(),
            Scenario.SAME_KEY_HONOURED.script(),
            "commits the ticket, then drops the connection; a resend with the same key replays the saved reply"
                    + " (stage 06's row 2)"),
    COMMIT_THEN_STALL(
            "commit-then-stall",
            false,
            List.of(Step.saveThenStall()),
            "commits the ticket, then stalls the reply for " + LabServer.STALL.toSeconds()
                    + " s, past a client's timeout; a resend is committed again"),
    COMMIT_THEN_STALL_KEYS_HONOURED(
            "commit-then-stall-keys-honoured",
            true,
            List.of(Step.saveThenStall()),
            "commits the ticket, then stalls the reply; a resend with the same key replays the saved reply"),
    FAIL_503(
            "fail-503",
            false,
            List.of(Step.fail(503)),
            "answers 503 and commits nothing, as a gateway does; the resend is committed: a safe retry"),
    TOO_MANY_REQUESTS(
            "429-retry-after",
            false,
            List.of(Step.tooManyRequests(2)),
            "refuses the ticket with 429 and Retry-After: 2, committing nothing; the resend is committed"),
    OK("ok", true, List.of(), "commits every ticket and answers 201; honours Idempotency-Key");

    private final String label;
    private final boolean honoursKeys;
    private final List<Step> script;
    private final String what;

    StandaloneScenario(String label, boolean honoursKeys, List<Step> script, String what) {
        this.label = label;
        this.honoursKeys = honoursKeys;
        this.script = List.copyOf(script);
        this.what = what;
    }

    /** The name to start it by: {@code -Dlab=commit-then-500}. */
    public String label() {
        return label;
    }

    /** Whether it deduplicates writes on their {@code Idempotency-Key}. */
    public boolean honoursKeys() {
        return honoursKeys;
    }

    /** The steps each new ticket meets, one per write of its business id. */
    public List<Step> script() {
        return script;
    }

    /** What it does, in a line. */
    public String what() {
        return what;
    }

    /** The scenario called {@code label}, if any. */
    public static Optional<StandaloneScenario> named(String label) {
        return Arrays.stream(values()).filter(s -> s.label.equals(label)).findFirst();
    }

    /** Every scenario's label, comma-separated, for a message. */
    public static String labels() {
        return Arrays.stream(values()).map(StandaloneScenario::label).collect(Collectors.joining(", "));
    }
}
