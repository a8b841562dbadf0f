package retrykit.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * How a stalled reply's wait ends, told by what ended it rather than by how long it took: the
 * record the lab's tests read to know that close() or a release cut a stall short.
 */
class StalledRepliesTest {

    @Test
    @DisplayName("a stall held for all of its length ran its course, and its reply may go out")
    void ranItsCourse() throws Exception {
        StalledReplies stalled = new StalledReplies(Duration.ZERO); // no length: its course is run at once
        assertThat(stalled.hold()).isTrue();
        assertThat(stalled.ends()).isEqualTo(Map.of(1, StallEnd.RAN_ITS_COURSE));
    }

    @Test
    @DisplayName("a released stall ends as released, at the release; a stall released in advance does not wait")
    void released() throws Exception {
        StalledReplies stalled = new StalledReplies(LabServer.STALL);
        stalled.release(1);
        assertThat(stalled.ends()).as("nothing had begun").isEmpty();
        assertThat(stalled.hold()).isTrue();
        assertThat(stalled.ends()).isEqualTo(Map.of(1, StallEnd.RELEASED));
    }

    @Test
    @DisplayName(
            "a stall held when the server closes ends as closed the moment close() returns, and its reply never goes out")
    void cutByClose() throws Exception {
        StalledReplies stalled = new StalledReplies(LabServer.STALL);
        AtomicBoolean mayReply = new AtomicBoolean(true);
        Thread holder = new Thread(() -> {
            try {
                mayReply.set(stalled.hold());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        holder.start();
        // Waits for the stall to begin: a reply that never comes leaves only the stall to wait for.
        assertThat(stalled.awaitStallOrReply(0, new CompletableFuture<Void>())).isEqualTo(1);
        assertThat(stalled.ends()).as("still held").isEmpty();
        stalled.close();
        assertThat(stalled.ends()).isEqualTo(Map.of(1, StallEnd.CLOSED));
        holder.join();
        assertThat(mayReply).isFalse();
        assertThat(stalled.ends())
                .as("the holder's own end keeps what close() wrote")
                .isEqualTo(Map.of(1, StallEnd.CLOSED));
    }

    @Test
    @DisplayName("a release ends every stall up to its number that is held, and none that has not begun")
    void releaseEndsEveryEarlierStall() throws Exception {
        StalledReplies stalled = new StalledReplies(Duration.ZERO);
        stalled.hold(); // 1 ran its course
        stalled.release(3); // 2 and 3 have not begun
        assertThat(stalled.ends()).isEqualTo(Map.of(1, StallEnd.RAN_ITS_COURSE));
        stalled.close();
        assertThat(stalled.hold()).as("a stall begun after close()").isFalse();
        assertThat(stalled.ends()).isEqualTo(Map.of(1, StallEnd.RAN_ITS_COURSE, 2, StallEnd.CLOSED));
    }
}
