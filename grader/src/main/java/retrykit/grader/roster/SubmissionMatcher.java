package retrykit.grader.roster;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Finds whose each submission is. A submission's name (its folder, zip or repository name, less
 * {@code .zip} or {@code .git}) is matched with each person's keys ({@link Identities#KEY_COLUMNS}),
 * case ignored: the name is the key ({@code octocat}), or ends with {@code -} and the key, as GitHub
 * Classroom names a downloaded repository {@code ASSIGNMENT-USERNAME} ({@code retry-kit-octocat}). An
 * email key also matches by the part before its {@code @}. When several people match, the longest
 * key wins ({@code hw-mary-ann} is {@code mary-ann}'s, not {@code ann}'s); two people matched by keys
 * equally long leave the submission unmatched, since guessing would credit one person with
 * another's grade.
 */
public final class SubmissionMatcher {
    private SubmissionMatcher() {}

    /**
     * Who each submission is, and what is left over.
     *
     * @param owners       each matched submission and its person, in the roster's order
     * @param unmatched    each submission nobody matched, and why, in the roster's order
     * @param notSubmitted the people no submission matched, in the file's order
     * @param shared       each person matched by more than one submission, with those submissions
     */
    public record Matching(
            Map<RosterEntry, Person> owners,
            Map<RosterEntry, String> unmatched,
            List<Person> notSubmitted,
            Map<Person, List<RosterEntry>> shared) {
        public Matching {
            owners = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(owners));
            unmatched = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(unmatched));
            notSubmitted = List.copyOf(notSubmitted);
            shared = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(shared));
        }

        /** The submissions of {@code person}, in the roster's order. */
        public List<RosterEntry> submissionsOf(Person person) {
            List<RosterEntry> theirs = new ArrayList<>();
            owners.forEach((entry, owner) -> {
                if (owner.equals(person)) {
                    theirs.add(entry);
                }
            });
            return theirs;
        }
    }

    /** Matches every entry of the roster with the people of {@code ids}. */
    public static Matching match(List<RosterEntry> entries, Identities ids) {
        Map<RosterEntry, Person> owners = new LinkedHashMap<>();
        Map<RosterEntry, String> unmatched = new LinkedHashMap<>();
        for (RosterEntry entry : entries) {
            int longest = 0;
            List<Person> best = new ArrayList<>();
            for (Person person : ids.people()) {
                int length = longestMatch(entry.name(), person);
                if (length > longest) {
                    longest = length;
                    best.clear();
                    best.add(person);
                } else if (length == longest && length > 0) {
                    best.add(person);
                }
            }
            if (best.size() == 1) {
                owners.put(entry, best.get(0));
            } else if (best.isEmpty()) {
                unmatched.put(entry, "no one in the ids file has a key it names");
            } else {
                unmatched.put(
                        entry,
                        "it names "
                                + String.join(
                                        " and ",
                                        best.stream()
                                                .map(p -> p.label() + " (line " + p.line() + ")")
                                                .toList())
                                + " alike");
            }
        }
        List<Person> notSubmitted = new ArrayList<>();
        Map<Person, List<RosterEntry>> shared = new LinkedHashMap<>();
        for (Person person : ids.people()) {
            List<RosterEntry> theirs = new ArrayList<>();
            owners.forEach((entry, owner) -> {
                if (owner.equals(person)) {
                    theirs.add(entry);
                }
            });
            if (theirs.isEmpty()) {
                notSubmitted.add(person);
            } else if (theirs.size() > 1) {
                shared.put(person, theirs);
            }
        }
        return new Matching(owners, unmatched, notSubmitted, shared);
    }

    /** The length of the longest key of {@code person} that {@code name} names, or 0. */
    static int longestMatch(String name, Person person) {
        String lower = name.toLowerCase(Locale.ROOT);
        int longest = 0;
        for (String key : person.keys()) {
            for (String form : forms(key)) {
                if (lower.equals(form) || lower.endsWith("-" + form)) {
                    longest = Math.max(longest, form.length());
                }
            }
        }
        return longest;
    }

    private static List<String> forms(String key) {
        String lower = key.toLowerCase(Locale.ROOT);
        int at = lower.indexOf('@');
        return at > 0 ? List.of(lower, lower.substring(0, at)) : List.of(lower);
    }
}
