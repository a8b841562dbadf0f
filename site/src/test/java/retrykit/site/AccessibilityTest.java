package retrykit.site;

import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.args.AxeRunOptions;
import com.deque.html.axecore.results.CheckedNode;
import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.results.Rule;
import com.deque.html.axecore.selenium.AxeBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * WCAG 2.1 AA on every page the generator writes (so on whatever a later change adds, explorable
 * figures included): Deque's axe-core with every rule tagged WCAG 2.0 or 2.1, A or AA, in light and
 * dark, on a desktop and a phone, and the contrast of words drawn on figures, which axe cannot judge.
 * What else an engine cannot judge alone (the keyboard, motion, zoom) is KeyboardMotionZoomTest's.
 */
class AccessibilityTest extends OnTheBuiltSite {
    /** The success criteria the kit promises: WCAG 2.0 and 2.1, levels A and AA, as axe-core tags its rules. */
    static final List<String> WCAG_TAGS = List.of("wcag2a", "wcag2aa", "wcag21a", "wcag21aa");

    /**
     * The rules that judge colours, which cost nearly all of axe's time on a page. On the whole
     * course's page they skip its chapters: each chapter is a page of the site rendered again, whose
     * colours that page's own run judges in the same view, and {@link #chaptersLookLikeTheirPages}
     * checks that every look a chapter shows is one its page shows. Every other rule runs on the
     * whole of it, since how the chapters sit together (ids, headings, landmarks) is that page's own.
     */
    static final List<String> COLOUR_RULES = List.of("color-contrast", "link-in-text-block");

    /** A chapter of the whole course's page. */
    private static final String CHAPTER = "section.kit-whole-page";

    /**
     * A script's function {@code looks(root)}: each distinct look of a shown element under root, as
     * its text colour, the colour it is drawn on (its own background or the nearest one behind it),
     * its font size and weight, and its opacity, which is what axe's colour rules judge it by.
     */
    private static final String LOOKS = "const looks = root => { const seen = new Set();"
            + " for (const e of root.querySelectorAll('*')) { if (!e.getClientRects().length) continue;"
            + " const s = getComputedStyle(e); let bg = 'none';"
            + " for (let a = e; a; a = a.parentElement) { const b = getComputedStyle(a).backgroundColor;"
            + " if (b !== 'rgba(0, 0, 0, 0)' && b !== 'transparent') { bg = b; break; } }"
            + " seen.add([s.color, bg, s.fontSize, s.fontWeight, s.opacity].join(' | ')); }"
            + " return Array.from(seen); };";

    private List<String> pages;
    private List<String> rules;
    private List<String> otherRules;

    @BeforeAll
    void start() throws IOException {
        pages = Browser.pages();
        browser.open("index.html");
        browser.js(axeSource());
        // Every rule with a WCAG 2.0/2.1 A or AA tag, experimental ones too (label-content-name-mismatch is
        // one), run by name: axe leaves experimental rules out of a run by tags.
        rules = browser.list("return axe.getRules(arguments[0]).map(r => r.ruleId)", WCAG_TAGS);
        assertThat(rules)
                .as("axe-core's WCAG 2.0/2.1 A and AA rules")
                .contains("label-content-name-mismatch", "scrollable-region-focusable", "aria-allowed-attr")
                .containsAll(COLOUR_RULES);
        otherRules = rules.stream().filter(r -> !COLOUR_RULES.contains(r)).toList();
    }

    @Test
    @DisplayName("axe-core finds no WCAG 2.0/2.1 A or AA violation on any page, light or dark, desktop or phone")
    void axeOnEveryPage() {
        List<String> violations = new ArrayList<>();
        int runs = 0;
        for (Dimension size : List.of(Browser.DESKTOP, Browser.PHONE)) {
            browser.size(size);
            for (boolean dark : List.of(false, true)) {
                browser.emulateDark(dark);
                String view = " [" + (dark ? "dark" : "light") + ", " + size.getWidth() + " px]";
                Map<String, List<String>> looks = new HashMap<>();
                Map<String, List<String>> chapterLooks = Map.of();
                for (String page : pages) {
                    browser.open(page);
                    if (page.equals(WholeCourse.HREF)) {
                        chapterLooks = browser.map(
                                LOOKS + "return Object.fromEntries(Array.from("
                                        + "document.querySelectorAll(arguments[0])).map(c => [c.id, looks(c)]))",
                                CHAPTER);
                        violations.addAll(axe(page + view, otherRules, null));
                        violations.addAll(axe(page + " outside its chapters" + view, COLOUR_RULES, CHAPTER));
                    } else {
                        looks.put(page, browser.list(LOOKS + "return looks(document.body)"));
                        violations.addAll(axe(page + view, rules, null));
                    }
                    runs++;
                }
                violations.addAll(chaptersLookLikeTheirPages(chapterLooks, looks, view));
            }
        }
        assertThat(runs).isEqualTo(pages.size() * 4);
        assertThat(violations)
                .as("axe-core violations (%d rules, %d page views)", rules.size(), runs)
                .isEmpty();
    }

    @Test
    @DisplayName(
            "axe-core finds no violation in the states a page is not loaded in: search results shown, the phone's menu open")
    void axeOnOpenedStates() {
        List<String> violations = new ArrayList<>();
        for (boolean dark : List.of(false, true)) {
            browser.emulateDark(dark);
            String theme = dark ? "dark" : "light";
            browser.size(Browser.DESKTOP);
            browser.open("index.html");
            WebElement input = browser.driver.findElement(By.id("kit-search"));
            input.click();
            input.sendKeys("retry after");
            browser.await()
                    .until(d -> !d.findElements(By.cssSelector("#kit-search-results .kit-result"))
                            .isEmpty());
            input.sendKeys(Keys.ARROW_DOWN);
            violations.addAll(axe("index.html with search results [" + theme + "]"));
            input.clear();
            input.sendKeys("zzqx");
            violations.addAll(axe("index.html with no search result [" + theme + "]"));
            browser.size(Browser.PHONE);
            browser.open("exercises/03.html");
            browser.driver.findElement(By.id("kit-menu-toggle")).click();
            violations.addAll(axe("exercises/03.html with the menu open [" + theme + ", phone]"));
        }
        assertThat(violations).isEmpty();
    }

    @Test
    @DisplayName(
            "words drawn on a figure's coloured band read at 4.5:1 against it, light and dark (axe-core does not judge SVG text)")
    void labelsOnFills() {
        int labels = 0;
        for (boolean dark : List.of(false, true)) {
            browser.emulateDark(dark);
            for (String page : pages) {
                browser.open(page);
                // Each label at three points along its width, against the last band drawn under that point.
                List<List<String>> found = browser.list(
                        "const at = (r, x, y) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;"
                                + "return Array.from(document.querySelectorAll('svg text.fig-on-fill')).filter(t => t.getClientRects().length).flatMap(t => {"
                                + " const b = t.getBoundingClientRect(); const y = b.top + b.height / 2;"
                                + " return [0.1, 0.5, 0.9].map(f => { const x = b.left + f * b.width;"
                                + "  const under = Array.from(t.ownerSVGElement.querySelectorAll('rect')).filter(r => at(r.getBoundingClientRect(), x, y)).pop();"
                                + "  return [t.textContent, getComputedStyle(t).fill, under ? getComputedStyle(under).fill : 'no band']; }); })");
                for (List<String> label : found) {
                    String where = "\"" + label.get(0) + "\" on " + page + (dark ? " (dark)" : " (light)");
                    assertThat(label.get(2)).as("the band under %s", where).startsWith("rgb");
                    assertThat(Browser.contrast(label.get(1), label.get(2)))
                            .as("%s: %s on %s", where, label.get(1), label.get(2))
                            .isGreaterThanOrEqualTo(4.5);
                }
                labels += found.size();
            }
        }
        assertThat(labels).as("points of labels on bands checked").isPositive();
    }

    // ---- helpers ----

    /** axe-core's violations on the page as it is now, one line per element: where, rule, impact, what. */
    // axe-core's Java binding marks legacy mode deprecated but offers no other way to run in the page.
    @SuppressWarnings("deprecation")
    private List<String> axe(String where) {
        return axe(where, rules, null);
    }

    /**
     * Each look a chapter of the whole course's page shows that its own page does not show in the same
     * view, which the colour rules would then not have judged anywhere.
     */
    private List<String> chaptersLookLikeTheirPages(
            Map<String, List<String>> chapterLooks, Map<String, List<String>> pageLooks, String view) {
        assertThat(chapterLooks.keySet())
                .as("the chapters of %s%s", WholeCourse.HREF, view)
                .isNotEmpty();
        Map<String, String> pageOfChapter = new HashMap<>();
        pageLooks.keySet().forEach(p -> pageOfChapter.put(WholeCourse.anchor(p), p));
        List<String> unseen = new ArrayList<>();
        for (Map.Entry<String, List<String>> chapter : chapterLooks.entrySet()) {
            String page = pageOfChapter.get(chapter.getKey());
            if (page == null) {
                throw new AssertionError(
                        WholeCourse.HREF + "'s chapter " + chapter.getKey() + " is no page of the site" + view);
            }
            for (String look : chapter.getValue()) {
                if (!pageLooks.get(page).contains(look)) {
                    unseen.add(WholeCourse.HREF + "#" + chapter.getKey() + view + ": " + look + ", which " + page
                            + " never shows, so no colour rule judged it");
                }
            }
        }
        return unseen;
    }

    /** axe-core's violations of {@code ruleIds} on the page as it is now, leaving out what {@code exclude} selects. */
    @SuppressWarnings("deprecation")
    private List<String> axe(String where, List<String> ruleIds, String exclude) {
        // Legacy mode runs axe in the page itself: the site has no frames, and the default mode's extra
        // window for finishing a run fails on a page as large as the whole course. That page is every page
        // at once, so on a busy machine axe needs minutes for it, not the default 30 s.
        // Only the violations come back in full: axe otherwise lists every node that passed each rule,
        // thousands on the whole course's page, all sent through chromedriver and parsed here for nothing.
        AxeRunOptions violationsOnly = new AxeRunOptions();
        violationsOnly.setResultTypes(List.of("violations"));
        AxeBuilder builder = new AxeBuilder()
                .withOptions(violationsOnly)
                .withOnlyRules(ruleIds)
                .setLegacyMode(true)
                .setTimeout(600);
        if (exclude != null) {
            builder.exclude(exclude);
        }
        Results results = builder.analyze(browser.driver);
        assertThat(results.isErrored())
                .as("axe-core ran on %s: %s", where, results.getErrorMessage())
                .isFalse();
        List<String> lines = new ArrayList<>();
        for (Rule rule : results.getViolations()) {
            for (CheckedNode node : rule.getNodes()) {
                lines.add(where + ": " + rule.getId() + " (" + rule.getImpact() + ") at " + node.getTarget() + ": "
                        + node.getFailureSummary().replace('\n', ' '));
            }
        }
        return lines;
    }

    private static String axeSource() throws IOException {
        try (InputStream in = AxeBuilder.class.getResourceAsStream("/axe.min.js")) {
            assertThat(in)
                    .as("axe.min.js inside com.deque.html.axe-core:selenium")
                    .isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
