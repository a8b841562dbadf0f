package retrykit.grader.grading;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import retrykit.grader.kit.Stage;

/**
 * The answer set, {@code grader/src/test/answers/NN-style/}: right answers to the stages other than
 * the references, each laid out as a submission ({@code exercises/NN/src/main/java}). Two kinds
 * live there. {@code NN-lesson-*}: one per stage, written from the stage's lesson alone, in a style
 * of its own, to prove that an answer doing what the lesson's words say scores full marks.
 * {@code NN-learner-style}: the right answers that catalogued mistakes are edits of
 * ({@code base=} in their {@code mistake.properties}).
 *
 * @param folder the answer's folder, the one a roster would hold for a learner
 * @param stage  the stage it answers, from the folder's first two characters
 */
record AnswerSet(Path folder, Stage stage) {

    /** The prefix of the lesson-faithful answers' folders, after the stage number. */
    static final String LESSON_FAITHFUL = "-lesson-";

    static Path root() {
        return MistakeCatalog.kit().resolve("grader/src/test/answers");
    }

    static List<AnswerSet> all() throws IOException {
        try (Stream<Path> folders = Files.list(root())) {
            return folders.filter(Files::isDirectory)
                    .sorted()
                    .map(AnswerSet::of)
                    .toList();
        }
    }

    private static AnswerSet of(Path folder) {
        String name = folder.getFileName().toString();
        Stage stage = Stage.byNumber(name.substring(0, 2))
                .orElseThrow(() -> new AssertionError("an answer's folder starts with its stage number: " + folder));
        return new AnswerSet(folder, stage);
    }

    String name() {
        return folder.getFileName().toString();
    }

    /** Whether this answer was written from its stage's lesson alone. */
    boolean lessonFaithful() {
        return name().startsWith(stage.number() + LESSON_FAITHFUL);
    }

    @Override
    public String toString() {
        return name();
    }
}
