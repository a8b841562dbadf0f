package retrykit.loop;

/**
 * Where one example stands in its lesson: the test method's {@code @Order}, then the case number
 * of a parameterized test as a number, so case 7 comes before case 10 (as text, "[10]" sorts first).
 *
 * @param order      the method's {@code @Order} value (JUnit's default for a method without one)
 * @param method     the test method's name, which breaks a tie between two methods of one order
 * @param invocation the case number of a parameterized test, from 1; 0 for a plain test
 */
public record Position(int order, String method, int invocation) implements Comparable<Position> {

    /** JUnit's order for a method without {@code @Order}: after every ordered one. */
    public static final int UNORDERED = Integer.MAX_VALUE / 2;

    public Position {
        method = method == null ? "" : method;
    }

    @Override
    public int compareTo(Position other) {
        if (order != other.order) {
            return Integer.compare(order, other.order);
        }
        int byMethod = method.compareTo(other.method);
        return byMethod != 0 ? byMethod : Integer.compare(invocation, other.invocation);
    }

    /**
     * The case number in a JUnit unique id such as
     * {@code [method:loop(Row)]/[test-template-invocation:#10]}: 10; 0 when it names no case.
     */
    public static int invocationOf(String uniqueId) {
        String marker = "-invocation:#";
        int at = uniqueId.lastIndexOf(marker);
        if (at < 0) {
            return 0;
        }
        int start = at + marker.length();
        int end = start;
        while (end < uniqueId.length() && Character.isDigit(uniqueId.charAt(end))) {
            end++;
        }
        return end == start ? 0 : Integer.parseInt(uniqueId.substring(start, end));
    }
}
