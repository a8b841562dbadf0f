package retrykit.grader.rubric;

/**
 * One graded property.
 *
 * @param id     the property's method name: stable, used by {@code --only} and the mistakes catalog
 * @param name   what the item checks, as a learner reads it (its {@code @DisplayName})
 * @param points what it is worth
 */
public record RubricItem(String id, String name, int points) {
    public RubricItem {
        if (id == null || id.isBlank() || name == null || name.isBlank()) {
            throw new IllegalArgumentException("a rubric item needs an id and a name");
        }
        if (points < 1) {
            throw new IllegalArgumentException("a rubric item is worth at least 1 point, not " + points);
        }
    }
}
