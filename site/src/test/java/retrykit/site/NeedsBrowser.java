package retrykit.site;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Skips a browser test class where Chromium or chromedriver is missing, so the README's
 * {@code mvn -B verify -Pselfcheck} passes on a machine with only Java and Maven; with
 * {@code CI=true} (as .ci/run, which installs the browser first) a missing browser fails instead.
 * The reason is printed once per run, not once per class or test.
 */
final class NeedsBrowser implements ExecutionCondition {
    /** The install command the skip line names. */
    static final String INSTALL = "apt-get install chromium chromium-driver";

    /** Set by the first skip of the run (one JVM per run), so later classes skip without a word. */
    private static final AtomicBoolean SAID = new AtomicBoolean();

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        BrowserVerdict verdict = decide(
                Path.of(Browser.CHROMIUM), Path.of(Browser.CHROMEDRIVER), Files::isExecutable, System.getenv("CI"));
        return result(verdict, SAID, System.err::println);
    }

    /**
     * The verdict as JUnit's answer. A skip's line goes to {@code say} only if {@code said} was not
     * yet set; Run and Fail both let the tests run, and on Fail Browser's constructor fails them
     * with the install command.
     */
    static ConditionEvaluationResult result(BrowserVerdict verdict, AtomicBoolean said, Consumer<String> say) {
        if (verdict instanceof BrowserVerdict.Skip skip) {
            if (said.compareAndSet(false, true)) {
                say.accept(skip.line());
            }
            return ConditionEvaluationResult.disabled(skip.line());
        }
        return ConditionEvaluationResult.enabled(
                verdict instanceof BrowserVerdict.Fail fail ? fail.line() : "Chromium and chromedriver are here");
    }

    /**
     * The decision alone, with the file system and the environment passed in so a test can ask it
     * about a machine without the browser.
     *
     * @param ci the value of the environment variable {@code CI}, or null when it is unset
     */
    static BrowserVerdict decide(Path chromium, Path chromedriver, Predicate<Path> executable, String ci) {
        List<String> missing = new ArrayList<>();
        for (Path p : List.of(chromium, chromedriver)) {
            if (!executable.test(p)) {
                missing.add(p.toString());
            }
        }
        if (missing.isEmpty()) {
            return new BrowserVerdict.Run();
        }
        String what = String.join(" and ", missing);
        if ("true".equals(ci)) {
            return new BrowserVerdict.Fail("CI=true and no browser at " + what
                    + ": the browser tests fail; install it with " + INSTALL + " (Debian)");
        }
        return new BrowserVerdict.Skip("browser tests skipped: nothing executable at " + what
                + "; install Chromium with " + INSTALL + " (Debian) to run them");
    }
}
