package retrykit.classify;

/** Hostile copy of a given type: every Decision equals every other, and anything else. */
public final class Decision {
    public static final Decision OK = new Decision("OK");
    public static final Decision RETRY = new Decision("RETRY");
    public static final Decision UNKNOWN = new Decision("UNKNOWN");
    public static final Decision FAILED = new Decision("FAILED");

    private final String name;

    private Decision(String name) {
        this.name = name;
    }

    @Override
    public boolean equals(Object other) {
        return true;
    }

    @Override
    public int hashCode() {
        return 0;
    }

    @Override
    public String toString() {
        return name;
    }
}
