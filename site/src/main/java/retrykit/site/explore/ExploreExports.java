package retrykit.site.explore;

import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSExport;

/**
 * What the page's script may call: TeaVM compiles this class, the explorable figures and the
 * reference solutions they call to {@code assets/explore-reference.js}, which declares each method
 * below as a global function. Each returns the view's HTML, written by the same code that wrote
 * the figure at build time; the page only puts it in place.
 */
public final class ExploreExports {
    /** The element ids of the explorables, shared by the build's HTML and the page's. */
    static final String JITTER = "explore-jitter";

    static final String BUDGET = "explore-budget";
    static final String KEYS = "explore-keys";
    static final String RETRY_AFTER = "explore-retry-after";

    private ExploreExports() {}

    @JSExport
    public static String retrykitJitter(int retry, int clients) {
        return JitterExplorer.view(JITTER + "-art", retry, clients).html();
    }

    /**
     * The budget explorable's drawing for these draws and this budget.
     *
     * @param draws one whole percentage per retry, separated by commas
     */
    @JSExport
    public static String retrykitBudget(String draws, int budget) {
        List<Integer> list = new ArrayList<>();
        for (String draw : draws.split(",", -1)) {
            if (!draw.isBlank()) { // a trailing comma, as the slider's list may leave
                list.add(Integer.parseInt(draw.strip()));
            }
        }
        return BudgetExplorer.view(BUDGET + "-art", list, budget).html();
    }

    @JSExport
    public static String retrykitKeys(int second, int retention) {
        return KeyExplorer.view(KEYS + "-art", second, retention).html();
    }

    /**
     * What the kit's Retry-After reading makes of this header, explained.
     *
     * @param retryAfter the header's text, or null when the response has none; so is {@code date}
     */
    @JSExport
    public static String retrykitRetryAfter(String retryAfter, String date) {
        return RetryAfterExplorer.view(retryAfter, date).html();
    }
}
