package retrykit.site;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;

/** The browser tests' run, skip or fail decision, asked about made-up machines: no browser needed. */
class NeedsBrowserTest {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    static final Predicate<Path> BOTH = Set.of(CHROMIUM, DRIVER)::contains;
    static final Predicate<Path> NO_DRIVER = Set.of(CHROMIUM)::contains;
    static final Predicate<Path> NEITHER = p -> false;

    @Test
    void aMachineWithTheBrowserRunsTheTestsWhetherOrNotItIsCi() {
        assertThat(NeedsBrowser.decide(CHROMIUM, DRIVER, BOTH, null)).isEqualTo(new BrowserVerdict.Run());
        assertThat(NeedsBrowser.decide(CHROMIUM, DRIVER, BOTH, "true")).isEqualTo(new BrowserVerdict.Run());
    }

    @Test
    void aMachineWithoutTheBrowserSkipsAndNamesTheInstallCommand() {
        BrowserVerdict verdict = NeedsBrowser.decide(CHROMIUM, DRIVER, NEITHER, null);

        assertThat(verdict).isInstanceOf(BrowserVerdict.Skip.class);
        String line = ((BrowserVerdict.Skip) verdict).line();
        assertThat(line)
                .contains("apt-get install chromium chromium-driver")
                .contains("/usr/bin/chromium")
                .contains("/usr/bin/chromedriver")
                .doesNotContain("\n");
    }

    @Test
    void aMissingDriverAloneIsEnoughToSkipAndIsTheOneNamed() {
        BrowserVerdict verdict = NeedsBrowser.decide(CHROMIUM, DRIVER, NO_DRIVER, "false");

        assertThat(verdict).isInstanceOf(BrowserVerdict.Skip.class);
        assertThat(((BrowserVerdict.Skip) verdict).line())
                .contains("/usr/bin/chromedriver")
                .doesNotContain("/usr/bin/chromium ");
    }

    @Test
    void onCiAMissingBrowserIsAFailureNotASkip() {
        BrowserVerdict verdict = NeedsBrowser.decide(CHROMIUM, DRIVER, NEITHER, "true");

        assertThat(verdict).isInstanceOf(BrowserVerdict.Fail.class);
        assertThat(((BrowserVerdict.Fail) verdict).line()).contains("apt-get install chromium chromium-driver");
    }

    @Test
    void onlyTheExactValueTrueMeansCi() {
        assertThat(NeedsBrowser.decide(CHROMIUM, DRIVER, NEITHER, "")).isInstanceOf(BrowserVerdict.Skip.class);
        assertThat(NeedsBrowser.decide(CHROMIUM, DRIVER, NEITHER, "1")).isInstanceOf(BrowserVerdict.Skip.class);
    }

    @Test
    void theSkipLineIsSaidOncePerRunHoweverManyClassesSkip() {
        List<String> said = new ArrayList<>();
        AtomicBoolean once = new AtomicBoolean();
        BrowserVerdict skip = NeedsBrowser.decide(CHROMIUM, DRIVER, NEITHER, null);

        ConditionEvaluationResult first = NeedsBrowser.result(skip, once, said::add);
        ConditionEvaluationResult second = NeedsBrowser.result(skip, once, said::add);

        assertThat(first.isDisabled()).isTrue();
        assertThat(second.isDisabled()).isTrue();
        assertThat(said).containsExactly(((BrowserVerdict.Skip) skip).line());
    }

    @Test
    void runAndFailBothLetTheTestsRunAndSayNothing() {
        List<String> said = new ArrayList<>();
        AtomicBoolean once = new AtomicBoolean();

        assertThat(NeedsBrowser.result(new BrowserVerdict.Run(), once, said::add)
                        .isDisabled())
                .isFalse();
        assertThat(NeedsBrowser.result(NeedsBrowser.decide(CHROMIUM, DRIVER, NEITHER, "true"), once, said::add)
                        .isDisabled())
                .isFalse();
        assertThat(said).isEmpty();
    }
}
