package retrykit.site;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import retrykit.site.explore.BudgetExplorer;
import retrykit.site.explore.ExploreExports;
import retrykit.site.explore.JitterCrowd;
import retrykit.site.explore.JitterExplorer;
import retrykit.site.explore.KeyExplorer;
import retrykit.site.explore.RetryAfterExplainer;
import retrykit.site.explore.RetryAfterExplorer;
import retrykit.site.figures.Capstone;
import retrykit.site.predict.Prediction;
import retrykit.site.predict.Predictions;

/**
 * The explorable figures and the predict-then-reveal questions in a real browser (Debian's
 * headless Chromium, as SiteBrowserTest). The page's answers come from the reference solutions
 * compiled to JavaScript; here they are held, on thousands of inputs, to the same Java run on the
 * JVM, where the references are the ones the grader trusts. Then the controls are driven as a
 * reader would: arrow keys, a drag, typing, and a prediction revealed.
 */
// Chromium runs TeaVM's script with TeaVM's own class library, and the references it is held to are
// pure functions of integers, the same on every JDK; ExploreTest holds the explorables' Java to the
// references on each JDK. So CI runs this on the baseline JDK only (jdk-independent, as every
// browser test is: OnTheBuiltSite).
class ExploreBrowserTest extends OnTheBuiltSite {
    static final Path SITE = Browser.SITE;
    static final String JITTER = "lessons/03-equal-full-and-decorrelated-jitter.html";
    static final String BUDGET = "lessons/04-a-budget-bounds-the-attempts.html";
    static final String RETRY_AFTER = "lessons/05-retry-after-in-both-forms.html";
    static final String KEYS = "lessons/06-keys-are-contracts-with-a-lifetime.html";

    private ChromeDriver driver;

    @BeforeAll
    void start() throws IOException {
        driver = browser.driver;
        // 4,000 Retry-After readings in one round trip take more than a minute on a busy machine.
        driver.manage().timeouts().scriptTimeout(Duration.ofMinutes(5));
    }

    @Test
    @DisplayName(
            "each explorable is a whole figure without JavaScript: the view drawn at build time, the controls hidden")
    void staticWithoutJavaScript() throws IOException {
        for (String page : List.of(JITTER, BUDGET, RETRY_AFTER, KEYS)) {
            String html = Files.readString(SITE.resolve(page));
            assertThat(html)
                    .as(page)
                    .contains("class=\"kit-explore-controls\" hidden")
                    .contains("class=\"kit-explore-summary\"")
                    .contains("<noscript>");
        }
        assertThat(Files.readString(SITE.resolve(JITTER)))
                .contains(ExploreExports.retrykitJitter(JitterExplorer.DEFAULT_RETRY, JitterExplorer.DEFAULT_CLIENTS)
                        .strip());
        assertThat(Files.readString(SITE.resolve(KEYS)))
                .contains(ExploreExports.retrykitKeys(
                                (int) KeyExplorer.DEFAULT_SECOND, (int) KeyExplorer.DEFAULT_RETENTION)
                        .strip());
    }

    @Test
    @DisplayName("the jitter crowd in the page agrees with the reference for every retry 1..10 and crowd size 10..500")
    void jitterAgrees() {
        List<List<Object>> inputs = new ArrayList<>();
        for (int k = 1; k <= JitterCrowd.MAX_RETRY; k++) {
            for (int clients = 10; clients <= JitterCrowd.MAX_CLIENTS; clients += 10) {
                inputs.add(List.of(k, clients));
            }
        }
        List<String> page = inPage(JITTER, "retrykitJitter(c[0], c[1])", inputs);
        for (int i = 0; i < inputs.size(); i++) {
            int k = (Integer) inputs.get(i).get(0);
            int clients = (Integer) inputs.get(i).get(1);
            assertThat(page.get(i))
                    .as("retry %d, %d clients", k, clients)
                    .isEqualTo(ExploreExports.retrykitJitter(k, clients));
        }
        assertThat(inputs).hasSize(500);
    }

    @Test
    @DisplayName("the budget staircase in the page agrees with BudgetCap.solve on 1,500 draws and budgets")
    void budgetAgrees() {
        Random random = new Random(13);
        List<List<Object>> inputs = new ArrayList<>();
        for (int i = 0; i < 1500; i++) {
            List<String> draws = new ArrayList<>();
            int style = random.nextInt(4);
            for (int k = 0; k < BudgetExplorer.RETRIES; k++) {
                draws.add(String.valueOf(style == 0 ? 0 : style == 1 ? 99 : random.nextInt(100)));
            }
            inputs.add(List.of(String.join(",", draws), 5 * random.nextInt(BudgetExplorer.MAX_BUDGET / 5 + 1)));
        }
        List<String> page = inPage(BUDGET, "retrykitBudget(c[0], c[1])", inputs);
        for (int i = 0; i < inputs.size(); i++) {
            String draws = (String) inputs.get(i).get(0);
            int budget = (Integer) inputs.get(i).get(1);
            assertThat(page.get(i))
                    .as("draws %s, budget %d", draws, budget)
                    .isEqualTo(ExploreExports.retrykitBudget(draws, budget));
        }
    }

    @Test
    @DisplayName("the key lifetime in the page agrees with KeyLifetime.solve for 400 second attempts and retentions")
    void keysAgree() {
        Random random = new Random(17);
        List<List<Object>> inputs = new ArrayList<>();
        inputs.add(List.of((int) KeyExplorer.DEFAULT_SECOND, (int) KeyExplorer.DEFAULT_RETENTION));
        inputs.add(List.of((int) KeyExplorer.DEFAULT_RETENTION, (int)
                KeyExplorer.DEFAULT_RETENTION)); // sent the second it expires
        inputs.add(List.of((int) KeyExplorer.DEFAULT_RETENTION - 300, (int) KeyExplorer.DEFAULT_RETENTION));
        while (inputs.size() < 400) {
            int second = 300 * random.nextInt((int) (KeyExplorer.END / 300) + 1);
            int retention =
                    (int) KeyExplorer.HOUR * (1 + random.nextInt((int) (KeyExplorer.MAX_RETENTION / KeyExplorer.HOUR)));
            inputs.add(List.of(second, retention));
        }
        List<String> page = inPage(KEYS, "retrykitKeys(c[0], c[1])", inputs);
        for (int i = 0; i < inputs.size(); i++) {
            int second = (Integer) inputs.get(i).get(0);
            int retention = (Integer) inputs.get(i).get(1);
            assertThat(page.get(i))
                    .as("second attempt at %d, retention %d", second, retention)
                    .isEqualTo(ExploreExports.retrykitKeys(second, retention));
        }
    }

    @Test
    @DisplayName(
            "the Retry-After tester in the page reads 4,000 headers as stage 04's reference does, reasons included")
    void retryAfterAgrees() {
        List<RetryAfterCases.Case> cases = RetryAfterCases.generate(2026, 4000);
        List<List<Object>> inputs = new ArrayList<>();
        for (RetryAfterCases.Case c : cases) {
            List<Object> pair = new ArrayList<>();
            pair.add(c.retryAfter());
            pair.add(c.date());
            inputs.add(pair);
        }
        List<String> page = inPage(RETRY_AFTER, "retrykitRetryAfter(c[0], c[1])", inputs);
        int asked = 0;
        for (int i = 0; i < cases.size(); i++) {
            RetryAfterCases.Case c = cases.get(i);
            assertThat(page.get(i))
                    .as("Retry-After %s, Date %s", quote(c.retryAfter()), quote(c.date()))
                    .isEqualTo(ExploreExports.retrykitRetryAfter(c.retryAfter(), c.date()));
            if (RetryAfterExplainer.explain(c.retryAfter(), c.date()).reading().asks()) {
                asked++;
            }
        }
        // The cases must reach both sides of the reader, and every reason it can give.
        assertThat(asked).as("headers read as a wait").isBetween(400, 3600);
        assertThat(cases.stream()
                        .map(c -> RetryAfterExplainer.explain(c.retryAfter(), c.date())
                                .reading())
                        .distinct())
                .containsExactlyInAnyOrder(RetryAfterExplainer.Reading.values());
    }

    @Test
    @DisplayName("the controls work as a reader uses them: arrow keys, a drag, typing, with no console error")
    void controls() {
        jitterControls();
        slidersAreWideEnough();
        budgetControls();
        keyControls();
        retryAfterControls();
        assertThat(browser.severe()).as("console errors").isEmpty();
        predictArrowKeys();
    }

    /** The jitter sliders: an arrow key, an address with settings, Reset, and a setting out of range. */
    private void jitterControls() {
        browser.open(JITTER);
        WebElement retry = driver.findElement(By.id("explore-jitter-retry"));
        assertThat(retry.isDisplayed())
                .as("the controls show once the reference is loaded")
                .isTrue();
        retry.sendKeys(Keys.ARROW_RIGHT);
        waitForSummary("explore-jitter", ExploreExports.retrykitJitter(6, JitterExplorer.DEFAULT_CLIENTS));
        assertThat(driver.findElement(By.cssSelector("output[for='explore-jitter-retry']"))
                        .getText())
                .isEqualTo("6");
        assertThat(driver.getCurrentUrl())
                .as(
                        "an arrow key on a slider moves the slider, not to the next page; the setting is kept in the address")
                .isEqualTo(browser.server.base() + JITTER + "?explore-jitter-retry=6");
        assertThat(svg("explore-jitter"))
                .isEqualTo(svgOf(ExploreExports.retrykitJitter(6, JitterExplorer.DEFAULT_CLIENTS)));
        browser.open(JITTER + "?explore-jitter-retry=1&explore-jitter-clients=200");
        waitForSummary("explore-jitter", ExploreExports.retrykitJitter(1, 200));
        assertThat(driver.findElement(By.cssSelector("output[for='explore-jitter-clients']"))
                        .getText())
                .as("an address with settings opens the explorable at them")
                .isEqualTo("200");
        WebElement reset = driver.findElement(By.cssSelector("#explore-jitter .kit-explore-reset"));
        scrollTo(reset);
        reset.click();
        waitForSummary(
                "explore-jitter",
                ExploreExports.retrykitJitter(JitterExplorer.DEFAULT_RETRY, JitterExplorer.DEFAULT_CLIENTS));
        assertThat(driver.getCurrentUrl())
                .as("Reset returns to the starting values and takes them out of the address")
                .isEqualTo(browser.server.base() + JITTER);
        browser.open(JITTER + "?explore-jitter-retry=99");
        assertThat(driver.findElement(By.id("explore-jitter-retry")).getDomProperty("value"))
                .as("a setting out of range in the address is ignored")
                .isEqualTo(String.valueOf(JitterExplorer.DEFAULT_RETRY));
    }

    /** Every slider is wide enough to drag at desktop size. */
    private void slidersAreWideEnough() {
        browser.size(Browser.DESKTOP);
        for (String page : List.of(JITTER, BUDGET, KEYS)) {
            browser.open(page);
            for (WebElement slider : driver.findElements(By.cssSelector(".kit-explore-controls input[type=range]"))) {
                assertThat(slider.getSize().getWidth())
                        .as("the slider %s on %s at 1280 px", slider.getDomAttribute("id"), page)
                        .isGreaterThanOrEqualTo(120);
            }
        }
    }

    /** The budget's sliders, moved to their ends with End and Home. */
    private void budgetControls() {
        browser.open(BUDGET);
        driver.findElement(By.id("explore-budget-budget")).sendKeys(Keys.END);
        WebElement draw7 = driver.findElement(By.id("explore-budget-draw-7"));
        draw7.sendKeys(Keys.HOME);
        String draws = "0,0,0,0,0,0,0,0,0";
        waitForSummary("explore-budget", ExploreExports.retrykitBudget(draws, BudgetExplorer.MAX_BUDGET));
    }

    /** The key-lifetime figure: the second attempt dragged by its handle, the retention moved by the arrows. */
    private void keyControls() {
        browser.open(KEYS);
        WebElement second = driver.findElement(By.id("explore-keys-second"));
        WebElement handle = driver.findElement(By.cssSelector("#explore-keys .kit-explore-handle"));
        new Actions(driver)
                .moveToElement(handle)
                .clickAndHold()
                .moveByOffset(-120, 0)
                .release()
                .perform();
        int dragged = Integer.parseInt(second.getDomProperty("value"));
        assertThat(dragged).as("the drag moved the second attempt earlier").isLessThan((int)
                KeyExplorer.DEFAULT_SECOND);
        waitForSummary("explore-keys", ExploreExports.retrykitKeys(dragged, (int) KeyExplorer.DEFAULT_RETENTION));
        assertThat(second.getDomProperty("ariaValueText")).isEqualTo(KeyExplorer.time(dragged));
        WebElement retention = driver.findElement(By.id("explore-keys-retention"));
        for (int i = 0; i < 48; i++) {
            retention.sendKeys(Keys.ARROW_RIGHT); // 24 h to 72 h, Leach's retention
        }
        waitForSummary("explore-keys", ExploreExports.retrykitKeys(dragged, 72 * 3600));
        assertThat(driver.findElement(By.cssSelector("output[for='explore-keys-retention']"))
                        .getText())
                .isEqualTo(KeyExplorer.time(72 * 3600));
    }

    /** The Retry-After fields, typed into and emptied. */
    private void retryAfterControls() {
        browser.open(RETRY_AFTER);
        WebElement header = driver.findElement(By.id("explore-retry-after-retry-after"));
        header.sendKeys(Keys.chord(Keys.CONTROL, "a"), "Sunday, 06-Nov-94 08:51:37 GMT");
        waitForSummary(
                "explore-retry-after",
                ExploreExports.retrykitRetryAfter("Sunday, 06-Nov-94 08:51:37 GMT", RetryAfterExplorer.DATE));
        driver.findElement(By.id("explore-retry-after-date")).sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.BACK_SPACE);
        waitForSummary(
                "explore-retry-after", ExploreExports.retrykitRetryAfter("Sunday, 06-Nov-94 08:51:37 GMT", null));
    }

    /** A predict question's options are a radio group, which the arrow keys move through: they stay on the page too. */
    private void predictArrowKeys() {
        browser.open(JITTER);
        List<WebElement> options = driver.findElements(By.cssSelector(".kit-predict input[type=radio]"));
        scrollTo(options.get(0));
        options.get(0).click();
        options.get(0).sendKeys(Keys.ARROW_RIGHT);
        assertThat(options.get(1).isSelected())
                .as("the arrow key picked the next option")
                .isTrue();
        assertThat(driver.getCurrentUrl())
                .as("an arrow key in a radio group stays on the page")
                .isEqualTo(browser.server.base() + JITTER);
    }

    @Test
    @DisplayName(
            "every lesson has a predict-then-reveal question whose reveal judges the reader's pick against the computed answer")
    void predictions() throws IOException {
        List<Prediction> all =
                Predictions.all(new Capstone(Path.of(System.getProperty("retrykit.site.traces", "target/traces"))));
        List<String> lessons;
        try (Stream<Path> files = Files.list(SITE.resolve("lessons"))) {
            lessons = files.map(p -> "lessons/" + p.getFileName()).sorted().toList();
        }
        assertThat(lessons).hasSameSizeAs(all);
        for (int i = 0; i < lessons.size(); i++) {
            Prediction p = all.get(i);
            browser.open(lessons.get(i));
            WebElement box = driver.findElement(By.id("predict-" + p.id()));
            int wrong = p.answer() == 0 ? 1 : 0;
            WebElement option =
                    box.findElements(By.cssSelector("input[type=radio]")).get(wrong);
            scrollTo(option);
            option.click();
            box.findElement(By.cssSelector(".kit-predict-reveal summary")).click();
            WebElement verdict = box.findElement(By.cssSelector(".kit-predict-verdict"));
            Browser.await(driver).until(d -> !verdict.getText().isEmpty());
            assertThat(verdict.getText())
                    .as("lesson %s", p.id())
                    .isEqualTo("You predicted " + p.options().get(wrong) + "; the answer is " + p.answerText() + ".");
            assertThat(box.getText()).contains(p.explanation());
        }
    }

    @Test
    @DisplayName("opened from disk (file://), the explorables load the reference and work")
    void worksFromDisk() {
        driver.get(SITE.resolve(JITTER).toUri().toString());
        Browser.await(driver)
                .until(d -> "true".equals(d.findElement(By.id("explore-jitter")).getDomAttribute("data-ready")));
        driver.findElement(By.id("explore-jitter-clients")).sendKeys(Keys.ARROW_LEFT);
        waitForSummary(
                "explore-jitter",
                ExploreExports.retrykitJitter(JitterExplorer.DEFAULT_RETRY, JitterExplorer.DEFAULT_CLIENTS - 10));
        assertThat(browser.severe()).as("console errors from disk").isEmpty();
    }

    @Test
    @DisplayName(
            "screenshots of each explorable, desktop and phone, light and dark, when asked for with -Dretrykit.site.screenshots=DIR")
    void screenshots() throws IOException {
        String dir = System.getProperty("retrykit.site.screenshots");
        org.junit.jupiter.api.Assumptions.assumeTrue(
                dir != null && !dir.isBlank(), "no -Dretrykit.site.screenshots=DIR given");
        Path out = Files.createDirectories(Path.of(dir));
        Map<String, String> figures = Map.of(
                "explore-jitter",
                JITTER,
                "explore-budget",
                BUDGET,
                "explore-keys",
                KEYS,
                "explore-retry-after",
                RETRY_AFTER,
                "predict-04",
                BUDGET);
        for (boolean dark : List.of(false, true)) {
            browser.emulateDark(dark);
            for (Dimension size : List.of(new Dimension(1280, 1100), Browser.PHONE)) {
                browser.size(size);
                for (Map.Entry<String, String> figure : figures.entrySet()) {
                    browser.open(figure.getValue());
                    if (figure.getKey().startsWith("predict")) {
                        WebElement box = driver.findElement(By.id(figure.getKey()));
                        scrollTo(box);
                        box.findElements(By.cssSelector("input[type=radio]"))
                                .get(0)
                                .click();
                        box.findElement(By.cssSelector("summary")).click();
                    }
                    driver.executeScript(
                            "document.getElementById(arguments[0]).scrollIntoView({block: 'start', behavior: 'instant'});"
                                    + "window.scrollBy(0, -70)",
                            figure.getKey());
                    Files.write(
                            out.resolve(figure.getKey() + "-" + (size.getWidth() < 500 ? "phone" : "desktop") + "-"
                                    + (dark ? "dark" : "light") + ".png"),
                            driver.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
                }
            }
        }
    }

    // ---- helpers ----

    /** Calls the page's compiled reference once per input (c is the input's list of arguments), in one round trip. */
    @SuppressWarnings("unchecked")
    private List<String> inPage(String page, String call, List<List<Object>> inputs) {
        browser.open(page);
        // A Java exception in the page comes back as text, so the assertion names the input that threw.
        return (List<String>) driver.executeScript(
                "return arguments[0].map(function (c) { try { return " + call
                        + "; } catch (e) { return 'threw ' + e; } })",
                inputs);
    }

    private void waitForSummary(String figure, String viewHtml) {
        String expected = summaryOf(viewHtml);
        WebElement summary = driver.findElement(By.cssSelector("#" + figure + " .kit-explore-summary"));
        Browser.await(driver).until(d -> expected.equals(summary.getDomProperty("textContent")));
    }

    private String svg(String figure) {
        return (String) driver.executeScript(
                "return document.querySelector('#' + arguments[0] + ' .kit-figure-art').innerHTML.trim()", figure);
    }

    /** The view's SVG as the browser serialises it, so markup can be compared with markup. */
    private String svgOf(String viewHtml) {
        return (String) driver.executeScript(
                "var t = document.createElement('template'); t.innerHTML = arguments[0];"
                        + "return t.content.querySelector('.kit-figure-art').innerHTML.trim()",
                viewHtml);
    }

    private static String summaryOf(String viewHtml) {
        int from = viewHtml.indexOf('>', viewHtml.indexOf("class=\"kit-explore-summary\"")) + 1;
        return viewHtml.substring(from, viewHtml.indexOf("</p>", from))
                .replace("&quot;", "\"")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&");
    }

    private void scrollTo(WebElement element) {
        driver.executeScript("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element);
    }

    private static String quote(String text) {
        return text == null ? "(none)" : "\"" + text + "\"";
    }
}
