import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * How long the watch takes to redraw after a save (issue 9: under 1 s for stages 01 to 05, under
 * 2 s for 06, median, warm). For each stage asked: puts the reference answer in the stage (so
 * every example runs to the end, as in a learner's finished work), starts
 * {@code mvn -q -pl exercises/NN -Dwatch} with its output piped, waits for the first status
 * line, then saves the answer file with one more comment line, times from the save to the next
 * status line, and does that 3 times to warm up and EDITS times to measure. Restores the stub
 * afterwards. Not part of CI: the figures depend on the machine.
 *
 *   java bench/WatchBench.java [STAGES] [EDITS]      from the kit's root; STAGES like 01,04,06 (default all), EDITS 10
 */
public class WatchBench {

    public static void main(String[] args) throws Exception {
        Path kit = Path.of("").toAbsolutePath();
        List<String> stages =
                args.length > 0 ? Arrays.asList(args[0].split(",")) : List.of("01", "02", "03", "04", "05", "06");
        int edits = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        List<String> summary = new ArrayList<>();
        for (String stage : stages) {
            summary.add(bench(kit, stage.strip(), edits));
        }
        System.out.println();
        summary.forEach(System.out::println);
    }

    static String bench(Path kit, String stage, int edits) throws Exception {
        Path solution = kit.resolve("solutions").resolve(stage).resolve("src/main/java");
        List<Path> answers;
        try (Stream<Path> files = Files.walk(solution)) {
            answers = files.filter(p -> p.toString().endsWith(".java")).toList();
        }
        Path exercise = kit.resolve("exercises").resolve(stage).resolve("src/main/java");
        List<Path> targets = answers.stream()
                .map(p -> exercise.resolve(solution.relativize(p).toString()))
                .toList();
        List<byte[]> originals = new ArrayList<>();
        for (Path target : targets) {
            originals.add(Files.exists(target) ? Files.readAllBytes(target) : null);
        }
        boolean windows = System.getProperty("os.name").toLowerCase().contains("win");
        Process watch = null;
        try {
            for (int i = 0; i < answers.size(); i++) {
                Files.copy(answers.get(i), targets.get(i), StandardCopyOption.REPLACE_EXISTING);
            }
            Path edited = targets.get(0);
            String answer = Files.readString(edited);
            watch = new ProcessBuilder(windows ? "mvn.cmd" : "mvn", "-q", "-B", "-pl", "exercises/" + stage, "-Dwatch")
                    .directory(kit.toFile())
                    .redirectErrorStream(true)
                    .start();
            BufferedReader out =
                    new BufferedReader(new InputStreamReader(watch.getInputStream(), StandardCharsets.UTF_8));
            String first = nextStatus(out, stage);
            System.out.println("stage " + stage + ", first run: " + first);
            long[] millis = new long[edits];
            for (int round = -3; round < edits; round++) {
                long start = System.nanoTime();
                Files.writeString(edited, answer + "// bench edit " + round + "\n");
                String status = nextStatus(out, stage);
                long took = (System.nanoTime() - start) / 1_000_000;
                if (!status.matches("stage " + stage + ": (\\d+) of \\1 examples pass")) {
                    throw new IllegalStateException("the reference should pass every example, but: " + status);
                }
                if (round >= 0) {
                    millis[round] = took;
                }
            }
            long[] sorted = millis.clone();
            Arrays.sort(sorted);
            String line = String.format(
                    "stage %s: save to status line, median %d ms, min %d ms, max %d ms over %d edits %s",
                    stage, sorted[edits / 2], sorted[0], sorted[edits - 1], edits, Arrays.toString(millis));
            System.out.println(line);
            return line;
        } finally {
            if (watch != null) {
                watch.destroy();
                watch.waitFor();
            }
            for (int i = 0; i < targets.size(); i++) {
                if (originals.get(i) == null) {
                    Files.deleteIfExists(targets.get(i));
                } else {
                    Files.write(targets.get(i), originals.get(i));
                }
            }
        }
    }

    /** The next status line the watch prints, skipping the rest of its blocks. */
    static String nextStatus(BufferedReader out, String stage) throws IOException {
        String line;
        while ((line = out.readLine()) != null) {
            if (line.startsWith("stage " + stage + ": ")) {
                return line;
            }
        }
        throw new IllegalStateException("the watch ended before printing a status line");
    }
}
