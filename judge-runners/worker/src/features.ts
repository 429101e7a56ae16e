// Features a judge job may require of the node that takes it (added within protocol version 1).
// A job names what its task needs beyond what every version 1 node does (`JudgeJob.requires`);
// the node checks the names against its own list before judging and, lacking one, answers System
// Error naming it instead of judging the task wrongly (an older node would judge a multi-pass
// problem as one pass: it ignores task fields it does not know). A node from before this check
// ignores `requires` too: docs/judge-node.md asks to update every node first.
import type { JudgeTask } from '@oj/judge-engine';

/** the features this node's version judges */
export const JUDGE_FEATURES: readonly string[] = ['multi-pass', 'output-limit', 'case-judging'];

/**
 * what a task needs beyond a version 1 node: multi-pass for a task judged in passes, output-limit
 * for a problem with its own output limit (an older node would apply its 32 MiB instead),
 * case-judging for cases with their own validator flags or comparison (an older node would use the problem's)
 */
export function featuresOf(task: Pick<JudgeTask, 'validationPasses' | 'outputLimitMb' | 'caseJudging'>): string[] {
  return [
    ...(task.validationPasses ? ['multi-pass'] : []),
    ...(task.outputLimitMb !== undefined ? ['output-limit'] : []),
    ...(task.caseJudging && Object.keys(task.caseJudging).length ? ['case-judging'] : []),
  ];
}

/** the required features this node lacks, in the job's order */
export function missingFeatures(required: readonly string[] | undefined, known: readonly string[] = JUDGE_FEATURES): string[] {
  return (required ?? []).filter((feature) => !known.includes(feature));
}

/** the System Error a node answers for a job it lacks features for */
export function unsupportedMessage(missing: readonly string[]): string {
  return `this judge node does not support ${missing.join(', ')} problems: update it`;
}
