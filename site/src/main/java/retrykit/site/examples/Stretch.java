package retrykit.site.examples;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;

/**
 * A stretch of time, from {@code from} up to but not including {@code to} (seconds), over which
 * KeyLifetime.solve gives one answer: the bands of the key-lifetime figure and of its explorable.
 */
public record Stretch(long from, long to, String action) {
    /** solve is asked at least this often; a change of answer between two asks is found to the second. */
    static final long SAMPLE = 60;

    /** The answers of {@code decide} from 0 to {@code end}, each change pinned to the exact second. */
    public static List<Stretch> of(LongFunction<String> decide, long end) {
        List<Stretch> out = new ArrayList<>();
        long start = 0;
        String current = decide.apply(0);
        for (long t = SAMPLE; t <= end; t += SAMPLE) {
            if (!decide.apply(t).equals(current)) {
                long lo = t - SAMPLE;
                long hi = t; // decide(lo) is current, decide(hi) is not
                while (hi - lo > 1) {
                    long mid = (lo + hi) / 2;
                    if (decide.apply(mid).equals(current)) {
                        lo = mid;
                    } else {
                        hi = mid;
                    }
                }
                out.add(new Stretch(start, hi, current));
                start = hi;
                current = decide.apply(hi);
            }
        }
        out.add(new Stretch(start, end, current));
        return out;
    }
}
