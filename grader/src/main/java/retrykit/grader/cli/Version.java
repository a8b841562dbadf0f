package retrykit.grader.cli;

import picocli.CommandLine;

/** The grader's version, from its jar manifest when it has one. */
final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = GraderCli.class.getPackage().getImplementationVersion();
        return new String[] {
            "retrykit-grader " + (v == null ? "1.0.0-SNAPSHOT" : v),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"
        };
    }
}
