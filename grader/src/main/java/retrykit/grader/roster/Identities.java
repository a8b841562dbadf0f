package retrykit.grader.roster;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The instructor's ids file ({@code roster --ids FILE}): a CSV with a header, one person a row.
 * GitHub Classroom's roster export ({@code identifier,github_username,github_id,name}) is one; any
 * file with a name column and id or email columns is another. Which columns are read is decided by
 * their header alone, case, spaces, hyphens and underscores ignored: {@link #NAME_COLUMNS} give the
 * person's name, {@link #KEY_COLUMNS} the values a submission's name is matched with
 * ({@link SubmissionMatcher}). Every column, read or not, is copied into the gradebook.
 *
 * @param header the file's header, as written
 * @param people every person, in the file's order
 */
public record Identities(List<String> header, List<Person> people) {
    /** Headers of a person's name. {@code first name} and {@code last name} together make one too. */
    public static final Set<String> NAME_COLUMNS = Set.of("name", "fullname", "student", "studentname", "displayname");

    /**
     * Headers of the values a submission is matched with. GitHub Classroom's {@code github_id} is not
     * one: it is a number no download names a repository with.
     */
    public static final List<String> KEY_COLUMNS = List.of(
            "githubusername",
            "username",
            "login",
            "identifier",
            "email",
            "emailaddress",
            "id",
            "studentid",
            "idnumber",
            "sisuserid",
            "sisloginid",
            "loginid");

    public Identities {
        header = List.copyOf(header);
        people = List.copyOf(people);
    }

    /** Reads {@code file}, which must be UTF-8 (with or without a byte-order mark). */
    public static Identities read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("--ids: " + file + " is not a file");
        }
        String text;
        try {
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(Files.readAllBytes(file)))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("--ids: " + file + " is not UTF-8: save it as \"CSV UTF-8\"", e);
        }
        try {
            return of(CsvTable.parse(text));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--ids: " + file + ": " + e.getMessage(), e);
        }
    }

    /** The people of {@code table}, with its columns chosen by their headers. */
    public static Identities of(CsvTable table) {
        List<String> header = table.header();
        Optional<Integer> name = column(header, NAME_COLUMNS::contains);
        Optional<Integer> first = column(header, "firstname"::equals);
        Optional<Integer> last = column(header, List.of("lastname", "surname")::contains);
        List<Integer> keys = new ArrayList<>();
        for (String wanted : KEY_COLUMNS) {
            column(header, wanted::equals).ifPresent(keys::add);
        }
        if (keys.isEmpty()) {
            throw new IllegalArgumentException("no column to match submissions with: the header " + header
                    + " has none of " + KEY_COLUMNS + " (case, spaces, - and _ ignored)");
        }
        List<Person> people = new ArrayList<>();
        int line = 1;
        for (List<String> row : table.rows()) {
            line++;
            List<String> cells = new ArrayList<>(row);
            while (cells.size() < header.size()) {
                cells.add("");
            }
            String personName = name.map(i -> cells.get(i).strip()).orElse("");
            if (personName.isEmpty() && (first.isPresent() || last.isPresent())) {
                personName = (first.map(cells::get).orElse("") + " "
                                + last.map(cells::get).orElse(""))
                        .strip();
            }
            List<String> values = new ArrayList<>();
            for (int k : keys) {
                String value = cells.get(k).strip();
                if (!value.isEmpty() && !values.contains(value)) {
                    values.add(value);
                }
            }
            if (values.isEmpty() && personName.isEmpty()) {
                continue; // an empty row a spreadsheet left
            }
            people.add(new Person(line, cells.subList(0, header.size()), personName, values));
        }
        return new Identities(header, people);
    }

    /** The cell of {@code person} under the first column whose header is one of {@code wanted}, or "". */
    public String cell(Person person, List<String> wanted) {
        for (String w : wanted) {
            Optional<Integer> at = column(header, w::equals);
            if (at.isPresent() && !person.cells().get(at.get()).isBlank()) {
                return person.cells().get(at.get()).strip();
            }
        }
        return "";
    }

    private static Optional<Integer> column(List<String> header, java.util.function.Predicate<String> wanted) {
        for (int i = 0; i < header.size(); i++) {
            if (wanted.test(normal(header.get(i)))) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /** A header as compared: lower case, without spaces, hyphens, underscores or a byte-order mark. */
    static String normal(String header) {
        return header.toLowerCase(Locale.ROOT).replaceAll("[\\s_\\-\uFEFF]", "");
    }
}
