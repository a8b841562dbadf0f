package retrykit.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import retrykit.grader.grading.MistakeCatalog.Mistake;
import retrykit.grader.kit.GivenTests;
import retrykit.grader.run.IsolatingClassLoader;
import retrykit.grader.run.TestResult;
import retrykit.grader.submission.Submission;
import retrykit.loop.Example;
import retrykit.loop.Examples;
import retrykit.loop.PlainRun;
import retrykit.loop.StageFolder;

/**
 * A participant works on the first failing given example, in lesson order, as the loop prints it.
 * For every catalogued mistake that example must name the rule the mistake breaks: the rule whose
 * README section the hidden item of its catalogue entry points at. Otherwise the lesson sends the
 * learner to the wrong section and all three hints of that rule point the wrong way. And the end
 * of a failing plain run holds that rule and the status line within 12 lines.
 */
class FirstFailureNamesTheRuleTest {

    private static final Pattern SECTION = Pattern.compile("section \"([^\"]+)\"");

    /** Rows of a small terminal the rule and the status line must stay on. */
    private static final int SCREEN = 12;

    /**
     * The mistakes whose first failing given example does not yet name their item's rule, each
     * with why. Each must stay misnamed (so the list never outlives a fix): when one is fixed,
     * take it off. Stage 02's were fixed by ordering its examples by the rule that decides them.
     */
    static final Map<String, String> NOT_YET = Map.ofEntries(
            Map.entry(
                    "01-retries-every-failure",
                    "the item checks the general section \"The rule\"; the first failure names Rule 4, which retrying an unkeyed write also breaks"),
            Map.entry(
                    "02-no-jitter",
                    "waiting the whole ceiling at draw 0 breaks Rule 2 as the lesson states it (\"with draw 0 it is exactly that\"), which comes first"),
            Map.entry(
                    "04-parse-long-on-garbage",
                    "Long.parseLong on a huge number fails Rule 5's example before Rule 7's"),
            Map.entry("05-misses-commit-under-other-key", "a Rule 4 example (key lifetime) decides this answer first"),
            Map.entry("05-new-key-per-attempt", "a Rule 3 example (the last outcome) decides this answer first"),
            Map.entry(
                    "05-reconciles-when-nothing-committed",
                    "a Rule 4 example (key lifetime) decides this answer first"),
            Map.entry("05-trusts-ignored-keys", "a Rule 3 example (the last outcome) decides this answer first"),
            Map.entry("06-blind-retry", "the stage's scenarios, tagged by no rule, run first"),
            Map.entry("06-trusts-ignored-key", "the stage's scenarios, tagged by no rule, run first"),
            Map.entry("06-new-key-per-attempt", "the stage's scenarios, tagged by no rule, run first"),
            Map.entry(
                    "06-lookup-before-first-attempt-only",
                    "Rule 1's 201-without-id examples also take the lookup path and run first"),
            Map.entry(
                    "06-made-up-id-for-a-2xx",
                    "the answer breaks Rule 1 (a 2xx without the id) too, and its examples run first"),
            Map.entry("06-retry-after-only-on-429", "Rule 2's Retry-After example on a 503 runs before Rule 4's"),
            Map.entry(
                    "06-no-request-timeout",
                    "the item checks the general section \"The wire\"; the first failure names Rule 3, whose example needs the timeout"));

    static List<Mistake> mistakes() throws IOException {
        return MistakeCatalog.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mistakes")
    @DisplayName(
            "each catalogued mistake's first failing given example names the rule of its hidden item, within the last 12 lines of the run")
    void firstFailureNamesTheRule(Mistake mistake, @TempDir Path scratch) throws Exception {
        Submission submission = new Submission(mistake.slug(), MistakeCatalog.submission(mistake, scratch));
        try (InProcess compiled = InProcess.compile(submission, mistake.stage())) {
            TestResult hidden =
                    compiled.run(null, id -> id.equals(mistake.item())).get(0);
            assertThat(hidden.passed())
                    .as("%s fails %s", mistake.slug(), mistake.item())
                    .isFalse();
            String rule = section(hidden.message())
                    .orElseThrow(() ->
                            new AssertionError(mistake.item() + "'s failure names no section:\n" + hidden.message()));

            Examples examples;
            try (IsolatingClassLoader loader = GivenTests.loader(mistake.stage(), compiled.classes())) {
                examples = retrykit.loop.GivenTests.run(loader, GivenTests.classNames(mistake.stage()));
            }
            Example first = examples.firstFailure()
                    .orElseThrow(() -> new AssertionError(mistake.slug() + " passes every given example"));
            if (NOT_YET.containsKey(mistake.slug())) {
                assertThat(first.section())
                        .as(
                                "%s is listed as not yet named by its rule (%s), but its first failing example now names \"%s\": take it off NOT_YET",
                                mistake.slug(), NOT_YET.get(mistake.slug()), rule)
                        .isNotEqualTo(rule);
            } else {
                assertThat(first.section())
                        .as(
                                "%s breaks \"%s\" (the grader's %s), but its first failing given example, %s, says:%n%s",
                                mistake.slug(), rule, mistake.item(), first.name(), first.message())
                        .isEqualTo(rule);
            }

            StageFolder stage =
                    new StageFolder(MistakeCatalog.kit(), mistake.stage().number());
            List<String> end = PlainRun.failingEnd(stage, examples, "exercises/NN/target/surefire-reports/TEST.xml")
                    .lines()
                    .toList();
            String named = first.section(); // the rule the run prints, right or (NOT_YET) not
            List<String> screen = end.subList(Math.max(0, end.size() - SCREEN), end.size());
            assertThat(screen.get(screen.size() - 1))
                    .startsWith("stage " + mistake.stage().number() + ": ");
            assertThat(screen)
                    .as("the last %d lines of the plain run:%n%s", SCREEN, String.join("\n", end))
                    .anyMatch(line -> named == null
                            ? line.contains("section \"")
                            : line.startsWith(named + ": ") || line.contains("section \"" + named + "\""));
        }
    }

    private static Optional<String> section(String message) {
        Matcher m = SECTION.matcher(message == null ? "" : message);
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }
}
