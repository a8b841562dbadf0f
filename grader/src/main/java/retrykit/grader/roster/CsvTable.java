package retrykit.grader.roster;

import java.util.ArrayList;
import java.util.List;

/**
 * A CSV file read as RFC 4180 has it: a header row, then records; a field in double quotes may hold
 * commas, quotes (doubled) and line breaks. A byte-order mark (Excel writes one) is skipped, CRLF and
 * LF both end a record, and blank lines are no records. A file from a spreadsheet is the
 * instructor's, but its cells are still data: nothing here interprets them.
 *
 * @param header the first record
 * @param rows   every later record, each as long as it was written
 */
public record CsvTable(List<String> header, List<List<String>> rows) {
    public CsvTable {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
    }

    /** Reads {@code text}; an unterminated quote is an error naming its record. */
    public static CsvTable parse(String text) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        List<List<String>> records = new ArrayList<>();
        List<String> record = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        boolean fieldStarted = false;
        int i = 0;
        while (i < body.length()) {
            char c = body.charAt(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < body.length() && body.charAt(i + 1) == '"') {
                        field.append('"');
                        i += 2;
                        continue;
                    }
                    quoted = false;
                } else {
                    field.append(c);
                }
                i++;
                continue;
            }
            if (c == '"' && field.length() == 0 && !fieldStarted) {
                quoted = true;
                fieldStarted = true;
            } else if (c == ',') {
                record.add(field.toString());
                field.setLength(0);
                fieldStarted = false;
            } else if (c == '\r' || c == '\n') {
                record.add(field.toString());
                field.setLength(0);
                fieldStarted = false;
                if (!(record.size() == 1 && record.get(0).isEmpty())) {
                    records.add(record);
                }
                record = new ArrayList<>();
                if (c == '\r' && i + 1 < body.length() && body.charAt(i + 1) == '\n') {
                    i++;
                }
            } else {
                field.append(c);
                fieldStarted = true;
            }
            i++;
        }
        if (quoted) {
            throw new IllegalArgumentException(
                    "a quoted field of record " + (records.size() + 1) + " is never closed (a \" is missing)");
        }
        record.add(field.toString());
        if (!(record.size() == 1 && record.get(0).isEmpty())) {
            records.add(record);
        }
        if (records.isEmpty()) {
            throw new IllegalArgumentException("the file is empty: it needs a header row");
        }
        return new CsvTable(records.get(0), records.subList(1, records.size()));
    }
}
