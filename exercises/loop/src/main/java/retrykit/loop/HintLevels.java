package retrykit.loop;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * How far each rule's hints have been read, kept in the stage's build output
 * ({@code exercises/NN/target/loop/hints.properties}) so each {@code -Dhint} shows the next one;
 * {@code mvn clean} starts them over.
 */
public final class HintLevels {

    private final Path file;
    private final Properties shown = new Properties();

    private HintLevels(Path file) {
        this.file = file;
    }

    public static HintLevels in(Path file) throws IOException {
        HintLevels levels = new HintLevels(file);
        if (Files.isRegularFile(file)) {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                levels.shown.load(in);
            }
        }
        return levels;
    }

    /** How many hints of the rule headed {@code section} have been shown. */
    public int shown(String section) {
        try {
            return Math.max(0, Integer.parseInt(shown.getProperty(section, "0")));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /**
     * The level to show next for {@code section}, which has {@code available} hints: one more
     * than last time, and the last one again once all have been shown. Records it.
     */
    public int next(String section, int available) throws IOException {
        int level = Math.min(shown(section) + 1, available);
        shown.setProperty(section, String.valueOf(level));
        Files.createDirectories(file.getParent());
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            shown.store(out, "hints shown so far, per rule (mvn clean starts them over)");
        }
        return level;
    }
}
