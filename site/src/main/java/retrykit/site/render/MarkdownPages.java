package retrykit.site.render;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.ext.heading.anchor.IdGenerator;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Block;
import org.commonmark.node.Code;
import org.commonmark.node.CustomBlock;
import org.commonmark.node.CustomNode;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import retrykit.site.pages.LinkRewriter;
import retrykit.site.pages.Page;
import retrykit.site.pages.PageKind;
import retrykit.site.pages.RenderedPage;

/**
 * Markdown to HTML for one page: links rewritten to the site's pages, directives replaced by
 * generated tables and figures, headings given ids (the same ids GitHub-style anchors use, from
 * commonmark's heading-anchor {@link IdGenerator}) and a link to themselves.
 */
public final class MarkdownPages {
    /** Ids the layout itself uses: a heading never takes one of them. */
    static final List<String> LAYOUT_IDS = List.of(
            "kit-main",
            "kit-sidebar",
            "kit-search",
            "kit-search-panel",
            "kit-search-results",
            "kit-search-status",
            "kit-theme-toggle",
            "kit-menu-toggle",
            "kit-toc",
            "kit-live",
            "home-path",
            "get-the-kit",
            "kit-practise-label",
            "whole-contents");

    /** The heading of a lesson's section that names the exercises practising it. */
    static final String PRACTISE_HEADING = "Practise it";

    private final List<Extension> extensions = List.of(TablesExtension.create());
    private final Parser parser = Parser.builder().extensions(extensions).build();
    private final LinkRewriter links;
    private final Directives directives;

    public MarkdownPages(LinkRewriter links, Directives directives) {
        this.links = links;
        this.directives = directives;
    }

    public RenderedPage render(Page page, String markdown, List<String> problems) {
        return render(page, markdown, problems, LinkRewriter.BETWEEN_FILES, "");
    }

    /**
     * The page's Markdown as HTML, its links made by {@code linker} and every id it gives a heading
     * prefixed with {@code idPrefix} (so the whole-course page can hold every page at once).
     */
    public RenderedPage render(
            Page page, String markdown, List<String> problems, LinkRewriter.Linker linker, String idPrefix) {
        Node document = parser.parse(markdown);
        Map<Link, Page> targets = links.rewrite(document, page, problems, linker);
        List<Page> practise = practise(document, targets);
        Map<Node, String> directiveText = expandDirectives(document, page.source(), problems);
        Map<Heading, String> ids = headingIds(document, idPrefix);
        wrapTables(document);

        HtmlRenderer renderer = HtmlRenderer.builder()
                .extensions(extensions)
                .nodeRendererFactory(context -> new HeadingRenderer(context, ids))
                .nodeRendererFactory(CodeBlockRenderer::new)
                .attributeProviderFactory(context -> (node, tag, attributes) -> {
                    if (node instanceof Link
                            && attributes.getOrDefault("href", "").matches("https?://.*")) {
                        attributes.put("class", "external");
                    }
                })
                .build();
        String html = renderer.render(document);

        List<RenderedPage.Anchor> toc = new ArrayList<>();
        for (Node n = document.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Heading h && h.getLevel() == 2) {
                toc.add(new RenderedPage.Anchor(text(h), ids.get(h)));
            }
        }
        return new RenderedPage(page, html, toc, sections(document, ids, directiveText), practise);
    }

    /** The exercises that the page's "Practise it" section links to, in the order it names them. */
    private static List<Page> practise(Node document, Map<Link, Page> targets) {
        List<Page> exercises = new ArrayList<>();
        boolean inside = false;
        for (Node n = document.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Heading h && h.getLevel() <= 2) {
                inside = h.getLevel() == 2 && text(h).strip().equals(PRACTISE_HEADING);
            } else if (inside) {
                n.accept(new AbstractVisitor() {
                    @Override
                    public void visit(Link link) {
                        Page to = targets.get(link);
                        if (to != null && to.kind() == PageKind.EXERCISE && !exercises.contains(to)) {
                            exercises.add(to);
                        }
                        visitChildren(link);
                    }
                });
            }
        }
        return exercises;
    }

    /** A Markdown table sits in the same frame as a generated one: it scrolls sideways on its own, never the page. */
    private static void wrapTables(Node document) {
        List<TableBlock> tables = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(CustomBlock block) {
                if (block instanceof TableBlock table) {
                    tables.add(table);
                }
                visitChildren(block);
            }
        });
        for (TableBlock table : tables) {
            HtmlBlock open = new HtmlBlock();
            open.setLiteral("<div class=\"kit-table-wrap\"><div class=\"kit-table-scroll\">");
            HtmlBlock close = new HtmlBlock();
            close.setLiteral("</div></div>");
            table.insertBefore(open);
            table.insertAfter(close);
        }
    }

    /** Replaces each directive block by its generated HTML; returns each replacement's words. */
    private Map<Node, String> expandDirectives(Node document, Path source, List<String> problems) {
        List<FencedCodeBlock> blocks = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(FencedCodeBlock block) {
                if (Directives.KINDS.contains(block.getInfo().strip())) {
                    blocks.add(block);
                }
            }
        });
        IdentityHashMap<Node, String> words = new IdentityHashMap<>();
        for (FencedCodeBlock block : blocks) {
            String kind = block.getInfo().strip();
            String id = block.getLiteral().strip();
            Optional<Directives.Output> output = directives.render(kind, id);
            if (output.isEmpty()) {
                problems.add(source + ": unknown directive \"" + kind + " " + id + "\"; known: "
                        + String.join(", ", directives.known()));
                continue;
            }
            HtmlBlock html = new HtmlBlock();
            html.setLiteral(output.get().html());
            block.insertAfter(html);
            block.unlink();
            words.put(html, output.get().text());
        }
        return words;
    }

    private static Map<Heading, String> headingIds(Node document, String prefix) {
        IdGenerator generator = IdGenerator.builder().build();
        LAYOUT_IDS.forEach(generator::generateId); // reserve them
        IdentityHashMap<Heading, String> ids = new IdentityHashMap<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Heading heading) {
                ids.put(heading, prefix + generator.generateId(text(heading)));
            }
        });
        return ids;
    }

    /** The page cut at its headings, as plain words for the search index. */
    private static List<RenderedPage.Section> sections(
            Node document, Map<Heading, String> ids, Map<Node, String> directiveText) {
        List<RenderedPage.Section> sections = new ArrayList<>();
        String heading = "";
        String id = "";
        StringBuilder words = new StringBuilder();
        for (Node n = document.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Heading h && h.getLevel() > 1) {
                add(sections, heading, id, words);
                heading = text(h);
                id = ids.get(h);
                words.setLength(0);
            } else if (n instanceof Heading h) {
                heading = text(h);
            } else {
                collect(n, directiveText, words);
            }
        }
        add(sections, heading, id, words);
        return sections;
    }

    private static void add(List<RenderedPage.Section> sections, String heading, String id, StringBuilder words) {
        String text = words.toString().replaceAll("\\s+", " ").strip();
        if (!text.isEmpty() || !id.isEmpty()) {
            sections.add(new RenderedPage.Section(heading, id, text));
        }
    }

    private static void collect(Node node, Map<Node, String> directiveText, StringBuilder out) {
        if (directiveText.containsKey(node)) {
            out.append(' ').append(directiveText.get(node)).append(' ');
            return;
        }
        node.accept(new AbstractVisitor() {
            @Override
            public void visit(Text text) {
                out.append(text.getLiteral());
            }

            @Override
            public void visit(Code code) {
                out.append(code.getLiteral());
            }

            @Override
            public void visit(FencedCodeBlock block) {
                out.append(' ').append(block.getLiteral()).append(' ');
            }

            @Override
            public void visit(IndentedCodeBlock block) {
                out.append(' ').append(block.getLiteral()).append(' ');
            }

            @Override
            public void visit(SoftLineBreak br) {
                out.append(' ');
            }

            @Override
            public void visit(HardLineBreak br) {
                out.append(' ');
            }

            @Override
            protected void visitChildren(Node parent) {
                super.visitChildren(parent);
                if (parent instanceof Block || parent instanceof CustomNode) {
                    out.append(' '); // paragraphs and table cells must not run together
                }
            }
        });
    }

    /** A heading's words, as commonmark's heading-anchor reads them: its text and its code. */
    public static String text(Node node) {
        StringBuilder out = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override
            public void visit(Text text) {
                out.append(text.getLiteral());
            }

            @Override
            public void visit(Code code) {
                out.append(code.getLiteral());
            }
        });
        return out.toString();
    }
}
