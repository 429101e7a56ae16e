// The problems plugin's store layer: one store per aggregate, built once by server/index.ts. These
// files are the only server code naming the plugin's tables.
import type { PluginContext } from '@oj/sdk';
import { CaseStore } from './cases.ts';
import { LanguageStore } from './languages.ts';
import { ProblemStore } from './problems.ts';
import { TagStore } from './tags.ts';
import { VerifyRuns } from './verify-runs.ts';

// the runs of the import page's "Verify solutions" (verify-runs.ts) are made by their one user,
// exchange/packages.ts (verifyRunsOf)

export interface ProblemStores {
  problems: ProblemStore;
  cases: CaseStore;
  tags: TagStore;
  languages: LanguageStore;
}

export function problemStores(ctx: PluginContext): ProblemStores {
  return {
    problems: new ProblemStore(ctx),
    cases: new CaseStore(ctx),
    tags: new TagStore(ctx),
    languages: new LanguageStore(ctx),
  };
}

export { CaseStore, LanguageStore, ProblemStore, TagStore, VerifyRuns };
