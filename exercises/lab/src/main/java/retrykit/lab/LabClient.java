package retrykit.lab;

import java.net.http.HttpClient;

/** A client the lab can run a scenario with: it makes one write and reports how it ended. */
@FunctionalInterface
public interface LabClient {

    /** Makes the write {@code call} describes, through {@code http}, and says how it ended. */
    ClientReport send(HttpClient http, Call call) throws Exception;
}
