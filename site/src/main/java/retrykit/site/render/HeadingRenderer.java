package retrykit.site.render;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlWriter;

/**
 * Renders a heading with its id and a visible "#" link to itself (shown on hover and on focus by
 * the stylesheet), so a reader can copy a link to any section, as the failing tests' "read:" lines
 * point readers at sections by name.
 */
final class HeadingRenderer implements NodeRenderer {
    private final HtmlNodeRendererContext context;
    private final Map<Heading, String> ids;

    HeadingRenderer(HtmlNodeRendererContext context, Map<Heading, String> ids) {
        this.context = context;
        this.ids = ids;
    }

    @Override
    public Set<Class<? extends Node>> getNodeTypes() {
        return Set.of(Heading.class);
    }

    @Override
    public void render(Node node) {
        Heading heading = (Heading) node;
        String tag = "h" + heading.getLevel();
        String id = ids.get(heading);
        HtmlWriter html = context.getWriter();
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("id", id);
        html.line();
        html.tag(tag, context.extendAttributes(heading, tag, attributes));
        for (Node child = heading.getFirstChild(); child != null; child = child.getNext()) {
            context.render(child);
        }
        if (heading.getLevel() > 1) {
            Map<String, String> anchor = new LinkedHashMap<>();
            anchor.put("class", "heading-anchor");
            anchor.put("href", "#" + id);
            anchor.put("aria-label", "Link to this section: " + MarkdownPages.text(heading));
            html.raw(" ");
            html.tag("a", anchor);
            html.text("#");
            html.tag("/a");
        }
        html.tag("/" + tag);
        html.line();
    }
}
