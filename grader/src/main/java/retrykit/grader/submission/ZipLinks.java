package retrykit.grader.submission;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.Set;

/**
 * The entries of a zip that are symbolic links. {@link java.util.zip.ZipFile} does not say: a
 * link is stored as a file whose text is its target, marked only in the central directory's
 * external attributes (the Unix mode, {@code 0120000}), which this reads.
 */
final class ZipLinks {
    private static final int END = 0x06054b50;
    private static final int END64_LOCATOR = 0x07064b50;
    private static final int END64 = 0x06064b50;
    private static final int CENTRAL = 0x02014b50;
    private static final int UNIX = 3;
    private static final int TYPE_MASK = 0170000;
    private static final int LINK = 0120000;

    private ZipLinks() {}

    /** The names of the entries that are links; the caller has already opened the zip with ZipFile, so it is well formed. */
    static Set<String> in(Path zip) throws IOException {
        try (FileChannel file = FileChannel.open(zip, StandardOpenOption.READ)) {
            long size = file.size();
            int tail = (int) Math.min(size, 0xFFFF + 22);
            ByteBuffer end = read(file, size - tail, tail);
            int at = -1;
            for (int i = tail - 22; i >= 0; i--) {
                if (end.getInt(i) == END) {
                    at = i;
                    break;
                }
            }
            if (at < 0) {
                throw new IOException("no end of central directory");
            }
            long entries = end.getShort(at + 10) & 0xFFFFL;
            long dirSize = end.getInt(at + 12) & 0xFFFFFFFFL;
            long dirOffset = end.getInt(at + 16) & 0xFFFFFFFFL;
            if ((entries == 0xFFFF || dirSize == 0xFFFFFFFFL || dirOffset == 0xFFFFFFFFL)
                    && at >= 20
                    && end.getInt(at - 20) == END64_LOCATOR) {
                long end64 = end.getLong(at - 20 + 8);
                ByteBuffer record = read(file, end64, 56);
                if (record.getInt(0) != END64) {
                    throw new IOException("a broken zip64 end record");
                }
                entries = record.getLong(32);
                dirSize = record.getLong(40);
                dirOffset = record.getLong(48);
            }
            if (dirSize > Integer.MAX_VALUE || dirOffset + dirSize > size) {
                throw new IOException("a central directory out of bounds");
            }
            ByteBuffer dir = read(file, dirOffset, (int) dirSize);
            Set<String> links = new HashSet<>();
            int p = 0;
            for (long n = 0; n < entries && p + 46 <= dir.limit(); n++) {
                if (dir.getInt(p) != CENTRAL) {
                    throw new IOException("a broken central directory entry");
                }
                int madeBy = (dir.getShort(p + 4) & 0xFFFF) >>> 8;
                int nameLength = dir.getShort(p + 28) & 0xFFFF;
                int extraLength = dir.getShort(p + 30) & 0xFFFF;
                int commentLength = dir.getShort(p + 32) & 0xFFFF;
                int mode = (dir.getInt(p + 38) >>> 16) & 0xFFFF;
                byte[] name = new byte[nameLength];
                dir.get(p + 46, name);
                if (madeBy == UNIX && (mode & TYPE_MASK) == LINK) {
                    links.add(new String(name, StandardCharsets.UTF_8));
                }
                p += 46 + nameLength + extraLength + commentLength;
            }
            return links;
        }
    }

    private static ByteBuffer read(FileChannel file, long position, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
        while (buffer.hasRemaining()) {
            if (file.read(buffer, position + buffer.position()) < 0) {
                throw new IOException("the zip ends early");
            }
        }
        return buffer.flip().order(ByteOrder.LITTLE_ENDIAN);
    }
}
