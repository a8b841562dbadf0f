package retrykit.site.render;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import retrykit.site.explore.ExploreDirectives;

/**
 * The contract between the lessons and the engine: a fenced block whose info string is
 * {@code kit-figure}, {@code kit-table}, {@code kit-explore} or {@code kit-predict} and whose content is one id is replaced by what is
 * registered here under that id. An id nobody registered stops the build. Each output is computed
 * once, on first use, since a figure may run a reference solution hundreds of times.
 */
public final class Directives {
    static final Set<String> KINDS =
            Set.of("kit-figure", "kit-table", ExploreDirectives.EXPLORE, ExploreDirectives.PREDICT);

    /** What replaces a directive: its HTML, and its words for the search index. */
    public record Output(String html, String text) {}

    private final Map<String, Supplier<Output>> known = new LinkedHashMap<>();
    private final Map<String, Output> made = new HashMap<>();

    public void register(String kind, String id, Supplier<Output> output) {
        if (!KINDS.contains(kind)) {
            throw new IllegalArgumentException("no such directive kind: " + kind);
        }
        if (known.put(kind + " " + id, output) != null) {
            throw new IllegalArgumentException("registered twice: " + kind + " " + id);
        }
    }

    Optional<Output> render(String kind, String id) {
        String key = kind + " " + id;
        Supplier<Output> output = known.get(key);
        return output == null ? Optional.empty() : Optional.of(made.computeIfAbsent(key, k -> output.get()));
    }

    /** Every directive the engine knows, as "kind id": listed in an error so a typo is easy to fix. */
    Set<String> known() {
        return known.keySet();
    }
}
