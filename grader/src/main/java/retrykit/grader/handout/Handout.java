package retrykit.grader.handout;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * Writes the participants' package: the exercises with their lessons, stubs and given tests, the
 * shared feedback code, the root pom and the README, and nothing an instructor keeps back (the
 * solutions, the grader with its hidden tests and mistakes catalog, the site's sources).
 */
public final class Handout {
    /** The line in the root pom after which only maintainer modules are listed. */
    static final String POM_MARKER = "<!-- kit:maintainer-modules";
    /** The line in the root README after which only maintainers read on. */
    static final String README_MARKER = "<!-- kit:maintainers -->";

    private Handout() {}

    /** Writes the handout of the kit at {@code kit} into {@code out}, which must be new or empty. */
    public static void write(Path kit, Path out) throws IOException {
        Path root = kit.toAbsolutePath().normalize();
        Path target = out.toAbsolutePath().normalize();
        if (target.startsWith(root.resolve("exercises")) || target.equals(root)) {
            throw new IllegalArgumentException("write the handout outside the kit's exercises, not into " + out);
        }
        if (Files.exists(target)) {
            try (Stream<Path> inside = Files.list(target)) {
                if (inside.findAny().isPresent()) {
                    throw new IllegalArgumentException(out + " is not empty: give a new folder for the handout");
                }
            }
        }
        Files.createDirectories(target);
        Files.writeString(target.resolve("pom.xml"), participantsPom(Files.readString(root.resolve("pom.xml"))));
        Files.writeString(target.resolve("README.md"), participantsReadme(Files.readString(root.resolve("README.md"))));
        for (String file : List.of(".gitignore", ".mvn/maven.config")) {
            if (Files.isRegularFile(root.resolve(file))) {
                Files.createDirectories(target.resolve(file).getParent());
                Files.copy(root.resolve(file), target.resolve(file), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        copyTree(root.resolve("exercises"), target.resolve("exercises"));
    }

    /** The root pom with the maintainers' modules (solutions, grader, site) taken out. */
    static String participantsPom(String pom) {
        int marker = pom.indexOf(POM_MARKER);
        int end = pom.indexOf("</modules>");
        if (marker < 0 || end < marker) {
            throw new IllegalStateException("the root pom lacks its '" + POM_MARKER + "' line before </modules>");
        }
        int lineStart = pom.lastIndexOf('\n', marker) + 1;
        int endLine = pom.lastIndexOf('\n', end) + 1;
        String kept = pom.substring(0, lineStart) + pom.substring(endLine);
        return kept.replace("<module>solutions</module>", "").replaceAll("(?m)^\\s*\\R", "\n").replaceAll("\n{3,}", "\n\n");
    }

    /** The README up to the maintainers' part. */
    static String participantsReadme(String readme) {
        int marker = readme.indexOf(README_MARKER);
        if (marker < 0) {
            throw new IllegalStateException("the README lacks its '" + README_MARKER + "' line");
        }
        return readme.substring(0, marker).stripTrailing() + "\n";
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path relative = from.relativize(p);
                if (relative.toString().split("[/\\\\]").length > 0 && isBuildOutput(relative)) {
                    continue;
                }
                Path dest = to.resolve(relative.toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(dest);
                } else if (Files.isRegularFile(p)) {
                    Files.createDirectories(dest.getParent());
                    Files.copy(p, dest, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    private static boolean isBuildOutput(Path relative) {
        for (Path part : relative) {
            if (part.toString().equals("target")) {
                return true;
            }
        }
        return false;
    }
}
