import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import retrykit.grader.kit.Stage;
import retrykit.grader.run.IsolatingClassLoader;
import retrykit.grader.run.SuiteRun;
import retrykit.grader.run.TestResult;
import retrykit.grader.submission.Assembly;
import retrykit.grader.submission.Compilation;
import retrykit.grader.submission.StageCompiler;
import retrykit.grader.submission.Submission;

/**
 * How long the whole hidden suite of every stage takes in one warm JVM, against the reference
 * solutions: compiles each stage once, warms up, then times complete runs. Run by bench/run:
 *   java -cp CLASSPATH bench/HiddenSuiteBench.java KIT_ROOT [ROUNDS]
 */
public class HiddenSuiteBench {
    public static void main(String[] args) throws Exception {
        Path kit = Path.of(args[0]).toAbsolutePath().normalize();
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        Path work = Files.createTempDirectory("retrykit-bench-");
        Submission references = new Submission("solutions", kit.resolve("solutions"));
        List<IsolatingClassLoader> loaders = new ArrayList<>();
        for (Stage stage : Stage.all()) {
            Compilation compiled = StageCompiler.compile(Assembly.of(references, stage), work);
            if (!compiled.ok()) {
                throw new IllegalStateException(stage + " does not compile: " + compiled.errors());
            }
            loaders.add(IsolatingClassLoader.forStage(stage, compiled.classes()));
        }
        long[] millis = new long[rounds];
        int properties = 0;
        for (int round = -3; round < rounds; round++) { // three warm-up rounds first
            long start = System.nanoTime();
            properties = 0;
            for (int i = 0; i < Stage.all().size(); i++) {
                Stage stage = Stage.all().get(i);
                List<TestResult> results = SuiteRun.run(
                        loaders.get(i), List.of(stage.suiteClass()), Map.of(), id -> true, SuiteRun.Events.NONE);
                for (TestResult r : results) {
                    if (!r.passed()) {
                        throw new IllegalStateException(
                                "the reference fails " + stage + " " + r.methodName() + ": " + r.message());
                    }
                }
                properties += results.size();
            }
            if (round >= 0) {
                millis[round] = (System.nanoTime() - start) / 1_000_000;
            }
        }
        long[] sorted = millis.clone();
        Arrays.sort(sorted);
        System.out.printf(
                "hidden suite, all %d stages, %d properties, warm JVM: median %d ms, min %d ms, max %d ms over %d rounds %s%n",
                Stage.all().size(),
                properties,
                sorted[rounds / 2],
                sorted[0],
                sorted[rounds - 1],
                rounds,
                Arrays.toString(millis));
        System.exit(0);
    }
}
