package retrykit.grader.roster;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The lock a roster run holds on its output folder, so two runs never grade into one gradebook
 * (two runs would grade learners twice and could mix one learner's files from both). The lock is
 * the operating system's, on {@code OUT/.retrykit-lock}: it ends with the process that held it,
 * even one killed with {@code kill -9}, so a stale lock never blocks the next run.
 */
public final class RosterLock implements AutoCloseable {
    /** The lock file, in the output folder. */
    public static final String FILE = ".retrykit-lock";

    private final FileChannel channel;
    private final FileLock lock;

    private RosterLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock of {@code out}, or says that another run holds it. */
    public static RosterLock take(Path out) throws IOException, RosterBusy {
        Path file = out.resolve(FILE);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException heldHere) {
            lock = null;
        } catch (IOException e) {
            channel.close();
            throw e;
        }
        if (lock == null) {
            channel.close();
            throw new RosterBusy("another roster run is grading into " + out + " (it holds " + file
                    + "): wait for it to finish, or give another --out");
        }
        return new RosterLock(channel, lock);
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }

    /** Another run holds the output folder. */
    public static final class RosterBusy extends Exception {
        private static final long serialVersionUID = 1L;

        RosterBusy(String message) {
            super(message);
        }
    }
}
