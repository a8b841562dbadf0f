package retrykit.grader.report;

import java.util.List;
import java.util.Optional;

/**
 * The report a person reads: a table of stages with points and status, then, for each stage that
 * lost points, what to fix first with its full feedback. Colour only when asked (on a terminal).
 */
public final class TextReport {
    private TextReport() {}

    public static String write(SubmissionReport report, boolean colour) {
        Style style = new Style(colour);
        StringBuilder out = new StringBuilder();
        out.append(style.bold("retrykit: " + report.learner()))
                .append("   ")
                .append(style.bold(report.points() + " / " + report.maxPoints() + " points"))
                .append('\n');
        if (report.seed() != null) {
            out.append("(explored with seed ").append(report.seed()).append("; grading uses the fixed seeds)\n");
        }
        out.append('\n');
        out.append(String.format("  %-6s %-28s %9s  %s%n", "stage", "", "points", "status"));
        for (StageReport s : report.stages()) {
            String points = s.points() + "/" + s.maxPoints();
            String status = s.status().text();
            String shown = s.points() == s.maxPoints() ? style.green(status) : style.red(status);
            out.append(String.format("  %-6s %-28s %9s  %s%n", s.stage(), s.title(), points, shown));
        }
        report.notes().forEach(n -> out.append("  note: ").append(n).append('\n'));
        for (StageReport s : report.stages()) {
            if (s.points() == s.maxPoints() && s.notes().isEmpty()) {
                continue;
            }
            out.append('\n')
                    .append(style.bold("Stage " + s.stage() + " (" + s.title() + "): " + s.points() + "/"
                            + s.maxPoints() + ", " + s.status().text()))
                    .append('\n');
            s.notes().forEach(n -> out.append("  note: ").append(n).append('\n'));
            if (!s.detail().isEmpty()) {
                out.append(indent(s.detail(), "  ")).append('\n');
            }
            for (ItemReport i : s.items()) {
                out.append("  ")
                        .append(i.passed() ? style.green("pass") : style.red("FAIL"))
                        .append(' ')
                        .append(String.format("%d/%d  ", i.points(), i.maxPoints()))
                        .append(i.name())
                        .append('\n');
            }
            Optional<ItemReport> first = s.firstFailure();
            if (first.isPresent() && s.status().ran()) {
                out.append("  First thing to fix: ").append(first.get().name()).append('\n');
                out.append(indent(first.get().feedback(), "    ")).append('\n');
                if (!first.get().output().isEmpty()) {
                    out.append("    printed while it ran:\n")
                            .append(indent(first.get().output(), "      "))
                            .append('\n');
                }
            }
        }
        return out.toString();
    }

    /** Every failed item's feedback in full, for a learner's feedback file. */
    public static String writeFull(SubmissionReport report) {
        StringBuilder out = new StringBuilder(write(report, false));
        for (StageReport s : report.stages()) {
            if (!s.status().ran()) {
                continue; // every item shares the stage's one reason, already printed
            }
            // The stage's first failure was shown in full above; the others follow here.
            List<ItemReport> laterFailures =
                    s.items().stream().filter(i -> !i.passed()).skip(1).toList();
            for (ItemReport i : laterFailures) {
                out.append("\nStage ")
                        .append(s.stage())
                        .append(", ")
                        .append(i.name())
                        .append(" (")
                        .append(i.maxPoints())
                        .append(" points):\n")
                        .append(indent(i.feedback(), "    "))
                        .append('\n');
            }
        }
        return out.toString();
    }

    private static String indent(String text, String prefix) {
        return text.lines().map(l -> prefix + l).reduce((a, b) -> a + "\n" + b).orElse("");
    }

    private record Style(boolean on) {
        String bold(String s) {
            return on ? "\u001b[1m" + s + "\u001b[0m" : s;
        }

        String green(String s) {
            return on ? "\u001b[32m" + s + "\u001b[0m" : s;
        }

        String red(String s) {
            return on ? "\u001b[31m" + s + "\u001b[0m" : s;
        }
    }
}
