// The problems plugin (spec 2: problems, tags, languages, test data; issue 5 item 1): the problem
// model and its public and admin calls, test data for judge nodes, import and export, and the
// public service other plugins use (shared/service.ts).
import { Type } from '@sinclair/typebox';
import { definePlugin } from '@oj/sdk';
import { problemsService } from '../shared/service.ts';
import type { Deps } from './deps.ts';
import { seedLanguages } from './languages.ts';
import { TEST_CASE_ZIP_DEFAULTS } from './limits.ts';
import { createProblemsService } from './problem-service.ts';
import { problemStores } from './stores/index.ts';
import { testDataOf } from './test-data/of-plugin.ts';
import { moveTestDataToStore } from './test-data/move.ts';
import { adminProblemRoutes } from './routes/admin-problems.ts';
import { compileRoutes, COMPILE_TIMEOUT_MS } from './routes/compile.ts';
import { judgeTestDataRoutes } from './routes/judge-test-data.ts';
import { problemDetailRoutes } from './routes/problem-detail.ts';
import { problemExchangeRoutes } from './routes/problem-exchange.ts';
import { problemPackages, problemPackagesService } from './exchange/packages.ts';
import { VERIFY_TIMEOUT_MS } from './exchange/verify-remote.ts';
import { problemCommand } from './commands/problem.ts';
import { problemListRoutes } from './routes/problem-list.ts';
import { recentRoutes } from './routes/recent.ts';
import { bankRoutes } from './routes/banks.ts';
import { tagRoutes } from './routes/tags.ts';
import { testCaseFileRoutes } from './routes/test-case-files.ts';

const bytes = (fallback: number) => Type.Integer({ minimum: 1, default: fallback });

export default definePlugin(new URL('..', import.meta.url), {
  id: 'problems',
  config: Type.Object({
    /** limits of uploaded zips (test data, imports): the zip, one extracted file, all of them, the number of files */
    testCaseZip: Type.Object({
      maxZipBytes: bytes(TEST_CASE_ZIP_DEFAULTS.maxZipBytes),
      maxEntryBytes: bytes(TEST_CASE_ZIP_DEFAULTS.maxEntryBytes),
      maxTotalBytes: bytes(TEST_CASE_ZIP_DEFAULTS.maxTotalBytes),
      maxEntries: bytes(TEST_CASE_ZIP_DEFAULTS.maxEntries),
    }, { default: {} }),
    /** how long the admin's compile-spj / compile-interactive call waits for a judge node */
    compileTimeoutMs: Type.Integer({ minimum: 100, default: COMPILE_TIMEOUT_MS }),
    /** where the import page's "Verify solutions" judges: here when this node has a sandbox, else on a judge node (auto), or always on a judge node */
    verifyOn: Type.Union([Type.Literal('auto'), Type.Literal('judge-node')], { default: 'auto' }),
    /** how long "Verify solutions" waits without a word from a judge node (none took it, or the one judging stopped answering) */
    verifyTimeoutMs: Type.Integer({ minimum: 100, default: VERIFY_TIMEOUT_MS }),
  }),
  migrations: './migrations',
  locales: './locales',
  ui: './ui/dist',
  moveToStore: moveTestDataToStore,
  commands: { problem: problemCommand },
  // the reference's paths (spec 2), kept for its clients, besides /api/problems/ and /api/admin/problems/
  routes: [
    '/api/get-problem-*', '/api/get-full-screen-problem-list', '/api/get-random-problem', '/api/get-user-problem-status',
    '/api/get-all-problem-tags', '/api/get-recent-updated-problem', '/api/languages',
    '/api/admin/problem', '/api/admin/problem/*', '/api/admin/tag', '/api/admin/tag/*',
    '/api/file/upload-testcase-zip', '/api/file/download-testcase', '/api/file/export-problem', '/api/file/import-problem',
    '/api/judge/test-data/*', '/api/judge/verify-package/*', '/api/group/compile-spj', '/api/group/compile-interactive',
  ],
  async setup(ctx) {
    const stores = problemStores(ctx);
    await seedLanguages(stores.languages);
    const service = createProblemsService(ctx, stores);
    ctx.provide(problemsService, service);
    const deps: Deps = { ctx, stores, service, zipLimits: ctx.config.testCaseZip, testData: testDataOf(ctx, stores.problems) };
    problemListRoutes(deps);
    problemDetailRoutes(deps);
    tagRoutes(deps);
    adminProblemRoutes(deps);
    testCaseFileRoutes(deps);
    const packages = problemPackages(deps, { on: ctx.config.verifyOn, timeoutMs: ctx.config.verifyTimeoutMs });
    ctx.provide(problemPackagesService, packages);
    problemExchangeRoutes(deps, packages);
    judgeTestDataRoutes(deps);
    compileRoutes(deps, ctx.config.compileTimeoutMs);
    recentRoutes(deps);
    bankRoutes(deps);
  },
});
