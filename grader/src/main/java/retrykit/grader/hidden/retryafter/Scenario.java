package retrykit.grader.hidden.retryafter;

import java.util.List;
import retrykit.retryafter.Operation;
import retrykit.retryafter.Policy;

/**
 * One call before its headers are written.
 *
 * @param steps  the attempts in turn
 * @param op     the operation
 * @param policy the policy
 * @param draws  the draws, one per retry and sometimes a spare
 */
record Scenario(List<Step> steps, Operation op, Policy policy, List<Integer> draws) {}
