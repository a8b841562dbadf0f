package retrykit.site.explore;

import retrykit.site.draw.Svg;
import retrykit.site.draw.Table;

/**
 * What an explorable figure shows for one setting of its controls: the drawing (inline SVG, or
 * none), one sentence that says the result, and the numbers behind it. The same Java writes it at
 * build time (the figure a reader without JavaScript sees) and in the page, compiled by TeaVM, each
 * time a control moves; so the page can show nothing the build did not compute the same way.
 */
public record ExploreView(String svg, String summary, Table data) {

    /**
     * The view as HTML, in the parts the page's script swaps when a control moves: the art, the
     * summary (whose text it copies into a live region) and the table of numbers.
     */
    public String html() {
        StringBuilder out = new StringBuilder();
        if (!svg.isEmpty()) {
            out.append("<div class=\"kit-figure-art\">\n").append(svg).append("\n</div>\n");
        }
        out.append("<p class=\"kit-explore-summary\" aria-live=\"polite\">")
                .append(Svg.escape(summary))
                .append("</p>\n");
        out.append("<details class=\"kit-figure-data\">\n<summary>The numbers behind the figure</summary>\n");
        out.append("<div class=\"kit-table-wrap\">\n<table class=\"kit-table\">\n<caption>")
                .append(Svg.escape(data.caption()))
                .append("</caption>\n<thead>\n<tr>");
        for (String h : data.header()) {
            out.append("<th scope=\"col\">").append(Svg.escape(h)).append("</th>");
        }
        out.append("</tr>\n</thead>\n<tbody>\n");
        for (java.util.List<String> row : data.rows()) {
            out.append("<tr>");
            for (int i = 0; i < row.size(); i++) {
                boolean header = i == 0 && data.rowHeaders();
                out.append(header ? "<th scope=\"row\">" : "<td>")
                        .append(Svg.escape(row.get(i)))
                        .append(header ? "</th>" : "</td>");
            }
            out.append("</tr>\n");
        }
        return out.append("</tbody>\n</table>\n</div>\n</details>\n").toString();
    }
}
