package retrykit.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Did.describe words every outcome for both its readers, the lab's log and the site's capstone:
 * the exact sentences are pinned by the lab's log tests and the site's golden pages; here, what
 * must hold for any outcome, a new one included.
 */
class DidTest {

    @Test
    @DisplayName("every outcome has words of its own in each wording, and a saving one names its record")
    void everyOutcomeIsWorded() {
        for (Did.Wording wording : Did.Wording.values()) {
            Set<String> seen = new HashSet<>();
            for (Did did : Did.values()) {
                String words = did.describe(wording, "ticket-9", 503, null);
                assertThat(words).as("%s in the %s wording", did, wording).isNotBlank();
                assertThat(seen.add(words))
                        .as("%s says what another outcome says: %s", did, words)
                        .isTrue();
                if ((did.saved() && did != Did.SAVED_WITHOUT_ID) || did == Did.REPLAYED || did == Did.FOUND) {
                    assertThat(words).as("%s in the %s wording", did, wording).contains("ticket-9");
                }
            }
        }
    }

    @Test
    @DisplayName(
            "the log says the status and the Retry-After a request was answered with; a trace table leaves them to its reply column")
    void onlyTheLogSaysTheReply() {
        for (Did did : EnumSet.of(Did.FAILED, Did.REFUSED, Did.NOT_FOUND)) {
            assertThat(did.describe(Did.Wording.LOG, null, 503, "30")).contains("Retry-After: 30");
            assertThat(did.describe(Did.Wording.STORY, null, 503, "30")).doesNotContain("Retry-After");
        }
        assertThat(Did.SAVED_THEN_FAILED.describe(Did.Wording.LOG, "ticket-1", 502, null))
                .contains("502");
        assertThat(Did.NOT_SERVED.describe(Did.Wording.LOG, null, 405, null)).contains("405");
    }

    @Test
    @DisplayName("a trace's name reads back as its outcome, and a name the lab does not have is refused")
    void traceNamesRoundTrip() {
        for (Did did : Did.values()) {
            assertThat(Did.fromTraceName(did.traceName())).isEqualTo(did);
        }
        assertThatThrownBy(() -> Did.fromTraceName("saved_twice")).hasMessageContaining("saved_twice");
    }
}
