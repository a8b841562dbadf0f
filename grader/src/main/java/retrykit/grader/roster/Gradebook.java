package retrykit.grader.roster;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import retrykit.grader.kit.Stage;
import retrykit.grader.report.ReportFiles;
import retrykit.grader.report.StageReport;
import retrykit.grader.report.StageStatus;
import retrykit.grader.report.SubmissionReport;

/**
 * The class's gradebook, {@code gradebook.csv}: one row per learner (their original name and safe
 * id), a column per stage, the total, the percentage, and what went wrong where something did. With
 * an ids file ({@code --ids}) its columns come first, every person of it has a row (those with no
 * submission "not submitted"), and the submissions nobody matched follow. It is rebuilt from the
 * learners' saved reports after every learner, so it is never behind and never half written. A
 * submission that could not be graded has no points at all, never a zero. {@code gradebook-excel.csv}
 * is the same file with a UTF-8 byte-order mark, which Excel needs to read it as UTF-8.
 */
public final class Gradebook {
    static final String LEARNERS = "learners";
    /** The gradebook's file in the output folder. */
    public static final String FILE = "gradebook.csv";
    /** The same gradebook with a byte-order mark, for Excel. */
    public static final String EXCEL_FILE = "gradebook-excel.csv";
    /** The status of a person of the ids file whom no submission matched. */
    public static final String NOT_SUBMITTED = "not submitted";
    /** A first character a spreadsheet may read as the start of a formula (OWASP's list, with line feed and full-width forms). */
    private static final String FORMULA_STARTS = "=+-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20";

    private Gradebook() {}

    /** Writes {@code out/gradebook.csv} for {@code entries}, in their order, from what is saved under {@code out/learners}. */
    public static void rebuild(Path out, List<Stage> stages, List<RosterEntry> entries) throws IOException {
        rebuild(out, stages, entries, Optional.empty());
    }

    /** As {@link #rebuild(Path, List, List)}, with the people of {@code ids} first when given. */
    public static void rebuild(Path out, List<Stage> stages, List<RosterEntry> entries, Optional<Identities> ids)
            throws IOException {
        List<LearnerResult> results = LearnerResult.load(out, entries);
        String csv = write(stages, results, ids);
        ReportFiles.write(out.resolve(FILE), csv);
        ReportFiles.write(out.resolve(EXCEL_FILE), "\uFEFF" + csv);
    }

    static String write(List<Stage> stages, List<LearnerResult> results, Optional<Identities> ids) {
        List<String> header = new ArrayList<>();
        ids.ifPresent(i -> header.addAll(i.header()));
        header.add("learner");
        header.add("learner_id");
        for (Stage s : stages) {
            header.add("stage_" + s.number());
        }
        header.addAll(List.of("total", "max_total", "percent", "status"));
        StringBuilder csv = new StringBuilder();
        line(csv, header);
        if (ids.isEmpty()) {
            for (LearnerResult result : results) {
                learnerRow(stages, result).ifPresent(cells -> line(csv, cells));
            }
            return csv.toString();
        }
        Identities people = ids.get();
        SubmissionMatcher.Matching matching = SubmissionMatcher.match(
                results.stream().map(LearnerResult::entry).toList(), people);
        for (Person person : people.people()) {
            List<RosterEntry> theirs = matching.submissionsOf(person);
            if (theirs.isEmpty()) {
                List<String> cells = new ArrayList<>(person.cells());
                cells.add("");
                cells.add("");
                for (int i = 0; i < stages.size() + 3; i++) {
                    cells.add("");
                }
                cells.add(NOT_SUBMITTED);
                line(csv, cells);
                continue;
            }
            for (LearnerResult result : results) {
                if (theirs.contains(result.entry())) {
                    Optional<List<String>> row = learnerRow(stages, result);
                    List<String> cells = new ArrayList<>(person.cells());
                    if (row.isPresent()) {
                        cells.addAll(row.get());
                    } else {
                        cells.add(result.entry().name());
                        cells.add(result.entry().id());
                        for (int i = 0; i < stages.size() + 3; i++) {
                            cells.add("");
                        }
                        cells.add("not graded yet");
                    }
                    line(csv, cells);
                }
            }
        }
        for (LearnerResult result : results) {
            if (matching.unmatched().containsKey(result.entry())) {
                Optional<List<String>> row = learnerRow(stages, result);
                if (row.isPresent()) {
                    List<String> cells = new ArrayList<>();
                    for (int i = 0; i < people.header().size(); i++) {
                        cells.add("");
                    }
                    cells.addAll(row.get());
                    line(csv, cells);
                }
            }
        }
        return csv.toString();
    }

    /** A learner's cells from {@code learner} to {@code status}, or nothing when nothing is saved for them yet. */
    private static Optional<List<String>> learnerRow(List<Stage> stages, LearnerResult result) {
        List<String> cells = new ArrayList<>();
        cells.add(result.entry().name());
        cells.add(result.entry().id());
        if (result instanceof LearnerResult.Graded graded) {
            SubmissionReport report = graded.report();
            List<String> problems = new ArrayList<>();
            for (Stage s : stages) {
                Optional<StageReport> stage = report.stages().stream()
                        .filter(r -> r.stage().equals(s.number()))
                        .findFirst();
                cells.add(stage.map(r -> Integer.toString(r.points())).orElse(""));
                if (stage.isPresent() && stage.get().status() != StageStatus.GRADED) {
                    problems.add(s.number() + ": " + stage.get().status().text());
                }
            }
            cells.add(Integer.toString(report.points()));
            cells.add(Integer.toString(report.maxPoints()));
            cells.add(percent(report.points(), report.maxPoints()));
            cells.add(problems.isEmpty() ? "graded" : String.join("; ", problems));
            return Optional.of(cells);
        } else if (result instanceof LearnerResult.Unreadable unreadable) {
            for (int i = 0; i < stages.size() + 3; i++) {
                cells.add("");
            }
            cells.add("could not grade: " + unreadable.reason());
            return Optional.of(cells);
        }
        return Optional.empty();
    }

    /** {@code points} of {@code max} as a percentage with one decimal ({@code 87.5}), or "" when nothing was possible. */
    public static String percent(int points, int max) {
        if (max <= 0) {
            return "";
        }
        return BigDecimal.valueOf(points * 100L)
                .divide(BigDecimal.valueOf(max), 1, RoundingMode.HALF_UP)
                .toPlainString();
    }

    private static void line(StringBuilder csv, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            csv.append(i == 0 ? "" : ",").append(cell(cells.get(i)));
        }
        csv.append("\r\n");
    }

    /**
     * A CSV cell (RFC 4180) that no spreadsheet runs as a formula: a learner's name is data. A cell
     * whose first character could start a formula (including a tab, a carriage return or a line
     * feed) gets a leading {@code '}; a cell holding a quote, a comma or a line break is quoted.
     */
    static String cell(String text) {
        String safe = !text.isEmpty() && FORMULA_STARTS.indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
        if (safe.indexOf('"') >= 0 || safe.indexOf(',') >= 0 || safe.indexOf('\r') >= 0 || safe.indexOf('\n') >= 0) {
            return "\"" + safe.replace("\"", "\"\"") + "\"";
        }
        return safe;
    }
}
