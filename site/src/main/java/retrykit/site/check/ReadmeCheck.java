package retrykit.site.check;

import static retrykit.feedback.Notation.items;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.CustomNode;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import retrykit.grader.kit.Stage;
import retrykit.site.draw.Table;
import retrykit.site.examples.Examples;
import retrykit.site.examples.Notation;
import retrykit.site.figures.Capstone;
import retrykit.site.figures.KitTables;
import retrykit.site.pages.PageCatalog;
import retrykit.site.render.MarkdownPages;

/**
 * Holds the example tables of the exercise READMEs to the reference solutions, so a lesson cannot
 * teach a result the code does not give (Exercism's hand-copied tables drifted; these cannot).
 * Stage 01's table must be what {@code Classify.solve} answers; stage 02's examples and worked
 * schedule what {@code EqualJitter.solve} gives; stages 03, 04 and 05 must list the examples of
 * {@link Examples}, in their order, each with the result its reference computes. A table is known by
 * its stage, its level-2 section and its place there; every table under a section of
 * {@link #EXAMPLE_SECTIONS}, in every stage's README ({@link Stage#all()}), must be one a check
 * reads (or one of {@link #WORKED_BY_HAND}), so a new stage's examples cannot go unchecked.
 */
public final class ReadmeCheck {
    private static final Parser PARSER =
            Parser.builder().extensions(List.of(TablesExtension.create())).build();
    private static final Pattern POLICY = Pattern.compile("base (\\d+), cap (\\d+)");
    private static final Pattern RANGE = Pattern.compile("(\\d+)\\.\\.(\\d+)");
    private static final Pattern WAIT_ROW = Pattern.compile("wait, draw (\\d+)");

    /** The sections whose tables are worked examples, which a lesson must not teach wrong. */
    static final Set<String> EXAMPLE_SECTIONS = Set.of("Examples");

    /**
     * Example tables no check reads, each with why: steps worked by hand whose results another table,
     * one that is checked, already gives. Keep it short; a table of results belongs to a check.
     */
    static final Map<Place, String> WORKED_BY_HAND = Map.of(
            new Place("04", "Examples", 1),
            "the examples above worked through one retry at a time; their results are the checked first table's");

    /**
     * Where a table is: the stage, the level-2 heading it sits under, and its place there (0 the first).
     */
    record Place(String stage, String section, int n) {}

    private final Path exercises;
    private final List<String> problems = new ArrayList<>();
    private final Set<Place> read = new HashSet<>();

    private ReadmeCheck(Path exercises) {
        this.exercises = exercises;
    }

    /** Every disagreement between a README table and the reference solutions; empty when none. */
    public static List<String> check(Path exercises) {
        ReadmeCheck check = new ReadmeCheck(exercises);
        check.classify();
        check.jitter();
        check.examples("03", Examples.BUDGET, Examples::budget);
        check.examples("04", Examples.RETRY_AFTER, Examples::retryAfter);
        check.examples("05", Examples.KEYS, Examples::key);
        for (Stage stage : Stage.all()) {
            check.unchecked(stage.number());
        }
        return check.problems;
    }

    /**
     * Stage 06's "The five scenarios" table against the demo's traces: the rows the lesson promises
     * must be the rows the server counted when the demo ran them.
     */
    public static List<String> checkScenarios(Path exercises, Capstone capstone) {
        ReadmeCheck check = new ReadmeCheck(exercises);
        check.table("06", "The five scenarios", 0).ifPresent(rows -> {
            List<List<String>> want = new ArrayList<>();
            Table measured = capstone.table();
            want.add(measured.header());
            want.addAll(measured.rows());
            if (!rows.equals(want)) {
                check.problems.add(readme("06") + ", section \"The five scenarios\": the table says " + rows
                        + ", but the demo's traces counted " + want);
            }
        });
        return check.problems;
    }

    private void classify() {
        table("01", "The table", 0).ifPresent(rows -> {
            Table expected = KitTables.classify();
            List<List<String>> want = new ArrayList<>();
            want.add(expected.header());
            want.addAll(expected.rows());
            if (!rows.equals(want)) {
                problems.add(readme("01")
                        + ", section \"The table\": the table is not what Classify.solve answers; it should read "
                        + want + ", not " + rows);
            }
        });
    }

    private void jitter() {
        table("02", "Examples", 0).ifPresent(rows -> {
            for (List<String> row : rows.subList(1, rows.size())) {
                String where = readme("02") + ", section \"Examples\", row " + row;
                try {
                    Matcher policy = POLICY.matcher(row.get(0));
                    if (!policy.matches()) {
                        problems.add(where + ": the policy is written \"base B, cap C\"");
                        continue;
                    }
                    retrykit.jitter.Policy p = new retrykit.jitter.Policy(
                            Integer.parseInt(policy.group(1)), Integer.parseInt(policy.group(2)), 0);
                    int draw = Integer.parseInt(row.get(1));
                    List<Integer> waits = new ArrayList<>();
                    for (int k : retries(row.get(2))) {
                        waits.add(retrykit.jitter.EqualJitter.solve(k, p, draw));
                    }
                    String want = join(waits);
                    if (!want.equals(row.get(3))) {
                        problems.add(where + ": EqualJitter.solve gives " + want + ", not " + row.get(3));
                    }
                } catch (RuntimeException e) {
                    problems.add(where + ": cannot be read (" + e.getMessage() + ")");
                }
            }
        });
        // The worked schedule under "The rule": every "wait, draw N" row, for base 2 and cap 60.
        table("02", "The rule", 0).ifPresent(rows -> {
            List<String> ks = rows.get(0);
            retrykit.jitter.Policy p = new retrykit.jitter.Policy(2, 60, 0);
            int checked = 0;
            for (List<String> row : rows) {
                Matcher m = WAIT_ROW.matcher(row.get(0));
                if (!m.matches()) {
                    continue;
                }
                checked++;
                for (int i = 1; i < row.size(); i++) {
                    int k = Integer.parseInt(ks.get(i));
                    String want = String.valueOf(retrykit.jitter.EqualJitter.solve(k, p, Integer.parseInt(m.group(1))));
                    if (!want.equals(row.get(i))) {
                        problems.add(readme("02") + ", section \"The rule\", row \"" + row.get(0) + "\", k = " + k
                                + ": EqualJitter.solve gives " + want + ", not " + row.get(i));
                    }
                }
            }
            if (checked == 0) {
                problems.add(readme("02")
                        + ", section \"The rule\": the worked schedule has no \"wait, draw N\" row to check");
            }
        });
    }

    private void examples(String stage, List<Examples.Example> examples, Function<List<String>, String> solve) {
        table(stage, "Examples", 0).ifPresent(rows -> {
            List<List<String>> body = rows.subList(1, rows.size());
            if (body.size() != examples.size()) {
                problems.add(readme(stage) + ", section \"Examples\": " + body.size() + " rows, but the stage has "
                        + examples.size() + " examples (Examples.java)");
            }
            for (int i = 0; i < Math.min(body.size(), examples.size()); i++) {
                List<String> row = body.get(i);
                List<String> inputs = examples.get(i).inputs();
                String where = readme(stage) + ", section \"Examples\", row " + (i + 1);
                if (row.size() != inputs.size() + 1
                        || !row.subList(0, inputs.size()).equals(inputs)) {
                    problems.add(
                            where + ": its inputs " + row + " are not the example's " + inputs + " (Examples.java)");
                    continue;
                }
                String want = solve.apply(inputs);
                String got = Notation.withoutNote(row.get(inputs.size()));
                if (!want.equals(got)) {
                    problems.add(where + ": the reference solution gives " + want + ", the README says " + got);
                }
            }
        });
    }

    /** Every example table of the stage's README that no check has read: each is a problem. */
    private void unchecked(String stage) {
        Path readme = exercises.resolve(stage).resolve("README.md");
        if (!Files.isRegularFile(readme)) {
            return; // the layout check names a missing README; a check that needs it, too
        }
        Set<Place> tables = tables(readme, stage).keySet();
        WORKED_BY_HAND.keySet().stream()
                .filter(p -> p.stage().equals(stage) && !tables.contains(p))
                .forEach(p -> problems.add(readme(stage) + ", section \"" + p.section() + "\", table " + (p.n() + 1)
                        + ": ReadmeCheck.WORKED_BY_HAND lists it, but the README has no such table; remove it there"));
        for (Place place : tables) {
            if (EXAMPLE_SECTIONS.contains(place.section())
                    && !read.contains(place)
                    && !WORKED_BY_HAND.containsKey(place)) {
                problems.add(readme(stage) + ", section \"" + place.section() + "\", table " + (place.n() + 1)
                        + ": no check holds this example table to the reference solution; add one to"
                        + " site/src/main/java/retrykit/site/ReadmeCheck.java (site/README.md, \"The README check\")");
            }
        }
    }

    /** The n-th table under the level-2 heading {@code section}, as rows of cell texts (header first). */
    private Optional<List<List<String>>> table(String stage, String section, int n) {
        Path readme = exercises.resolve(stage).resolve("README.md");
        if (!Files.isRegularFile(readme)) {
            problems.add(readme(stage) + " is missing");
            return Optional.empty();
        }
        Place place = new Place(stage, section, n);
        TableBlock table = tables(readme, stage).get(place);
        if (table == null) {
            problems.add(
                    readme(stage) + ": no table under \"## " + section + "\" to check against the reference solution");
            return Optional.empty();
        }
        read.add(place);
        return Optional.of(rows(table));
    }

    /** Every table of a README by its place, in the order they come. */
    private static Map<Place, TableBlock> tables(Path readme, String stage) {
        Node document = PARSER.parse(PageCatalog.read(readme));
        Map<Place, TableBlock> tables = new LinkedHashMap<>();
        Map<String, Integer> seen = new HashMap<>();
        String section = "";
        for (Node node = document.getFirstChild(); node != null; node = node.getNext()) {
            if (node instanceof Heading h && h.getLevel() == 2) {
                section = MarkdownPages.text(h);
            } else if (node instanceof TableBlock table) {
                tables.put(new Place(stage, section, seen.merge(section, 1, Integer::sum) - 1), table);
            }
        }
        return tables;
    }

    private static List<List<String>> rows(TableBlock table) {
        List<List<String>> rows = new ArrayList<>();
        table.accept(new AbstractVisitor() {
            @Override
            public void visit(CustomNode node) {
                if (node instanceof TableRow) {
                    List<String> cells = new ArrayList<>();
                    for (Node cell = node.getFirstChild(); cell != null; cell = cell.getNext()) {
                        if (cell instanceof TableCell) {
                            cells.add(MarkdownPages.text(cell).strip());
                        }
                    }
                    rows.add(cells);
                } else {
                    visitChildren(node);
                }
            }
        });
        return rows;
    }

    /** "1, 2" or "1..6". */
    private static List<Integer> retries(String text) {
        Matcher range = RANGE.matcher(text.strip());
        if (range.matches()) {
            List<Integer> ks = new ArrayList<>();
            for (int k = Integer.parseInt(range.group(1)); k <= Integer.parseInt(range.group(2)); k++) {
                ks.add(k);
            }
            return ks;
        }
        return items(text).stream().map(Integer::valueOf).toList();
    }

    private static String join(List<Integer> values) {
        return String.join(", ", values.stream().map(String::valueOf).toList());
    }

    private static String readme(String stage) {
        return "exercises/" + stage + "/README.md";
    }
}
