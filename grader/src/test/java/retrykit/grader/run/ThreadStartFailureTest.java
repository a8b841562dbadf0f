package retrykit.grader.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** How the supervisor tells a child's end that is the machine's fault from one that is the learner's. */
class ThreadStartFailureTest {
    private static ChildEnd end(List<ChildProtocol.Event> events, int exitCode, String jvmOutput) {
        return new ChildEnd(
                events,
                false,
                Optional.empty(),
                false,
                false,
                Optional.empty(),
                Optional.of("06"),
                exitCode,
                jvmOutput);
    }

    /** Why the supervisor records nothing for {@code end}, if it records nothing. */
    private static Optional<String> hostFault(ChildEnd end) {
        ChildEnds.Next next = ChildEnds.recorded(
                        end, List.of(new ChildEnds.Wanted("06", List.of("p"))), new Limits(120, 30, 256))
                .next();
        return next instanceof ChildEnds.Next.HostFault fault ? Optional.of(fault.message()) : Optional.empty();
    }

    @Test
    @DisplayName("a child that says HOST_FAULT is the machine's fault, with the child's reason")
    void theChildSaysSo() {
        var said = new ChildProtocol.Event(
                ChildProtocol.HOST_FAULT,
                List.of(ChildProtocol.encode("java.lang.OutOfMemoryError: unable to create native thread")));
        assertThat(hostFault(end(List.of(said), ChildProtocol.HOST_FAULT_EXIT, "")))
                .hasValueSatisfying(why -> assertThat(why).contains("unable to create native thread"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "[0.512s][warning][os,thread] Failed to start thread \"Unknown thread\" - pthread_create failed (EAGAIN)",
                "Error occurred during initialization of VM\njava.lang.OutOfMemoryError: unable to create native thread",
            })
    @DisplayName(
            "the JVM's own words that it could not start a thread make any end the machine's fault, a time-out too")
    void theJvmSaysSo(String jvmOutput) {
        assertThat(hostFault(end(List.of(), ChildProtocol.WATCHDOG_EXIT, jvmOutput)))
                .isPresent();
    }

    @Test
    @DisplayName("a crash, an exit or a time-out with no such words is the learner's, recorded as before")
    void otherEndsAreTheLearners() {
        var started = new ChildProtocol.Event(ChildProtocol.START, List.of("06", "p"));
        assertThat(hostFault(end(List.of(started), 1, "Exception in thread main: boom")))
                .isEmpty();
        assertThat(hostFault(end(List.of(started), ChildProtocol.WATCHDOG_EXIT, "")))
                .isEmpty();
    }
}
