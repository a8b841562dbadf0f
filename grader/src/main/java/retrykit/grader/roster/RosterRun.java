package retrykit.grader.roster;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import retrykit.grader.grading.Grader;
import retrykit.grader.grading.GradingOptions;

/**
 * One roster run's learners shared out among worker threads. Each worker takes the next learner
 * not yet started and grades them with {@link Roster#gradeOne}, which touches only that learner's
 * folder; what all learners share (the count, the gradebook, the progress display) is updated
 * under this object's lock, one learner at a time. After a fault no worker starts another
 * learner, and the first fault is what the run ends with.
 */
final class RosterRun {
    private final Grader grader;
    private final List<RosterEntry> entries;
    private final Path out;
    private final GradingOptions options;
    private final Regrade regrade;
    private final Optional<Identities> ids;
    private final Roster.Progress progress;
    private final AtomicInteger next = new AtomicInteger();
    private int done;
    private int graded;
    private Throwable fault;

    RosterRun(
            Grader grader,
            List<RosterEntry> entries,
            Path out,
            GradingOptions options,
            Regrade regrade,
            Optional<Identities> ids,
            Roster.Progress progress) {
        this.grader = grader;
        this.entries = entries;
        this.out = out;
        this.options = options;
        this.regrade = regrade;
        this.ids = ids;
        this.progress = progress;
    }

    /** Grades every learner with {@code jobs} workers, and returns once all have stopped. */
    void gradeAll(int jobs) throws IOException, InterruptedException {
        List<Thread> workers = new ArrayList<>();
        for (int w = 1; w <= Math.min(jobs, entries.size()); w++) {
            Thread worker = new Thread(this::work, "retrykit-roster-" + w);
            worker.setDaemon(true); // an interrupted run must not be kept alive by its workers
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            worker.join();
        }
        Throwable first;
        synchronized (this) {
            first = fault;
        }
        if (first instanceof IOException io) {
            throw io;
        } else if (first instanceof InterruptedException interrupted) {
            throw interrupted;
        } else if (first instanceof RuntimeException unchecked) {
            throw unchecked;
        } else if (first instanceof Error error) {
            throw error;
        }
    }

    synchronized int graded() {
        return graded;
    }

    private void work() {
        while (true) {
            RosterEntry entry;
            synchronized (this) {
                if (fault != null) {
                    return;
                }
                int index = next.getAndIncrement();
                if (index >= entries.size()) {
                    return;
                }
                entry = entries.get(index);
                progress.started(done, entries.size(), entry);
            }
            Roster.LearnerRun learner;
            try {
                learner = Roster.gradeOne(
                        grader,
                        entry,
                        out.resolve(Gradebook.LEARNERS).resolve(entry.id()),
                        options,
                        regrade.covers(entry));
            } catch (IOException e) {
                failed(new IOException(
                        "while grading " + entry.name() + ": " + e.getMessage()
                                + " (nothing was recorded for this learner)",
                        e));
                return;
            } catch (InterruptedException | RuntimeException | Error e) {
                failed(e);
                return;
            }
            try {
                finished(entry, learner);
            } catch (IOException | RuntimeException | Error e) {
                failed(e);
                return;
            }
        }
    }

    private synchronized void finished(RosterEntry entry, Roster.LearnerRun learner) throws IOException {
        done++;
        if (learner.outcome() == Roster.Outcome.GRADED) {
            graded++;
        }
        Gradebook.rebuild(out, options.stages(), entries, ids);
        progress.graded(done, entries.size(), entry, learner.summary());
    }

    private synchronized void failed(Throwable e) {
        if (fault == null) {
            fault = e;
        }
    }
}
