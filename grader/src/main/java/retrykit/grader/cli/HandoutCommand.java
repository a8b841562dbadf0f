package retrykit.grader.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import retrykit.grader.handout.Handout;

/** Writes the package participants receive. */
@Command(
        name = "handout",
        mixinStandardHelpOptions = true,
        header = "Write the participants' package: exercises, lessons, root pom, README, LICENSE, mvnw.",
        description = {
            "",
            "The handout holds what a participant needs and nothing an instructor keeps back:",
            "no solutions, no grader (so no hidden tests and no mistakes catalog), no site sources. "
                    + "It is taken from the kit's committed tree (outside git, its working tree), each stage "
                    + "holding exactly the files its manifest lists, so a worked checkout's answers and extra "
                    + "classes never ship; a stub that holds an answer is refused. It says which source it used. "
                    + "Inside it, 'mvn test -pl exercises/01' compiles and fails until stage 01 is solved. "
                    + "It carries GitHub Classroom's autograding workflow (.github/workflows/classroom.yml), "
                    + "which runs each stage's given tests on every push: see grader/README.md.",
            ""
        },
        footer = {"", "Example:", "  handout --out /tmp/retrykit-handout"})
final class HandoutCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(
            names = {"-o", "--out"},
            required = true,
            paramLabel = "FOLDER",
            description = "A new or empty folder for the handout.")
    Path out;

    @Override
    public Integer call() throws Exception {
        Path kit = KitLocation.find(Path.of(""))
                .orElseThrow(() -> new ParameterException(
                        spec.commandLine(), "run the handout command inside the kit's checkout"));
        String source;
        try {
            source = Handout.write(kit, out);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        spec.commandLine()
                .getOut()
                .println("handout written to " + out.toAbsolutePath().normalize() + " from " + source + "; try: cd "
                        + out + " && mvn test -pl exercises/01");
        return 0;
    }
}
