package retrykit.loop;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A stage's hints ({@code exercises/NN/HINTS.md}, beside its lesson): one {@code ## } section per
 * rule, headed exactly as the rule's section of the lesson, holding a numbered list of up to
 * three hints, each a step further than the one before: (1) where in the lesson to read, (2) the
 * idea, (3) the shape of the code. None is the answer.
 *
 * @param rules each rule's heading and its hints, level 1 first, in the file's order
 */
public record HintFile(Map<String, List<String>> rules) {

    /** The most hints a rule has: the lesson section, the idea, the shape of the code. */
    public static final int LEVELS = 3;

    public HintFile {
        rules = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(rules));
    }

    public static HintFile read(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8));
    }

    /**
     * Reads the hints: a {@code ## heading} starts a rule; a line {@code N. text} starts its hint
     * N, which must come in order from 1; the lines after it, up to a blank line or the next hint,
     * continue it. Anything else (the title, an introduction) belongs to no rule.
     */
    public static HintFile parse(String text) {
        Map<String, List<String>> rules = new LinkedHashMap<>();
        List<String> current = null;
        StringBuilder hint = null;
        int lineNumber = 0;
        for (String line : text.split("\\R", -1)) {
            lineNumber++;
            if (line.startsWith("## ")) {
                flush(current, hint);
                hint = null;
                String heading = line.substring(3).strip();
                if (rules.containsKey(heading)) {
                    throw new IllegalArgumentException(
                            "line " + lineNumber + ": the rule \"" + heading + "\" has two sections");
                }
                current = new ArrayList<>();
                rules.put(heading, current);
            } else if (line.startsWith("#")) {
                flush(current, hint);
                hint = null;
                current = null;
            } else if (current != null && line.matches("\\d+\\. .*")) {
                flush(current, hint);
                int level = Integer.parseInt(line.substring(0, line.indexOf('.')));
                if (level != current.size() + 1 || level > LEVELS) {
                    throw new IllegalArgumentException("line " + lineNumber + ": hint " + level + " comes after hint "
                            + current.size() + "; a rule's hints are numbered 1, 2, 3 in turn");
                }
                hint = new StringBuilder(line.substring(line.indexOf(". ") + 2).strip());
            } else if (hint != null && !line.isBlank()) {
                hint.append(' ').append(line.strip());
            } else if (hint != null) {
                flush(current, hint);
                hint = null;
            }
        }
        flush(current, hint);
        return new HintFile(rules);
    }

    private static void flush(List<String> hints, StringBuilder hint) {
        if (hints != null && hint != null && hint.length() > 0) {
            hints.add(hint.toString());
        }
    }

    /** The hints of the rule headed {@code section}. */
    public Optional<List<String>> of(String section) {
        return Optional.ofNullable(rules.get(section)).map(List::copyOf);
    }

    /**
     * The rule a failure belongs to when the failure names none: the section whose "Rule N"
     * the example's name starts with ("Rule 3: a timeout ..." is under "Rule 3: ...").
     */
    public Optional<String> sectionFor(String exampleName) {
        int colon = exampleName.indexOf(':');
        if (colon < 0) {
            return Optional.empty();
        }
        String prefix = exampleName.substring(0, colon + 1);
        return rules.keySet().stream()
                .filter(heading -> heading.startsWith(prefix))
                .findFirst();
    }
}
