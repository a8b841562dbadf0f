package retrykit.wire;

/**
 * How one call backs off, in whole seconds: {@code base} is the first retry's ceiling, {@code cap}
 * the largest ceiling any retry may have, {@code budget} the most the call may spend waiting in total.
 */
public record Policy(int base, int cap, int budget) {
    public Policy {
        if (base < 1) {
            throw new IllegalArgumentException("base must be at least 1, not " + base);
        }
        if (cap < 1) {
            throw new IllegalArgumentException("cap must be at least 1, not " + cap);
        }
        if (budget < 0) {
            throw new IllegalArgumentException("budget must be at least 0, not " + budget);
        }
    }
}
