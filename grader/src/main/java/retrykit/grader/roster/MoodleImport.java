package retrykit.grader.roster;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code moodle.csv}: the class's totals as Moodle's gradebook imports a CSV file (Grade
 * administration, Import, CSV file). Moodle asks on import which column identifies the user ("Map
 * from") and which user field it is ("Map to": email address, ID number or username), then which
 * grade item each other column fills (an existing one, or a new grade item). So the file holds
 * {@code Full name} for the eye, {@code Email address}, {@code ID number} and {@code Username} to map
 * from, and {@link #ASSIGNMENT} with the total points. The ids file's columns of those names are
 * copied; GitHub Classroom's {@code identifier} goes to {@code Email address} when it holds an
 * {@code @}, to {@code ID number} otherwise. Only people whose submission was graded get a row.
 */
public final class MoodleImport {
    /** The file in the output folder. */
    public static final String FILE = "moodle.csv";
    /** The grade column: the submission's total points. */
    public static final String ASSIGNMENT = "retrykit";

    private MoodleImport() {}

    static String write(Identities ids, List<LearnerResult> results) {
        SubmissionMatcher.Matching matching = SubmissionMatcher.match(
                results.stream().map(LearnerResult::entry).toList(), ids);
        StringBuilder csv = new StringBuilder();
        CanvasImport.line(csv, List.of("Full name", "Email address", "ID number", "Username", ASSIGNMENT));
        for (Person person : ids.people()) {
            for (LearnerResult.Graded graded : LmsRows.graded(matching, person, results)) {
                String identifier = ids.cell(person, List.of("identifier"));
                String email = ids.cell(person, List.of("emailaddress", "email"));
                String number = ids.cell(person, List.of("idnumber", "studentid", "sisuserid"));
                if (email.isEmpty() && identifier.contains("@")) {
                    email = identifier;
                } else if (number.isEmpty() && !identifier.contains("@")) {
                    number = identifier;
                }
                List<String> cells = new ArrayList<>();
                cells.add(person.name().isEmpty() ? graded.entry().name() : person.name());
                cells.add(email);
                cells.add(number);
                cells.add(ids.cell(person, List.of("username")));
                cells.add(Integer.toString(graded.report().points()));
                CanvasImport.line(csv, cells);
            }
        }
        return csv.toString();
    }
}
