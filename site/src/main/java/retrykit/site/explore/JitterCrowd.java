package retrykit.site.explore;

import retrykit.jitter.EqualJitter;
import retrykit.jitter.Policy;

/**
 * A crowd of clients whose calls failed in the same second, and when each sends retry k under
 * full, equal and decorrelated jitter. Every client draws its numbers once, from one seeded
 * sequence (SeededDraws, the same in the browser), and the three schemes use the same draws: only
 * the formula differs.
 */
public final class JitterCrowd {
    public static final long SEED = 2015;
    public static final int MAX_RETRY = 10;
    public static final int MAX_CLIENTS = 500;
    public static final Policy POLICY = new Policy(2, 60, 120);
    /**
     * The same policy written in milliseconds, so that EqualJitter.solve answers in milliseconds:
     * how real clients wait (the AWS SDKs, for one, draw their waits in fractions of a second).
     * The draws stay whole percentages, so retry k's waits fall on steps of c / 200 ms.
     */
    static final Policy POLICY_MILLIS = new Policy(POLICY.base() * 1000, POLICY.cap() * 1000, POLICY.budget() * 1000);

    /** The three ways to wait of lesson 3's table, with the formula each uses for retry k. */
    public enum Scheme {
        FULL("Full jitter", "c × draw / 100"),
        EQUAL("Equal jitter", "EqualJitter.solve (stage 02)"),
        DECORRELATED("Decorrelated jitter", "random(base, 3 × last sleep), capped");

        final String title;
        final String formula;

        Scheme(String title, String formula) {
            this.title = title;
            this.formula = formula;
        }
    }

    private final int[][] draws;

    /**
     * @param clients how many clients failed together, 1 to {@link #MAX_CLIENTS}; client i's draws
     *                are the same in any crowd of more than i, so a bigger crowd adds clients to a smaller one
     */
    public JitterCrowd(int clients) {
        if (clients < 1 || clients > MAX_CLIENTS) {
            throw new IllegalArgumentException("a crowd has 1 to " + MAX_CLIENTS + " clients, not " + clients);
        }
        SeededDraws random = new SeededDraws(SEED);
        draws = new int[clients][MAX_RETRY];
        for (int[] client : draws) {
            for (int k = 0; k < MAX_RETRY; k++) {
                client[k] = random.next();
            }
        }
    }

    int clients() {
        return draws.length;
    }

    /** When each client sends retry k under the scheme, in whole seconds after the failure. */
    public int[] waits(Scheme scheme, int k) {
        if (k < 1 || k > MAX_RETRY) {
            throw new IllegalArgumentException("retry k is 1 to " + MAX_RETRY + ", not " + k);
        }
        int[] waits = new int[draws.length];
        for (int c = 0; c < draws.length; c++) {
            int draw = draws[c][k - 1];
            waits[c] = switch (scheme) {
                case FULL -> ceiling(k) * draw / 100;
                case EQUAL -> EqualJitter.solve(k, POLICY, draw);
                case DECORRELATED -> decorrelated(draws[c], k);
            };
        }
        return waits;
    }

    /**
     * When each client sends retry k under equal jitter with its waits in milliseconds: the same
     * draws as {@link #waits}, and EqualJitter.solve on {@link #POLICY_MILLIS}.
     */
    public int[] equalMillis(int k) {
        if (k < 1 || k > MAX_RETRY) {
            throw new IllegalArgumentException("retry k is 1 to " + MAX_RETRY + ", not " + k);
        }
        int[] waits = new int[draws.length];
        for (int c = 0; c < draws.length; c++) {
            waits[c] = EqualJitter.solve(k, POLICY_MILLIS, draws[c][k - 1]);
        }
        return waits;
    }

    /** The ceiling of retry k, min(cap, base * 2^(k-1)), which full jitter scales by the draw. */
    public static int ceiling(int k) {
        long ceiling = POLICY.base();
        for (int retry = 1; retry < k && ceiling < POLICY.cap(); retry++) {
            ceiling *= 2;
        }
        return (int) Math.min(ceiling, POLICY.cap());
    }

    /**
     * Brooker's decorrelated jitter, {@code sleep = min(cap, random(base, sleep * 3))} from
     * {@code sleep = base}, with the draw picking the point between base and three times the last
     * sleep: each wait grows out of the one before, so retry k needs the client's first k draws.
     */
    private static int decorrelated(int[] draws, int k) {
        int sleep = POLICY.base();
        for (int retry = 1; retry <= k; retry++) {
            sleep = Math.min(POLICY.cap(), POLICY.base() + (3 * sleep - POLICY.base()) * draws[retry - 1] / 100);
        }
        return sleep;
    }
}
