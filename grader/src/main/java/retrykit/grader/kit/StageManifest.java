package retrykit.grader.kit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * A stage's files, as {@code exercises/NN/.meta/config.json} lists them (Exercism's shape): the
 * one place that says which files the kit gives, so that nothing else a checkout holds (a
 * learner's extra class, a stale copy) is ever taken for the kit's. Paths are relative to
 * {@code exercises/NN}.
 *
 * @param solution the file a learner answers in: the stub
 * @param test     the given tests
 * @param editor   the given types a learner reads and uses but does not change
 * @param example  the reference answer, in {@code solutions/NN}
 */
public record StageManifest(List<String> solution, List<String> test, List<String> editor, List<String> example) {
    /** Where the manifest lies, relative to {@code exercises/NN}. */
    public static final String PATH = ".meta/config.json";

    public StageManifest {
        solution = List.copyOf(solution);
        test = List.copyOf(test);
        editor = List.copyOf(editor);
        example = List.copyOf(example);
    }

    public static StageManifest read(InputStream json) throws IOException {
        JsonNode files = new ObjectMapper().readTree(json).path("files");
        return new StageManifest(list(files, "solution"), list(files, "test"), list(files, "editor"), list(files, "example"));
    }

    private static List<String> list(JsonNode files, String key) throws IOException {
        if (!files.path(key).isArray()) {
            throw new IOException("the stage manifest has no files." + key + " list");
        }
        List<String> paths = new ArrayList<>();
        files.path(key).forEach(p -> paths.add(p.asText()));
        return paths;
    }

    /** Every file the kit gives a participant in {@code exercises/NN}: stub, given types, given tests. */
    public List<String> handedOut() {
        List<String> all = new ArrayList<>(solution);
        all.addAll(editor);
        all.addAll(test);
        return all;
    }
}
