package retrykit.site.explore;

/**
 * Whole percentages 0..99 from a seed, the same on every JVM and in the browser. SplitMix64
 * (Steele, Lea and Flood, 2014): a few lines of 64-bit arithmetic that TeaVM compiles exactly,
 * where the browser's java.util.Random (TeaVM's class library) turned out to draw other numbers
 * than the JDK's for the same seed.
 */
final class SeededDraws {
    private long state;

    SeededDraws(long seed) {
        state = seed;
    }

    /** The next draw, 0..99 (the remainder of 63 random bits: a bias below 1e-16). */
    int next() {
        state += 0x9E3779B97F4A7C15L;
        long z = state;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z = z ^ (z >>> 31);
        return (int) ((z >>> 1) % 100);
    }
}
