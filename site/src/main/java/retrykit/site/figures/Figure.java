package retrykit.site.figures;

import retrykit.site.draw.Table;

/**
 * A generated figure: inline SVG (which names itself with its own title and description), the
 * caption shown under it, and the numbers it draws as a table for readers who cannot see it.
 */
public record Figure(String id, String svg, String caption, Table data) {}
