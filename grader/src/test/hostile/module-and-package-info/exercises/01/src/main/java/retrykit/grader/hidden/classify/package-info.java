/** Hostile: a package-info in the hidden suite's package. */
package retrykit.grader.hidden.classify;
