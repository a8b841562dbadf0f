package retrykit.grader.kit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One of the kit's stages: its number (the folder {@code exercises/NN}) and its manifest, from which
 * every other fact is read. The stages are those whose manifests the grader was built with, numbered
 * 01, 02, … without a gap; {@code StageManifestsAgreeWithTheBuildTest} holds the poms to the same list.
 *
 * @param number   the folder name, as participants type it: {@code "04"}
 * @param manifest the stage's {@code exercises/NN/.meta/config.json}
 */
public record Stage(String number, StageManifest manifest) implements Comparable<Stage> {
    /** Where the grader's build puts each {@code exercises/NN/.meta/config.json} among its resources. */
    public static final String EMBEDDED = "retrykit/kit/exercises";

    private static final List<Stage> ALL = embedded();

    /** Every stage, in order. */
    public static List<Stage> all() {
        return ALL;
    }

    private static List<Stage> embedded() {
        List<Stage> stages = new ArrayList<>();
        for (int n = 1; n < 100; n++) {
            String number = String.format("%02d", n);
            String name = EMBEDDED + "/" + number + "/" + StageManifest.PATH;
            try (InputStream in = Stage.class.getClassLoader().getResourceAsStream(name)) {
                if (in == null) {
                    break;
                }
                stages.add(new Stage(number, StageManifest.read(in)));
            } catch (IOException e) {
                throw new UncheckedIOException(
                        "exercises/" + number + "/" + StageManifest.PATH + ": " + e.getMessage(), e);
            }
        }
        if (stages.isEmpty()) {
            throw new IllegalStateException("the grader was built without " + EMBEDDED + "/01/" + StageManifest.PATH
                    + ": rebuild it with the kit's root pom");
        }
        return List.copyOf(stages);
    }

    public String title() {
        return manifest.title();
    }

    /** The package every learner file of this stage must declare (or a subpackage of it). */
    public String packageName() {
        String stub = stubPath();
        return stub.substring(0, stub.lastIndexOf('/')).replace('/', '.');
    }

    /** Whether code in {@code packageName} belongs to this stage: its package or a subpackage of it. */
    public boolean owns(String packageName) {
        String own = packageName();
        return packageName.equals(own) || packageName.startsWith(own + ".");
    }

    /** The stage whose code lives in {@code packageName}, if any. */
    public static Optional<Stage> owning(String packageName) {
        return ALL.stream().filter(s -> s.owns(packageName)).findFirst();
    }

    /** The class that holds {@code solve}, fully qualified. */
    public String entryClass() {
        String stub = stubPath();
        return stub.substring(0, stub.length() - ".java".length()).replace('/', '.');
    }

    /** The stub's path below {@code src/main/java}. */
    public String stubPath() {
        return manifest.stub().substring(StageManifest.MAIN.length());
    }

    /** The package of the hidden property suite that grades this stage. */
    public String hiddenPackage() {
        return suiteClass().substring(0, suiteClass().lastIndexOf('.'));
    }

    /** The hidden suite's class, fully qualified. */
    public String suiteClass() {
        return manifest.suite();
    }

    /** Whether {@code solve} may use the HTTP client (stage 06 talks to a server). */
    public boolean httpClient() {
        return manifest.httpClient();
    }

    /** The stage's lesson, relative to the kit's root. */
    public String readme() {
        return "exercises/" + number + "/README.md";
    }

    /** The stage numbered {@code number} ("4" and "04" both work). */
    public static Optional<Stage> byNumber(String number) {
        String wanted = number.length() == 1 ? "0" + number : number;
        return ALL.stream().filter(s -> s.number.equals(wanted)).findFirst();
    }

    /** The stage numbered {@code number}, which the caller knows exists. */
    public static Stage of(String number) {
        return byNumber(number).orElseThrow(() -> new IllegalArgumentException("there is no stage " + number));
    }

    @Override
    public int compareTo(Stage other) {
        return number.compareTo(other.number);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Stage s && s.number.equals(number);
    }

    @Override
    public int hashCode() {
        return number.hashCode();
    }

    @Override
    public String toString() {
        return "stage " + number + " (" + title() + ")";
    }
}
