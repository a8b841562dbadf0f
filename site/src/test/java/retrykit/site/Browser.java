package retrykit.site;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.stream.Stream;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The built site in a real browser, for the browser tests: Debian's headless Chromium driven through
 * chromedriver, over a static server on 127.0.0.1. Without Chromium the test classes are skipped
 * with one line that says how to install it (NeedsBrowser), except on CI ({@code CI=true}), where
 * this constructor fails them: there a browser check skipped in silence would let a broken site through.
 */
final class Browser implements AutoCloseable {
    static final String CHROMIUM = System.getProperty("retrykit.chromium", "/usr/bin/chromium");
    static final String CHROMEDRIVER = System.getProperty("retrykit.chromedriver", "/usr/bin/chromedriver");
    static final String INSTALL = "the browser tests need Debian's Chromium and its driver at %s: install them with "
            + NeedsBrowser.INSTALL + " (as .ci/run does)";
    static final Path SITE =
            Path.of(System.getProperty("retrykit.site.out", "target/site-out")).toAbsolutePath();

    /** The sizes the tests look at: a desktop window and a phone (CSS pixels). */
    static final Dimension DESKTOP = new Dimension(1280, 900);

    static final Dimension PHONE = new Dimension(390, 844);

    /** How long a test waits for the page to reach a state before it fails, on however busy a machine. */
    static final Duration PATIENCE = Duration.ofSeconds(30);

    /**
     * How often a wait looks again. Selenium's default is half a second, and most waits here are met
     * within milliseconds (a figure drawn, a smooth scroll begun): each look is one round trip to
     * chromedriver, so looking often costs little, while the default added up to minutes per run.
     */
    static final Duration LOOK_EVERY = Duration.ofMillis(20);

    final StaticServer server;
    final ChromeDriver driver;
    private final Path profile;
    private final boolean recordsRequests;

    /** A browser over the built site; {@code recordsRequests}: see {@link #Browser(Path, boolean)}. */
    Browser(boolean recordsRequests) throws IOException {
        this(built(SITE), recordsRequests);
    }

    /**
     * A browser over the static files of {@code root} (the built site, or a page of the grader's such as
     * class.html). With {@code recordsRequests}, chromedriver keeps every request the page sends in its
     * performance log, for a test that checks what a page asks for; the others leave it off, since
     * recording every page view's events cost the browser tests' shared processor time for nothing.
     */
    Browser(Path root, boolean recordsRequests) throws IOException {
        assertThat(Path.of(CHROMIUM)).as(INSTALL, CHROMIUM).isExecutable();
        assertThat(Path.of(CHROMEDRIVER)).as(INSTALL, CHROMEDRIVER).isExecutable();
        this.recordsRequests = recordsRequests;
        server = new StaticServer(root);
        profile = Files.createTempDirectory("retrykit-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments(
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--user-data-dir=" + profile,
                "--window-size=1280,900",
                "--lang=en-US");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        if (recordsRequests) {
            logs.enable(LogType.PERFORMANCE, Level.ALL);
            // The network's events only: the page domain's are never read.
            options.setExperimentalOption("perfLoggingPrefs", Map.of("enableNetwork", true, "enablePage", false));
        }
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
    }

    private static Path built(Path site) {
        assertThat(site.resolve("index.html"))
                .as("the site is built before its tests: mvn -q -pl site -am package -DskipTests")
                .isRegularFile();
        return site;
    }

    /** Every page of the built site, as paths from its root ("lessons/01-x.html"), whatever the generator wrote. */
    static List<String> pages() throws IOException {
        List<String> pages = new ArrayList<>();
        for (Path p : GeneratorTest.htmlFiles(SITE)) {
            pages.add(SITE.relativize(p).toString().replace('\\', '/'));
        }
        return pages;
    }

    /** Opens a page over http; one with explorable figures is open once they have loaded the reference (explore.js). */
    void open(String page) {
        driver.get(server.base() + page);
        await().withMessage("the explorable figures of " + page + " load the reference")
                .until(
                        d -> (Boolean)
                                js(
                                        "return Array.from(document.querySelectorAll('.kit-explore')).every(f => f.dataset.ready === 'true')"));
    }

    /** A wait on this browser for a state of the page: {@link #PATIENCE} at most, looking every {@link #LOOK_EVERY}. */
    WebDriverWait await() {
        return await(driver);
    }

    static WebDriverWait await(WebDriver driver) {
        return new WebDriverWait(driver, PATIENCE, LOOK_EVERY);
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script.startsWith("return") ? script : script + ";", args);
    }

    @SuppressWarnings("unchecked")
    <T> List<T> list(String script, Object... args) {
        return (List<T>) js(script, args);
    }

    @SuppressWarnings("unchecked")
    <T> Map<String, T> map(String script, Object... args) {
        return (Map<String, T>) js(script, args);
    }

    void size(Dimension size) {
        driver.manage().window().setSize(size);
    }

    /** The system's colour scheme and motion preference, as media features the page sees. */
    void emulate(boolean dark, boolean reducedMotion) {
        driver.executeCdpCommand(
                "Emulation.setEmulatedMedia",
                Map.of(
                        "features",
                        List.of(
                                Map.of("name", "prefers-color-scheme", "value", dark ? "dark" : "light"),
                                Map.of(
                                        "name",
                                        "prefers-reduced-motion",
                                        "value",
                                        reducedMotion ? "reduce" : "no-preference"))));
    }

    void emulateDark(boolean dark) {
        emulate(dark, false);
    }

    /** Paper instead of the screen, with the system's colour scheme as given. */
    void emulatePrint(boolean print, boolean dark) {
        driver.executeCdpCommand(
                "Emulation.setEmulatedMedia",
                Map.of(
                        "media",
                        print ? "print" : "",
                        "features",
                        List.of(Map.of("name", "prefers-color-scheme", "value", dark ? "dark" : "light"))));
    }

    /**
     * What a browser zoomed to {@code percent} on a desktop window lays out: a viewport that many
     * times narrower in CSS pixels, drawn with as many device pixels per CSS pixel.
     */
    void zoom(int percent) {
        double factor = percent / 100.0;
        driver.executeCdpCommand(
                "Emulation.setDeviceMetricsOverride",
                Map.of(
                        "width",
                        (int) (DESKTOP.getWidth() / factor),
                        "height",
                        (int) (DESKTOP.getHeight() / factor),
                        "deviceScaleFactor",
                        factor,
                        "mobile",
                        false));
    }

    void resetZoom() {
        driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }

    List<String> severe() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                .toList();
    }

    void drainLogs() {
        driver.manage().logs().get(LogType.BROWSER);
        if (recordsRequests) {
            driver.manage().logs().get(LogType.PERFORMANCE);
        }
    }

    /** Back to the state every test starts from: desktop size, light, motion allowed, no choice remembered. */
    void reset() {
        resetZoom();
        emulate(false, false);
        size(DESKTOP);
    }

    @Override
    public void close() throws IOException {
        driver.quit();
        server.close();
        try (Stream<Path> files = Files.walk(profile)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** WCAG's contrast ratio of two colours as getComputedStyle writes them ("rgb(1, 2, 3)"), alpha ignored. */
    static double contrast(String a, String b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(String css) {
        String[] parts = css.replaceAll("[^0-9.,]", "").split(",", -1);
        double[] c = new double[3];
        for (int i = 0; i < 3; i++) {
            double v = Double.parseDouble(parts[i]) / 255;
            c[i] = v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    }
}
