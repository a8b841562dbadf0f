package retrykit.grader.roster;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code canvas.csv}: the class's totals as Canvas's Gradebook imports a CSV (Gradebook, Import):
 * the columns {@code Student}, {@code ID}, {@code SIS User ID}, {@code SIS Login ID} and
 * {@code Section}, which Canvas matches a row to a student by, then one column per assignment, here
 * {@link #ASSIGNMENT}; a column named like no assignment of the course makes a new one. The ids file's
 * own columns of those names are copied; otherwise GitHub Classroom's {@code identifier} (or an
 * {@code email} column) goes to {@code SIS Login ID}. Only people whose submission was graded get a
 * row: a person with no grade is left out rather than given an empty cell or a zero.
 */
public final class CanvasImport {
    /** The file in the output folder. */
    public static final String FILE = "canvas.csv";
    /** The assignment column: the submission's total points. */
    public static final String ASSIGNMENT = "retrykit";

    private CanvasImport() {}

    static String write(Identities ids, List<LearnerResult> results) {
        SubmissionMatcher.Matching matching = SubmissionMatcher.match(
                results.stream().map(LearnerResult::entry).toList(), ids);
        StringBuilder csv = new StringBuilder();
        line(csv, List.of("Student", "ID", "SIS User ID", "SIS Login ID", "Section", ASSIGNMENT));
        for (Person person : ids.people()) {
            for (LearnerResult.Graded graded : LmsRows.graded(matching, person, results)) {
                List<String> cells = new ArrayList<>();
                cells.add(person.name().isEmpty() ? graded.entry().name() : person.name());
                cells.add(ids.cell(person, List.of("id")));
                cells.add(ids.cell(person, List.of("sisuserid")));
                String login = ids.cell(person, List.of("sisloginid", "loginid"));
                cells.add(login.isEmpty() ? ids.cell(person, List.of("identifier", "email", "emailaddress")) : login);
                cells.add(ids.cell(person, List.of("section")));
                cells.add(Integer.toString(graded.report().points()));
                line(csv, cells);
            }
        }
        return csv.toString();
    }

    static void line(StringBuilder csv, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            csv.append(i == 0 ? "" : ",").append(Gradebook.cell(cells.get(i)));
        }
        csv.append("\r\n");
    }
}
