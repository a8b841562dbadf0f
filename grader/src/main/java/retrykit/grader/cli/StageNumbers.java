package retrykit.grader.cli;

import java.util.Iterator;
import retrykit.grader.kit.Stage;

/**
 * The stage numbers {@code --stage} takes, read from the stages the grader was built with, so its
 * help ({@code ${COMPLETION-CANDIDATES}}) and shell completion list the real ones, never a copy.
 */
final class StageNumbers implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
        return Stage.all().stream().map(Stage::number).iterator();
    }
}
