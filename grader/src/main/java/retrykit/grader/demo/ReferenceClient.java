package retrykit.grader.demo;

import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import retrykit.lab.Call;
import retrykit.lab.ClientReport;
import retrykit.lab.ClientState;
import retrykit.lab.LabClient;
import retrykit.wire.Endpoint;
import retrykit.wire.OnTheWire;
import retrykit.wire.Policy;
import retrykit.wire.State;
import retrykit.wire.Ticket;

/**
 * The retry policy of stages 01 to 05 as a lab client: {@code OnTheWire.solve} with the lesson's
 * policy, steady draws, one key per write and a sleeper that only writes the waits down. The demo
 * loads this class next to the stage 06 classes it compiled, so {@code OnTheWire} here is the one
 * it compiled (the reference), never another copy.
 */
public final class ReferenceClient implements LabClient {
    /** The lesson's policy: base 2 s, cap 60 s, budget 120 s. */
    static final Policy POLICY = new Policy(2, 60, 120);
    /** The middle of every range: a demo, not a test of the jitter. */
    static final List<Integer> DRAWS = Collections.nCopies(8, 50);

    @Override
    public ClientReport send(HttpClient http, Call call) {
        List<Integer> waits = new ArrayList<>();
        State state = OnTheWire.solve(
                http,
                new Endpoint(call.uri(), call.timeout(), call.honoursKeys(), call.lookup()),
                new Ticket(call.businessId(), call.subject()),
                POLICY,
                DRAWS,
                () -> "op-" + call.businessId(),
                waits::add);
        if (state instanceof State.Completed done) {
            return new ClientReport(ClientState.COMPLETE, done.recordId(), waits);
        }
        if (state instanceof State.ReviewRequired) {
            return new ClientReport(ClientState.REVIEW_REQUIRED, null, waits);
        }
        if (state instanceof State.Rejected) {
            return new ClientReport(ClientState.REJECTED, null, waits);
        }
        if (state instanceof State.GaveUp) {
            return new ClientReport(ClientState.GAVE_UP, null, waits);
        }
        throw new IllegalStateException("OnTheWire.solve returned " + state);
    }
}
