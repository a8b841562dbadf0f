package retrykit.site;

/**
 * What the browser tests do on this machine: run, skip with one line that says how to install the
 * browser, or run and fail because the browser is missing where it must not be (CI).
 */
sealed interface BrowserVerdict permits BrowserVerdict.Run, BrowserVerdict.Skip, BrowserVerdict.Fail {

    /** Chromium and chromedriver are both there: the tests run. */
    record Run() implements BrowserVerdict {}

    /** A developer's machine without the browser: the tests are skipped, and {@code line} says why once. */
    record Skip(String line) implements BrowserVerdict {}

    /** CI without the browser: the tests run, so the missing browser fails them instead of hiding a broken site. */
    record Fail(String line) implements BrowserVerdict {}
}
