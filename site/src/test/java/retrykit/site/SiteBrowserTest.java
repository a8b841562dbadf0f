package retrykit.site;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import retrykit.site.figures.Capstone;

/**
 * The built site as a reader meets it, in Debian's headless Chromium over a static server on
 * 127.0.0.1 and from disk (file://): every page loads with no console error, no failed request and
 * no request outside the site; every internal link resolves; search, the theme, the path and its
 * keys, code blocks, scrolling frames, print and the figures work. Accessibility is {@link
 * AccessibilityTest}'s (axe-core) and {@link KeyboardMotionZoomTest}'s (the keyboard, motion, zoom).
 */
class SiteBrowserTest extends OnTheBuiltSite {
    /** The repository the site was built for (site/pom.xml's site.repository), which its links must use. */
    static final String REPOSITORY =
            System.getProperty("retrykit.site.repository", "").strip();

    /** What one page did when it was loaded over http. */
    record Visit(
            String page,
            List<String> consoleErrors,
            List<String> failedRequests,
            List<String> outsideRequests,
            List<String> links,
            Set<String> ids,
            List<String> badHeadingAnchors) {}

    private final Map<String, Visit> visits = new LinkedHashMap<>();

    /** Each visit lists the requests its page sent, to find a failed one or one that leaves the site. */
    @Override
    boolean recordsRequests() {
        return true;
    }

    @BeforeAll
    void start() throws IOException {
        browser.driver.get("about:blank"); // the browser's own start-up requests land here, not on the first page
        for (String page : Browser.pages()) {
            visits.put(page, visit(page));
        }
    }

    @AfterEach
    void backToTheHomePage() {
        browser.open("index.html");
        browser.js("localStorage.clear()");
    }

    @Test
    @DisplayName("every page loads with no console error, no failed request and nothing from outside the site")
    void pagesLoadCleanly() {
        assertThat(visits).as("pages crawled").hasSizeGreaterThanOrEqualTo(6);
        for (Visit v : visits.values()) {
            assertThat(v.consoleErrors()).as("console errors on %s", v.page()).isEmpty();
            assertThat(v.failedRequests()).as("failed requests on %s", v.page()).isEmpty();
            assertThat(v.outsideRequests())
                    .as("requests outside the site from %s", v.page())
                    .isEmpty();
        }
    }

    @Test
    @DisplayName("every internal link leads to a page of the site, and every #fragment to an id on it")
    void internalLinksResolve() {
        int checked = 0;
        String base = browser.server.base();
        for (Visit v : visits.values()) {
            for (String link : v.links()) {
                if (!link.startsWith(base)) {
                    assertThat(link).as("a link on %s", v.page()).matches("(https?|mailto):.*");
                    continue;
                }
                String relative = link.substring(base.length());
                int hash = relative.indexOf('#');
                String page = hash < 0 ? relative : relative.substring(0, hash);
                if (!page.endsWith(".html")) {
                    // A download (the handout's zip) is a file of the site, not a page to visit.
                    assertThat(Browser.SITE.resolve(page))
                            .as("%s links to %s", v.page(), link)
                            .isRegularFile();
                    checked++;
                    continue;
                }
                assertThat(visits).as("%s links to %s", v.page(), link).containsKey(page);
                if (hash >= 0 && hash + 1 < relative.length()) {
                    assertThat(visits.get(page).ids())
                            .as("%s links to %s", v.page(), link)
                            .contains(relative.substring(hash + 1));
                }
                checked++;
            }
            assertThat(v.badHeadingAnchors())
                    .as("headings of %s whose # link does not point at themselves", v.page())
                    .isEmpty();
        }
        assertThat(checked).isGreaterThan(50);
    }

    @Test
    @DisplayName(
            "search finds Retry-After and idempotency, from the keyboard, on pages at any depth, and marks the words on the page it opens")
    void search() {
        String base = browser.server.base();
        for (String from : List.of("index.html", firstLesson())) {
            browser.open(from);
            new Actions(browser.driver).sendKeys("/").perform();
            WebElement input = browser.driver.switchTo().activeElement();
            assertThat(input.getAttribute("id"))
                    .as("\"/\" focuses the search box")
                    .isEqualTo("kit-search");
            assertThat(results(input, "Retry-After"))
                    .as("results for Retry-After from %s", from)
                    .anySatisfy(href -> assertThat(href).contains("exercises/04.html"))
                    .allSatisfy(href -> assertThat(href).startsWith(base));
            input.clear();
            List<String> keys = results(input, "idempotency");
            assertThat(keys)
                    .as("results for idempotency from %s", from)
                    .anySatisfy(href -> assertThat(href).contains("exercises/05.html"));
            for (String href : keys) {
                String page = href.substring(base.length()).replaceFirst("[?#].*", "");
                assertThat(visits).as("a search result's page").containsKey(page);
            }
            input.sendKeys(Keys.ENTER);
            browser.await().until(d -> !d.getCurrentUrl().endsWith(from));
            assertThat(browser.driver.getCurrentUrl())
                    .as("Enter opens the first result")
                    .isEqualTo(keys.get(0));
            List<String> marked = browser.list(
                    "return Array.from(document.querySelectorAll('.kit-content mark.kit-hit')).map(m => m.textContent.toLowerCase())");
            assertThat(marked)
                    .as("the searched word marked on the page it opened")
                    .isNotEmpty()
                    .allSatisfy(m -> assertThat(m).isEqualTo("idempotency"));
        }
    }

    @Test
    @DisplayName(
            "search forgives typing: \"equal jiter\" and \"jitt\" find the jitter lesson, and its index and Lunr load only once the reader reaches for the search, without blocking the page")
    void searchToleratesTypos() throws IOException {
        String html = Files.readString(Browser.SITE.resolve("index.html"));
        assertThat(html)
                .as("no page loads the search index or Lunr with a blocking script tag")
                .doesNotContain(SearchIndex.FILE + "\"")
                .doesNotContain("lunr.min.js");
        assertThat(Browser.SITE.resolve(SearchIndex.LUNR_LICENSE))
                .as("Lunr's licence ships with it")
                .isRegularFile();
        browser.open("index.html");
        assertThat(browser.js("return typeof window.KIT_SEARCH_INDEX + ' ' + typeof window.lunr"))
                .as("the search index and Lunr on a page nobody has searched yet")
                .isEqualTo("undefined undefined");
        WebElement input = browser.driver.findElement(By.id("kit-search"));
        input.click();
        browser.await()
                .until(d -> ((Number) browser.js("return (window.KIT_SEARCH_INDEX || []).length")).intValue() > 0);
        for (String query : List.of("equal jiter", "jitt", "decorelated jitter")) {
            input.clear();
            List<String> hits = results(input, query);
            assertThat(hits.get(0))
                    .as("the first result for \"%s\" (all: %s)", query, hits)
                    .contains("lessons/03-equal-full-and-decorrelated-jitter.html");
        }
        input.clear();
        input.sendKeys("zzqx");
        browser.await()
                .until(d -> d.findElement(By.id("kit-search-status")).getText().startsWith("Nothing found"));
    }

    @Test
    @DisplayName(
            "every page has a print button, and \"?\" (or its button) lists the keyboard shortcuts in a dialog that Escape closes")
    void printAndShortcuts() {
        for (String page : visits.keySet()) {
            browser.open(page);
            assertThat(browser.driver.findElements(By.cssSelector(".kit-page-tools .kit-print-button")))
                    .as("the print button on %s", page)
                    .singleElement()
                    .satisfies(b -> assertThat(b.isDisplayed()).isTrue());
        }
        browser.open(firstLesson());
        new Actions(browser.driver).sendKeys("?").perform();
        WebElement dialog = browser.driver.findElement(By.id("kit-keys"));
        assertThat(dialog.getDomProperty("open")).as("\"?\" opens the list").isEqualTo("true");
        assertThat(dialog.getText()).contains("Search the course").contains("Previous and next page");
        new Actions(browser.driver).sendKeys(Keys.ESCAPE).perform();
        assertThat(dialog.getDomProperty("open")).as("Escape closes it").isEqualTo("false");
        WebElement keysButton = browser.driver.findElement(By.cssSelector(".kit-keys-button"));
        browser.js("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", keysButton);
        keysButton.click();
        assertThat(dialog.getDomProperty("open")).as("its button opens it too").isEqualTo("true");
        dialog.findElement(By.cssSelector("button")).click();
        assertThat(dialog.getDomProperty("open")).isEqualTo("false");
    }

    @Test
    @DisplayName(
            "at 390 px, a table that scrolls keeps its first column in view: lesson 4's row of totals still names itself beside the 121")
    void stickyFirstColumn() {
        browser.size(Browser.PHONE);
        browser.open("lessons/04-a-budget-bounds-the-attempts.html");
        WebElement frame = browser.driver.findElements(By.cssSelector(".kit-table-scroll")).stream()
                .filter(f -> f.getText().contains("121"))
                .findFirst()
                .orElseThrow();
        browser.js("arguments[0].scrollLeft = arguments[0].scrollWidth", frame);
        WebElement label = frame.findElement(By.xpath(".//tr[contains(., '121')]/*[1]"));
        long frameLeft = ((Number) browser.js("return arguments[0].getBoundingClientRect().left", frame)).longValue();
        long labelLeft = ((Number) browser.js("return arguments[0].getBoundingClientRect().left", label)).longValue();
        assertThat(labelLeft - frameLeft)
                .as("the row's first cell stays at the frame's left edge when the table is scrolled to its end")
                .isBetween(-2L, 2L);
        browser.size(Browser.DESKTOP);
    }

    @Test
    @DisplayName("search ranks a lesson's explanation above its list of sources")
    void searchRanksExplanationsFirst() {
        browser.open("index.html");
        WebElement input = browser.driver.findElement(By.id("kit-search"));
        input.click();
        List<String> titles = resultsText(input, "exponential backoff");
        assertThat(titles.get(0))
                .as("the first result for \"exponential backoff\" (all: %s)", titles)
                .doesNotContain("Sources");
    }

    @Test
    @DisplayName(
            "the theme follows the system, and the toggle (one name, \"Dark theme\", pressed or not) switches it and is remembered")
    void theme() {
        browser.open("index.html");
        browser.js("localStorage.clear()");
        browser.emulateDark(false);
        browser.driver.navigate().refresh();
        String light = background();
        browser.emulateDark(true);
        assertThat(background())
                .as("with no choice made, the page follows a dark system")
                .isNotEqualTo(light);
        String dark = background();
        WebElement toggle = browser.driver.findElement(By.id("kit-theme-toggle"));
        pressedBecomes(toggle, "true", "a dark system shows the switch pressed");
        browser.emulateDark(false);
        assertThat(background()).isEqualTo(light);
        pressedBecomes(toggle, "false", "a light system shows the switch not pressed");

        toggle.click();
        assertThat(browser.js("return document.documentElement.dataset.theme")).isEqualTo("dark");
        assertThat(background()).isEqualTo(dark);
        assertThat(toggle.getAttribute("aria-pressed")).isEqualTo("true");
        assertThat(toggle.getAccessibleName())
                .as("the name stays what the button says")
                .isEqualTo("Dark theme");
        browser.driver.navigate().refresh();
        assertThat(background()).as("the choice survives a reload").isEqualTo(dark);
        browser.open(firstLesson());
        assertThat(background()).as("and holds on the next page").isEqualTo(dark);

        browser.driver.findElement(By.id("kit-theme-toggle")).click();
        browser.driver.navigate().refresh();
        assertThat(background()).as("switched back and remembered").isEqualTo(light);
    }

    /**
     * Waits for the theme switch to show {@code pressed} after the system's scheme changed. The page
     * hears of the change from a media query's "change" event, which the browser fires at its next
     * rendering step, after the call that changed the scheme has returned; the colours, read through
     * getComputedStyle, follow at once.
     */
    private void pressedBecomes(WebElement toggle, String pressed, String why) {
        browser.await()
                .withMessage(why + ": aria-pressed=\"" + pressed + "\"")
                .until(d -> pressed.equals(toggle.getAttribute("aria-pressed")));
    }

    @Test
    @DisplayName("print under a dark system theme, or with dark chosen, is dark text on white paper")
    void printIsLightUnderDark() {
        for (String page : List.of("index.html", firstLesson(), "exercises/04.html", WholeCourse.HREF)) {
            for (boolean chosen : List.of(false, true)) {
                browser.open(page);
                browser.js(
                        chosen
                                ? "document.documentElement.dataset.theme = 'dark'"
                                : "delete document.documentElement.dataset.theme");
                browser.emulatePrint(true, true);
                try {
                    String paper = (String) browser.js("return getComputedStyle(document.body).backgroundColor");
                    assertThat(paper)
                            .as("paper behind %s (dark %s)", page, chosen ? "chosen" : "system")
                            .isIn("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)");
                    List<String> colours = browser.list(
                            "return Array.from(document.querySelectorAll('.kit-content p, .kit-content li, .kit-content code, .kit-content td, .kit-content h2'))"
                                    + ".slice(0, 200).map(e => getComputedStyle(e).color)");
                    assertThat(colours).isNotEmpty();
                    for (String colour : colours) {
                        assertThat(Browser.contrast(colour, "rgb(255, 255, 255)"))
                                .as("text colour %s on paper, %s", colour, page)
                                .isGreaterThanOrEqualTo(4.5);
                    }
                    List<String> figureText = browser.list(
                            "return Array.from(document.querySelectorAll('.kit-svg text:not(.fig-on-fill)')).map(e => getComputedStyle(e).fill)");
                    for (String fill : figureText) {
                        assertThat(Browser.contrast(fill, "rgb(255, 255, 255)"))
                                .as("figure text %s on paper, %s", fill, page)
                                .isGreaterThanOrEqualTo(3);
                    }
                } finally {
                    browser.emulatePrint(false, false);
                }
            }
        }
    }

    @Test
    @DisplayName("inline code keeps its spaces: the asctime date shows, and copies, with two spaces before the 6")
    void inlineCodeKeepsSpaces() {
        int found = 0;
        for (String page : visits.keySet()) {
            browser.open(page);
            List<List<String>> codes = browser.list(
                    "return Array.from(document.querySelectorAll('code')).filter(c => !c.closest('pre') && c.textContent.includes('  '))"
                            + ".map(c => [c.textContent, c.innerText])");
            for (List<String> code : codes) {
                assertThat(code.get(1))
                        .as("inline code on %s as rendered", page)
                        .isEqualTo(code.get(0));
                found++;
            }
        }
        assertThat(found)
                .as("inline code with two spaces in a row (lesson 05, exercise 04)")
                .isPositive();
        assertThat(visits.keySet().stream().filter(p -> p.equals("exercises/04.html")))
                .isNotEmpty();
    }

    @Test
    @DisplayName("at 1280 px no code block scrolls and no copy button covers code, on every page")
    void codeFitsOnADesktop() {
        browser.size(Browser.DESKTOP);
        int blocks = 0;
        for (String page : visits.keySet()) {
            browser.open(page);
            List<Map<String, Object>> found = browser.list(
                    "return Array.from(document.querySelectorAll('.kit-code')).map(b => {"
                            + " const pre = b.querySelector('pre'); const button = b.querySelector('.kit-copy');"
                            + " const r = document.createRange(); r.selectNodeContents(pre.querySelector('code'));"
                            + " const box = button.getBoundingClientRect();"
                            + " const covered = Array.from(r.getClientRects()).some(t => t.width > 0 && t.left < box.right && t.right > box.left && t.top < box.bottom && t.bottom > box.top);"
                            + " return {text: pre.textContent.slice(0, 60), overflow: pre.scrollWidth - pre.clientWidth, covered: covered, button: !!button}; })");
            for (Map<String, Object> block : found) {
                assertThat(block.get("button"))
                        .as("a copy button on %s's block %s", page, block.get("text"))
                        .isEqualTo(true);
                assertThat(((Number) block.get("overflow")).intValue())
                        .as("sideways scroll of %s's block %s", page, block.get("text"))
                        .isLessThanOrEqualTo(0);
                assertThat(block.get("covered"))
                        .as("the copy button over the text of %s's block %s", page, block.get("text"))
                        .isEqualTo(false);
                blocks++;
            }
        }
        assertThat(blocks).as("code blocks on the site").isGreaterThan(15);
    }

    @Test
    @DisplayName(
            "on a phone, whatever scrolls sideways (figures, tables, code) says so and takes the focus; stage 06's diagrams fit whole")
    void phoneScrollCues() {
        browser.size(Browser.PHONE);
        int scrolling = 0;
        for (String page : visits.keySet()) {
            browser.open(page);
            browser.js(
                    "document.querySelectorAll('details').forEach(d => d.open = true); window.dispatchEvent(new Event('resize'))");
            List<Map<String, Object>> frames = browser.list(
                    "return Array.from(document.querySelectorAll('.kit-code pre, .kit-table-scroll, .kit-figure-art'))"
                            + ".filter(f => f.scrollWidth > f.clientWidth + 1).map(f => {"
                            + " const cue = f.matches('pre') ? f.parentNode.querySelector('.kit-scroll-cue') : f.previousElementSibling;"
                            + " return {what: f.className || f.tagName, tabindex: f.getAttribute('tabindex'),"
                            + " cue: !!cue && cue.classList.contains('kit-scroll-cue') && !cue.hidden && cue.getBoundingClientRect().height > 0 ? cue.textContent : ''}; })");
            for (Map<String, Object> frame : frames) {
                assertThat((String) frame.get("cue"))
                        .as("the scroll cue of a %s on %s", frame.get("what"), page)
                        .contains("Scrolls sideways");
                assertThat(frame.get("tabindex"))
                        .as("a %s that scrolls on %s takes the focus", frame.get("what"), page)
                        .isEqualTo("0");
                scrolling++;
            }
            if (page.startsWith("lessons/07")) {
                List<Number> cut = browser.list(
                        "return Array.from(document.querySelectorAll('[id^=figure-capstone] .kit-figure-art'))"
                                + ".map(f => f.scrollWidth - f.clientWidth)");
                assertThat(cut)
                        .as("stage 06's diagrams on a phone")
                        .hasSize(Capstone.SCENARIOS)
                        .allSatisfy(n -> assertThat(n.intValue()).isLessThanOrEqualTo(1));
            }
        }
        assertThat(scrolling)
                .as("frames that scroll sideways on a 390 px phone")
                .isPositive();
    }

    @Test
    @DisplayName("figures render at a readable size on a 390 px phone and on a desktop, and no page scrolls sideways")
    void figuresAreReadable() {
        int figures = 0;
        for (Dimension size : List.of(Browser.PHONE, Browser.DESKTOP)) {
            browser.size(size);
            for (String page : visits.keySet()) {
                browser.open(page);
                List<Number> widths = browser.list(
                        "return Array.from(document.querySelectorAll('svg.kit-svg')).map(s => s.getBoundingClientRect().width)");
                for (Number w : widths) {
                    assertThat(w.doubleValue())
                            .as("a figure's width on %s at %s", page, size)
                            .isGreaterThanOrEqualTo(280);
                    figures++;
                }
                Number overflow =
                        (Number) browser.js("return document.documentElement.scrollWidth - window.innerWidth");
                assertThat(overflow.intValue())
                        .as("sideways scrolling on %s at %s", page, size)
                        .isLessThanOrEqualTo(1);
            }
        }
        assertThat(figures).as("figures drawn on the site").isPositive();
    }

    @Test
    @DisplayName(
            "no figure's words run into each other or across a lane, an expiry or a budget line, and every plot names its axes")
    void figureLabelsDoNotCollide() {
        int figures = 0;
        for (String page : visits.keySet()) {
            if (page.equals(WholeCourse.HREF)) {
                continue; // the same figures as on their lessons
            }
            browser.open(page);
            List<Map<String, Object>> svgs = browser.list(
                    "return Array.from(document.querySelectorAll('svg.kit-svg')).map(svg => {"
                            + " const texts = Array.from(svg.querySelectorAll('text')).map(t => ({s: t.textContent, b: t.getBBox()}));"
                            + " const lines = Array.from(svg.querySelectorAll('line.fig-lane, line.fig-budget')).map(l => l.getBBox());"
                            + " const hit = (a, b, pad) => a.x + pad < b.x + b.width && b.x + pad < a.x + a.width && a.y + pad < b.y + b.height && b.y + pad < a.y + a.height;"
                            + " const clashes = [];"
                            + " texts.forEach((a, i) => texts.slice(i + 1).forEach(b => { if (hit(a.b, b.b, 1)) clashes.push(a.s + ' / ' + b.s); }));"
                            + " texts.forEach(a => lines.forEach(l => { const box = {x: l.x - 1, y: l.y, width: l.width + 2, height: l.height};"
                            + "   if (hit(a.b, box, 0.5)) clashes.push(a.s + ' / a line'); }));"
                            + " return {id: svg.closest('figure').id, clashes: clashes, yTitle: !!svg.querySelector('.fig-axis-title-y'), plot: svg.dataset.plot === 'xy'}; })");
            for (Map<String, Object> svg : svgs) {
                assertThat((List<?>) svg.get("clashes"))
                        .as("labels that collide in %s on %s", svg.get("id"), page)
                        .isEmpty();
                if (Boolean.TRUE.equals(svg.get("plot"))) {
                    assertThat(svg.get("yTitle"))
                            .as("the y axis of %s has a title", svg.get("id"))
                            .isEqualTo(true);
                }
                figures++;
            }
        }
        assertThat(figures).isGreaterThan(5);
    }

    @Test
    @DisplayName(
            "the path: next leads from the home page through every page, each exercise right after the lesson that says it practises it")
    void path() {
        List<String> walked = walkNext();
        List<String> sitePages = visits.keySet().stream()
                .filter(p -> !p.equals(WholeCourse.HREF))
                .toList();
        assertThat(walked).as("the path").containsExactlyInAnyOrderElementsOf(sitePages);
        List<String> sidebar = browser.list(
                "return Array.from(document.querySelectorAll('#kit-sidebar a')).map(a => a.getAttribute('href'))"
                        + ".filter(h => !h.startsWith('#'))");
        assertThat(sidebar.stream()
                        .map(h -> h.replaceFirst("^(\\.\\./)+", ""))
                        .filter(h -> !h.equals(WholeCourse.HREF))
                        .toList())
                .as("the sidebar lists the path in its order")
                .containsExactlyElementsOf(walked);

        for (int i = 1; i < walked.size(); i++) {
            String page = walked.get(i);
            if (page.startsWith("lessons/")) {
                browser.open(page);
                List<String> practise = browser.list(
                        "return Array.from(document.querySelectorAll('.kit-practise a')).map(a => a.getAttribute('href'))");
                assertThat(practise)
                        .as("the exercises %s says practise it", page)
                        .isNotEmpty()
                        .allSatisfy(h -> assertThat(h).startsWith("../exercises/"));
                assertThat(
                                browser.js(
                                        "return document.querySelector('.kit-practise').compareDocumentPosition(document.querySelector('h1'))"))
                        .as("the practise box on %s sits under the title", page)
                        .isEqualTo(2L);
            }
            if (page.startsWith("exercises/") && walked.get(i - 1).startsWith("lessons/")) {
                browser.open(walked.get(i - 1));
                List<String> practise = browser.list(
                        "return Array.from(document.querySelectorAll('.kit-practise a')).map(a => a.getAttribute('href'))");
                assertThat(practise)
                        .as("the lesson before %s says it is practised there", page)
                        .contains("../" + page);
            }
        }
        assertThat(walked.stream()
                        .filter(p -> p.startsWith("exercises/"))
                        .filter(p -> walked.get(walked.indexOf(p) - 1).startsWith("lessons/")))
                .as("exercises placed after their lesson")
                .hasSizeGreaterThanOrEqualTo(6);
    }

    /** Follows "next" from the home page to the end, checking each "previous" leads back; returns the pages in order. */
    private List<String> walkNext() {
        List<String> walked = new ArrayList<>();
        browser.open("index.html");
        String base = browser.server.base();
        while (true) {
            String here =
                    browser.driver.getCurrentUrl().substring(base.length()).replaceFirst("[?#].*", "");
            assertThat(walked).as("the path comes back to %s", here).doesNotContain(here);
            walked.add(here);
            List<WebElement> next = browser.driver.findElements(By.cssSelector(".kit-pager a[rel=next]"));
            if (next.isEmpty()) {
                break;
            }
            String previous = here;
            browser.open(next.get(0).getAttribute("href").substring(base.length()));
            WebElement back = browser.driver.findElement(By.cssSelector(".kit-pager a[rel=prev]"));
            assertThat(back.getAttribute("href"))
                    .as("previous from the page after %s", previous)
                    .isEqualTo(base + previous);
        }
        return walked;
    }

    @Test
    @DisplayName(
            "the arrow keys walk the path, but not while the focus is in the search box or in a frame that scrolls")
    void arrowKeys() {
        browser.open("index.html");
        String next = browser.driver
                .findElement(By.cssSelector(".kit-pager a[rel=next]"))
                .getAttribute("href");
        new Actions(browser.driver).sendKeys(Keys.ARROW_RIGHT).perform();
        browser.await().until(d -> d.getCurrentUrl().equals(next));
        new Actions(browser.driver).sendKeys(Keys.ARROW_LEFT).perform();
        browser.await().until(d -> d.getCurrentUrl().equals(browser.server.base() + "index.html"));

        browser.open(firstLesson());
        String here = browser.driver.getCurrentUrl();
        WebElement input = browser.driver.findElement(By.id("kit-search"));
        input.click();
        input.sendKeys("retry", Keys.ARROW_LEFT, Keys.ARROW_RIGHT);
        assertThat(browser.driver.getCurrentUrl())
                .as("arrows in the search box move its caret")
                .isEqualTo(here);

        browser.size(Browser.PHONE);
        browser.open("exercises/03.html");
        here = browser.driver.getCurrentUrl();
        WebElement frame = browser.driver.findElement(By.cssSelector("[data-scrolls]"));
        browser.js("arguments[0].focus()", frame);
        new Actions(browser.driver).sendKeys(Keys.ARROW_RIGHT).perform();
        assertThat(browser.driver.getCurrentUrl())
                .as("arrows in a frame that scrolls scroll it")
                .isEqualTo(here);
    }

    @Test
    @DisplayName(
            "the home page says how to get the kit: the site's own zip (a clone only with a repository set), the first command, watch mode, a hint and progress, each with a copy button")
    void getTheKit() throws Exception {
        browser.open("index.html");
        WebElement box = browser.driver.findElement(By.id("get-the-kit")).findElement(By.xpath(".."));
        List<String> code = box.findElements(By.cssSelector(".kit-code pre")).stream()
                .map(WebElement::getText)
                .toList();
        List<String> expected = new ArrayList<>(List.of("unzip retrykit.zip\ncd " + HandoutDownload.FOLDER));
        if (!REPOSITORY.isEmpty()) {
            expected.add(
                    "git clone " + REPOSITORY + ".git\ncd " + REPOSITORY.substring(REPOSITORY.lastIndexOf('/') + 1));
        }
        expected.addAll(List.of(
                "mvn test -pl exercises/01",
                "mvn -pl exercises/01 -Dwatch",
                "mvn -q -pl exercises/01 -Dhint",
                "mvn -q -pl exercises -Dprogress"));
        assertThat(code).containsExactlyElementsOf(expected);
        assertThat(box.findElements(By.cssSelector(".kit-copy"))).hasSize(expected.size());
        String zip = box.findElement(By.cssSelector("a.kit-download")).getAttribute("href");
        assertThat(zip).isEqualTo(browser.server.base() + HandoutDownload.HREF);
        java.net.http.HttpResponse<byte[]> download = java.net.http.HttpClient.newHttpClient()
                .send(
                        java.net.http.HttpRequest.newBuilder(java.net.URI.create(zip))
                                .build(),
                        java.net.http.HttpResponse.BodyHandlers.ofByteArray());
        assertThat(download.statusCode()).isEqualTo(200);
        assertThat(new String(download.body(), 0, 2, java.nio.charset.StandardCharsets.ISO_8859_1))
                .as("the download is a zip")
                .isEqualTo("PK");
        if (REPOSITORY.isEmpty()) {
            for (String page : visits.keySet()) {
                browser.open(page);
                assertThat(
                                browser.list(
                                        "return Array.from(document.querySelectorAll('a[href]')).map(a => a.href).filter(h => h.includes('github.com/retrykit'))"))
                        .as("no placeholder repository on %s", page)
                        .isEmpty();
            }
        }
    }

    @Test
    @DisplayName("each page links to the file it is made from, to be edited, under the one repository address")
    void editLinks() {
        Path kit = GeneratorTest.KIT;
        for (String page : visits.keySet()) {
            browser.open(page);
            List<String> edits =
                    browser.list("return Array.from(document.querySelectorAll('.kit-edit a')).map(a => a.href)");
            if (page.equals(WholeCourse.HREF) || REPOSITORY.isEmpty()) {
                assertThat(edits)
                        .as("the whole course is edited through its pages, and with no repository set nothing is")
                        .isEmpty();
                continue;
            }
            assertThat(edits)
                    .as("the edit link on %s", page)
                    .singleElement()
                    .asString()
                    .startsWith(REPOSITORY + "/edit/main/");
            String file = edits.get(0).substring((REPOSITORY + "/edit/main/").length());
            assertThat(kit.resolve(file))
                    .as("the file %s's edit link names", page)
                    .isRegularFile();
        }
    }

    @Test
    @DisplayName(
            "the whole course prints from one page: every page of the path, in order, and the chrome left off paper")
    void wholeCourse() {
        browser.open("index.html");
        assertThat(browser.driver.findElements(By.cssSelector("#kit-sidebar a[href='" + WholeCourse.HREF + "']")))
                .as("the sidebar links the whole course")
                .hasSize(1);
        browser.open(WholeCourse.HREF);
        List<String> chapters = browser.list(
                "return Array.from(document.querySelectorAll('.kit-whole-page > h1')).map(h => h.textContent.replace(/\\s*#$/, ''))");
        List<String> titles = new ArrayList<>();
        for (String page : visits.keySet().stream()
                .filter(p -> !p.equals(WholeCourse.HREF))
                .toList()) {
            browser.open(page);
            titles.add((String) browser.js("return document.querySelector('h1').textContent"));
        }
        browser.open(WholeCourse.HREF);
        assertThat(chapters).as("the chapters of the whole course").containsExactlyInAnyOrderElementsOf(titles);
        assertThat(browser.list("return Array.from(document.querySelectorAll('[id]')).map(e => e.id)").stream()
                        .distinct()
                        .count())
                .as("ids on the whole-course page are unique")
                .isEqualTo(((Number) browser.js("return document.querySelectorAll('[id]').length")).longValue());
        assertThat(browser.driver.findElement(By.cssSelector("[data-print]")).isDisplayed())
                .as("its print button")
                .isTrue();
        browser.emulatePrint(true, false);
        try {
            assertThat(browser.driver.findElement(By.cssSelector(".kit-header")).isDisplayed())
                    .isFalse();
            assertThat(browser.driver.findElement(By.id("kit-sidebar")).isDisplayed())
                    .isFalse();
            assertThat(browser.driver
                            .findElement(By.cssSelector("[data-print]"))
                            .isDisplayed())
                    .isFalse();
            assertThat(browser.js(
                            "return getComputedStyle(document.querySelectorAll('.kit-whole-page')[1]).breakBefore"))
                    .isEqualTo("page");
        } finally {
            browser.emulatePrint(false, false);
        }
    }

    @Test
    @DisplayName("Java, shell and HTTP are coloured at build time, in both themes, and copy as plain text")
    void highlighting() {
        for (boolean dark : List.of(false, true)) {
            browser.emulateDark(dark);
            for (String[] want : new String[][] {
                {"exercises/03.html", "java", "tok-keyword"},
                {"exercises/03.html", "shell", "tok-option"},
                {"lessons/05-retry-after-in-both-forms.html", "http", "tok-name"}
            }) {
                String page = visits.keySet().stream()
                        .filter(p -> p.startsWith(want[0].replaceFirst("-.*", "")))
                        .findFirst()
                        .orElse(want[0]);
                browser.open(page);
                List<String> colours = browser.list(
                        "return Array.from(document.querySelectorAll('code.language-" + want[1] + " ." + want[2] + "'))"
                                + ".map(s => [getComputedStyle(s).color, getComputedStyle(s.closest('code')).color, getComputedStyle(s.closest('.kit-code')).backgroundColor])"
                                + ".map(c => c.join('|'))");
                assertThat(colours)
                        .as("%s tokens %s on %s", want[1], want[2], page)
                        .isNotEmpty();
                for (String c : colours) {
                    String[] parts = c.split("\\|", -1);
                    assertThat(parts[0])
                            .as("a %s token's colour differs from plain code's", want[1])
                            .isNotEqualTo(parts[1]);
                    assertThat(Browser.contrast(parts[0], parts[2]))
                            .as("contrast of %s on %s (%s)", parts[0], parts[2], dark ? "dark" : "light")
                            .isGreaterThanOrEqualTo(4.5);
                }
            }
        }
    }

    @Test
    @DisplayName(
            "code blocks have a copy button; on a phone the menu opens the sidebar, and search results stay inside the window")
    void copyAndMenu() {
        browser.open("index.html");
        WebElement copy = browser.driver.findElement(By.cssSelector(".kit-copy"));
        browser.js("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", copy);
        copy.click();
        // The clipboard answers asynchronously and the label resets after a moment, so wait for the
        // outcome the button records (a condition, not a timing assertion).
        String outcome = browser.await().until(d -> copy.getAttribute("data-copy"));
        assertThat(outcome).isIn("copied", "refused");
        browser.size(Browser.PHONE);
        browser.open("index.html");
        WebElement menu = browser.driver.findElement(By.id("kit-menu-toggle"));
        assertThat(browser.driver.findElement(By.id("kit-sidebar")).isDisplayed())
                .isFalse();
        menu.click();
        assertThat(browser.driver.findElement(By.id("kit-sidebar")).isDisplayed())
                .isTrue();
        assertThat(menu.getAttribute("aria-expanded")).isEqualTo("true");
        menu.click();
        WebElement input = browser.driver.findElement(By.id("kit-search"));
        input.click();
        results(input, "Retry-After");
        Number right = (Number) browser.js(
                "return document.getElementById('kit-search-panel').getBoundingClientRect().right - window.innerWidth");
        assertThat(right.doubleValue())
                .as("search results on a phone stay inside the window")
                .isLessThanOrEqualTo(0);
        assertThat(((Number) browser.js("return document.documentElement.scrollWidth - window.innerWidth")).intValue())
                .as("and the page does not scroll sideways")
                .isLessThanOrEqualTo(1);
    }

    @Test
    @DisplayName("opened from disk (file://), a page gets its styles, its scripts and a working search")
    void worksFromDisk() {
        String page = firstLesson();
        browser.driver.get(Browser.SITE.resolve(page).toUri().toString());
        browser.drainLogs();
        assertThat(browser.js("return getComputedStyle(document.querySelector('.kit-header')).position"))
                .isEqualTo("sticky");
        WebElement input = browser.driver.findElement(By.id("kit-search"));
        input.click();
        browser.await()
                .until(d -> ((Number) browser.js("return (window.KIT_SEARCH_INDEX || []).length")).intValue() > 0);
        List<String> hits = results(input, "idempotency");
        assertThat(hits).isNotEmpty().allSatisfy(h -> assertThat(h).startsWith("file:"));
        assertThat(Path.of(java.net.URI.create(hits.get(0).replaceFirst("[?#].*", ""))))
                .isRegularFile();
        input.sendKeys(Keys.ENTER);
        browser.await().until(d -> d.getCurrentUrl().equals(hits.get(0)));
        assertThat(browser.list("return Array.from(document.querySelectorAll('mark.kit-hit'))"))
                .as("words marked on a page opened from disk")
                .isNotEmpty();
        assertThat(browser.severe()).as("console errors from disk").isEmpty();
    }

    @Test
    @DisplayName("the print stylesheet leaves the header and sidebar off paper")
    void print() {
        browser.open(firstLesson());
        browser.emulatePrint(true, false);
        try {
            assertThat(browser.driver.findElement(By.cssSelector(".kit-header")).isDisplayed())
                    .isFalse();
            assertThat(browser.driver.findElement(By.id("kit-sidebar")).isDisplayed())
                    .isFalse();
            assertThat(browser.driver
                            .findElement(By.cssSelector(".kit-content"))
                            .isDisplayed())
                    .isTrue();
        } finally {
            browser.emulatePrint(false, false);
        }
    }

    @Test
    @DisplayName("screenshots for a maintainer to look at, when asked for with -Dretrykit.site.screenshots=DIR")
    void screenshots() throws IOException {
        String dir = System.getProperty("retrykit.site.screenshots");
        org.junit.jupiter.api.Assumptions.assumeTrue(
                dir != null && !dir.isBlank(), "no -Dretrykit.site.screenshots=DIR given");
        Path out = Files.createDirectories(Path.of(dir));
        String lesson = visits.keySet().stream()
                .filter(p -> p.startsWith("lessons/04"))
                .findFirst()
                .orElse(firstLesson());
        String capstone = visits.keySet().stream()
                .filter(p -> p.startsWith("lessons/07"))
                .findFirst()
                .orElse(lesson);
        for (boolean dark : List.of(false, true)) {
            browser.emulateDark(dark);
            String theme = dark ? "dark" : "light";
            for (Dimension size : List.of(new Dimension(1280, 1000), Browser.PHONE)) {
                browser.size(size);
                String device = size.getWidth() < 500 ? "phone" : "desktop";
                for (String page : List.of("index.html", lesson, "exercises/03.html")) {
                    browser.open(page);
                    shoot(out.resolve(page.replaceAll("[/.]", "_") + "-" + device + "-" + theme + ".png"));
                }
                browser.open(lesson);
                browser.js(
                        "document.querySelector('.kit-figure').scrollIntoView({block: 'start', behavior: 'instant'})");
                shoot(out.resolve("figure-" + device + "-" + theme + ".png"));
                browser.open(capstone);
                browser.js(
                        "document.querySelector('#figure-capstone-1').scrollIntoView({block: 'start', behavior: 'instant'})");
                shoot(out.resolve("capstone-" + device + "-" + theme + ".png"));
                browser.open("exercises/03.html");
                browser.js("document.querySelector('.kit-code').scrollIntoView({block: 'start', behavior: 'instant'})");
                shoot(out.resolve("code-" + device + "-" + theme + ".png"));
                browser.open("index.html");
                new Actions(browser.driver).sendKeys("/").perform();
                results(browser.driver.switchTo().activeElement(), "Retry-After");
                shoot(out.resolve("search-" + device + "-" + theme + ".png"));
            }
        }
        // Paper: what print gives under a dark system theme, page by page, as a PDF's first pages.
        browser.emulateDark(true);
        for (String page : List.of(lesson, WholeCourse.HREF)) {
            browser.open(page);
            @SuppressWarnings("unchecked")
            Map<String, Object> pdf = browser.driver.executeCdpCommand(
                    "Page.printToPDF", Map.of("printBackground", true, "pageRanges", "1-3"));
            Files.write(
                    out.resolve("print-" + page.replaceAll("[/.]", "_") + ".pdf"),
                    java.util.Base64.getDecoder().decode((String) pdf.get("data")));
        }
    }

    private void shoot(Path file) throws IOException {
        Files.write(file, browser.driver.getScreenshotAs(OutputType.BYTES));
    }

    // ---- helpers ----

    private Visit visit(String page) {
        browser.server.forget();
        browser.drainLogs();
        browser.open(page);
        List<String> links = browser.list("return Array.from(document.querySelectorAll('a[href]')).map(a => a.href)");
        List<String> ids = browser.list("return Array.from(document.querySelectorAll('[id]')).map(e => e.id)");
        List<String> badAnchors =
                browser.list("return Array.from(document.querySelectorAll('.kit-content h2, .kit-content h3'))"
                        + ".filter(h => h.id && !h.closest('.kit-box') && (!h.querySelector('a.heading-anchor') || h.querySelector('a.heading-anchor').getAttribute('href') !== '#' + h.id))"
                        + ".map(h => h.textContent)");
        List<String> failed = new ArrayList<>();
        List<String> outside = new ArrayList<>();
        Map<String, String> urls = new HashMap<>();
        ObjectMapper json = new ObjectMapper();
        String base = browser.server.base();
        for (LogEntry entry : browser.driver.manage().logs().get(LogType.PERFORMANCE)) {
            try {
                JsonNode message = json.readTree(entry.getMessage()).path("message");
                String method = message.path("method").asText();
                JsonNode params = message.path("params");
                if (method.equals("Network.requestWillBeSent")) {
                    String url = params.path("request").path("url").asText();
                    urls.put(params.path("requestId").asText(), url);
                    // chrome:// and the like are the browser's own pages, never the site's requests.
                    boolean browsersOwn =
                            url.matches("(chrome|chrome-extension|chrome-untrusted|devtools|about|data):.*");
                    if (!url.startsWith(base) && !browsersOwn) {
                        outside.add(url);
                    }
                } else if (method.equals("Network.responseReceived")
                        && params.path("response").path("status").asInt() >= 400) {
                    failed.add(params.path("response").path("status").asInt() + " "
                            + params.path("response").path("url").asText());
                } else if (method.equals("Network.loadingFailed")
                        && urls.containsKey(params.path("requestId").asText())) {
                    // Only the page's own requests: one the browser sent before this visit is not the page's failure.
                    failed.add(params.path("errorText").asText() + " "
                            + urls.get(params.path("requestId").asText()));
                }
            } catch (IOException e) {
                failed.add("unreadable log entry: " + entry.getMessage());
            }
        }
        browser.server.hits().stream()
                .filter(h -> h.status() != 200)
                .forEach(h -> failed.add(h.status() + " " + h.path()));
        return new Visit(page, browser.severe(), failed, outside, links, Set.copyOf(ids), badAnchors);
    }

    private List<String> results(WebElement input, String query) {
        input.sendKeys(query);
        browser.await()
                .until(d -> !d.findElements(By.cssSelector("#kit-search-results .kit-result"))
                        .isEmpty());
        return hrefs();
    }

    private List<String> resultsText(WebElement input, String query) {
        results(input, query);
        return browser.driver.findElements(By.cssSelector("#kit-search-results .kit-result-title")).stream()
                .map(WebElement::getText)
                .collect(Collectors.toList());
    }

    private List<String> hrefs() {
        return browser.driver.findElements(By.cssSelector("#kit-search-results .kit-result")).stream()
                .map(a -> a.getDomProperty("href"))
                .collect(Collectors.toList());
    }

    private String background() {
        return (String) browser.js("return getComputedStyle(document.body).backgroundColor");
    }

    private String firstLesson() {
        return visits.keySet().stream()
                .filter(p -> p.startsWith("lessons/"))
                .findFirst()
                .orElse("exercises/01.html");
    }
}
