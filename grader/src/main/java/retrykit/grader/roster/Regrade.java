package retrykit.grader.roster;

import java.util.List;
import java.util.Set;

/**
 * Whom a roster run grades again even though their saved grade still holds: nobody (the default),
 * everyone (a bare {@code --regrade}), or the learners named ({@code --regrade alice bob}), each by
 * their name or their id.
 *
 * @param everyone whether every learner is graded again
 * @param names    the learners named, when not everyone
 */
public record Regrade(boolean everyone, Set<String> names) {
    /** Nobody is graded again without cause. */
    public static final Regrade NOBODY = new Regrade(false, Set.of());
    /** Everyone is graded again. */
    public static final Regrade EVERYONE = new Regrade(true, Set.of());

    public Regrade {
        names = Set.copyOf(names);
    }

    /** The learners named, each by name or id. */
    public static Regrade only(List<String> names) {
        return new Regrade(false, Set.copyOf(names));
    }

    /** Whether {@code entry} is graded again. */
    public boolean covers(RosterEntry entry) {
        return everyone || names.contains(entry.name()) || names.contains(entry.id());
    }

    /** Fails, naming them, when a name given is no learner of {@code entries}: a typo must not regrade nobody in silence. */
    void check(List<RosterEntry> entries) {
        List<String> unknown = names.stream()
                .filter(n -> entries.stream().noneMatch(e -> e.name().equals(n) || e.id().equals(n)))
                .sorted()
                .toList();
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("--regrade names no learner of the roster: " + String.join(", ", unknown)
                    + " (give a learner's name, as their folder, zip or repository is named, or their id)");
        }
    }
}
