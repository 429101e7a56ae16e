// The detail of one problem as the problem page shows it (its statement, counts, tags, languages,
// code templates and the viewer's status): the page's call (routes/problem-detail.ts) and the
// public service's problemDetail read it here.
import type { AuthUser, PluginContext } from '@oj/sdk';
import { JudgeStatus } from '@oj/judge-engine';
import { ZERO_COUNT, problemStatusPoint, type ProblemDetail, type ProblemScope } from '../shared/service.ts';
import type { ProblemRow } from '../shared/rows.ts';
import { toStatement } from './problem-views.ts';
import { countsOf, statusesOf } from './statuses.ts';
import type { ProblemStores } from './stores/index.ts';

/** the detail of one problem as the problem page shows it, the viewer's status taken in `scope` (no visibility check) */
export async function problemDetailOf(ctx: PluginContext, stores: ProblemStores, row: ProblemRow, user: AuthUser | null, scope: ProblemScope): Promise<ProblemDetail> {
  const providers = ctx.extensions(problemStatusPoint);
  const [tags, languages, templates, counts, statuses] = await Promise.all([
    stores.tags.chipsOf([row.id]),
    stores.languages.ofProblem(row.id),
    stores.languages.enabledTemplatesOf(row.id),
    countsOf(providers, [row.id]),
    statusesOf(providers, user?.uid, [row.id], scope),
  ]);
  return {
    problem: toStatement(row),
    problemCount: counts.get(row.id) ?? ZERO_COUNT,
    tags: tags.get(row.id) ?? [],
    languages: languages.map((l) => l.name),
    codeTemplate: Object.fromEntries(templates.map((c) => [c.name, c.code])),
    myStatus: user ? statuses.get(row.id)?.status ?? JudgeStatus.NOT_SUBMITTED : null,
  };
}
