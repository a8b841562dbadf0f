package retrykit.site;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The built site in a real browser: Debian's headless Chromium driven through chromedriver, over
 * a static server on 127.0.0.1 and from disk (file://). Every page must load with no console error,
 * no failed request and no request outside the site; every internal link must resolve; search,
 * the theme toggle, keyboard navigation and the figures must work as a reader meets them.
 * Without Chromium these tests fail and say how to install it: a browser check skipped in silence
 * would let a broken site through.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SiteBrowserTest {
    static final String CHROMIUM = System.getProperty("retrykit.chromium", "/usr/bin/chromium");
    static final String CHROMEDRIVER = System.getProperty("retrykit.chromedriver", "/usr/bin/chromedriver");
    static final String INSTALL = "the browser tests need Debian's Chromium and its driver at %s: install them with "
            + "apt-get update && apt-get install -y --no-install-recommends chromium chromium-driver (as .ci/run does)";
    static final Path SITE = Path.of(System.getProperty("retrykit.site.out", "target/site-out")).toAbsolutePath();

    /** What one page did when it was loaded over http. */
    record Visit(String page, List<String> consoleErrors, List<String> failedRequests, List<String> outsideRequests,
                 List<String> links, Set<String> ids, List<String> badHeadingAnchors) {}

    private StaticServer server;
    private ChromeDriver driver;
    private Path profile;
    private final Map<String, Visit> visits = new LinkedHashMap<>();

    @BeforeAll
    void start() throws IOException {
        assertThat(SITE.resolve("index.html")).as("the site is built before its tests: mvn -q -pl site -am package -DskipTests").isRegularFile();
        assertThat(Path.of(CHROMIUM)).as(INSTALL, CHROMIUM).isExecutable();
        assertThat(Path.of(CHROMEDRIVER)).as(INSTALL, CHROMEDRIVER).isExecutable();
        server = new StaticServer(SITE);
        profile = Files.createTempDirectory("retrykit-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + profile, "--window-size=1280,900", "--lang=en-US");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        logs.enable(LogType.PERFORMANCE, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        for (String page : pages()) {
            visits.put(page, visit(page));
        }
    }

    @AfterAll
    void stop() throws IOException {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.close();
        }
        if (profile != null) {
            try (Stream<Path> files = Files.walk(profile)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    @Test
    @DisplayName("every page loads with no console error, no failed request and nothing from outside the site")
    void pagesLoadCleanly() {
        assertThat(visits).as("pages crawled").hasSizeGreaterThanOrEqualTo(6);
        for (Visit v : visits.values()) {
            assertThat(v.consoleErrors()).as("console errors on %s", v.page()).isEmpty();
            assertThat(v.failedRequests()).as("failed requests on %s", v.page()).isEmpty();
            assertThat(v.outsideRequests()).as("requests outside the site from %s", v.page()).isEmpty();
        }
    }

    @Test
    @DisplayName("every internal link leads to a page of the site, and every #fragment to an id on it")
    void internalLinksResolve() {
        int checked = 0;
        for (Visit v : visits.values()) {
            for (String link : v.links()) {
                if (!link.startsWith(server.base())) {
                    assertThat(link).as("a link on %s", v.page()).matches("(https?|mailto):.*");
                    continue;
                }
                String relative = link.substring(server.base().length());
                int hash = relative.indexOf('#');
                String page = hash < 0 ? relative : relative.substring(0, hash);
                assertThat(visits).as("%s links to %s", v.page(), link).containsKey(page);
                if (hash >= 0 && hash + 1 < relative.length()) {
                    assertThat(visits.get(page).ids()).as("%s links to %s", v.page(), link).contains(relative.substring(hash + 1));
                }
                checked++;
            }
            assertThat(v.badHeadingAnchors()).as("headings of %s whose # link does not point at themselves", v.page()).isEmpty();
        }
        assertThat(checked).isGreaterThan(50);
    }

    @Test
    @DisplayName("search finds Retry-After and idempotency, from the keyboard, on pages at any depth")
    void search() {
        for (String from : List.of("index.html", firstLessonOrExercise())) {
            open(from);
            new Actions(driver).sendKeys("/").perform();
            WebElement input = driver.switchTo().activeElement();
            assertThat(input.getAttribute("id")).as("\"/\" focuses the search box").isEqualTo("kit-search");
            assertThat(results(input, "Retry-After")).as("results for Retry-After from %s", from)
                    .anySatisfy(href -> assertThat(href).contains("exercises/04.html"))
                    .allSatisfy(href -> assertThat(href).startsWith(server.base()));
            input.clear();
            List<String> keys = results(input, "idempotency");
            assertThat(keys).as("results for idempotency from %s", from).anySatisfy(href -> assertThat(href).contains("exercises/05.html"));
            for (String href : keys) {
                String page = href.substring(server.base().length()).replaceFirst("#.*", "");
                assertThat(visits).as("a search result's page").containsKey(page);
            }
            input.sendKeys(Keys.ENTER);
            new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> !d.getCurrentUrl().endsWith(from));
            assertThat(driver.getCurrentUrl()).as("Enter opens the first result").isEqualTo(keys.get(0));
        }
    }

    @Test
    @DisplayName("the theme follows the system, and the toggle switches it and is remembered across reloads and pages")
    void theme() {
        open("index.html");
        js("localStorage.clear()");
        emulateDark(false);
        driver.navigate().refresh();
        String light = background();
        emulateDark(true);
        assertThat(background()).as("with no choice made, the page follows a dark system").isNotEqualTo(light);
        String dark = background();
        emulateDark(false);
        assertThat(background()).isEqualTo(light);

        driver.findElement(By.id("kit-theme-toggle")).click();
        assertThat(js("return document.documentElement.dataset.theme")).isEqualTo("dark");
        assertThat(background()).isEqualTo(dark);
        assertThat(driver.findElement(By.id("kit-theme-toggle")).getAttribute("aria-pressed")).isEqualTo("true");
        driver.navigate().refresh();
        assertThat(background()).as("the choice survives a reload").isEqualTo(dark);
        open(firstLessonOrExercise());
        assertThat(background()).as("and holds on the next page").isEqualTo(dark);

        driver.findElement(By.id("kit-theme-toggle")).click();
        driver.navigate().refresh();
        assertThat(background()).as("switched back and remembered").isEqualTo(light);
        js("localStorage.clear()");
    }

    @Test
    @DisplayName("figures render at a readable size on a 390 px phone and on a desktop, and no page scrolls sideways")
    void figuresAreReadable() {
        int figures = 0;
        try {
            for (Dimension size : List.of(new Dimension(390, 844), new Dimension(1280, 900))) {
                driver.manage().window().setSize(size);
                for (String page : visits.keySet()) {
                    open(page);
                    @SuppressWarnings("unchecked")
                    List<Number> widths = (List<Number>) js(
                            "return Array.from(document.querySelectorAll('svg.kit-svg')).map(s => s.getBoundingClientRect().width)");
                    for (Number w : widths) {
                        assertThat(w.doubleValue()).as("a figure's width on %s at %s", page, size).isGreaterThanOrEqualTo(280);
                        figures++;
                    }
                    Number overflow = (Number) js("return document.documentElement.scrollWidth - window.innerWidth");
                    assertThat(overflow.intValue()).as("sideways scrolling on %s at %s", page, size).isLessThanOrEqualTo(1);
                }
            }
        } finally {
            driver.manage().window().setSize(new Dimension(1280, 900));
        }
        assertThat(figures).as("figures drawn on the site").isPositive();
    }

    @Test
    @DisplayName("the keyboard: Tab reaches the skip link first, which moves focus to the content; headings are linkable")
    void keyboard() {
        open(firstLessonOrExercise());
        new Actions(driver).sendKeys(Keys.TAB).perform();
        WebElement skip = driver.switchTo().activeElement();
        assertThat(skip.getAttribute("class")).isEqualTo("skip-link");
        assertThat(skip.isDisplayed()).as("the skip link shows when focused").isTrue();
        skip.sendKeys(Keys.ENTER);
        assertThat(driver.switchTo().activeElement().getAttribute("id")).isEqualTo("kit-main");
    }

    @Test
    @DisplayName("code blocks have a copy button; on a phone the menu opens the sidebar")
    void copyAndMenu() {
        open("index.html");
        WebElement copy = driver.findElement(By.cssSelector(".kit-copy"));
        ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", copy);
        copy.click();
        // The clipboard answers asynchronously and the label resets after a moment, so wait for the
        // outcome the button records (a condition, not a timing assertion).
        String outcome = new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> copy.getAttribute("data-copy"));
        assertThat(outcome).isIn("copied", "refused");
        try {
            driver.manage().window().setSize(new Dimension(390, 844));
            open("index.html");
            WebElement menu = driver.findElement(By.id("kit-menu-toggle"));
            assertThat(driver.findElement(By.id("kit-sidebar")).isDisplayed()).isFalse();
            menu.click();
            assertThat(driver.findElement(By.id("kit-sidebar")).isDisplayed()).isTrue();
            assertThat(menu.getAttribute("aria-expanded")).isEqualTo("true");
        } finally {
            driver.manage().window().setSize(new Dimension(1280, 900));
        }
    }

    @Test
    @DisplayName("opened from disk (file://), a page gets its styles, its scripts and a working search")
    void worksFromDisk() {
        String page = firstLessonOrExercise();
        driver.get(SITE.resolve(page).toUri().toString());
        drainLogs();
        assertThat(((Number) js("return (window.KIT_SEARCH_INDEX || []).length")).intValue()).isPositive();
        assertThat(js("return getComputedStyle(document.querySelector('.kit-header')).position")).isEqualTo("sticky");
        WebElement input = driver.findElement(By.id("kit-search"));
        input.click();
        input.sendKeys("idempotency");
        List<String> hits = hrefs();
        assertThat(hits).isNotEmpty().allSatisfy(h -> assertThat(h).startsWith("file:"));
        assertThat(Path.of(java.net.URI.create(hits.get(0).replaceFirst("#.*", "")))).isRegularFile();
        assertThat(severe()).as("console errors from disk").isEmpty();
    }

    @Test
    @DisplayName("the print stylesheet leaves the header and sidebar off paper")
    void print() {
        open(firstLessonOrExercise());
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        try {
            assertThat(driver.findElement(By.cssSelector(".kit-header")).isDisplayed()).isFalse();
            assertThat(driver.findElement(By.id("kit-sidebar")).isDisplayed()).isFalse();
            assertThat(driver.findElement(By.cssSelector(".kit-content")).isDisplayed()).isTrue();
        } finally {
            driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
        }
    }

    @Test
    @DisplayName("screenshots for a maintainer to look at, when asked for with -Dretrykit.site.screenshots=DIR")
    void screenshots() throws IOException {
        String dir = System.getProperty("retrykit.site.screenshots");
        org.junit.jupiter.api.Assumptions.assumeTrue(dir != null && !dir.isBlank(), "no -Dretrykit.site.screenshots=DIR given");
        Path out = Files.createDirectories(Path.of(dir));
        String lesson = visits.keySet().stream().filter(p -> p.startsWith("lessons/04")).findFirst().orElse(firstLessonOrExercise());
        try {
            for (boolean dark : List.of(false, true)) {
                emulateDark(dark);
                String theme = dark ? "dark" : "light";
                for (Dimension size : List.of(new Dimension(1280, 1000), new Dimension(390, 844))) {
                    driver.manage().window().setSize(size);
                    String device = size.getWidth() < 500 ? "phone" : "desktop";
                    for (String page : List.of("index.html", lesson, "exercises/03.html")) {
                        open(page);
                        shoot(out.resolve(page.replaceAll("[/.]", "_") + "-" + device + "-" + theme + ".png"));
                    }
                    open(lesson);
                    js("document.querySelector('.kit-figure').scrollIntoView({block: 'start', behavior: 'instant'})");
                    shoot(out.resolve("figure-" + device + "-" + theme + ".png"));
                    open("index.html");
                    new Actions(driver).sendKeys("/").perform();
                    results(driver.switchTo().activeElement(), "Retry-After");
                    shoot(out.resolve("search-" + device + "-" + theme + ".png"));
                }
            }
        } finally {
            emulateDark(false);
            driver.manage().window().setSize(new Dimension(1280, 900));
        }
    }

    private void shoot(Path file) throws IOException {
        Files.write(file, driver.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
    }

    // ---- helpers ----

    private Visit visit(String page) {
        server.forget();
        drainLogs();
        driver.get(server.base() + page);
        @SuppressWarnings("unchecked")
        List<String> links = (List<String>) js("return Array.from(document.querySelectorAll('a[href]')).map(a => a.href)");
        @SuppressWarnings("unchecked")
        List<String> ids = (List<String>) js("return Array.from(document.querySelectorAll('[id]')).map(e => e.id)");
        @SuppressWarnings("unchecked")
        List<String> badAnchors = (List<String>) js("return Array.from(document.querySelectorAll('.kit-content h2, .kit-content h3'))"
                + ".filter(h => h.id && (!h.querySelector('a.heading-anchor') || h.querySelector('a.heading-anchor').getAttribute('href') !== '#' + h.id))"
                + ".map(h => h.textContent)");
        List<String> failed = new ArrayList<>();
        List<String> outside = new ArrayList<>();
        Map<String, String> urls = new HashMap<>();
        ObjectMapper json = new ObjectMapper();
        for (LogEntry entry : driver.manage().logs().get(LogType.PERFORMANCE)) {
            try {
                JsonNode message = json.readTree(entry.getMessage()).path("message");
                String method = message.path("method").asText();
                JsonNode params = message.path("params");
                if (method.equals("Network.requestWillBeSent")) {
                    String url = params.path("request").path("url").asText();
                    urls.put(params.path("requestId").asText(), url);
                    // chrome:// and the like are the browser's own pages, never the site's requests.
                    boolean browsersOwn = url.matches("(chrome|chrome-extension|chrome-untrusted|devtools|about|data):.*");
                    if (!url.startsWith(server.base()) && !browsersOwn) {
                        outside.add(url);
                    }
                } else if (method.equals("Network.responseReceived") && params.path("response").path("status").asInt() >= 400) {
                    failed.add(params.path("response").path("status").asInt() + " " + params.path("response").path("url").asText());
                } else if (method.equals("Network.loadingFailed")) {
                    failed.add(params.path("errorText").asText() + " " + urls.getOrDefault(params.path("requestId").asText(), "?"));
                }
            } catch (IOException e) {
                failed.add("unreadable log entry: " + entry.getMessage());
            }
        }
        server.hits().stream().filter(h -> h.status() != 200).forEach(h -> failed.add(h.status() + " " + h.path()));
        return new Visit(page, severe(), failed, outside, links, Set.copyOf(ids), badAnchors);
    }

    private List<String> results(WebElement input, String query) {
        input.sendKeys(query);
        new WebDriverWait(driver, Duration.ofSeconds(10))
                .until(d -> !d.findElements(By.cssSelector("#kit-search-results .kit-result")).isEmpty());
        return hrefs();
    }

    private List<String> hrefs() {
        return driver.findElements(By.cssSelector("#kit-search-results .kit-result")).stream()
                .map(a -> a.getDomProperty("href")).collect(Collectors.toList());
    }

    private void open(String page) {
        driver.get(server.base() + page);
    }

    private String background() {
        return (String) js("return getComputedStyle(document.body).backgroundColor");
    }

    private void emulateDark(boolean dark) {
        driver.executeCdpCommand("Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", dark ? "dark" : "light"))));
    }

    private String firstLessonOrExercise() {
        return visits.keySet().stream().filter(p -> p.startsWith("lessons/")).findFirst().orElse("exercises/01.html");
    }

    private Object js(String script) {
        return ((JavascriptExecutor) driver).executeScript(script.startsWith("return") ? script : script + ";");
    }

    private List<String> severe() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue()).map(LogEntry::getMessage).toList();
    }

    private void drainLogs() {
        driver.manage().logs().get(LogType.BROWSER);
        driver.manage().logs().get(LogType.PERFORMANCE);
    }

    private static List<String> pages() throws IOException {
        List<String> pages = new ArrayList<>();
        for (Path p : GeneratorTest.htmlFiles(SITE)) {
            pages.add(SITE.relativize(p).toString().replace('\\', '/'));
        }
        return pages;
    }
}
