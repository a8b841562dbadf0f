package retrykit.grader.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

/** Runs the grader's command line in this JVM, as a user would type it, and keeps what it printed. */
record Cli(int exitCode, String out, String err) {

    static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var line = GraderCli.commandLine();
        line.setOut(new PrintWriter(out, true));
        line.setErr(new PrintWriter(err, true));
        int code = line.execute(args);
        return new Cli(code, out.toString(), err.toString());
    }

    static Path kit() {
        return Path.of(System.getProperty("retrykit.kit.root", ".."))
                .toAbsolutePath()
                .normalize();
    }
}
