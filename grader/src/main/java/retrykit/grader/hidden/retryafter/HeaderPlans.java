package retrykit.grader.hidden.retryafter;

import java.math.BigInteger;
import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.property.Gen;

/** The headers of each rubric item, as plans the walk through a call writes out, and the kinds they are made of. */
final class HeaderPlans {
    private HeaderPlans() {}

    // ---- kinds of header ---------------------------------------------------------------------

    /** No Retry-After: sometimes a Date header alone. */
    static Gen<Plan> noRetryAfter() {
        Gen<Plan> dateOnly = DateSetup.httpDates(DateSetup.serverNows())
                .map(date ->
                        (backoff, left) -> new Header(null, date, null, "it has a Date header but no Retry-After"));
        return Gen.frequency(Gen.weighted(3, Gen.constant(Plan.NO_HEADER)), Gen.weighted(1, dateOnly));
    }

    /** Valid headers of every kind, asking for more or less than the backoff, within the budget or past it. */
    static Gen<Plan> validHeaders() {
        return Gen.frequency(
                Gen.weighted(2, noRetryAfter()),
                Gen.weighted(3, Plan.of(Amount.longerThanTheBackoff(), Spelling.digitsOrDates())),
                Gen.weighted(2, Plan.of(Amount.shorterThanTheBackoff(), Spelling.digitsOrDates())),
                Gen.weighted(1, Plan.of(Amount.pastTheBudget(), Spelling.digitsOrDates())),
                Gen.weighted(1, Plan.of(Amount.exactlyTheBudget(), Spelling.digitsOrDates())));
    }

    /** A number too large for an int or a long: longer than any budget. */
    static Gen<String> hugeNumbers() {
        Gen<String> pastAnInt = Gen.longs(2_147_483_648L, Long.MAX_VALUE, 2_147_483_648L)
                .withEdges(2_147_483_648L, 4_294_967_296L, 4_294_967_297L, 9_223_372_036_854_775_807L)
                .map(String::valueOf);
        Gen<String> manyDigits =
                Gen.zip(Gen.ints(1, 9), Gen.ints(19, 400, 19), (lead, zeros) -> lead + "0".repeat(zeros));
        return Gen.oneOfGens(KitGen.hugeNumbers(), pastAnInt, manyDigits);
    }

    static Gen<Plan> hugeHeaders() {
        return Gen.combine(hugeNumbers(), KitGen.padding(), DateSetup.datesBesideSeconds())
                .as((number, pad, date) -> {
                    BigInteger n = new BigInteger(number);
                    String shown = number.length() <= 25
                            ? n.toString()
                            : "a " + n.toString().length() + "-digit number of";
                    String text = pad + number + pad;
                    return (backoff, left) ->
                            new Header(text, date, n, "its Retry-After asks for " + shown + " seconds");
                });
    }

    /** Retry-After texts that look like a number and are not delay-seconds: signed, fractional, with a unit. */
    static Gen<Plan> numberLikeGarbage() {
        Gen<String> templates =
                Gen.oneOf("+%d", "%d.0", "%d.5", "-%d", "%de0", "%ds", "%d seconds", "%d,000", "%d.", "%d/2");
        return Gen.combine(Amount.longerThanTheBackoff(), templates, KitGen.padding(), DateSetup.datesBesideSeconds())
                .as((amount, template, pad, date) -> (backoff, left) -> new Header(
                        pad + String.format(template, amount.of(backoff, left)) + pad,
                        date,
                        null,
                        "its Retry-After is not only ASCII digits, so it asks for nothing"));
    }

    /** KitGen's garbage: words, signs, fractions, units, digits of other scripts, blanks. */
    static Gen<Plan> garbageHeaders() {
        return Gen.combine(KitGen.garbage(), KitGen.padding(), DateSetup.datesBesideSeconds())
                .as((garbage, pad, date) -> (backoff, left) -> new Header(
                        pad + garbage + pad,
                        date,
                        null,
                        "its Retry-After is neither ASCII digits nor an HTTP-date, so it asks for nothing"));
    }

    /** A valid HTTP-date, at any moment HTTP dates can say, beside a Date header that is absent or unreadable. */
    static Gen<Plan> datesWithoutDateHeader() {
        return Gen.combine(DateSetup.httpDates(KitGen.instants()), KitGen.padding(), DateSetup.unreadableDates())
                .as(
                        (retryAfter, pad, date) -> (backoff, left) -> new Header(
                                pad + retryAfter + pad,
                                date,
                                null,
                                "its Retry-After is a date but there is no valid Date header to count from, so it asks for nothing"));
    }

    /** A date that many seconds before the Date header (or at it): not after it, so it asks for nothing. */
    static Gen<Plan> datesNotAfterTheDateHeader() {
        Gen<Amount> amounts = Gen.frequency(
                Gen.weighted(3, Amount.longerThanTheBackoff()), Gen.weighted(1, Gen.<Amount>constant((b, l) -> 0L)));
        return Gen.zip(amounts, DateSetup.dateSetups(), (amount, setup) -> (backoff, left) -> {
            long before = Math.min(amount.of(backoff, left), DateSetup.DATE_SPAN);
            return new Header(
                    setup.retryAfterAt(setup.now() - before),
                    setup.dateHeaderBeside(setup.now() - before),
                    null,
                    before == 0
                            ? "its Retry-After date is the same moment as its Date header, so it asks for nothing"
                            : "its Retry-After date is " + before
                                    + " s before its Date header, so it asks for nothing");
        });
    }

    // ---- the headers of each rubric item ---------------------------------------------------

    /** Numbers of seconds longer than the backoff wait. */
    static Gen<Plan> raising() {
        return Gen.frequency(
                Gen.weighted(1, noRetryAfter()),
                Gen.weighted(3, Plan.of(Amount.raisingWithinTheBudget(), Spelling.digits())));
    }

    /** Numbers or dates shorter than the backoff wait. */
    static Gen<Plan> shorter() {
        return Gen.frequency(
                Gen.weighted(1, noRetryAfter()),
                Gen.weighted(3, Plan.of(Amount.shorterThanTheBackoff(), Spelling.digitsOrDates())));
    }

    /** Numbers or dates one second or more past the budget left, or exactly filling it. */
    static Gen<Plan> atTheBudget() {
        return Gen.frequency(
                Gen.weighted(1, noRetryAfter()),
                Gen.weighted(2, Plan.of(Amount.pastTheBudget(), Spelling.digitsOrDates())),
                Gen.weighted(2, Plan.of(Amount.exactlyTheBudget(), Spelling.digitsOrDates())));
    }

    /** Numbers too large for an int or a long. */
    static Gen<Plan> huge() {
        return Gen.frequency(Gen.weighted(1, noRetryAfter()), Gen.weighted(2, hugeHeaders()));
    }

    /** Dates in any form beside a Date header in any form, mostly later than the backoff wait. */
    static Gen<Plan> dated() {
        return Gen.frequency(
                Gen.weighted(1, noRetryAfter()),
                Gen.weighted(3, Plan.of(Amount.raisingWithinTheBudget(), Spelling.dates())),
                Gen.weighted(1, Plan.of(Amount.shorterThanTheBackoff(), Spelling.dates())));
    }

    /** Texts that are neither delay-seconds nor a date. */
    static Gen<Plan> notANumber() {
        return Gen.frequency(
                Gen.weighted(1, noRetryAfter()),
                Gen.weighted(2, numberLikeGarbage()),
                Gen.weighted(2, garbageHeaders()));
    }

    /** Dates with nothing valid to count from, or not after the Date header. */
    static Gen<Plan> datesIgnored() {
        return Gen.frequency(
                Gen.weighted(1, noRetryAfter()),
                Gen.weighted(2, datesWithoutDateHeader()),
                Gen.weighted(2, datesNotAfterTheDateHeader()));
    }
}
