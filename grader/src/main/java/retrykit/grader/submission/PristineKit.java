package retrykit.grader.submission;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import retrykit.grader.kit.Stage;

/**
 * The types each exercise gives, exactly the files its manifest ({@code exercises/NN/.meta/config.json})
 * lists as given, embedded in the grader when it is built. A submission is laid over them, so a
 * learner who deleted a given type is still graded on their own solve. Nothing else of the checkout
 * the grader was built from is ever used: not its stubs (which in a learner's checkout are the
 * learner's answers), not a file its manifest does not list.
 */
public final class PristineKit {
    private static final String ROOT = Stage.EMBEDDED;
    private static final Map<Stage, List<SourceFile>> GIVEN = new ConcurrentHashMap<>();

    private PristineKit() {}

    /** The stage's given types (not its stub), as the kit ships them. */
    public static List<SourceFile> given(Stage stage) {
        return GIVEN.computeIfAbsent(stage, PristineKit::readGiven);
    }

    private static List<SourceFile> readGiven(Stage stage) {
        List<SourceFile> files = new ArrayList<>();
        for (String path : stage.manifest().editor()) {
            String below = path.substring("src/main/java/".length());
            try (InputStream in = resource(stage, path)) {
                files.add(new SourceFile(below, new String(in.readAllBytes(), StandardCharsets.UTF_8), false));
            } catch (IOException e) {
                throw new UncheckedIOException(
                        "cannot read the kit's " + path + " of " + stage + ": " + e.getMessage(), e);
            }
        }
        return List.copyOf(files);
    }

    private static InputStream resource(Stage stage, String path) throws IOException {
        String name = ROOT + "/" + stage.number() + "/" + path;
        InputStream in = PristineKit.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new IOException("the grader was built without " + name + ": rebuild it with the kit's root pom");
        }
        return in;
    }
}
