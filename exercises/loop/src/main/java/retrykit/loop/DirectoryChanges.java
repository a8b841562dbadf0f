package retrykit.loop;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_DELETE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_MODIFY;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The JDK's {@link WatchService} over a folder and every folder under it, new ones included. It
 * signals on any event, once the burst of events an editor makes for one save has settled, and
 * also every {@link #LOOK_AGAIN_MILLIS} ms without one: where the JDK has no native file events
 * (macOS polls every few seconds), the watch still notices a save at once by comparing snapshots.
 */
public final class DirectoryChanges implements ChangeSignals, AutoCloseable {

    /** How often to look at the sources when no event came. */
    static final long LOOK_AGAIN_MILLIS = 250;
    /** How long the events of one save may keep coming (write, rename, attribute change). */
    static final long SETTLE_MILLIS = 20;

    private final Path root;
    private final WatchService service;

    public DirectoryChanges(Path root) throws IOException {
        this.root = root;
        this.service = FileSystems.getDefault().newWatchService();
        registerTree(root);
    }

    @Override
    public boolean await() throws InterruptedException {
        if (!Files.isDirectory(root)) {
            return false;
        }
        try {
            WatchKey key = service.poll(LOOK_AGAIN_MILLIS, TimeUnit.MILLISECONDS);
            while (key != null) {
                handle(key);
                key = service.poll(SETTLE_MILLIS, TimeUnit.MILLISECONDS);
            }
            return true;
        } catch (ClosedWatchServiceException closed) {
            return false;
        }
    }

    private void handle(WatchKey key) {
        Path folder = (Path) key.watchable();
        for (WatchEvent<?> event : key.pollEvents()) {
            if (event.kind() == ENTRY_CREATE && event.context() instanceof Path name) {
                Path created = folder.resolve(name);
                if (Files.isDirectory(created)) {
                    registerTree(created);
                }
            }
        }
        key.reset();
    }

    private void registerTree(Path top) {
        try (Stream<Path> walk = Files.walk(top)) {
            for (Path folder : walk.filter(Files::isDirectory).toList()) {
                folder.register(service, ENTRY_CREATE, ENTRY_DELETE, ENTRY_MODIFY);
            }
        } catch (IOException | UncheckedIOException e) {
            // a folder that vanished before it could be watched: the regular look still covers it
        }
    }

    @Override
    public void close() throws IOException {
        service.close();
    }
}
