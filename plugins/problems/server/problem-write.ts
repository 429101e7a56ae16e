// The write side of the public service (shared/write.ts): another plugin creates or updates a
// problem with its test data through the admin form's own rules (problem-save.ts). The problem
// with the same display id is updated; otherwise one is made.
import { OjError, type PluginContext } from '@oj/sdk';
import { LOCAL_OJ, type ProblemsService } from '../shared/service.ts';
import type { ProblemWrite } from '../shared/write.ts';
import type { ProblemFields, ProblemInput } from './problem-input.ts';
import { DISPLAY_ID_PATTERN, MAX_MEMORY_LIMIT_MB, MAX_TIME_LIMIT_MS, TITLE_MAX } from './limits.ts';
import { saveProblem } from './problem-save.ts';
import type { ProblemStores } from './stores/index.ts';
import { testDataOf } from './test-data/of-plugin.ts';
import { LIST_CHANNEL } from './channels.ts';

/**
 * The admin form's rules its route schema holds (problem-input.ts), checked here with the same
 * messages: a caller is code, not a form, and its types do not check lengths or patterns. The
 * rest (cases, languages, checkers, file names) saveProblem checks for both.
 */
function checkFields(p: ProblemFields): void {
  if (typeof p?.problemId !== 'string' || !new RegExp(DISPLAY_ID_PATTERN).test(p.problemId)) throw new OjError('PROBLEMS_DISPLAY_ID_INVALID');
  if (typeof p.title !== 'string' || !p.title.trim()) throw new OjError('PROBLEMS_TITLE_REQUIRED');
  if (p.title.length > TITLE_MAX) throw new OjError('PROBLEMS_TITLE_TOO_LONG');
  const limits: Array<[number | undefined, number]> = [[p.timeLimit, MAX_TIME_LIMIT_MS], [p.memoryLimit, MAX_MEMORY_LIMIT_MB], [p.stackLimit, MAX_MEMORY_LIMIT_MB]];
  for (const [value, max] of limits) {
    if (value !== undefined && !(Number.isInteger(value) && value >= 1 && value <= max)) throw new OjError('PROBLEMS_LIMIT_INVALID');
  }
}

export function problemWriter(ctx: PluginContext, stores: ProblemStores): ProblemsService['saveProblem'] {
  const target = { stores, testData: testDataOf(ctx, stores.problems), markdown: ctx.markdown };
  return async (write: ProblemWrite) => {
    checkFields(write.problem);
    if (!write.by?.trim() || !Array.isArray(write.languages)) throw new OjError('OJ_INVALID_VALUE', 400);
    const existing = await stores.problems.byDisplayId(write.problem.problemId);
    const input: ProblemInput = {
      problem: { ...write.problem, id: existing?.id },
      samples: write.cases?.map((c) => ({ input: c.input, output: c.output, score: c.score ?? null, groupNum: c.groupNum ?? null })),
      isUploadTestCase: write.isUploadTestCase ?? false,
      uploadTestcaseDir: write.uploadTestcaseDir ?? null,
      languages: write.languages.map((name) => ({ name })),
      tags: write.tags?.map((name) => ({ name })),
    };
    const pid = await saveProblem(target, { username: write.by.trim() }, input, existing, undefined, {
      oj: write.oj ?? LOCAL_OJ, isRemote: write.isRemote, gid: write.gid,
    });
    // the list pages of every web node show it at once
    await ctx.bus.broadcast(LIST_CHANNEL, null);
    return { pid, created: !existing };
  };
}
