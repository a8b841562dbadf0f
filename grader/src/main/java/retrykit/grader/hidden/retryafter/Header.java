package retrykit.grader.hidden.retryafter;

import java.math.BigInteger;

/**
 * The raw texts of one error status's two headers and what they ask for. A generated header
 * knows what it means: the seconds it asks for (or that it asks for nothing) are decided by the
 * generator, and the texts are written from them, so the properties never parse a header to know
 * the answer.
 *
 * @param retryAfter the Retry-After text, or null
 * @param date       the Date text, or null
 * @param asks       the seconds the rule says the header asks for; null when it asks for nothing
 * @param reading    how the rule reads it, in words: "its Retry-After asks for 30 s"
 */
record Header(String retryAfter, String date, BigInteger asks, String reading) {}
