package retrykit.site;

import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A browser test class's one browser over the built site, shared by its tests: opened before the
 * first (where Chromium is missing, NeedsBrowser skips the class, or fails it on CI), put back after
 * each test to the state every test starts from, and closed after the last. A subclass's own
 * set-up runs after the browser opens, and its own clean-up after a test runs before the reset.
 */
// Chromium reads the same static pages whichever JDK wrote them: CI runs these on the baseline JDK only.
@Tag("jdk-independent")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(NeedsBrowser.class)
abstract class OnTheBuiltSite {
    Browser browser;

    @BeforeAll
    final void openBrowser() throws IOException {
        browser = new Browser(recordsRequests());
    }

    /** Whether this class's browser records the requests its pages send (Browser says why most do not). */
    boolean recordsRequests() {
        return false;
    }

    @AfterEach
    final void resetBrowser() {
        browser.reset();
    }

    @AfterAll
    final void closeBrowser() throws IOException {
        if (browser != null) {
            browser.close();
        }
    }
}
