package retrykit.site;

import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.results.CheckedNode;
import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.results.Rule;
import com.deque.html.axecore.selenium.AxeBuilder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.JsonReport;
import retrykit.grader.roster.ClassOverview;
import retrykit.grader.roster.ClassPage;
import retrykit.grader.roster.LearnerResult;
import retrykit.grader.roster.RosterEntry;

/**
 * The grader's class report ({@code roster}'s {@code OUT/class.html}) held to the site's bar: axe-core's
 * WCAG 2.0/2.1 A and AA rules in light and dark, on a desktop and a phone, and no request beyond the
 * page. The page is written from a real roster's saved reports, the grader's golden ones (three
 * learners graded on stages 01 to 05), plus one learner whose submission could not be read, so no
 * grading runs here. {@code -Dretrykit.site.screenshots=DIR} also saves what it looks like.
 */
@Tag("jdk-independent")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(NeedsBrowser.class)
class ClassReportBrowserTest {
    /** The roster output the grader's golden-file test keeps. */
    private static final Path GOLDEN =
            Path.of(System.getProperty("retrykit.kit.root", "..")).resolve("grader/src/test/golden/learners/learners");

    private Browser browser;

    @BeforeAll
    void writeThePage(@TempDir Path temp) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<LearnerResult> results = new ArrayList<>();
        Map<String, String> links = new LinkedHashMap<>();
        try (Stream<Path> learners = Files.list(GOLDEN)) {
            for (Path dir : learners.sorted().toList()) {
                JsonNode saved = json.readTree(dir.resolve("report.json").toFile());
                var report = JsonReport.read(saved);
                RosterEntry entry = new RosterEntry(report.learner(), report.learnerId(), dir);
                results.add(new LearnerResult.Graded(entry, report));
                Path feedback = Files.createDirectories(temp.resolve("learners").resolve(entry.id()))
                        .resolve("feedback.txt");
                Files.writeString(feedback, "feedback of " + report.learner() + "\n");
                links.put(entry.id(), "learners/" + entry.id() + "/feedback.txt");
            }
        }
        assertThat(results).as("the golden roster's reports").hasSizeGreaterThanOrEqualTo(3);
        results.add(new LearnerResult.Unreadable(
                new RosterEntry("broken.zip", "broken.zip", temp), "not a zip file (corrupt or truncated)"));
        List<Stage> stages =
                Stage.all().stream().filter(s -> !s.number().equals("06")).toList();
        ClassOverview overview = ClassOverview.of(stages, results, List.of("Dave (dave)"));
        Files.writeString(temp.resolve("class.html"), ClassPage.write(overview, links));
        browser = new Browser(temp, true);
    }

    @AfterAll
    void stop() throws IOException {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    @DisplayName("axe-core finds no WCAG 2.0/2.1 A or AA violation on class.html, light or dark, desktop or phone")
    // Legacy mode, as AccessibilityTest runs it: the page has no frames, and it is deprecated only for those.
    @SuppressWarnings("deprecation")
    void axe() {
        List<String> violations = new ArrayList<>();
        int runs = 0;
        for (Dimension size : List.of(Browser.DESKTOP, Browser.PHONE)) {
            browser.size(size);
            for (boolean dark : List.of(false, true)) {
                browser.emulateDark(dark);
                browser.open("class.html");
                browser.js("document.querySelectorAll('details').forEach(d => d.open = true)");
                Results results = new AxeBuilder()
                        .withTags(AccessibilityTest.WCAG_TAGS)
                        .setLegacyMode(true)
                        .analyze(browser.driver);
                assertThat(results.isErrored()).as(results.getErrorMessage()).isFalse();
                for (Rule rule : results.getViolations()) {
                    for (CheckedNode node : rule.getNodes()) {
                        violations.add((dark ? "dark" : "light") + ", " + size.getWidth() + " px: " + rule.getId()
                                + " at " + node.getTarget() + ": "
                                + node.getFailureSummary().replace('\n', ' '));
                    }
                }
                runs++;
            }
        }
        assertThat(runs).isEqualTo(4);
        assertThat(violations).isEmpty();
    }

    @Test
    @DisplayName("class.html asks for nothing beyond itself, and shows the histogram, the rates and the learners")
    void standsAlone() throws IOException {
        browser.drainLogs();
        browser.size(Browser.DESKTOP);
        browser.open("class.html");
        String base = browser.server.base();
        List<String> requests = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        for (LogEntry entry : browser.driver.manage().logs().get(LogType.PERFORMANCE)) {
            JsonNode message = json.readTree(entry.getMessage()).path("message");
            if (message.path("method").asText().equals("Network.requestWillBeSent")) {
                String url = message.path("params").path("request").path("url").asText();
                if (!url.matches("(chrome|chrome-extension|chrome-untrusted|devtools|about|data):.*")) {
                    requests.add(url);
                }
            }
        }
        assertThat(requests)
                .as("the page and, at most, the favicon the browser asks for on its own")
                .contains(base + "class.html")
                .allMatch(u -> u.equals(base + "class.html") || u.equals(base + "favicon.ico"), "the page itself");
        long bars = (Long) browser.js("return document.querySelectorAll('svg rect.bin').length");
        assertThat(bars).isEqualTo(11);
        String text = (String) browser.js("return document.body.innerText");
        assertThat(text).contains("What to teach again", "Rubric items", "broken.zip", "Dave (dave): no submission");
        String dir = System.getProperty("retrykit.site.screenshots");
        if (dir != null && !dir.isBlank()) {
            Path out = Files.createDirectories(Path.of(dir));
            for (boolean dark : List.of(false, true)) {
                browser.emulateDark(dark);
                browser.size(new Dimension(1280, 2400));
                browser.open("class.html");
                Files.write(
                        out.resolve("class-" + (dark ? "dark" : "light") + ".png"),
                        browser.driver.getScreenshotAs(OutputType.BYTES));
            }
        }
    }
}
