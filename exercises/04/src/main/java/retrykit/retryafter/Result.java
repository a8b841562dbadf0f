package retrykit.retryafter;

import java.util.List;

/**
 * What one call did: the seconds it waited before each retry, in order, and how it ended.
 * A value: two results with the same waits and verdict are equal.
 *
 * @param waits   the seconds waited before retry 1, retry 2, ..., one per retry made
 * @param verdict how the call ended
 */
public record Result(List<Integer> waits, Verdict verdict) {

    public Result {
        if (waits == null) {
            throw new IllegalArgumentException("waits must not be null");
        }
        // List.copyOf would refuse a null too, but with a NullPointerException.
        for (Integer wait : waits) {
            if (wait == null) {
                throw new IllegalArgumentException("waits must not hold null: " + waits);
            }
        }
        if (verdict == null) {
            throw new IllegalArgumentException("verdict must not be null");
        }
        waits = List.copyOf(waits);
    }
}
