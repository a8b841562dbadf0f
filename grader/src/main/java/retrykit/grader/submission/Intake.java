package retrykit.grader.submission;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import retrykit.grader.kit.Stage;

/**
 * The one way every path (grade, roster, the Gradescope run, the Classroom workflow) finds the files
 * to grade in what a learner handed in. First the kit's own folders, {@code exercises/NN}, at any
 * depth ({@link KitSearch}); failing that, inside the zips the upload holds (a learning system's
 * download keeps each learner's zip in a folder of their own); failing that, each stage's files by
 * the package they declare ({@link SubmissionLayout}). Each way says in the report where the graded
 * files came from.
 */
public final class Intake {
    /** Zips inside a submission that are opened to look for the kit: a learner hands in one. */
    static final int MAX_INNER_ZIPS = 3;

    /** Other copies of the kit named in a note; the rest are counted. */
    static final int OTHERS_NAMED = 3;

    private Intake() {}

    /**
     * Where the graded files are.
     *
     * @param root    the folder to grade: holds {@code exercises/NN} or {@code NN}
     * @param prefix  the root's path below the folder searched ("" for that folder), to make notes relative to it
     * @param notes   where they were found, as reports say it
     * @param origins for files found by their package lines: each stage's files, as the upload named them
     */
    public record Found(Path root, String prefix, List<String> notes, Map<String, List<String>> origins) {
        public Found {
            notes = List.copyOf(notes);
            origins = Map.copyOf(origins);
        }
    }

    /**
     * Finds what to grade in {@code unpacked}, named {@code shown} in notes ("alice.zip", or "" for a
     * folder graded as it is), using {@code scratch} for the zips it opens and the files it lays out.
     */
    public static Found find(Path unpacked, String shown, Scratch scratch) throws IOException, InterruptedException {
        List<KitSearch.Candidate> candidates = KitSearch.candidates(unpacked);
        String where = shown;
        if (candidates.isEmpty()) {
            List<Path> zips = KitSearch.zipsIn(unpacked, MAX_INNER_ZIPS);
            List<KitSearch.Candidate> inZips = new ArrayList<>();
            List<String> unreadable = new ArrayList<>();
            for (int i = 0; i < zips.size(); i++) {
                Path zip = zips.get(i);
                Path inner = Files.createDirectories(scratch.folder().resolve("zip-" + i));
                String zipShown =
                        join(shown, unpacked.relativize(zip).toString().replace('\\', '/'));
                try {
                    OpenedSubmission.unzip(zip, zipShown, inner);
                } catch (UnreadableSubmission e) {
                    unreadable.add("not graded: " + e.getMessage());
                    continue;
                }
                for (KitSearch.Candidate c : KitSearch.candidates(inner)) {
                    inZips.add(new KitSearch.Candidate(c.folder(), join(zipShown, c.relative()), c.stages()));
                }
            }
            inZips.sort(KitSearch.PREFERRED);
            Found found = inZips.isEmpty() ? byPackageLines(unpacked, shown, scratch) : found(inZips, "", "");
            List<String> notes = new ArrayList<>(found.notes());
            notes.addAll(unreadable);
            return new Found(found.root(), found.prefix(), notes, found.origins());
        }
        return found(candidates, where, prefixOf(candidates.get(0)));
    }

    private static String prefixOf(KitSearch.Candidate c) {
        return c.relative();
    }

    private static Found found(List<KitSearch.Candidate> candidates, String shown, String prefix) {
        KitSearch.Candidate picked = candidates.get(0);
        String place = join(shown, picked.relative());
        String layout = hasExercises(picked.folder()) ? "exercises/NN/src/main/java" : "NN/src/main/java";
        List<String> notes = new ArrayList<>();
        notes.add("graded the files under " + layout + " "
                + (place.isEmpty() ? "at the top of the submission" : "in " + place));
        // Only a copy as complete as the one graded makes the choice a real one worth a note.
        List<String> others = candidates.stream()
                .skip(1)
                .filter(c -> c.stages() == picked.stages() && !nested(c.folder(), picked.folder()))
                .map(c -> join(shown, c.relative()).isEmpty() ? "the top folder" : join(shown, c.relative()))
                .toList();
        if (!others.isEmpty()) {
            String named = others.stream().limit(OTHERS_NAMED).collect(Collectors.joining(", "))
                    + (others.size() > OTHERS_NAMED ? " and " + (others.size() - OTHERS_NAMED) + " more" : "");
            notes.add("not graded: another copy of the kit in " + named + " (of several copies the grader takes "
                    + KitSearch.RULE + ")");
        }
        return new Found(picked.folder(), prefix, notes, Map.of());
    }

    private static Found byPackageLines(Path unpacked, String shown, Scratch scratch)
            throws IOException, InterruptedException {
        SubmissionLayout.Laid laid =
                SubmissionLayout.layOut(unpacked, scratch.folder().resolve("by-package"));
        List<String> notes = new ArrayList<>();
        String from = laid.filesByStage().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(e -> "stage " + e.getKey() + " from "
                        + e.getValue().stream().map(f -> join(shown, f)).collect(Collectors.joining(", ")))
                .collect(Collectors.joining("; "));
        notes.add("no exercises/NN folder in the submission, so each .java file was graded as its package line says"
                + (from.isEmpty() ? ": none declares a stage's package" : ": " + from));
        laid.notes().forEach(n -> notes.add("not graded: " + join(shown, n)));
        return new Found(laid.root(), "", notes, laid.filesByStage());
    }

    private static boolean hasExercises(Path folder) {
        return Stage.all().stream()
                .anyMatch(s -> Files.isDirectory(folder.resolve("exercises").resolve(s.number())));
    }

    private static boolean nested(Path a, Path b) {
        return a.startsWith(b) || b.startsWith(a);
    }

    private static String join(String a, String b) {
        return a.isEmpty() ? b : b.isEmpty() ? a : a + "/" + b;
    }

    /** A scratch folder made only when the intake needs one (a folder graded as it is needs none). */
    public static final class Scratch {
        private Path folder;

        Scratch(Path existing) {
            this.folder = existing;
        }

        /** The folder, made now if it was not yet. */
        Path folder() throws IOException {
            if (folder == null) {
                folder = Files.createTempDirectory("retrykit-intake-");
            }
            return folder;
        }

        /** The folder if one was made. */
        Optional<Path> made() {
            return Optional.ofNullable(folder);
        }
    }
}
