package retrykit.feedback;

/**
 * One stage's lesson, so a failure can say where to read: {@code exercises/03/README.md}. Its title
 * is the stage manifest's {@code blurb}, written there alone.
 *
 * @param stage the stage number as the folder spells it, such as {@code "03"}
 */
public record Lesson(String stage) {

    public Lesson {
        if (stage == null || !stage.matches("\\d\\d")) {
            throw new IllegalArgumentException("stage must be two digits such as \"03\", not " + stage);
        }
    }

    /** The lesson's file, relative to the kit's root. */
    public String readme() {
        return "exercises/" + stage + "/README.md";
    }

    /** Where to read about one rule: the README and the heading of its section. */
    public String section(String heading) {
        return readme() + ", section \"" + heading + "\"";
    }

    /** A rule this lesson teaches, under the README heading {@code section}. */
    public Rule rule(String section, String statement, String why) {
        return new Rule(this, section, statement, why);
    }
}
