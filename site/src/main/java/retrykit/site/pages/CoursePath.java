package retrykit.site.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import retrykit.grader.kit.Stage;

/**
 * The order the course is taken in: the home page, then the lessons in their order, each exercise
 * coming right after the lesson it needs, so that "next" always leads where the home page says to
 * go. The sidebar, previous/next, the arrow keys, the home page's path and the whole-course page all
 * follow it.
 */
public final class CoursePath {
    private final List<Page> order;

    public CoursePath(PageCatalog catalog) {
        List<Page> order = new ArrayList<>(catalog.of(PageKind.HOME));
        List<Page> exercises = catalog.of(PageKind.EXERCISE);
        List<Page> placed = new ArrayList<>();
        for (Page lesson : catalog.of(PageKind.LESSON)) {
            order.add(lesson);
            for (Page exercise : exercises) {
                if (lesson.number().equals(lessonBefore(exercise))) {
                    order.add(exercise);
                    placed.add(exercise);
                }
            }
        }
        exercises.stream().filter(e -> !placed.contains(e)).forEach(order::add);
        this.order = List.copyOf(order);
    }

    /**
     * The lesson an exercise comes right after, as its stage's manifest says ({@code custom.after_lesson}):
     * lesson 1 sets the problem, and lessons 8 and 9 look beyond the stages, so no exercise follows
     * them. An exercise whose lesson is missing (a draft folder of lessons) comes at the end, in its order.
     */
    private static String lessonBefore(Page exercise) {
        return Stage.byNumber(exercise.number())
                .map(s -> s.manifest().afterLesson())
                .orElse("");
    }

    /** Every page of the course, in the order to take them. */
    public List<Page> pages() {
        return order;
    }

    public Optional<Page> previous(Page page) {
        int i = order.indexOf(page);
        return i > 0 ? Optional.of(order.get(i - 1)) : Optional.empty();
    }

    Optional<Page> next(Page page) {
        int i = order.indexOf(page);
        return i >= 0 && i + 1 < order.size() ? Optional.of(order.get(i + 1)) : Optional.empty();
    }

    /** The exercise that comes right after this lesson, if one does. */
    public Optional<Page> exerciseAfter(Page lesson) {
        return next(lesson).filter(p -> p.kind() == PageKind.EXERCISE && lesson.kind() == PageKind.LESSON);
    }

    /** How a page is named where the path lists it: "Lesson 2 · Which failures…", "Exercise 01 · Classify…". */
    public static String label(Page page) {
        return switch (page.kind()) {
            case HOME -> "Home";
            case LESSON -> "Lesson " + Integer.parseInt(page.number()) + " · " + page.title();
            case EXERCISE -> "Exercise " + page.title();
            case COURSE -> page.title();
        };
    }

    /** The short word above an entry in the sidebar and on the home page's cards. */
    public static String kind(Page page) {
        return switch (page.kind()) {
            case LESSON -> "Lesson " + Integer.parseInt(page.number());
            case EXERCISE -> "Exercise";
            default -> "";
        };
    }
}
