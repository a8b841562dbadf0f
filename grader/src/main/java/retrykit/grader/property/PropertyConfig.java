package retrykit.grader.property;

/**
 * How a property explores: from which seed, how many tries, and whether to replay one case.
 * Grading uses each property's fixed default seed, so the same code always gets the same grade;
 * an explorer sets {@code seed} (all properties then derive their seeds from it) and {@code tries}.
 *
 * @param seed   the run's seed, or null for each property's fixed default
 * @param tries  how many cases each property tries
 * @param replay a case seed to run alone (printed by a failure), or null
 * @param shrinkSteps the most candidate evaluations a shrink may take, so shrinking always ends
 */
public record PropertyConfig(Long seed, int tries, Long replay, int shrinkSteps) {

    /** Configuration parameter names, for the JUnit Platform and the grader's command line. */
    public static final String SEED = "retrykit.seed";

    public static final String TRIES = "retrykit.tries";
    public static final String REPLAY = "retrykit.replay";
    /**
     * The shrink bound, for a run that asks only whether each property passes (the self-check's
     * runs of known-wrong answers): 0 reports the first failing case as found. Whether a property
     * passes never depends on it.
     */
    public static final String SHRINK_STEPS = "retrykit.shrinkSteps";

    public static final int DEFAULT_TRIES = 200;
    public static final int DEFAULT_SHRINK_STEPS = 2_000;

    /** The most edge cases a property tries before its random tries (no more than its tries). */
    public static final int EDGE_CASES = 16;

    /** A generator with at most this many values is tried on every one of them instead of a sample. */
    public static final int EXHAUSTIVE_LIMIT = 1_000;

    /**
     * Replay numbers below this (and not negative) name an enumerated case, an edge case or a value
     * of a small domain, by its index; a case seed is never one of them.
     */
    public static final long CASE_INDICES = 1L << 16;

    public PropertyConfig {
        if (tries < 1) {
            throw new IllegalArgumentException("tries must be at least 1, not " + tries);
        }
        if (shrinkSteps < 0) {
            throw new IllegalArgumentException("shrinkSteps must not be negative, not " + shrinkSteps);
        }
    }

    /** The grading defaults: fixed seeds, 200 tries. */
    public static PropertyConfig defaults() {
        return new PropertyConfig(null, DEFAULT_TRIES, null, DEFAULT_SHRINK_STEPS);
    }

    /** The seed a property named {@code name} starts from: fixed per name unless a run seed is set. */
    public long seedFor(String name) {
        long base = seed == null ? 0x5EED_2026L : seed;
        return mix(base ^ name.hashCode());
    }

    /** The seed of try {@code index} of a property whose seed is {@code propertySeed}. */
    public static long caseSeed(long propertySeed, int index) {
        long seed = mix(propertySeed + 0x9E37_79B9_7F4A_7C15L * (index + 1));
        return isCaseIndex(seed) ? seed + CASE_INDICES : seed;
    }

    /** Whether a replay number names an enumerated case by its index rather than a random case by its seed. */
    public static boolean isCaseIndex(long replay) {
        return replay >= 0 && replay < CASE_INDICES;
    }

    // SplitMix64's finaliser: neighbouring inputs give unrelated seeds.
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }
}
