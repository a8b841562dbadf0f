package retrykit.site.predict;

import java.util.List;
import retrykit.site.SiteException;

/**
 * A predict-then-reveal question: the reader picks an answer, then opens the reveal. The right
 * option and the explanation are computed from the reference solutions when the site is built,
 * like every table and figure.
 */
public record Prediction(String id, String question, List<String> options, int answer, String explanation) {

    public Prediction {
        options = List.copyOf(options);
        if (answer < 0 || answer >= options.size()) {
            throw new SiteException("question " + id + ": its answer is not among its options " + options);
        }
        if (options.stream().distinct().count() != options.size()) {
            throw new SiteException("question " + id + ": two options read the same " + options);
        }
    }

    public String answerText() {
        return options.get(answer);
    }
}
