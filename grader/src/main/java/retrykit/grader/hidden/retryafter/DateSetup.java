package retrykit.grader.hidden.retryafter;

import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.hidden.values.KitGen.DateForm;
import retrykit.grader.hidden.values.KitGen.DateSpelling;
import retrykit.grader.property.Gen;

/**
 * Where and how a Retry-After date and its Date header are written: the Date header's moment, and
 * for each header its form, spelling and padding. With a leap-second spelling of the Retry-After,
 * both moments move together (their distance kept) so that the Retry-After lands on a minute's
 * boundary, where a leap second can say it.
 *
 * @param now        the Date header's moment, in seconds since the epoch
 * @param retryAfter how the Retry-After is written
 * @param date       how the Date header is written
 */
record DateSetup(long now, DateText retryAfter, DateText date) {

    /** The longest distance a generated Retry-After date lies from its Date header: 20 years. */
    static final long DATE_SPAN = 20L * 365 * 86_400;

    /** How one header's HTTP-date is written: its form, its spelling, and the blanks around it. */
    record DateText(DateForm form, DateSpelling spelling, String padding) {
        String write(long moment) {
            return padding + KitGen.httpDate(moment, form, spelling) + padding;
        }
    }

    /** The Retry-After at {@code moment}, moved onto a minute's boundary when it says a leap second. */
    String retryAfterAt(long moment) {
        return retryAfter.write(moment + shift(moment));
    }

    /** The Date header, moved as {@link #retryAfterAt} moved the Retry-After's {@code moment}. */
    String dateHeaderBeside(long moment) {
        return date.write(now + shift(moment));
    }

    /** How far both moments move so that {@code moment} falls on a minute's boundary; 0 without a leap second. */
    private long shift(long moment) {
        return retryAfter.spelling().leapSecond() ? Math.floorMod(-moment, 60) : 0;
    }

    /**
     * A moment on the server's clock for a Date header: 1994 to 2010, far from any real clock a
     * grader runs on, so an answer that reads its own clock is found out on every try.
     */
    static Gen<Long> serverNows() {
        return Gen.longs(
                        757_382_400L,
                        1_293_839_999L,
                        784_111_777L) // 1994-01-01 .. 2010-12-31, shrinking to RFC 9110's example
                .withEdges(784_111_777L, 946_684_799L, 946_684_800L, 951_782_400L, 1_293_839_999L);
    }

    static Gen<DateText> dateTexts() {
        return Gen.combine(KitGen.dateForms(), KitGen.dateSpellings(), KitGen.padding())
                .as(DateText::new);
    }

    static Gen<DateSetup> dateSetups() {
        return Gen.combine(serverNows(), dateTexts(), dateTexts()).as(DateSetup::new);
    }

    /** Valid HTTP-dates in any form at the moments {@code moments} gives. */
    static Gen<String> httpDates(Gen<Long> moments) {
        return Gen.zip(moments, KitGen.dateForms(), KitGen::httpDate);
    }

    /** A Date header that cannot be read: absent, or text that is no HTTP-date. */
    static Gen<String> unreadableDates() {
        return Gen.frequency(Gen.weighted(2, Gen.constant((String) null)), Gen.weighted(1, KitGen.garbage()));
    }

    /** A Date header beside a number of seconds, where it plays no part: mostly absent, sometimes garbage, sometimes valid. */
    static Gen<String> datesBesideSeconds() {
        return Gen.frequency(
                Gen.weighted(4, Gen.constant((String) null)),
                Gen.weighted(1, KitGen.garbage()),
                Gen.weighted(1, httpDates(serverNows())));
    }
}
