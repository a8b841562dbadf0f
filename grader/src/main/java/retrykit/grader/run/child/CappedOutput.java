package retrykit.grader.run.child;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Where a learner's {@code System.out} and {@code System.err} go in the child: the first few
 * kilobytes of each property's output are kept for the report, the rest only counted, so a
 * flood of output costs neither memory nor the grade of anything else.
 */
final class CappedOutput extends OutputStream {
    private final int cap;
    private final byte[] kept;
    private int size;
    private long dropped;

    CappedOutput(int cap) {
        this.cap = cap;
        this.kept = new byte[cap];
    }

    @Override
    public synchronized void write(int b) {
        if (size < cap) {
            kept[size++] = (byte) b;
        } else {
            dropped++;
        }
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        int room = Math.min(len, cap - size);
        if (room > 0) {
            System.arraycopy(b, off, kept, size, room);
            size += room;
        }
        dropped += len - Math.max(room, 0);
    }

    /** The kept text, with a line saying how much more was printed; then starts afresh. */
    synchronized String takeText() {
        String text = new String(kept, 0, size, StandardCharsets.UTF_8);
        if (dropped > 0) {
            text += "\n[... " + dropped + " more bytes of output not kept]";
        }
        size = 0;
        dropped = 0;
        return text;
    }
}
