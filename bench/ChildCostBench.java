import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import retrykit.grader.kit.Stage;
import retrykit.grader.property.PropertyConfig;
import retrykit.grader.run.ChildJob;
import retrykit.grader.run.ChildLaunch;
import retrykit.grader.run.Limits;
import retrykit.grader.submission.Assembly;
import retrykit.grader.submission.Compilation;
import retrykit.grader.submission.StageCompiler;
import retrykit.grader.submission.Submission;

/**
 * Where a learner's child JVM spends its processor time: one child grading the references (every
 * stage, as a roster does for one learner), and one child grading them twice over, each stage of
 * the second pass in a fresh class loader as a second learner's would be. The difference is what a
 * second learner would cost in a JVM that has already graded one, which the grader never does (see
 * bench/README.md). Each child runs with -XX:+CITime, so the time its compiler took is read from
 * the child itself. Processor time is the children's, as the kernel accounts it to this JVM once
 * each is reaped (/proc/self/stat): Linux only, like the rest of bench/. Run by bench/run:
 *   java -cp CLASSPATH bench/ChildCostBench.java KIT_ROOT [ROUNDS]
 */
public class ChildCostBench {
    private static final Pattern COMPILE = Pattern.compile("C1 Compile Time:\\s+([0-9.]+) s");
    private static final Pattern METHODS = Pattern.compile("Total compiled methods\\s*:\\s*(\\d+) methods");

    record Cost(double cpuSeconds, double compileSeconds, int compiledMethods, int passed) {}

    public static void main(String[] args) throws Exception {
        Path kit = Path.of(args[0]).toAbsolutePath().normalize();
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Path work = Files.createTempDirectory("retrykit-child-cost-");
        Submission references = new Submission("solutions", kit.resolve("solutions"));
        List<ChildJob.StageJob> once = new ArrayList<>();
        for (Stage stage : Stage.all()) {
            Compilation compiled = StageCompiler.compile(Assembly.of(references, stage), work);
            if (!compiled.ok()) {
                throw new IllegalStateException(stage + " does not compile: " + compiled.errors());
            }
            once.add(new ChildJob.StageJob(stage.number(), compiled.classes().toString(), List.of()));
        }
        List<ChildJob.StageJob> twice = new ArrayList<>(once);
        twice.addAll(once);
        Path oneJob = job(work.resolve("one.json"), once);
        Path twoJob = job(work.resolve("two.json"), twice);

        // The command a learner's child gets (ChildLaunch, package-private to the grader), without
        // the roster's class-data archive: a bench may reach in where the grader's API stays closed.
        Method alone = ChildLaunch.class.getDeclaredMethod("alone", Path.class);
        alone.setAccessible(true);
        ChildLaunch launch = (ChildLaunch) alone.invoke(null, work.resolve("launch"));
        Method commandOf = ChildLaunch.class.getDeclaredMethod("command", Limits.class);
        commandOf.setAccessible(true);
        @SuppressWarnings("unchecked")
        List<String> command = new ArrayList<>((List<String>) commandOf.invoke(launch, Limits.defaults()));
        command.addAll(1, List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+CITime"));
        Path cwd = Files.createDirectories(work.resolve("cwd"));

        List<Cost> ones = new ArrayList<>();
        List<Cost> twos = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            ones.add(run(command, oneJob, cwd));
            twos.add(run(command, twoJob, cwd));
        }
        int perLearner = ones.get(0).passed();
        for (Cost c : ones) {
            expect(c.passed() == perLearner && perLearner > 0, "a one-learner child passed " + c.passed());
        }
        for (Cost c : twos) {
            expect(
                    c.passed() == 2 * perLearner,
                    "a two-learner child passed " + c.passed() + ", not " + 2 * perLearner);
        }
        double one = median(ones.stream().map(Cost::cpuSeconds).toList());
        double two = median(twos.stream().map(Cost::cpuSeconds).toList());
        System.out.printf(
                "one learner's child (the references, every stage, %d properties passed): median %.2f s of processor"
                        + " time over %d rounds %s%n",
                perLearner,
                one,
                rounds,
                ones.stream().map(c -> String.format("%.2f", c.cpuSeconds())).toList());
        System.out.printf(
                "  of which its compiler (C1): median %.2f s, %d methods compiled%n",
                median(ones.stream().map(Cost::compileSeconds).toList()),
                ones.get(0).compiledMethods());
        System.out.printf(
                "one child grading them twice: median %.2f s %s, so a second learner in a used JVM would cost %.2f s"
                        + " (%.0f%% of a fresh child)%n",
                two,
                twos.stream().map(c -> String.format("%.2f", c.cpuSeconds())).toList(),
                two - one,
                100 * (two - one) / one);
        System.exit(0);
    }

    private static Path job(Path file, List<ChildJob.StageJob> stages) throws IOException {
        new ObjectMapper()
                .writeValue(
                        file.toFile(),
                        new ChildJob(null, PropertyConfig.DEFAULT_TRIES, null, List.of(), 10_000, stages));
        return file;
    }

    private static Cost run(List<String> command, Path job, Path cwd) throws Exception {
        List<String> full = new ArrayList<>(command);
        full.add(job.toString());
        full.add(cwd.toString());
        long before = childrenTicks();
        Process child = new ProcessBuilder(full).redirectErrorStream(true).start();
        // Any 256-bit key: this bench reads the results' words, not their signatures.
        child.getOutputStream().write("00".repeat(32).concat("\n").getBytes(StandardCharsets.US_ASCII));
        child.getOutputStream().close();
        String out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int exit = child.waitFor();
        expect(exit == 0, "the child exited " + exit + ":\n" + out);
        double cpu = (childrenTicks() - before) / 100.0; // USER_HZ is 100 on Linux
        int passed = (int) out.lines()
                .filter(l -> l.contains("\tEND\t") && l.contains("\tPASSED\t"))
                .count();
        return new Cost(cpu, number(COMPILE, out), (int) number(METHODS, out), passed);
    }

    /** This JVM's reaped children's user and system time, in clock ticks (fields 16 and 17 of /proc/self/stat). */
    private static long childrenTicks() throws IOException {
        String stat = Files.readString(Path.of("/proc/self/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(fields[13]) + Long.parseLong(fields[14]); // fields 16 and 17, counted from 3
    }

    private static double number(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        expect(m.find(), "the child printed no " + pattern);
        return Double.parseDouble(m.group(1));
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }

    private static void expect(boolean ok, String otherwise) {
        if (!ok) {
            throw new IllegalStateException("bench: " + otherwise);
        }
    }
}
