package retrykit.grader.hidden.retryafter;

import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.property.Gen;

/** Header texts that must never make solve throw: the kit's hostile texts, mutated dates, anything at all. */
final class HostileHeaders {
    private HostileHeaders() {}

    private static final String EDIT_CHARS = "0123456789 \t,:-+.GMTSunNovDecZz\n\u0000\u00e9\u0663\uff10";

    /** The kinds of edit a valid date is mutated by. */
    private enum EditKind {
        INSERT,
        REPLACE,
        DELETE,
        CUT
    }

    /**
     * One edit of a text.
     *
     * @param kind  what the edit does
     * @param where where in the text, as a percentage of its length
     * @param c     the character inserted or written over
     */
    private record Edit(EditKind kind, int where, char c) {
        void apply(StringBuilder s) {
            int at = s.length() * where / 100;
            switch (kind) {
                case INSERT -> s.insert(at, c);
                case REPLACE -> {
                    if (at < s.length()) {
                        s.setCharAt(at, c);
                    }
                }
                case DELETE -> {
                    if (at < s.length()) {
                        s.deleteCharAt(at);
                    }
                }
                case CUT -> s.setLength(at);
            }
        }
    }

    /** A valid date in any form at any moment, mutated by one to three edits: inserted, replaced or deleted characters. */
    static Gen<String> mutatedDates() {
        Gen<Edit> edit = Gen.combine(
                        Gen.oneOf(EditKind.values()), Gen.ints(0, 99), Gen.ints(0, EDIT_CHARS.length() - 1))
                .as((kind, where, c) -> new Edit(kind, where, EDIT_CHARS.charAt(c)));
        return Gen.zip(DateSetup.httpDates(KitGen.instants()), Gen.listOf(edit, 1, 3), (text, edits) -> {
            StringBuilder s = new StringBuilder(text);
            edits.forEach(e -> e.apply(s));
            return s.toString();
        });
    }

    /** Any header text: the kit's hostile texts, mutated dates, valid dates and numbers, or nothing. */
    static Gen<String> anyHeaderText() {
        Gen<String> numbers =
                Gen.longs(0, Long.MAX_VALUE, 0).withEdges(0L, 30L, 120L).map(String::valueOf);
        return Gen.frequency(
                Gen.weighted(4, KitGen.hostileTexts()),
                Gen.weighted(3, mutatedDates()),
                Gen.weighted(2, DateSetup.httpDates(KitGen.instants())),
                Gen.weighted(1, numbers),
                Gen.weighted(1, Gen.constant((String) null)));
    }

    static Gen<Plan> hostileHeaders() {
        return Gen.zip(
                anyHeaderText(),
                anyHeaderText(),
                (retryAfter, date) ->
                        (backoff, left) -> new Header(retryAfter, date, null, "its headers may mean anything"));
    }
}
