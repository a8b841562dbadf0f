package retrykit.grader.roster;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import retrykit.grader.kit.Stage;
import retrykit.grader.kit.StageManifest;
import retrykit.grader.submission.Assembly;
import retrykit.grader.submission.OpenedSubmission;
import retrykit.grader.submission.PristineKit;
import retrykit.grader.submission.SourceFile;
import retrykit.grader.submission.StageSources;
import retrykit.grader.submission.Submission;
import retrykit.grader.submission.UnreadableSubmission;

/**
 * {@code similarity.csv}: per stage, the submissions whose sources are the same once layout and
 * comments are set aside ({@link JavaTokens}), and those the same as the kit's reference answer or
 * its stub. A stage's sources are the learner's own files the grader takes for it (an untouched given
 * type left out), each with its path. The file states sameness, with the files compared, and no
 * verdict: two learners may share a stub-like answer, a workshop's worked example, or a pair's work.
 * Near-copies (renamed variables, moved methods) are JPlag's job (grader/README.md says how).
 */
public final class Similarity {
    /** The file in the output folder. */
    public static final String FILE = "similarity.csv";

    private static final String REFERENCE = "the reference";
    private static final String STUB = "the stub";

    private Similarity() {}

    /** One stage of one submission: its digest and the files it was taken from. */
    private record Sources(String learner, String learnerId, String digest, List<String> files) {}

    /**
     * Writes the groups of {@code entries}' sources for {@code stages}; the reference and stub are read
     * from the kit checkout at {@code kit} when there is one.
     */
    static String write(List<Stage> stages, List<RosterEntry> entries, Optional<Path> kit)
            throws IOException, InterruptedException {
        Map<Stage, List<Sources>> byStage = new LinkedHashMap<>();
        stages.forEach(s -> byStage.put(s, new ArrayList<>()));
        for (RosterEntry entry : entries) {
            try (OpenedSubmission opened = OpenedSubmission.open(entry.path())) {
                Submission submission = new Submission(
                        entry.name(),
                        entry.id(),
                        opened.submission().root(),
                        opened.submission().leftOut());
                for (Stage stage : stages) {
                    StageSources sources = Assembly.of(submission, stage);
                    List<SourceFile> own = ownFiles(stage, sources.files());
                    if (!own.isEmpty()) {
                        byStage.get(stage).add(new Sources(entry.name(), entry.id(), digest(own), paths(own)));
                    }
                }
            } catch (UnreadableSubmission | IllegalArgumentException unreadable) {
                // not graded, so nothing to compare: the gradebook says why
            }
        }
        StringBuilder csv = new StringBuilder();
        CanvasImport.line(csv, List.of("stage", "group", "learner", "learner_id", "same_sources_as", "files"));
        for (Map.Entry<Stage, List<Sources>> stage : byStage.entrySet()) {
            Optional<String> reference = kit.flatMap(k -> read(k, stage.getKey(), true));
            Optional<String> stub = kit.flatMap(k -> read(k, stage.getKey(), false));
            Map<String, List<Sources>> groups = new TreeMap<>();
            for (Sources s : stage.getValue()) {
                groups.computeIfAbsent(s.digest(), d -> new ArrayList<>()).add(s);
            }
            List<List<Sources>> shown = new ArrayList<>();
            for (List<Sources> group : groups.values()) {
                String digest = group.get(0).digest();
                boolean kitSame = reference.map(digest::equals).orElse(false)
                        || stub.map(digest::equals).orElse(false);
                if (group.size() > 1 || kitSame) {
                    shown.add(group);
                }
            }
            // Groups in the order of their first learner, so the file reads like the roster.
            shown.sort(java.util.Comparator.comparing(g -> g.get(0).learner()));
            int number = 0;
            for (List<Sources> group : shown) {
                number++;
                String digest = group.get(0).digest();
                for (int at = 0; at < group.size(); at++) {
                    Sources s = group.get(at);
                    List<String> same = new ArrayList<>();
                    if (reference.map(digest::equals).orElse(false)) {
                        same.add(REFERENCE + " (solutions/" + stage.getKey().number() + ")");
                    }
                    if (stub.map(digest::equals).orElse(false)) {
                        same.add(STUB + " (exercises/" + stage.getKey().number() + ")");
                    }
                    for (int other = 0; other < group.size(); other++) {
                        if (other != at) {
                            same.add(group.get(other).learner());
                        }
                    }
                    CanvasImport.line(
                            csv,
                            List.of(
                                    stage.getKey().number(),
                                    stage.getKey().number() + "-" + number,
                                    s.learner(),
                                    s.learnerId(),
                                    String.join("; ", same),
                                    String.join("; ", s.files())));
                }
            }
        }
        return csv.toString();
    }

    /** The learner's own files of a stage: every file they supplied but an untouched copy of a given type. */
    private static List<SourceFile> ownFiles(Stage stage, List<SourceFile> files) {
        Map<String, List<String>> given = new LinkedHashMap<>();
        for (SourceFile g : PristineKit.given(stage)) {
            given.put(g.path(), JavaTokens.of(g.content()));
        }
        List<SourceFile> own = new ArrayList<>();
        for (SourceFile f : files) {
            if (f.learners() && !JavaTokens.of(f.content()).equals(given.get(f.path()))) {
                own.add(f);
            }
        }
        return own;
    }

    /** The digest of the kit's reference ({@code solutions/NN}) or stub for {@code stage}, if the checkout has it. */
    private static Optional<String> read(Path kit, Stage stage, boolean reference) {
        Path exercise = kit.resolve("exercises").resolve(stage.number());
        List<String> paths = reference
                ? stage.manifest().example()
                : List.of(stage.manifest().stub());
        List<SourceFile> files = new ArrayList<>();
        for (String path : paths) {
            Path file = exercise.resolve(path).normalize();
            String main = "/" + StageManifest.MAIN;
            String text = file.toString().replace('\\', '/');
            int at = text.lastIndexOf(main);
            if (at < 0 || !Files.isRegularFile(file)) {
                return Optional.empty();
            }
            try {
                files.add(new SourceFile(
                        text.substring(at + main.length()), Files.readString(file, StandardCharsets.UTF_8), true));
            } catch (IOException unreadable) {
                return Optional.empty();
            }
        }
        return Optional.of(digest(ownFiles(stage, files)));
    }

    private static List<String> paths(List<SourceFile> files) {
        return files.stream().map(SourceFile::path).sorted().toList();
    }

    /** A digest of the files' paths and tokens, each length-prefixed so no two different lists collide by joining. */
    private static String digest(List<SourceFile> files) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            List<SourceFile> sorted = files.stream()
                    .sorted(java.util.Comparator.comparing(SourceFile::path))
                    .toList();
            for (SourceFile f : sorted) {
                update(sha, "file:" + f.path());
                for (String token : JavaTokens.of(f.content())) {
                    update(sha, token);
                }
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    private static void update(MessageDigest sha, String part) {
        byte[] bytes = part.getBytes(StandardCharsets.UTF_8);
        sha.update(Integer.toString(bytes.length).getBytes(StandardCharsets.US_ASCII));
        sha.update((byte) ':');
        sha.update(bytes);
    }
}
