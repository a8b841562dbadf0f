package retrykit.grader.submission;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import retrykit.grader.kit.Stage;

/**
 * Lays out what a learner uploaded to Gradescope as a kit submission
 * ({@code exercises/NN/src/main/java/...}), whatever its shape: the whole kit, one stage's folder,
 * loose {@code .java} files, or a {@code .zip} of any of these. Each source file goes to the stage
 * whose package it declares, at the path its package gives it. Tests ({@code src/test}, or any file
 * that imports JUnit or AssertJ) and build output are never taken; links are never followed. When
 * two files would land on the same path, the one in the kit's own place wins
 * ({@code exercises/NN/src/main/java} over {@code NN/src/main/java} over {@code src/main/java}
 * over a loose file), and the other is named in a note. The upload is hostile input: every count
 * and size is bounded.
 */
public final class SubmissionLayout {
    /** Files looked at in one upload: a kit holds a few hundred. */
    static final int MAX_FILES = 5_000;
    /** Zips opened in one upload: a learner sends one. */
    static final int MAX_ZIPS = 3;
    /** Source bytes read in all. */
    static final long MAX_TOTAL_BYTES = 20L * 1024 * 1024;
    /** Notes listed by name; the rest are counted. */
    static final int MAX_NOTES = 20;

    private static final Pattern TEST_IMPORT =
            Pattern.compile("(?m)^\\s*import\\s+(static\\s+)?org\\s*\\.\\s*(junit|assertj)\\b");
    /** The kit's own support code, which a whole-kit upload carries and no stage grades. */
    private static final List<String> KIT_SUPPORT =
            List.of("retrykit.feedback", "retrykit.lab", "retrykit.loop", "retrykit.grader", "retrykit.site");

    private SubmissionLayout() {}

    /**
     * The laid-out submission.
     *
     * @param root         the folder holding {@code exercises/NN/src/main/java}
     * @param filesByStage for each stage number, where each graded file came from
     * @param notes        files of the upload that were not taken, and why
     */
    public record Laid(Path root, Map<String, List<String>> filesByStage, List<String> notes) {
        public Laid {
            filesByStage = Map.copyOf(filesByStage);
            notes = List.copyOf(notes);
        }
    }

    /** One source file found in the upload: where it was, as the learner would name it, and its text. */
    private record Found(String path, String content) {}

    /** Lays out {@code upload} into {@code into}, a new or empty folder. */
    public static Laid layOut(Path upload, Path into) throws IOException, InterruptedException {
        Scan scan = new Scan();
        scan.walk(upload, "");
        Map<String, Map<String, Found>> chosen = new TreeMap<>();
        for (Found found : scan.found) {
            place(found, chosen, scan.notes);
        }
        Path root = Files.createDirectories(into);
        Map<String, List<String>> filesByStage = new LinkedHashMap<>();
        for (var stage : chosen.entrySet()) {
            Path javaRoot = root.resolve("exercises").resolve(stage.getKey()).resolve("src/main/java");
            List<String> origins = new ArrayList<>();
            for (var file : stage.getValue().entrySet()) {
                Path target = javaRoot.resolve(file.getKey()).normalize();
                Files.createDirectories(target.getParent());
                Files.writeString(target, file.getValue().content(), StandardCharsets.UTF_8);
                origins.add(file.getValue().path());
            }
            filesByStage.put(stage.getKey(), origins);
        }
        List<String> notes =
                scan.notes.size() <= MAX_NOTES ? scan.notes : new ArrayList<>(scan.notes.subList(0, MAX_NOTES));
        if (scan.notes.size() > MAX_NOTES) {
            notes.add("and " + (scan.notes.size() - MAX_NOTES) + " more files");
        }
        return new Laid(root, filesByStage, notes);
    }

    private static void place(Found found, Map<String, Map<String, Found>> chosen, List<String> notes) {
        String declared = Assembly.declaredPackage(found.content());
        String fileName = found.path().substring(found.path().lastIndexOf('/') + 1);
        if (KIT_SUPPORT.stream().anyMatch(k -> declared.equals(k) || declared.startsWith(k + "."))) {
            return; // the kit's own code, carried by a whole-kit upload: nothing to say to the learner
        }
        if (TEST_IMPORT.matcher(found.content()).find()) {
            notes.add(found.path() + ": a test (it imports JUnit or AssertJ); only solution code is graded");
            return;
        }
        if (declared.isEmpty()) {
            Optional<Stage> named = Stage.all().stream()
                    .filter(s -> s.stubPath().endsWith("/" + fileName))
                    .findFirst();
            notes.add(found.path() + ": it declares no package"
                    + named.map(s -> "; " + fileName + " belongs to stage " + s.number()
                                    + ", whose files start with: package " + s.packageName() + ";")
                            .orElse(""));
            return;
        }
        Optional<Stage> stage = Stage.owning(declared);
        if (stage.isEmpty()) {
            notes.add(found.path() + ": its package " + declared + " is no stage's");
            return;
        }
        String destination = declared.replace('.', '/') + "/" + fileName;
        Map<String, Found> files = chosen.computeIfAbsent(stage.get().number(), k -> new TreeMap<>());
        Found other = files.get(destination);
        if (other == null) {
            files.put(destination, found);
            return;
        }
        Comparator<Found> preferred = Comparator.<Found>comparingInt(f -> rank(f.path(), stage.get(), destination))
                .thenComparing(Found::path);
        boolean foundWins = preferred.compare(found, other) < 0;
        Found kept = foundWins ? found : other;
        Found dropped = foundWins ? other : found;
        files.put(destination, kept);
        notes.add(dropped.path() + ": another copy of it, " + kept.path() + ", was graded");
    }

    /** How far a file is from the kit's own place for it: 0 is exercises/NN/src/main/java/..., 3 a loose file. */
    private static int rank(String path, Stage stage, String destination) {
        List<String> places = List.of(
                "exercises/" + stage.number() + "/src/main/java/" + destination,
                stage.number() + "/src/main/java/" + destination,
                "src/main/java/" + destination);
        for (int i = 0; i < places.size(); i++) {
            String place = places.get(i);
            if (path.equals(place) || path.endsWith("/" + place)) {
                return i;
            }
        }
        return places.size();
    }

    /** One walk over an upload, zips included, within the bounds. */
    private static final class Scan {
        final List<Found> found = new ArrayList<>();
        final List<String> notes = new ArrayList<>();
        int files;
        int zips;
        long bytes;

        void walk(Path top, String prefix) throws IOException, InterruptedException {
            List<Path> zipsFound = new ArrayList<>();
            Files.walkFileTree(top, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    String name =
                            dir.getFileName() == null ? "" : dir.getFileName().toString();
                    boolean tests = name.equals("test")
                            && dir.getParent() != null
                            && dir.getParent().getFileName() != null
                            && dir.getParent().getFileName().toString().equals("src");
                    boolean skipped = !dir.equals(top) && (KitSearch.ignored(name) || tests);
                    return skipped ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    String shown = prefix + top.relativize(file).toString().replace('\\', '/');
                    String name = file.getFileName().toString();
                    boolean source = name.endsWith(".java") && !KitSearch.ignored(name);
                    boolean zip = name.toLowerCase(Locale.ROOT).endsWith(".zip") && prefix.isEmpty();
                    if (!source && !zip) {
                        return FileVisitResult.CONTINUE;
                    }
                    if (attrs.isSymbolicLink() || !attrs.isRegularFile()) {
                        notes.add(shown + ": not a regular file (links are never followed)");
                    } else if (zip) {
                        if (++zips > MAX_ZIPS) {
                            notes.add(shown + ": more than " + MAX_ZIPS + " zips in one upload");
                        } else {
                            zipsFound.add(file);
                        }
                    } else if (++files > MAX_FILES) {
                        notes.add(shown + ": more than " + MAX_FILES + " files in one upload");
                        return FileVisitResult.TERMINATE;
                    } else {
                        read(file, shown, attrs.size());
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    notes.add(prefix + top.relativize(file).toString().replace('\\', '/') + ": could not be read ("
                            + e.getMessage() + ")");
                    return FileVisitResult.CONTINUE;
                }
            });
            for (Path zip : zipsFound) {
                String shown = prefix + top.relativize(zip).toString().replace('\\', '/');
                Path unpacked = null;
                try {
                    // unpacked as it is, never searched for a kit again: a zip in a zip is not opened
                    unpacked = OpenedSubmission.unzipped(zip);
                    walk(unpacked, shown + "/");
                } catch (IOException | UnreadableSubmission | IllegalArgumentException e) {
                    notes.add(shown + ": could not be opened (" + e.getMessage() + ")");
                } finally {
                    OpenedSubmission.delete(unpacked);
                }
            }
        }

        private void read(Path file, String shown, long size) throws IOException {
            if (size > Assembly.MAX_FILE_BYTES) {
                notes.add(shown + ": larger than " + Assembly.MAX_FILE_BYTES / 1024 + " KB");
                return;
            }
            if (bytes + size > MAX_TOTAL_BYTES) {
                notes.add(shown + ": the upload's sources pass " + MAX_TOTAL_BYTES / (1024 * 1024) + " MB");
                return;
            }
            bytes += size;
            try {
                String content = StandardCharsets.UTF_8
                        .newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(Files.readAllBytes(file)))
                        .toString();
                found.add(new Found(shown, content));
            } catch (CharacterCodingException e) {
                notes.add(shown + ": not UTF-8 text");
            }
        }
    }
}
