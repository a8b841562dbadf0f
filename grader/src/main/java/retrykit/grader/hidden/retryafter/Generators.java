package retrykit.grader.hidden.retryafter;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import retrykit.grader.property.Gen;
import retrykit.grader.hidden.values.KitGen;
import retrykit.grader.hidden.values.KitGen.DateForm;
import retrykit.grader.hidden.values.KitGen.DateSpelling;
import retrykit.retryafter.Operation;
import retrykit.retryafter.Outcome;
import retrykit.retryafter.Policy;

/**
 * Stage 04's values, built from the kit's shared generators.
 *
 * <p>A generated header knows what it means: the seconds it asks for (or that it asks for
 * nothing) are decided here, and the texts are written from them, so the properties never parse
 * a header to know the answer. How many seconds a header asks for may depend on the backoff wait
 * of its retry and on what is left of the budget then (a header "a little longer than the
 * backoff", "one second past the budget"), which only the walk through the call knows; so a
 * header is generated as a {@link Plan} that the walk writes out when it gets there.
 */
final class Generators {
    private Generators() {}

    /** The longest distance a generated Retry-After date lies from its Date header: 20 years. */
    static final long DATE_SPAN = 20L * 365 * 86_400;

    // ---- headers ---------------------------------------------------------------------------

    /**
     * The raw texts of one error status's two headers and what they ask for.
     *
     * @param retryAfter the Retry-After text, or null
     * @param date       the Date text, or null
     * @param asks       the seconds the rule says the header asks for; null when it asks for nothing
     * @param reading    how the rule reads it, in words: "its Retry-After asks for 30 s"
     */
    record Header(String retryAfter, String date, BigInteger asks, String reading) {}

    /** A header still to be written: it may depend on the retry's backoff wait and on the budget left then. */
    @FunctionalInterface
    interface Plan {
        Header write(long backoff, long left);
    }

    /** How many seconds a header asks for, given the retry's backoff wait and the budget left. */
    @FunctionalInterface
    interface Amount {
        long of(long backoff, long left);
    }

    /** How a number of seconds is written as header texts. */
    @FunctionalInterface
    interface Spelling {
        Header write(long seconds);
    }

    static final Plan NO_HEADER = (backoff, left) -> new Header(null, null, null, "it has no Retry-After");

    /** One attempt: a fixed outcome (ok, not sent, timeout), or an error status whose headers a plan writes. */
    record Step(Outcome fixed, int code, Plan plan) {
        static Step of(Outcome outcome) {
            return new Step(outcome, 0, NO_HEADER);
        }

        static Step status(int code, Plan plan) {
            return new Step(null, code, plan);
        }

        Header header(long backoff, long left) {
            return fixed == null ? plan.write(backoff, left) : NO_HEADER.write(backoff, left);
        }

        Outcome outcome(Header header) {
            return fixed != null ? fixed : Outcome.status(code, header.retryAfter(), header.date());
        }
    }

    /** One call before its headers are written: the attempts in turn, the operation, the policy and the draws. */
    record Scenario(List<Step> steps, Operation op, Policy policy, List<Integer> draws) {}

    // ---- amounts -----------------------------------------------------------------------------

    /** Longer than the backoff wait, and within the budget left when it can be: where the header decides the wait. */
    static Gen<Amount> longerThanTheBackoff() {
        return Gen.ints(0, 99).withEdges(0, 99).map(p -> (backoff, left) -> backoff < left
                ? backoff + 1 + (left - backoff - 1) * p / 100
                : backoff + 1 + p);
    }

    /**
     * Longer than the backoff wait and within the budget left, so the header alone decides the
     * wait; where there is no room for that, exactly the backoff wait (the header changes nothing).
     */
    static Gen<Amount> raisingWithinTheBudget() {
        return Gen.ints(0, 99).withEdges(0, 99).map(p -> (backoff, left) -> backoff < left
                ? backoff + 1 + (left - backoff - 1) * p / 100
                : backoff);
    }

    /** Shorter than the backoff wait (0 when the backoff is 0): where the backoff must stand. */
    static Gen<Amount> shorterThanTheBackoff() {
        return Gen.ints(0, 99).withEdges(0, 50, 99).map(p -> (backoff, left) -> backoff * p / 100);
    }

    /** One second or more past what is left of the budget. */
    static Gen<Amount> pastTheBudget() {
        return Gen.oneOfGens(Gen.ints(0, 100), Gen.ints(0, 1_000_000)).map(p -> (backoff, left) -> left + 1 + p);
    }

    /** Exactly what is left of the budget: allowed. */
    static Gen<Amount> exactlyTheBudget() {
        return Gen.<Amount>constant((backoff, left) -> left);
    }

    // ---- spellings ---------------------------------------------------------------------------

    /**
     * A moment on the server's clock for a Date header: 1994 to 2010, far from any real clock a
     * grader runs on, so an answer that reads its own clock is found out on every try.
     */
    static Gen<Long> serverNows() {
        return Gen.longs(757_382_400L, 1_293_839_999L, 784_111_777L) // 1994-01-01 .. 2010-12-31, shrinking to RFC 9110's example
                .withEdges(784_111_777L, 946_684_799L, 946_684_800L, 951_782_400L, 1_293_839_999L);
    }

    /** A Date header that cannot be read: absent, or text that is no HTTP-date. */
    static Gen<String> unreadableDates() {
        return Gen.frequency(Gen.weighted(2, Gen.constant((String) null)), Gen.weighted(1, KitGen.garbage()));
    }

    /** A Date header beside a number of seconds, where it plays no part: mostly absent, sometimes garbage, sometimes valid. */
    static Gen<String> datesBesideSeconds() {
        Gen<String> valid = Gen.zip(serverNows(), KitGen.dateForms(), KitGen::httpDate);
        return Gen.frequency(
                Gen.weighted(4, Gen.constant((String) null)),
                Gen.weighted(1, KitGen.garbage()),
                Gen.weighted(1, valid));
    }

    /** delay-seconds: ASCII digits, sometimes with leading zeros, with spaces or tabs around them. */
    static Gen<Spelling> digits() {
        Gen<Integer> zeros = Gen.frequency(Gen.weighted(3, Gen.constant(0)), Gen.weighted(1, Gen.ints(1, 3)));
        Gen<String[]> pads = Gen.zip(KitGen.padding(), KitGen.padding(), (a, b) -> new String[] {a, b});
        return Gen.zip(Gen.zip(pads, zeros, (p, z) -> new Object[] {p, z}), datesBesideSeconds(), (pz, date) -> {
            String[] pad = (String[]) pz[0];
            int z = (Integer) pz[1];
            return seconds -> new Header(pad[0] + "0".repeat(z) + seconds + pad[1], date, BigInteger.valueOf(seconds),
                    "its Retry-After asks for " + seconds + " s");
        });
    }

    /**
     * Where and how a date pair is written: the Date header's moment, both forms and spellings, the
     * padding around each. With a leap-second spelling, both moments move together (their distance
     * kept) so that the Retry-After lands on a minute's boundary, where a leap second can say it.
     */
    record DateSetup(long now, DateForm retryAfterForm, DateForm dateForm, String padRetryAfter, String padDate,
                     DateSpelling retryAfterSpelling, DateSpelling dateSpelling) {
        String retryAfterAt(long moment) {
            return padRetryAfter + KitGen.httpDate(moment + shift(moment), retryAfterForm, retryAfterSpelling) + padRetryAfter;
        }

        /** The Date header, moved as {@link #retryAfterAt} moved the Retry-After's {@code moment}. */
        String dateHeaderBeside(long moment) {
            return dateHeader(shift(moment));
        }

        private String dateHeader(long shift) {
            return padDate + KitGen.httpDate(now + shift, dateForm, dateSpelling) + padDate;
        }

        /** How far both moments move so that {@code moment} falls on a minute's boundary; 0 without a leap second. */
        private long shift(long moment) {
            return retryAfterSpelling.leapSecond() ? Math.floorMod(-moment, 60) : 0;
        }
    }

    static Gen<DateSetup> dateSetups() {
        Gen<DateForm[]> forms = Gen.zip(KitGen.dateForms(), KitGen.dateForms(), (a, b) -> new DateForm[] {a, b});
        Gen<String[]> pads = Gen.zip(KitGen.padding(), KitGen.padding(), (a, b) -> new String[] {a, b});
        Gen<DateSpelling[]> spellings = Gen.zip(KitGen.dateSpellings(), KitGen.dateSpellings(), (a, b) -> new DateSpelling[] {a, b});
        return Gen.zip(Gen.zip(serverNows(), forms, (now, f) -> new Object[] {now, f}), Gen.zip(pads, spellings, (p, s) -> new Object[] {p, s}),
                (nf, ps) -> {
                    DateForm[] f = (DateForm[]) nf[1];
                    String[] p = (String[]) ps[0];
                    DateSpelling[] s = (DateSpelling[]) ps[1];
                    return new DateSetup((Long) nf[0], f[0], f[1], p[0], p[1], s[0], s[1]);
                });
    }

    /**
     * An HTTP-date that many seconds after the Date header (at most {@link #DATE_SPAN}, so a
     * two-digit year is never in doubt); a number of seconds below 1 is written as the Date
     * header's own moment, which is not after it and so asks for nothing.
     */
    static Gen<Spelling> dates() {
        return dateSetups().map(setup -> seconds -> {
            if (seconds < 1) {
                return new Header(setup.retryAfterAt(setup.now()), setup.dateHeaderBeside(setup.now()), null,
                        "its Retry-After date is the same moment as its Date header, so it asks for nothing");
            }
            long s = Math.min(seconds, DATE_SPAN);
            return new Header(setup.retryAfterAt(setup.now() + s), setup.dateHeaderBeside(setup.now() + s), BigInteger.valueOf(s),
                    "its Retry-After date is " + s + " s after its Date header");
        });
    }

    /** Numbers or dates, as servers send them. */
    static Gen<Spelling> digitsOrDates() {
        return Gen.oneOfGens(digits(), dates());
    }

    // ---- plans -------------------------------------------------------------------------------

    static Gen<Plan> plans(Gen<Amount> amounts, Gen<Spelling> spellings) {
        return Gen.zip(amounts, spellings, (amount, spelling) -> (backoff, left) -> spelling.write(amount.of(backoff, left)));
    }

    /** No Retry-After: sometimes a Date header alone. */
    static Gen<Plan> noRetryAfter() {
        Gen<Plan> dateOnly = Gen.zip(serverNows(), KitGen.dateForms(), (now, form) -> (backoff, left) ->
                new Header(null, KitGen.httpDate(now, form), null, "it has a Date header but no Retry-After"));
        return Gen.frequency(Gen.weighted(3, Gen.constant(NO_HEADER)), Gen.weighted(1, dateOnly));
    }

    /** Valid headers of every kind, asking for more or less than the backoff, within the budget or past it. */
    static Gen<Plan> validHeaders() {
        return Gen.frequency(
                Gen.weighted(2, noRetryAfter()),
                Gen.weighted(3, plans(longerThanTheBackoff(), digitsOrDates())),
                Gen.weighted(2, plans(shorterThanTheBackoff(), digitsOrDates())),
                Gen.weighted(1, plans(pastTheBudget(), digitsOrDates())),
                Gen.weighted(1, plans(exactlyTheBudget(), digitsOrDates())));
    }

    /** A number too large for an int or a long: longer than any budget. */
    static Gen<String> hugeNumbers() {
        Gen<String> pastAnInt = Gen.longs(2_147_483_648L, Long.MAX_VALUE, 2_147_483_648L)
                .withEdges(2_147_483_648L, 4_294_967_296L, 4_294_967_297L, 9_223_372_036_854_775_807L)
                .map(String::valueOf);
        Gen<String> manyDigits = Gen.zip(Gen.ints(1, 9), Gen.ints(19, 400, 19), (lead, zeros) -> lead + "0".repeat(zeros));
        return Gen.oneOfGens(KitGen.hugeNumbers(), pastAnInt, manyDigits);
    }

    static Gen<Plan> hugeHeaders() {
        return Gen.zip(Gen.zip(hugeNumbers(), KitGen.padding(), (n, p) -> p + n + p), datesBesideSeconds(), (text, date) -> {
            BigInteger n = new BigInteger(text.strip());
            String shown = text.strip().length() <= 25 ? n.toString() : "a " + n.toString().length() + "-digit number of";
            return (backoff, left) -> new Header(text, date, n, "its Retry-After asks for " + shown + " seconds");
        });
    }

    /** Retry-After texts that look like a number and are not delay-seconds: signed, fractional, with a unit. */
    static Gen<Plan> numberLikeGarbage() {
        Gen<String> templates = Gen.oneOf("+%d", "%d.0", "%d.5", "-%d", "%de0", "%ds", "%d seconds", "%d,000", "%d.", "%d/2");
        return Gen.zip(Gen.zip(longerThanTheBackoff(), templates, (amount, template) -> new Object[] {amount, template}),
                Gen.zip(KitGen.padding(), datesBesideSeconds(), (pad, date) -> new String[] {pad, date}), (at, pd) -> {
                    Amount amount = (Amount) at[0];
                    String template = (String) at[1];
                    return (backoff, left) -> new Header(pd[0] + String.format(template, amount.of(backoff, left)) + pd[0], pd[1], null,
                            "its Retry-After is not only ASCII digits, so it asks for nothing");
                });
    }

    /** KitGen's garbage: words, signs, fractions, units, digits of other scripts, blanks. */
    static Gen<Plan> garbageHeaders() {
        return Gen.zip(Gen.zip(KitGen.garbage(), KitGen.padding(), (g, p) -> p + g + p), datesBesideSeconds(),
                (text, date) -> (backoff, left) -> new Header(text, date, null,
                        "its Retry-After is neither ASCII digits nor an HTTP-date, so it asks for nothing"));
    }

    /** A valid HTTP-date, at any moment HTTP dates can say, beside a Date header that is absent or unreadable. */
    static Gen<Plan> datesWithoutDateHeader() {
        Gen<String> retryAfter = Gen.zip(KitGen.instants(), KitGen.dateForms(), KitGen::httpDate);
        return Gen.zip(Gen.zip(retryAfter, KitGen.padding(), (r, p) -> p + r + p), unreadableDates(),
                (text, date) -> (backoff, left) -> new Header(text, date, null,
                        "its Retry-After is a date but there is no valid Date header to count from, so it asks for nothing"));
    }

    /** A date that many seconds before the Date header (or at it): not after it, so it asks for nothing. */
    static Gen<Plan> datesNotAfterTheDateHeader() {
        Gen<Amount> amounts = Gen.frequency(
                Gen.weighted(3, longerThanTheBackoff()),
                Gen.weighted(1, Gen.<Amount>constant((b, l) -> 0L)));
        return Gen.zip(amounts, dateSetups(), (amount, setup) -> (backoff, left) -> {
            long before = Math.min(amount.of(backoff, left), DATE_SPAN);
            return new Header(setup.retryAfterAt(setup.now() - before), setup.dateHeaderBeside(setup.now() - before), null, before == 0
                    ? "its Retry-After date is the same moment as its Date header, so it asks for nothing"
                    : "its Retry-After date is " + before + " s before its Date header, so it asks for nothing");
        });
    }

    // ---- the headers of each rubric item ---------------------------------------------------

    /** Numbers of seconds longer than the backoff wait. */
    static Gen<Plan> raising() {
        return Gen.frequency(
                Gen.weighted(1, noRetryAfter()),
                Gen.weighted(3, plans(raisingWithinTheBudget(), digits())));
    }

    /** Numbers or dates shorter than the backoff wait. */
    static Gen<Plan> shorter() {
        return Gen.frequency(
                Gen.weighted(1, noRetryAfter()),
                Gen.weighted(3, plans(shorterThanTheBackoff(), digitsOrDates())));
    }

    /** Numbers or dates one second or more past the budget left, or exactly filling it. */
    static Gen<Plan> atTheBudget() {
        return Gen.frequency(
                Gen.weighted(1, noRetryAfter()),
                Gen.weighted(2, plans(pastTheBudget(), digitsOrDates())),
                Gen.weighted(2, plans(exactlyTheBudget(), digitsOrDates())));
    }

    /** Numbers too large for an int or a long. */
    static Gen<Plan> huge() {
        return Gen.frequency(Gen.weighted(1, noRetryAfter()), Gen.weighted(2, hugeHeaders()));
    }

    /** Dates in any form beside a Date header in any form, mostly later than the backoff wait. */
    static Gen<Plan> dated() {
        return Gen.frequency(
                Gen.weighted(1, noRetryAfter()),
                Gen.weighted(3, plans(raisingWithinTheBudget(), dates())),
                Gen.weighted(1, plans(shorterThanTheBackoff(), dates())));
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

    // ---- texts that must never make solve throw -----------------------------------------------

    /** A valid date in any form at any moment, mutated by one to three edits: inserted, replaced or deleted characters. */
    static Gen<String> mutatedDates() {
        Gen<String> valid = Gen.zip(KitGen.instants(), KitGen.dateForms(), KitGen::httpDate);
        Gen<int[]> edit = Gen.zip(Gen.zip(Gen.ints(0, 3), Gen.ints(0, 99), (kind, where) -> new int[] {kind, where}),
                Gen.ints(0, EDIT_CHARS.length() - 1), (kw, c) -> new int[] {kw[0], kw[1], c});
        return Gen.zip(valid, Gen.listOf(edit, 1, 3), (text, edits) -> {
            StringBuilder s = new StringBuilder(text);
            for (int[] e : edits) {
                int at = s.length() * e[1] / 100;
                char c = EDIT_CHARS.charAt(e[2]);
                switch (e[0]) {
                    case 0 -> s.insert(at, c);
                    case 1 -> { if (at < s.length()) s.setCharAt(at, c); }
                    case 2 -> { if (at < s.length()) s.deleteCharAt(at); }
                    default -> s.setLength(at);
                }
            }
            return s.toString();
        });
    }

    private static final String EDIT_CHARS = "0123456789 \t,:-+.GMTSunNovDecZz\n\u0000\u00e9\u0663\uff10";

    /** Any header text: the kit's hostile texts, mutated dates, valid dates and numbers, or nothing. */
    static Gen<String> anyHeaderText() {
        Gen<String> valid = Gen.zip(KitGen.instants(), KitGen.dateForms(), KitGen::httpDate);
        Gen<String> numbers = Gen.longs(0, Long.MAX_VALUE, 0).withEdges(0L, 30L, 120L).map(String::valueOf);
        return Gen.frequency(
                Gen.weighted(4, KitGen.hostileTexts()),
                Gen.weighted(3, mutatedDates()),
                Gen.weighted(2, valid),
                Gen.weighted(1, numbers),
                Gen.weighted(1, Gen.constant((String) null)));
    }

    static Gen<Plan> hostileHeaders() {
        return Gen.zip(anyHeaderText(), anyHeaderText(), (retryAfter, date) -> (backoff, left) ->
                new Header(retryAfter, date, null, "its headers may mean anything"));
    }

    // ---- calls -------------------------------------------------------------------------------

    static Gen<Operation> operations() {
        return Gen.oneOf(Operation.READ, Operation.KEYED_WRITE, Operation.WRITE);
    }

    /**
     * Any policy the type allows: mostly the lesson's own sizes, shrinking toward its
     * {@code Policy(2, 60, 120)} so that a failure reads like the README's examples; sometimes
     * any numbers at all, near Integer.MAX_VALUE included.
     */
    static Gen<Policy> policies() {
        Gen<Policy> lessonSized = Gen.zip(Gen.zip(Gen.ints(1, 120, 2).withEdges(1, 2, 60), Gen.ints(1, 120, 60).withEdges(1, 2, 60),
                (base, cap) -> new int[] {base, cap}), Gen.ints(0, 300, 120).withEdges(0, 1, 120),
                (bc, budget) -> new Policy(bc[0], bc[1], budget));
        Gen<Policy> any = Gen.zip(Gen.zip(KitGen.secondsAtLeastOne(), KitGen.secondsAtLeastOne(), (base, cap) -> new int[] {base, cap}),
                KitGen.budgets(), (bc, budget) -> new Policy(bc[0], bc[1], budget));
        return Gen.frequency(Gen.weighted(7, lessonSized), Gen.weighted(3, any));
    }

    /** An attempt that op retries; an error status carries a header from {@code plans}. */
    static Gen<Step> retried(Operation op, Gen<Plan> plans) {
        Gen<Step> tooMany = plans.map(plan -> Step.status(429, plan));
        Gen<Step> notSent = Gen.constant(Step.of(Outcome.notSent()));
        if (op == Operation.WRITE) {
            return Gen.oneOfGens(tooMany, notSent);
        }
        Gen<Step> serverError = Gen.zip(KitGen.serverErrors(), plans, Step::status);
        return Gen.oneOfGens(serverError, tooMany, notSent, Gen.constant(Step.of(Outcome.timeout())));
    }

    /** An attempt that ends the call for op: ok, a rejection, or (for a WRITE) an ambiguous outcome. */
    static Gen<Step> ending(Operation op, Gen<Plan> plans) {
        Gen<Step> ok = Gen.constant(Step.of(Outcome.ok()));
        Gen<Step> rejected = Gen.zip(KitGen.rejections(), plans, Step::status);
        if (op != Operation.WRITE) {
            return Gen.oneOfGens(ok, rejected);
        }
        Gen<Step> serverError = Gen.zip(KitGen.serverErrors(), plans, Step::status);
        return Gen.oneOfGens(ok, rejected, serverError, Gen.constant(Step.of(Outcome.timeout())));
    }

    /** Any attempt, mostly retried ones so that calls run for a while. */
    static Gen<Step> steps(Operation op, Gen<Plan> plans) {
        // The ending attempts first, so that an attempt the failure does not need shrinks to ok.
        return Gen.frequency(Gen.weighted(1, ending(op, plans)), Gen.weighted(6, retried(op, plans)));
    }

    /** Calls of up to 12 attempts whose error statuses carry headers from {@code plans}, with a draw for every retry. */
    static Gen<Scenario> scenarios(Gen<Plan> plans) {
        return scenarios(plans, policies());
    }

    static Gen<Scenario> scenarios(Gen<Plan> plans, Gen<Policy> policies) {
        return operations().flatMap(op -> withPolicyAndDraws(Gen.listOf(steps(op, plans), 0, 12), op, policies));
    }

    /** Adds a policy and enough draws (one per retry, sometimes one or two spare) to a list of attempts. */
    static Gen<Scenario> withPolicyAndDraws(Gen<List<Step>> steps, Operation op, Gen<Policy> policies) {
        return Gen.zip(steps, policies, (s, p) -> new Object[] {s, p}).flatMap(sp -> {
            @SuppressWarnings("unchecked")
            List<Step> s = (List<Step>) sp[0];
            Policy p = (Policy) sp[1];
            int retries = Math.max(0, s.size() - 1);
            return Gen.listOf(KitGen.draws(), retries, retries + 2).map(draws -> new Scenario(s, op, p, draws));
        });
    }

    /**
     * Calls that end on an outcome carrying a valid Retry-After that must not be obeyed: a 5xx on
     * a WRITE (UNKNOWN), a rejection (FAILED), or a retried outcome that is the last one (GAVE_UP).
     */
    static Gen<Scenario> decidedDespiteTheHeader() {
        Gen<Plan> asking = plans(longerThanTheBackoff(), digitsOrDates());
        Gen<Operation> ops = Gen.frequency(
                Gen.weighted(2, Gen.constant(Operation.WRITE)),
                Gen.weighted(1, Gen.constant(Operation.READ)),
                Gen.weighted(1, Gen.constant(Operation.KEYED_WRITE)));
        return ops.flatMap(op -> {
            // Before the end, no Retry-After: the item is about the decision, and its waits are the backoff's.
            Gen<List<Step>> prefix = Gen.listOf(retried(op, noRetryAfter()), 0, 3);
            Gen<List<Step>> tail = Gen.listOf(steps(op, Gen.oneOfGens(noRetryAfter(), asking)), 0, 2);
            Gen<Step> rejected = Gen.zip(KitGen.rejections(), asking, Step::status);
            Gen<List<Step>> ends;
            if (op == Operation.WRITE) {
                Gen<Step> unknown = Gen.zip(KitGen.serverErrors(), asking, Step::status);
                ends = Gen.oneOfGens(Gen.zip(unknown, tail, Generators::then), Gen.zip(rejected, tail, Generators::then),
                        retried(op, asking).map(step -> List.of(step)));
            } else {
                ends = Gen.oneOfGens(Gen.zip(rejected, tail, Generators::then), retried(op, asking).map(step -> List.of(step)));
            }
            Gen<List<Step>> all = Gen.zip(prefix, ends, (a, b) -> {
                List<Step> joined = new ArrayList<>(a);
                joined.addAll(b);
                return List.copyOf(joined);
            });
            return withPolicyAndDraws(all, op, policies());
        });
    }

    private static List<Step> then(Step first, List<Step> rest) {
        List<Step> all = new ArrayList<>();
        all.add(first);
        all.addAll(rest);
        return List.copyOf(all);
    }

    /**
     * Calls where every retry is made: one to six retried attempts and a last one, small waits,
     * and all the budget an int holds. Used to take a draw away that a retry then needs.
     */
    static Gen<Scenario> everyRetryMade() {
        Gen<Plan> small = Gen.frequency(
                Gen.weighted(1, Gen.constant(NO_HEADER)),
                Gen.weighted(1, plans(Gen.ints(0, 100).<Amount>map(n -> (b, l) -> n), digits())));
        Gen<Policy> policies = Gen.zip(Gen.ints(1, 10), Gen.ints(1, 60), (base, cap) -> new Policy(base, cap, Integer.MAX_VALUE));
        return operations().flatMap(op -> {
            Gen<List<Step>> steps = Gen.zip(Gen.listOf(retried(op, small), 1, 6), steps(op, small), (retries, last) -> {
                List<Step> all = new ArrayList<>(retries);
                all.add(last);
                return List.copyOf(all);
            });
            return withPolicyAndDraws(steps, op, policies);
        });
    }

    // ---- invalid input -----------------------------------------------------------------------

    enum Breakage { NULL_OUTCOMES, NULL_OP, NULL_POLICY, NULL_DRAWS, NULL_OUTCOME, NULL_DRAW, DRAW_OUT_OF_RANGE, MISSING_DRAW }

    /**
     * One thing wrong with an otherwise valid call.
     *
     * @param breakage what is wrong
     * @param scenario the call it is wrong in
     * @param where    where in its list the wrong element goes, as a percentage of the positions
     * @param badDraw  the draw outside 0..99, for {@link Breakage#DRAW_OUT_OF_RANGE}
     */
    record Invalid(Breakage breakage, Scenario scenario, int where, int badDraw) {}

    static Gen<Integer> drawsOutOfRange() {
        return Gen.oneOfGens(Gen.ints(100, Integer.MAX_VALUE, 100), Gen.ints(Integer.MIN_VALUE, -1, -1))
                .withEdges(100, -1, 101, 250, 1000, Integer.MAX_VALUE, Integer.MIN_VALUE);
    }

    static Gen<Invalid> invalidCalls() {
        Gen<Breakage> simple = Gen.oneOf(Breakage.DRAW_OUT_OF_RANGE, Breakage.NULL_OUTCOME, Breakage.NULL_DRAW,
                Breakage.NULL_OUTCOMES, Breakage.NULL_OP, Breakage.NULL_POLICY, Breakage.NULL_DRAWS);
        Gen<Invalid> ordinary = Gen.zip(Gen.zip(simple, scenarios(validHeaders()), (b, s) -> new Object[] {b, s}),
                Gen.zip(Gen.ints(0, 99), drawsOutOfRange(), (w, d) -> new int[] {w, d}),
                (bs, wd) -> new Invalid((Breakage) bs[0], (Scenario) bs[1], wd[0], wd[1]));
        Gen<Invalid> missing = Gen.zip(everyRetryMade(), Gen.ints(0, 99),
                (s, where) -> new Invalid(Breakage.MISSING_DRAW, s, where, 0));
        return Gen.frequency(Gen.weighted(4, ordinary), Gen.weighted(1, missing));
    }
}
