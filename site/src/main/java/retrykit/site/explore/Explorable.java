package retrykit.site.explore;

import java.util.List;
import java.util.Map;

/**
 * One explorable figure as the lesson holds it (ExploreDirectives): its element id, which of the
 * page's views it is, its title and controls, the view for the controls' starting values, a caption
 * that says where its numbers come from, and data attributes for the page's script.
 */
public record Explorable(
        String id,
        String kind,
        String title,
        List<ExploreControl> controls,
        ExploreView view,
        String caption,
        Map<String, String> data) {}
