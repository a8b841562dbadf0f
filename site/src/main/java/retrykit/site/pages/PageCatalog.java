package retrykit.site.pages;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import retrykit.site.KitPaths;
import retrykit.site.SiteException;

/**
 * Every page of the site, in reading order: the home page, the lessons (site/src/lessons/NN-slug.md,
 * ordered by NN, titled by their first {@code # } heading) and each exercise's README
 * (exercises/NN/README.md, read in place).
 */
public final class PageCatalog {
    private static final Pattern LESSON_FILE = Pattern.compile("(\\d\\d)-([a-z0-9]+(?:-[a-z0-9]+)*)\\.md");
    private static final Pattern EXERCISE_DIR = Pattern.compile("\\d\\d");
    private static final Pattern TITLE = Pattern.compile("(?m)^# +(.+?)\\s*$");

    private final List<Page> pages;

    private PageCatalog(List<Page> pages) {
        this.pages = List.copyOf(pages);
    }

    public static PageCatalog discover(KitPaths paths) {
        List<Page> pages = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        pages.add(new Page(PageKind.HOME, "", title(paths.home(), problems), paths.home(), "index.html"));

        for (Path file : list(paths.lessons())) {
            String name = file.getFileName().toString();
            if (!name.endsWith(".md")) {
                continue;
            }
            Matcher m = LESSON_FILE.matcher(name);
            if (!m.matches()) {
                problems.add(paths.lessons().relativize(file)
                        + ": a lesson is named NN-slug.md (two digits, then lower-case words joined by '-')");
                continue;
            }
            pages.add(new Page(
                    PageKind.LESSON,
                    m.group(1),
                    title(file, problems),
                    file,
                    "lessons/" + name.substring(0, name.length() - 3) + ".html"));
        }
        for (Path dir : list(paths.exercises())) {
            Path readme = dir.resolve("README.md");
            if (EXERCISE_DIR.matcher(dir.getFileName().toString()).matches() && Files.isRegularFile(readme)) {
                String number = dir.getFileName().toString();
                pages.add(new Page(
                        PageKind.EXERCISE, number, title(readme, problems), readme, "exercises/" + number + ".html"));
            }
        }
        List<String> numbers = pages.stream()
                .filter(p -> p.kind() == PageKind.LESSON)
                .map(Page::number)
                .toList();
        numbers.stream()
                .filter(n -> numbers.indexOf(n) != numbers.lastIndexOf(n))
                .distinct()
                .forEach(n -> problems.add("two lessons are numbered " + n + ": each NN gives one place in the order"));
        if (!problems.isEmpty()) {
            throw SiteException.of("pages that cannot be placed", problems);
        }
        return new PageCatalog(pages);
    }

    List<Page> pages() {
        return pages;
    }

    public List<Page> of(PageKind kind) {
        return pages.stream().filter(p -> p.kind() == kind).toList();
    }

    Optional<Page> find(PageKind kind, String number) {
        return pages.stream()
                .filter(p -> p.kind() == kind && p.number().equals(number))
                .findFirst();
    }

    /** The page made from this file, if any: how a relative Markdown link finds its page. */
    Optional<Page> bySource(Path file) {
        Path wanted = file.toAbsolutePath().normalize();
        return pages.stream()
                .filter(p -> p.source().toAbsolutePath().normalize().equals(wanted))
                .findFirst();
    }

    private static String title(Path file, List<String> problems) {
        String text = read(file);
        Matcher m = TITLE.matcher(text);
        if (!m.find()) {
            problems.add(file + ": the first '# ' heading is the page's title, and there is none");
            return file.getFileName().toString();
        }
        // The title is plain text on the page, in the sidebar and in the search index.
        return m.group(1).replace("`", "").replace("*", "");
    }

    public static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static List<Path> list(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }
}
