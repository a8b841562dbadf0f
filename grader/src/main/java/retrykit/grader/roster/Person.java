package retrykit.grader.roster;

import java.util.List;

/**
 * One person of the instructor's ids file ({@code --ids}).
 *
 * @param line  their line in the file (the header is line 1), for messages
 * @param cells every cell of their row, in the file's column order, as written
 * @param name  what the file calls them (its name column), or "" when it has none
 * @param keys  the values a submission's name is matched with: their ids, usernames and emails, as written
 */
public record Person(int line, List<String> cells, String name, List<String> keys) {
    public Person {
        cells = List.copyOf(cells);
        keys = List.copyOf(keys);
    }

    /** What a message calls them: their name and first key. */
    public String label() {
        String key = keys.isEmpty() ? "" : keys.get(0);
        return name.isEmpty() ? key : key.isEmpty() ? name : name + " (" + key + ")";
    }
}
