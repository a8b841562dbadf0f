package retrykit.loop;

import java.nio.file.Files;

/**
 * What a participant does once every example of a stage passes: the next stage's folder and
 * command, and after the last stage the grader and the course site (or, in a handout that has
 * neither, who has them).
 */
public final class NextStep {
    private NextStep() {}

    /** The lines to print under the status line when every example of {@code stage} passes. */
    public static String after(StageFolder stage) {
        return stage.next()
                .map(next -> String.join(
                        "\n",
                        "Every example of stage " + stage.number() + " passes.",
                        "Next: stage " + next.number() + " (" + next.title() + "): read " + next.name() + "/README.md,",
                        "then run " + next.watchCommand()))
                .orElseGet(() -> afterTheLast(stage));
    }

    private static String afterTheLast(StageFolder stage) {
        boolean grader = Files.isRegularFile(stage.kit().resolve("grader/pom.xml"));
        boolean site = Files.isRegularFile(stage.kit().resolve("site/pom.xml"));
        return String.join(
                "\n",
                "Every example of stage " + stage.number() + " passes: that was the last stage.",
                grader
                        ? "See how the hidden tests would grade you: "
                                + stage.atKitRoot("mvn -q -pl grader -am package -DskipTests -Dgrade=\"grade\"")
                        : "Your instructor grades your work with hidden tests that try many more cases than these.",
                site
                        ? "Read the stories behind the rules on the course site: "
                                + stage.atKitRoot(
                                        "mvn -q -pl site -am package -DskipTests, then open site/target/site-out/index.html")
                        : "The course site tells the stories behind the rules, with figures: ask your instructor for its address.");
    }
}
