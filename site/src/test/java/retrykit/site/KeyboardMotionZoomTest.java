package retrykit.site;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * WCAG 2.1 AA where an engine such as axe-core (AccessibilityTest) cannot judge alone, on every page
 * the generator writes: every control reached and worked by the keyboard, motion that stops when the
 * reader asks, and a layout that holds at 200% zoom.
 */
class KeyboardMotionZoomTest extends OnTheBuiltSite {
    /** What takes the keyboard's focus on its own, as the tab walk looks for it. */
    static final String FOCUSABLE =
            "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";

    private List<String> pages;

    @BeforeAll
    void start() throws IOException {
        pages = Browser.pages();
    }

    @Test
    @DisplayName(
            "Tab reaches every control and every frame that scrolls, on every page, each with a visible focus ring")
    void tabReachesEverything() {
        for (Dimension size : List.of(Browser.DESKTOP, Browser.PHONE)) {
            browser.size(size);
            for (String page : pages) {
                browser.open(page);
                browser.js(
                        "document.querySelectorAll('details').forEach(d => d.open = true); window.dispatchEvent(new Event('resize'))");
                List<String> wanted = browser.list(
                        "const all = Array.from(document.querySelectorAll(arguments[0]))"
                                + ".filter(e => !e.disabled && !e.closest('[hidden], [inert]') && e.getClientRects().length > 0"
                                + " && getComputedStyle(e).visibility !== 'hidden'"
                                // A radio group (a predict question's options) is one Tab stop, its first option while
                                // none
                                // is picked; the arrow keys move inside it (ExploreBrowserTest drives them).
                                + " && (e.type !== 'radio' || e === document.querySelector('input[type=radio][name=\"' + CSS.escape(e.name) + '\"]')));"
                                + "all.forEach((e, i) => e.dataset.kt = String(i));"
                                + "window.ktSeen = []; document.addEventListener('focusin', ev => { const s = getComputedStyle(ev.target);"
                                + " window.ktSeen.push({kt: ev.target.dataset.kt || '', ring: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2,"
                                + " what: ev.target.outerHTML.slice(0, 80)}); });"
                                + "return all.map(e => e.dataset.kt);",
                        FOCUSABLE);
                browser.js("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)");
                Actions tabs = new Actions(browser.driver);
                for (int i = 0; i < wanted.size() + 2; i++) {
                    tabs.sendKeys(Keys.TAB);
                }
                tabs.perform();
                List<Map<String, Object>> seen = browser.list("return window.ktSeen");
                List<String> reached =
                        seen.stream().map(s -> (String) s.get("kt")).toList();
                List<String> missed = wanted.stream()
                        .filter(k -> !reached.contains(k))
                        .map(k -> (String) browser.js(
                                "return document.querySelector('[data-kt=\"' + arguments[0] + '\"]').outerHTML.slice(0, 100)",
                                k))
                        .toList();
                assertThat(missed)
                        .as("controls Tab never reached on %s at %s", page, size)
                        .isEmpty();
                assertThat(seen.stream()
                                .filter(s -> !Boolean.TRUE.equals(s.get("ring")))
                                .map(s -> s.get("what")))
                        .as("focused with no visible ring on %s at %s", page, size)
                        .isEmpty();
            }
        }
    }

    @Test
    @DisplayName(
            "the keyboard alone: search and its results, the theme switch, a copy button, a frame that scrolls, and any slider")
    void keyboardWorksEverything() {
        searchFromTheKeyboard();
        themeFromTheKeyboard();
        copyFromTheKeyboard();
        framesScrollFromTheKeyboard();
        slidersFromTheKeyboard();
    }

    /** The search box: "/" focuses it, the arrows choose a result, Escape closes, Enter opens. */
    private void searchFromTheKeyboard() {
        browser.open("index.html");
        new Actions(browser.driver).sendKeys("/").sendKeys("retry-after").perform();
        WebElement input = browser.driver.switchTo().activeElement();
        assertThat(input.getAttribute("id")).isEqualTo("kit-search");
        assertThat(input.getAttribute("aria-expanded")).isEqualTo("true");
        new Actions(browser.driver).sendKeys(Keys.ARROW_DOWN, Keys.ARROW_DOWN).perform();
        String active = input.getAttribute("aria-activedescendant");
        WebElement option = browser.driver.findElement(By.id(active));
        assertThat(option.getAttribute("aria-selected"))
                .as("the second result, chosen with the arrows")
                .isEqualTo("true");
        assertThat(option.getAttribute("role")).isEqualTo("option");
        String href = option.getDomProperty("href");
        new Actions(browser.driver).sendKeys(Keys.ESCAPE).perform();
        assertThat(input.getAttribute("aria-expanded"))
                .as("Escape closes the results")
                .isEqualTo("false");
        input.sendKeys(" ");
        new Actions(browser.driver)
                .sendKeys(Keys.BACK_SPACE, Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ENTER)
                .perform();
        browser.await().until(d -> d.getCurrentUrl().equals(href));
    }

    /** The theme switch: Enter and Space each flip it. */
    private void themeFromTheKeyboard() {
        browser.open("index.html");
        WebElement toggle = browser.driver.findElement(By.id("kit-theme-toggle"));
        browser.js("arguments[0].focus()", toggle);
        String before = toggle.getAttribute("aria-pressed");
        new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
        assertThat(toggle.getAttribute("aria-pressed"))
                .as("Enter switches the theme")
                .isNotEqualTo(before);
        new Actions(browser.driver).sendKeys(Keys.SPACE).perform();
        assertThat(toggle.getAttribute("aria-pressed"))
                .as("Space switches it back")
                .isEqualTo(before);
        browser.js("localStorage.clear()");
    }

    /** A copy button: Enter copies, or the browser refuses; either way the button says so. */
    private void copyFromTheKeyboard() {
        WebElement copy = browser.driver.findElement(By.cssSelector(".kit-copy"));
        browser.js("arguments[0].focus()", copy);
        new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
        String copied = browser.await().until(d -> copy.getAttribute("data-copy"));
        assertThat(copied).isIn("copied", "refused");
    }

    /** On a phone, every frame that scrolls sideways scrolls with the arrow keys, on every page. */
    private void framesScrollFromTheKeyboard() {
        browser.size(Browser.PHONE);
        int frames = 0;
        for (String page : pages) {
            browser.open(page);
            for (WebElement frame : browser.driver.findElements(By.cssSelector(
                    ".kit-table-scroll[data-scrolls], pre[data-scrolls], .kit-figure-art[data-scrolls]"))) {
                browser.js(
                        "arguments[0].scrollIntoView({block: 'center', behavior: 'instant'}); arguments[0].scrollLeft = 0",
                        frame);
                frame.sendKeys(
                        Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT); // focuses the frame, then the keys
                String what = (String) browser.js("return arguments[0].outerHTML.slice(0, 80)", frame);
                browser.await()
                        .withMessage("the arrow keys scroll " + what + " on " + page)
                        .until(d -> ((Number) browser.js("return arguments[0].scrollLeft", frame)).doubleValue() > 0);
                assertThat(browser.driver.getCurrentUrl())
                        .as("arrows scroll a frame on %s, and stay on the page", page)
                        .isEqualTo(browser.server.base() + page);
                frames++;
            }
        }
        assertThat(frames).as("frames scrolled from the keyboard on a phone").isPositive();
    }

    /** The sliders of the explorable figures: each named, and moved by the arrow keys without leaving the page. */
    private void slidersFromTheKeyboard() {
        // Sliders (the explorable figures): each named, and moved by the arrow keys without leaving the page.
        browser.size(Browser.DESKTOP);
        int sliders = 0;
        for (String page : pages) {
            browser.open(page);
            for (WebElement slider : browser.driver.findElements(By.cssSelector("input[type=range], [role=slider]"))) {
                assertThat(slider.getAccessibleName())
                        .as("a slider's name on %s", page)
                        .isNotBlank();
                browser.js(
                        "arguments[0].scrollIntoView({block: 'center', behavior: 'instant'}); arguments[0].focus()",
                        slider);
                String value = sliderValue(slider);
                boolean atMax =
                        value.equals(slider.getAttribute("max")) || value.equals(slider.getAttribute("aria-valuemax"));
                new Actions(browser.driver)
                        .sendKeys(atMax ? Keys.ARROW_LEFT : Keys.ARROW_RIGHT)
                        .perform();
                assertThat(sliderValue(slider))
                        .as("an arrow key moves the slider %s on %s", slider.getAccessibleName(), page)
                        .isNotEqualTo(value);
                assertThat(browser.driver.getCurrentUrl().replaceFirst("\\?.*", ""))
                        .as("and leaves %s where it was (the slider's setting goes into the address's query)", page)
                        .isEqualTo(browser.server.base() + page);
                sliders++;
            }
        }
        assertThat(sliders)
                .as("sliders of the explorable figures moved from the keyboard")
                .isPositive();
    }

    @Test
    @DisplayName(
            "prefers-reduced-motion: nothing scrolls smoothly, animates or transitions; without it, scrolling is smooth")
    void reducedMotion() {
        for (String page : pages) {
            browser.emulate(false, true);
            browser.open(page);
            assertThat(browser.js("return getComputedStyle(document.documentElement).scrollBehavior"))
                    .as("scrolling on %s", page)
                    .isEqualTo("auto");
            List<String> moving = browser.list(
                    "const secs = v => v.split(',').map(s => s.trim().endsWith('ms') ? parseFloat(s) / 1000 : parseFloat(s));"
                            + "return Array.from(document.querySelectorAll('*')).filter(e => { const s = getComputedStyle(e);"
                            + " return secs(s.animationDuration).some(d => d > 0.001) && s.animationName !== 'none'"
                            + " || secs(s.transitionDuration).some(d => d > 0.001) || s.scrollBehavior === 'smooth'; })"
                            + ".map(e => e.outerHTML.slice(0, 80))");
            assertThat(moving)
                    .as("what still moves on %s under reduced motion", page)
                    .isEmpty();
            browser.emulate(false, false);
            assertThat(browser.js("return getComputedStyle(document.documentElement).scrollBehavior"))
                    .as("without the wish, on %s", page)
                    .isEqualTo("smooth");
        }
    }

    @Test
    @DisplayName(
            "at 200% zoom every page reflows: no sideways scroll of the page, no words cut off, the header's controls in view")
    void zoom200() {
        browser.zoom(200);
        for (String page : pages) {
            browser.open(page);
            Number width = (Number) browser.js("return window.innerWidth");
            assertThat(width.intValue()).as("the layout viewport at 200%").isEqualTo(Browser.DESKTOP.getWidth() / 2);
            Number overflow = (Number) browser.js("return document.documentElement.scrollWidth - window.innerWidth");
            assertThat(overflow.intValue())
                    .as("sideways scrolling of %s at 200%%", page)
                    .isLessThanOrEqualTo(1);
            List<String> cut = browser.list(
                    "return Array.from(document.querySelectorAll('.kit-content p, .kit-content li, .kit-content h1, .kit-content h2,"
                            + " .kit-content h3, .kit-content blockquote, .kit-content figcaption, .kit-box, .kit-pager a, .kit-footer'))"
                            + ".filter(e => !e.closest('.kit-table-scroll, .kit-figure-art, pre') && e.getClientRects().length)"
                            + ".filter(e => { const r = e.getBoundingClientRect(); return r.right > window.innerWidth + 1 || r.left < -1; })"
                            + ".map(e => e.outerHTML.slice(0, 80))");
            assertThat(cut).as("text cut off at the side of %s at 200%%", page).isEmpty();
            for (String id : List.of("kit-menu-toggle", "kit-search", "kit-theme-toggle")) {
                WebElement control = browser.driver.findElement(By.id(id));
                assertThat(control.isDisplayed())
                        .as("%s on %s at 200%%", id, page)
                        .isTrue();
                Number right = (Number) browser.js("return arguments[0].getBoundingClientRect().right", control);
                assertThat(right.doubleValue())
                        .as("%s inside the window on %s at 200%%", id, page)
                        .isLessThanOrEqualTo(width.doubleValue());
            }
        }
        browser.open("exercises/03.html");
        browser.driver.findElement(By.id("kit-menu-toggle")).click();
        assertThat(browser.driver
                        .findElement(By.cssSelector("#kit-sidebar a[aria-current=page]"))
                        .isDisplayed())
                .as("the menu opens the sidebar at 200%")
                .isTrue();
    }

    // ---- helpers ----

    private String sliderValue(WebElement slider) {
        String value = slider.getDomProperty("value");
        return value != null ? value : slider.getAttribute("aria-valuenow");
    }
}
