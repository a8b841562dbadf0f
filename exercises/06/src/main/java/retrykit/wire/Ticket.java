package retrykit.wire;

/**
 * The one ticket a call writes: one logical operation.
 *
 * @param businessId the caller's own name for it (an order or a booking number): what a lookup finds it by
 * @param subject    what the ticket says; the provider decides whether it is valid (a blank one is not)
 */
public record Ticket(String businessId, String subject) {

    public Ticket {
        if (businessId == null || businessId.isBlank()) {
            throw new IllegalArgumentException(
                    "businessId must not be blank, not " + (businessId == null ? "null" : "\"" + businessId + "\""));
        }
        if (subject == null) {
            throw new IllegalArgumentException("subject must not be null");
        }
    }
}
