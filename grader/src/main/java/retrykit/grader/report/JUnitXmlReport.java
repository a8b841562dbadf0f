package retrykit.grader.report;

/**
 * JUnit's XML report format (one testsuite per stage, one testcase per rubric item), which CI
 * servers and learning platforms import. No run times are written: the same submission graded
 * twice gives the same file but for the timestamp.
 */
public final class JUnitXmlReport {
    private JUnitXmlReport() {}

    public static String write(SubmissionReport report) {
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        long failures = report.stages().stream()
                .flatMap(s -> s.items().stream())
                .filter(i -> !i.passed() && i.ran())
                .count();
        long skippedInAll = report.stages().stream()
                .flatMap(s -> s.items().stream())
                .filter(i -> !i.ran())
                .count();
        long tests = report.stages().stream().mapToLong(s -> s.items().size()).sum();
        xml.append("<testsuites name=\"retrykit: ")
                .append(attr(report.learner()))
                .append("\" tests=\"")
                .append(tests)
                .append("\" failures=\"")
                .append(failures)
                .append("\" skipped=\"")
                .append(skippedInAll)
                .append("\" timestamp=\"")
                .append(attr(report.gradedAt()))
                .append("\">\n");
        for (StageReport s : report.stages()) {
            long skipped = s.items().stream().filter(i -> !i.ran()).count();
            long failed = s.items().stream().filter(i -> !i.passed()).count() - skipped;
            xml.append("  <testsuite name=\"stage ")
                    .append(s.stage())
                    .append(": ")
                    .append(attr(s.title()))
                    .append("\" tests=\"")
                    .append(s.items().size())
                    .append("\" failures=\"")
                    .append(failed)
                    .append("\" skipped=\"")
                    .append(skipped)
                    .append("\">\n");
            xml.append("    <properties>\n")
                    .append("      <property name=\"status\" value=\"")
                    .append(attr(s.status().text()))
                    .append("\"/>\n")
                    .append("      <property name=\"points\" value=\"")
                    .append(s.points())
                    .append("\"/>\n")
                    .append("      <property name=\"max_points\" value=\"")
                    .append(s.maxPoints())
                    .append("\"/>\n")
                    .append("    </properties>\n");
            for (ItemReport i : s.items()) {
                xml.append("    <testcase classname=\"retrykit.stage")
                        .append(s.stage())
                        .append("\" name=\"")
                        .append(attr(i.name()))
                        .append("\"");
                if (i.passed()) {
                    xml.append("/>\n");
                    continue;
                }
                if (!i.ran()) {
                    // never run (not submitted, did not compile, its stage ended early): no failure of a test
                    xml.append(">\n      <skipped message=\"")
                            .append(attr(firstLine(i.feedback())))
                            .append("\">")
                            .append(text(i.feedback() + (s.detail().isEmpty() ? "" : "\n\n" + s.detail())))
                            .append("</skipped>\n    </testcase>\n");
                    continue;
                }
                String body = i.feedback() + (s.detail().isEmpty() ? "" : "\n\n" + s.detail());
                xml.append(">\n      <failure message=\"")
                        .append(attr(firstLine(i.feedback())))
                        .append("\" type=\"")
                        .append(attr(s.status().text()))
                        .append("\">")
                        .append(text(body))
                        .append("</failure>\n");
                if (!i.output().isEmpty()) {
                    xml.append("      <system-out>").append(text(i.output())).append("</system-out>\n");
                }
                xml.append("    </testcase>\n");
            }
            xml.append("  </testsuite>\n");
        }
        return xml.append("</testsuites>\n").toString();
    }

    private static String firstLine(String text) {
        return text.lines().findFirst().orElse("");
    }

    private static String attr(String s) {
        return text(s).replace("\"", "&quot;").replace("\n", "&#10;");
    }

    /** XML text: escaped, and with characters XML 1.0 cannot hold replaced. */
    private static String text(String s) {
        StringBuilder out = new StringBuilder(s.length());
        s.codePoints().forEach(c -> {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                default -> {
                    boolean legal = c == 0x9
                            || c == 0xA
                            || c == 0xD
                            || (c >= 0x20 && c <= 0xD7FF)
                            || (c >= 0xE000 && c <= 0xFFFD)
                            || (c >= 0x10000 && c <= 0x10FFFF);
                    out.appendCodePoint(legal ? c : 0xFFFD);
                }
            }
        });
        return out.toString();
    }
}
