package retrykit.wire;

/** How one write ended, as the client reports it to its caller. */
public sealed interface State {

    /** The provider saved the ticket: {@code recordId} is the id it gave the record. */
    record Completed(String recordId) implements State {
        public Completed {
            if (recordId == null || recordId.isBlank()) {
                throw new IllegalArgumentException("a completed write has a record id, not "
                        + (recordId == null ? "null" : "\"" + recordId + "\""));
            }
        }
    }

    /** The ticket may have been saved and the client cannot tell: someone must look before it is sent again. */
    record ReviewRequired() implements State {}

    /** The provider turned the ticket down with this 4xx; the same ticket fails the same way again. */
    record Rejected(int status) implements State {
        public Rejected {
            if (status < 400 || status > 499) {
                throw new IllegalArgumentException("a rejection is a 4xx status, 400..499, not " + status);
            }
        }
    }

    /** Still refused when the budget or the draws ran out, and no attempt could have saved the ticket. */
    record GaveUp() implements State {}

    static State completed(String recordId) {
        return new Completed(recordId);
    }

    static State reviewRequired() {
        return new ReviewRequired();
    }

    static State rejected(int status) {
        return new Rejected(status);
    }

    static State gaveUp() {
        return new GaveUp();
    }
}
