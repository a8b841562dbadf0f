package retrykit.keys;

/** The next step for one logical operation, decided from the attempts made so far. */
public sealed interface Action {

    /** Send the request (again), carrying this idempotency key. */
    record Send(String key) implements Action {
        public Send {
            if (key == null || key.isBlank()) {
                throw new IllegalArgumentException(
                        "a Send needs a key that is not blank, not " + (key == null ? "null" : "\"" + key + "\""));
            }
        }
    }

    /** The operation completed: send nothing more. */
    record Done() implements Action {}

    /** The provider rejected the request: the same request fails the same way again, so stop. */
    record Failed() implements Action {}

    /** Something may have committed and no live key covers it: look the record up before sending anything. */
    record Reconcile() implements Action {}

    static Action send(String key) {
        return new Send(key);
    }

    static Action done() {
        return new Done();
    }

    static Action failed() {
        return new Failed();
    }

    static Action reconcile() {
        return new Reconcile();
    }
}
