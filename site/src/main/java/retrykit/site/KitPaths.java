package retrykit.site;

import java.nio.file.Path;

/**
 * Where the generator reads and writes. The exercise READMEs are read in place from the kit,
 * never copied into the site's sources, so a lesson page and its exercise cannot diverge.
 *
 * @param kit     the kit's root folder (the one holding exercises/ and site/)
 * @param lessons the folder of the site's lessons, NN-slug.md
 * @param out     the folder the finished site is written to
 */
public record KitPaths(Path kit, Path lessons, Path out) {

    public KitPaths {
        kit = kit.toAbsolutePath().normalize();
        lessons = lessons.toAbsolutePath().normalize();
        out = out.toAbsolutePath().normalize();
    }

    public Path exercises() {
        return kit.resolve("exercises");
    }

    /** The home page's own text, written for the site (the lessons helper owns only lessons/). */
    public Path home() {
        return kit.resolve("site/src/home.md");
    }
}
