package retrykit.grader.cli;

import java.io.PrintWriter;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.LongSupplier;
import retrykit.grader.roster.Roster;
import retrykit.grader.roster.RosterEntry;

/**
 * What a roster run shows as it goes. On a terminal, one line redrawn in place: a bar, the learners
 * done, the time left at the pace so far, and who is being graded now. Anywhere else (a file, a
 * pipe, CI's log), one plain line per learner as they finish, which a log keeps readable.
 */
final class RosterProgress implements Roster.Progress {
    private static final int BAR_WIDTH = 24;

    private final PrintWriter err;
    private final boolean terminal;
    private final LongSupplier nanoTime;
    private final long startedNanos;
    private final Set<String> now = new LinkedHashSet<>();
    private int finishedHere;

    /**
     * @param nanoTime the clock the time left is estimated on ({@code System::nanoTime}; a test's own)
     */
    RosterProgress(PrintWriter err, boolean terminal, LongSupplier nanoTime) {
        this.err = err;
        this.terminal = terminal;
        this.nanoTime = nanoTime;
        this.startedNanos = nanoTime.getAsLong();
    }

    @Override
    public void started(int done, int total, RosterEntry entry) {
        now.add(RosterCommand.printable(entry.name()));
        if (terminal) {
            redraw(done, total);
        }
    }

    @Override
    public void graded(int done, int total, RosterEntry entry, String result) {
        now.remove(RosterCommand.printable(entry.name()));
        finishedHere++;
        if (terminal) {
            redraw(done, total);
            if (done == total) {
                err.println();
            }
        } else {
            err.printf(
                    "[%d/%d] %s: %s%n",
                    done, total, RosterCommand.printable(entry.name()), RosterCommand.printable(result));
        }
        err.flush();
    }

    private void redraw(int done, int total) {
        int filled = BAR_WIDTH * done / Math.max(1, total);
        err.printf(
                "\r[%s%s] %d/%d %s %s\u001b[K",
                "#".repeat(filled),
                ".".repeat(BAR_WIDTH - filled),
                done,
                total,
                left(done, total),
                now.isEmpty() ? "" : "grading " + String.join(", ", now));
        err.flush();
    }

    /** The time left, from the pace of the learners finished in this run so far. */
    String left(int done, int total) {
        if (done >= total) {
            return "done in " + duration(nanoTime.getAsLong() - startedNanos);
        }
        if (finishedHere == 0) {
            return "time left: estimating";
        }
        long perLearner = (nanoTime.getAsLong() - startedNanos) / finishedHere;
        return "about " + duration(perLearner * (total - done)) + " left";
    }

    private static String duration(long nanos) {
        long seconds = Math.round(nanos / 1e9);
        return seconds >= 60 ? seconds / 60 + " min " + seconds % 60 + " s" : seconds + " s";
    }
}
