package retrykit.loop;

import java.nio.file.Path;
import java.util.List;

/**
 * The watch: {@code mvn -pl exercises/04 -Dwatch}. Maven starts it in its own JVM, which it
 * then keeps warm: on every save of a {@code .java} file under the stage's {@code src} it
 * compiles the stage in process and reruns its given examples in a fresh class loader, then
 * redraws the status line and the first failing example. Ctrl-C ends it.
 *
 * <p>Argument: the stage's folder.
 */
public final class Watch {
    private Watch() {}

    public static void main(String[] args) throws Exception {
        StageFolder stage = StageFolder.of(Path.of(args.length > 0 ? args[0] : "."));
        Screen screen = Screen.forStandardOutput();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> screen.note("\nwatch stopped.")));
        String watching = "watching " + stage.name() + "/src: each save of a .java file reruns stage " + stage.number()
                + "'s examples. Ctrl-C stops.";
        screen.note(watching);
        // The first run compiles everything and can take a while on a busy machine: say so at once.
        screen.note("compiling stage " + stage.number() + " and running its examples ...");
        try (StageRunner runner =
                        new StageRunner(stage, List.of(), ToolClassPath.of(Watch.class), Watch.class.getClassLoader());
                DirectoryChanges changes = new DirectoryChanges(stage.sources())) {
            new WatchLoop(
                            () -> SourceSnapshot.of(stage.sources()),
                            changes,
                            runner::run,
                            result -> screen.show(result, stage, watching))
                    .watch();
        }
        screen.note("the folder " + stage.name() + "/src is gone: nothing left to watch.");
    }
}
