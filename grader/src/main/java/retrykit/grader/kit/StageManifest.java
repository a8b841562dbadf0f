package retrykit.grader.kit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything the kit knows of a stage, as {@code exercises/NN/.meta/config.json} states it: the one
 * place each fact is written and this the one parser of it (the grader, the site and the self-check
 * all read a stage through here). Exercism's shape: {@code blurb} and {@code files}, with the kit's
 * own facts under {@code custom}. The file ships to learners, so it holds nothing secret: the hidden
 * suite's class name, never its cases. Paths are relative to {@code exercises/NN}.
 *
 * @param title       the stage's title ({@code blurb}), as reports and the site print it
 * @param solution    the file a learner answers in: the stub; its path gives the stage's package and entry class
 * @param test        the given tests
 * @param editor      the given types a learner reads and uses but does not change
 * @param example     the reference answer, in {@code solutions/NN}
 * @param suite       the hidden property suite that grades the stage, fully qualified ({@code custom.suite})
 * @param afterLesson the site lesson the exercise comes right after ({@code custom.after_lesson})
 * @param httpClient  whether {@code solve} may use {@code java.net.http} ({@code custom.http_client}, false if absent)
 * @param copies      given files that are verbatim copies of an earlier stage's file, but for the
 *                    package line: each given path and the original's ({@code custom.copies})
 */
public record StageManifest(
        String title,
        List<String> solution,
        List<String> test,
        List<String> editor,
        List<String> example,
        String suite,
        String afterLesson,
        boolean httpClient,
        Map<String, String> copies) {
    /** Where the manifest lies, relative to {@code exercises/NN}. */
    public static final String PATH = ".meta/config.json";

    /** Where the stub and the given types lie, relative to {@code exercises/NN}. */
    public static final String MAIN = "src/main/java/";

    public StageManifest {
        solution = List.copyOf(solution);
        test = List.copyOf(test);
        editor = List.copyOf(editor);
        example = List.copyOf(example);
        copies = Collections.unmodifiableMap(new LinkedHashMap<>(copies));
    }

    /** Parses a manifest; a missing or malformed fact is an {@link IOException} naming its key. */
    public static StageManifest read(InputStream json) throws IOException {
        JsonNode root = new ObjectMapper().readTree(json);
        JsonNode files = root.path("files");
        JsonNode custom = root.path("custom");
        List<String> solution = list(files, "solution");
        if (solution.size() != 1
                || !solution.get(0).startsWith(MAIN)
                || !solution.get(0).endsWith(".java")) {
            throw new IOException("files.solution must name exactly one stub, " + MAIN
                    + "<package path>/<Entry>.java, not " + solution);
        }
        Map<String, String> copies = new LinkedHashMap<>();
        if (!custom.path("copies").isMissingNode()) {
            if (!custom.path("copies").isObject()) {
                throw new IOException("custom.copies must map each given file to the earlier file it copies");
            }
            for (Map.Entry<String, JsonNode> copy : custom.path("copies").properties()) {
                copies.put(copy.getKey(), copy.getValue().asText());
            }
        }
        JsonNode http = custom.path("http_client");
        if (!http.isMissingNode() && !http.isBoolean()) {
            throw new IOException("custom.http_client must be true or false");
        }
        return new StageManifest(
                text(root, "blurb", "blurb"),
                solution,
                list(files, "test"),
                list(files, "editor"),
                list(files, "example"),
                text(custom, "suite", "custom.suite"),
                text(custom, "after_lesson", "custom.after_lesson"),
                http.asBoolean(false),
                copies);
    }

    private static String text(JsonNode node, String key, String name) throws IOException {
        if (!node.path(key).isTextual() || node.path(key).asText().isBlank()) {
            throw new IOException("the stage manifest has no " + name);
        }
        return node.path(key).asText();
    }

    private static List<String> list(JsonNode files, String key) throws IOException {
        if (!files.path(key).isArray()) {
            throw new IOException("the stage manifest has no files." + key + " list");
        }
        List<String> paths = new ArrayList<>();
        files.path(key).forEach(p -> paths.add(p.asText()));
        return paths;
    }

    /** The stub's path, relative to {@code exercises/NN}. */
    public String stub() {
        return solution.get(0);
    }

    /** Every file the kit gives a participant in {@code exercises/NN}: stub, given types, given tests. */
    public List<String> handedOut() {
        List<String> all = new ArrayList<>(solution);
        all.addAll(editor);
        all.addAll(test);
        return all;
    }
}
