package retrykit.grader.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import retrykit.grader.grading.MistakeCatalog;

/**
 * docs/curriculum.md is the kit's statement of what it teaches: its list of mistakes names the
 * catalog's, and no file of the kit cites a curriculum its readers do not have.
 */
class CurriculumDocumentTest {

    private static final Path DOCUMENT = Path.of("docs/curriculum.md");
    private static final String MISTAKES = "## The mistakes the grader catches";
    /** A bullet of that section: "- 03: `03-no-budget`, ..." (a bullet may wrap onto indented lines). */
    private static final Pattern BULLET = Pattern.compile("(?m)^- (\\d\\d): ((?:.*)(?:\\R {2}.*)*)");

    private static final Pattern SLUG = Pattern.compile("`(\\d\\d-[a-z0-9-]+)`");

    @Test
    @DisplayName("docs/curriculum.md lists every catalogued mistake under its stage, and only those")
    void mistakesMatchTheCatalog() throws IOException {
        String text = Files.readString(KitRoot.path().resolve(DOCUMENT));
        int start = text.indexOf(MISTAKES);
        assertThat(start)
                .as("%s needs its section \"%s\"", DOCUMENT, MISTAKES.substring(3))
                .isNotNegative();
        String section = text.substring(start);
        int next = section.indexOf("\n## ", MISTAKES.length());
        section = next < 0 ? section : section.substring(0, next);

        Set<String> listed = new TreeSet<>();
        Matcher bullet = BULLET.matcher(section);
        while (bullet.find()) {
            Matcher slug = SLUG.matcher(bullet.group(2));
            while (slug.find()) {
                assertThat(slug.group(1))
                        .as(
                                "%s lists %s under stage %s: move it to its own stage's line",
                                DOCUMENT, slug.group(1), bullet.group(1))
                        .startsWith(bullet.group(1) + "-");
                listed.add(slug.group(1));
            }
        }
        Set<String> catalogued = new TreeSet<>();
        MistakeCatalog.all().forEach(m -> catalogued.add(m.slug()));
        assertThat(catalogued).as("the catalog grader/src/test/mistakes/").isNotEmpty();
        assertThat(listed)
                .as(
                        "%s, section \"%s\", must name exactly the catalog's mistakes: add a new one to both, "
                                + "or rename it in both",
                        DOCUMENT, MISTAKES.substring(3))
                .isEqualTo(catalogued);
    }

    @Test
    @DisplayName("no file of the kit cites a curriculum or folder outside the repository")
    void citesOnlyItsOwnCurriculum() throws IOException {
        Path root = KitRoot.path();
        // Spelled in pieces so that this file does not cite them itself.
        List<String> outside = List.of("CURRICULUM" + ".md", "/work/" + "shared", "../" + "shared/");
        List<String> found = new ArrayList<>();
        for (Path file : kitFiles(root)) {
            String text;
            try {
                text = StandardCharsets.UTF_8
                        .newDecoder()
                        .decode(ByteBuffer.wrap(Files.readAllBytes(file)))
                        .toString();
            } catch (CharacterCodingException binary) {
                continue; // not text: an image, a jar
            }
            List<String> lines = text.lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                for (String citation : outside) {
                    if (lines.get(i).contains(citation)) {
                        found.add(root.relativize(file).toString().replace('\\', '/') + ":" + (i + 1) + " cites "
                                + citation);
                    }
                }
            }
        }
        assertThat(found)
                .as("the kit's readers have only the repository: cite %s instead", DOCUMENT)
                .isEmpty();
    }

    /** Every file of the checkout but build output and version control. */
    private static List<Path> kitFiles(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile)
                    .filter(p -> {
                        for (Path part : root.relativize(p)) {
                            String name = part.toString();
                            if (name.equals("target") || name.equals(".git") || name.equals("node_modules")) {
                                return false;
                            }
                        }
                        return true;
                    })
                    .toList();
        }
    }
}
