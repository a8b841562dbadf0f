package retrykit.grader.property;

/**
 * A generator with the chances {@link Gen#frequency} gives it: {@code weighted(3, g)} is drawn
 * three times as often as {@code weighted(1, h)}.
 *
 * @param weight how many chances, at least 1
 * @param gen    the generator drawn with them
 */
public record Weighted<T>(int weight, Gen<? extends T> gen) {
    public Weighted {
        if (weight < 1) {
            throw new IllegalArgumentException("a weight is at least 1, not " + weight);
        }
    }
}
