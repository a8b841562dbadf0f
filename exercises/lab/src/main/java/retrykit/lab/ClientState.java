package retrykit.lab;

/** How a client says one write ended, in the words of the scenarios' table. */
public enum ClientState {
    /** The client holds a record id: it believes the write is done. */
    COMPLETE("complete"),
    /** The write may have committed and the client cannot tell: a person or a job must look. */
    REVIEW_REQUIRED("review required"),
    /** The server turned the ticket down; sending it again fails the same way. */
    REJECTED("rejected"),
    /** Still failing when the client ran out of budget or attempts, with nothing saved. */
    GAVE_UP("gave up");

    private final String text;

    ClientState(String text) {
        this.text = text;
    }

    /** The state as the scenarios' table writes it: {@code review required}. */
    public String text() {
        return text;
    }
}
