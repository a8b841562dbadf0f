package retrykit.grader.hidden.keys;

import java.util.List;
import retrykit.grader.property.Gen;
import retrykit.keys.Attempt;

/** Where the time now falls, relative to the last attempt and to the moment the last key expires. */
enum When {
    /** 0 to 120 seconds after the last attempt. */
    JUST_AFTER,
    /** up to a few days after the last attempt. */
    LATER,
    /** exactly {@code firstUse(K) + retention} (or the last attempt, if that is later). */
    AT_EXPIRY,
    /** one second before that. */
    SECOND_BEFORE_EXPIRY,
    /** some time after that. */
    AFTER_EXPIRY,
    /** {@code Long.MAX_VALUE}. */
    END_OF_TIME,
    /** at or after K's expiry but less than one retention after K's latest attempt. */
    EXPIRED_BUT_RECENTLY_RESENT;

    /** The earliest second an attempt under {@code key} was sent (the first attempt's, for no key). */
    static long firstUse(List<Attempt> history, String key) {
        return history.stream()
                .filter(a -> key == null || key.equals(a.key()))
                .mapToLong(Attempt::sentAt)
                .min()
                .orElse(0);
    }

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return sum < a ? Long.MAX_VALUE : sum; // both are at least 0
    }

    /** The second the last attempt's key expires: {@code firstUse + retention}, saturated. */
    static long expiry(List<Attempt> history, long retention) {
        String key = history.get(history.size() - 1).key();
        return saturatedAdd(firstUse(history, key), retention);
    }

    /** The time now for {@code history}. */
    static long now(List<Attempt> history, long retention, When when, long offset) {
        long last = history.get(history.size() - 1).sentAt();
        long expiry = expiry(history, retention);
        return switch (when) {
            case JUST_AFTER -> last + offset % 121;
            case LATER -> last + offset;
            case AT_EXPIRY -> Math.max(last, expiry);
            case SECOND_BEFORE_EXPIRY -> Math.max(last, expiry - 1);
            case AFTER_EXPIRY -> Math.max(last, saturatedAdd(expiry, offset));
            case END_OF_TIME -> Long.MAX_VALUE;
            case EXPIRED_BUT_RECENTLY_RESENT -> {
                // Needs a finite retention of at least 1 and K resent after its first use.
                long lo = Math.max(last, expiry);
                long hi = last + retention - 1;
                yield lo + offset % (hi - lo + 1);
            }
        };
    }

    /** Mostly around the moment the last key expires, often just after the last attempt. */
    static Gen<When> whens() {
        return Gen.frequency(
                Gen.weighted(3, Gen.constant(When.JUST_AFTER)),
                Gen.weighted(2, Gen.constant(When.LATER)),
                Gen.weighted(2, Gen.constant(When.AT_EXPIRY)),
                Gen.weighted(2, Gen.constant(When.SECOND_BEFORE_EXPIRY)),
                Gen.weighted(1, Gen.constant(When.AFTER_EXPIRY)),
                Gen.weighted(1, Gen.constant(When.END_OF_TIME)));
    }

    /** Mostly at or after the moment the last key expires. */
    static Gen<When> mostlyExpired() {
        return Gen.frequency(
                Gen.weighted(3, Gen.constant(When.AT_EXPIRY)),
                Gen.weighted(3, Gen.constant(When.AFTER_EXPIRY)),
                Gen.weighted(1, Gen.constant(When.JUST_AFTER)),
                Gen.weighted(1, Gen.constant(When.SECOND_BEFORE_EXPIRY)),
                Gen.weighted(1, Gen.constant(When.END_OF_TIME)));
    }
}
