package retrykit.grader.hidden.retryafter;

import java.math.BigInteger;
import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.property.Gen;

/** How a number of seconds is written as header texts: as delay-seconds, or as a date after a Date header. */
@FunctionalInterface
interface Spelling {
    Header write(long seconds);

    /** delay-seconds: ASCII digits, sometimes with leading zeros, with spaces or tabs around them. */
    static Gen<Spelling> digits() {
        Gen<Integer> zeros = Gen.frequency(Gen.weighted(3, Gen.constant(0)), Gen.weighted(1, Gen.ints(1, 3)));
        return Gen.combine(KitGen.padding(), zeros, KitGen.padding(), DateSetup.datesBesideSeconds())
                .as((before, z, after, date) -> seconds -> new Header(
                        before + "0".repeat(z) + seconds + after,
                        date,
                        BigInteger.valueOf(seconds),
                        "its Retry-After asks for " + seconds + " s"));
    }

    /**
     * An HTTP-date that many seconds after the Date header (at most {@link DateSetup#DATE_SPAN}, so
     * a two-digit year is never in doubt); a number of seconds below 1 is written as the Date
     * header's own moment, which is not after it and so asks for nothing.
     */
    static Gen<Spelling> dates() {
        return DateSetup.dateSetups().map(setup -> seconds -> {
            if (seconds < 1) {
                return new Header(
                        setup.retryAfterAt(setup.now()),
                        setup.dateHeaderBeside(setup.now()),
                        null,
                        "its Retry-After date is the same moment as its Date header, so it asks for nothing");
            }
            long s = Math.min(seconds, DateSetup.DATE_SPAN);
            return new Header(
                    setup.retryAfterAt(setup.now() + s),
                    setup.dateHeaderBeside(setup.now() + s),
                    BigInteger.valueOf(s),
                    "its Retry-After date is " + s + " s after its Date header");
        });
    }

    /** Numbers or dates, as servers send them. */
    static Gen<Spelling> digitsOrDates() {
        return Gen.oneOfGens(digits(), dates());
    }
}
