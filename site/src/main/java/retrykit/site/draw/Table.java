package retrykit.site.draw;

import java.util.List;

/**
 * A generated table: plain-text cells (the template escapes them), a caption that says where
 * the numbers come from, and whether the first column names its row.
 */
public record Table(String caption, List<String> header, List<List<String>> rows, boolean rowHeaders) {

    public Table {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<String> row : rows) {
            if (row.size() != header.size()) {
                throw new IllegalArgumentException(
                        "a row of \"" + caption + "\" has " + row.size() + " cells for " + header.size() + " columns");
            }
        }
    }

    /** The words of the table, for the search index. */
    public String text() {
        StringBuilder out = new StringBuilder(caption).append(' ').append(String.join(" ", header));
        rows.forEach(row -> out.append(' ').append(String.join(" ", row)));
        return out.toString();
    }
}
