package retrykit.site.render;

import java.util.Set;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Node;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlWriter;

/**
 * Renders a code block as the site shows it: a bar naming its language (site.js adds the copy button
 * there, so the button never covers the code), then the code, coloured at build time by
 * {@link Highlighter}.
 */
public final class CodeBlockRenderer implements NodeRenderer {
    private final HtmlWriter html;

    CodeBlockRenderer(HtmlNodeRendererContext context) {
        this.html = context.getWriter();
    }

    @Override
    public Set<Class<? extends Node>> getNodeTypes() {
        return Set.of(FencedCodeBlock.class, IndentedCodeBlock.class);
    }

    @Override
    public void render(Node node) {
        String info = node instanceof FencedCodeBlock fenced ? fenced.getInfo() : "";
        String code =
                node instanceof FencedCodeBlock fenced ? fenced.getLiteral() : ((IndentedCodeBlock) node).getLiteral();
        html.line();
        html.raw(block(CodeLanguage.of(info, code), code));
        html.line();
    }

    /** A code block's HTML: also used for the commands the layout itself shows (getting the kit). */
    public static String block(CodeLanguage language, String code) {
        return "<div class=\"kit-code\"><div class=\"kit-code-bar\"><span class=\"kit-code-lang\">" + language.label()
                + "</span></div>" + "<pre><code class=\"" + language.cssClass() + "\">"
                + Highlighter.html(language, code) + "</code></pre></div>";
    }
}
