// The submissions plugin's store layer: one store per aggregate, built together by the plugin's
// entry (server/index.ts) and handed to its services and routes. Nothing else in the server names
// a table.
import type { PluginContext } from '@oj/sdk';
import { JudgeStore } from './judge.ts';
import { SummaryStore } from './summaries.ts';
import { TestRunStore } from './test-runs.ts';

export { JudgeStore, SummaryStore, TestRunStore };
export type { ContestListFilter, NewCase, NewSubmission, PracticeListFilter } from './judge.ts';
export type { NewTestRun } from './test-runs.ts';
export { dayOf, isPractice } from './summaries.ts';

export interface SubmissionStores {
  judge: JudgeStore;
  summaries: SummaryStore;
  testRuns: TestRunStore;
}

/** every store of the plugin, on the site's database */
export function submissionStores(ctx: PluginContext): SubmissionStores {
  return { judge: new JudgeStore(ctx), summaries: new SummaryStore(ctx), testRuns: new TestRunStore(ctx) };
}
