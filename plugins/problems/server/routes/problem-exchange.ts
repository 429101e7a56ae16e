// Moving problems between sites in the reference's zip format (reference §2 "Files":
// import-problem, export-problem). The admin's "batch operation" page uses these; spec 2 §2 lists
// that page (problem/batch-operation) for every admin role, not among the super admin's, and an
// admin may already create problems and download their test data, so every admin role may call
// them (the reference allowed root only). The uploads and a verify run's state are mounted from
// problemFileCalls (shared/calls.ts); the export stays a plain route: it answers a file, not an envelope.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { FileBytes, OjError, mountCall, ok, readFileUpload } from '@oj/sdk';
import { PACKAGE_FORMAT_NAMES, type VerifiedPackageProblem, type VerifyPackageState } from '../../shared/packages.ts';
import { problemFileCalls } from '../../shared/calls.ts';
import type { ProblemPackages } from '../exchange/packages.ts';
import { timeLimitMessage } from '../exchange/verify.ts';
import type { VerifyRunProblem } from '../stores/verify-runs.ts';
import { outcomeText } from '../exchange/report-text.ts';
import { icpcPackage } from '../exchange/icpc-export.ts';
import { LOCAL_OJ } from '../../shared/service.ts';
import type { Deps } from '../deps.ts';
import { inputOf, packageOf } from '../exchange/problem-package.ts';
import { problemById } from '../problem-queries.ts';
import { saveProblem } from '../problem-save.ts';
import { folderFiles } from '../test-data/folder-store.ts';
import { extractZip } from '../test-data/zip-reader.ts';
import { buildZip, type ZipItem } from '../test-data/zip-writer.ts';
import { readZipUpload } from '../upload.ts';
import { PROBLEM_ADMINS } from './admin-problems.ts';

const MAX_EXPORT = 100;

/** a verified problem as the admin reads it: the time limit's line in their language */
function verifiedProblem(p: VerifyRunProblem, say: (key: string, params?: Record<string, string | number>) => string): VerifiedPackageProblem {
  const limit = p.timeLimit!;
  const said = timeLimitMessage(limit);
  return {
    source: p.source, title: p.title,
    timeLimit: { ms: limit.ms, message: said ? say(said.key, said.params) : null },
    solutions: p.solutions,
    ...(p.inputs ? { inputs: p.inputs } : {}),
  };
}

export function problemExchangeRoutes({ ctx, stores, zipLimits, testData }: Deps, packages: ProblemPackages): void {
  // issue 31: a problem package of any format (ICPC/Kattis, Polygon, FPS, QDUOJ, Hydro, the
  // reference's zip), the format detected unless the form's `format` names one; the archive goes in
  // whole or not at all, and the answer says per problem what was taken and what was dropped
  mountCall(ctx.http, problemFileCalls.importPackage, { config: { roles: PROBLEM_ADMINS }, tags: ['problems'] }, async (request) => {
    const upload = await readFileUpload(request, { field: 'file', maxBytes: zipLimits.maxZipBytes, tooLarge: 'PROBLEMS_ZIP_TOO_LARGE' });
    const format = upload.fields.format?.trim() || undefined;
    if (format && !(PACKAGE_FORMAT_NAMES as readonly string[]).includes(format)) throw new OjError('PROBLEMS_PACKAGE_FORMAT_UNKNOWN', 400, { format, formats: PACKAGE_FORMAT_NAMES.join(', ') });
    const imported = await packages.importUpload(request.user!, upload.name, upload.bytes, format as (typeof PACKAGE_FORMAT_NAMES)[number] | undefined);
    // the report in the caller's language
    return ok({ problems: imported.map((p) => outcomeText(p, (key, params) => ctx.i18n.t(request.locale, key, params))) });
  });

  // issue 31 item 3: the import page's "Verify solutions" sends the same package again; its shipped
  // solutions are judged as `oj problem verify` judges them, nothing is saved (exchange/packages.ts).
  // The call answers once the package is read and the judging started: judging takes minutes, a
  // proxy would cut a call held that long. The page polls the run (stores/verify-runs.ts).
  mountCall(ctx.http, problemFileCalls.verifyPackage, { config: { roles: PROBLEM_ADMINS }, tags: ['problems'] }, async (request) => {
    const upload = await readFileUpload(request, { field: 'file', maxBytes: zipLimits.maxZipBytes, tooLarge: 'PROBLEMS_ZIP_TOO_LARGE' });
    const format = upload.fields.format?.trim() || undefined;
    if (format && !(PACKAGE_FORMAT_NAMES as readonly string[]).includes(format)) throw new OjError('PROBLEMS_PACKAGE_FORMAT_UNKNOWN', 400, { format, formats: PACKAGE_FORMAT_NAMES.join(', ') });
    return ok({ verifyId: await packages.startVerify(upload.name, upload.bytes, format as (typeof PACKAGE_FORMAT_NAMES)[number] | undefined) });
  });

  mountCall(ctx.http, problemFileCalls.verifyRun, { config: { roles: PROBLEM_ADMINS }, tags: ['problems'] }, async (request) => {
    const run = await packages.verifyRun(request.params.id);
    if (!run) throw new OjError('PROBLEMS_VERIFY_RUN_NOT_FOUND', 404);
    const say = (key: string, params?: Record<string, string | number>) => ctx.i18n.t(request.locale, key, params);
    const state: VerifyPackageState = {
      state: run.state, judged: run.judged, total: run.total,
      problems: run.problems.map(({ source, title, solutions }) => ({ source, title, solutions })),
    };
    if (run.state === 'done') state.answer = { problems: run.problems.map((p) => verifiedProblem(p, say)) };
    if (run.error) state.message = say(run.error.code, run.error.params);
    return ok(state);
  });

  ctx.http.get('/api/file/export-problem', {
    schema: {
      tags: ['files'],
      querystring: Type.Object({
        pid: Type.Array(Type.Integer(), { minItems: 1, maxItems: MAX_EXPORT }),
        /** hoj (the reference's zip, the default) or icpc (an ICPC / Kattis problem package per problem) */
        format: Type.Optional(Type.Union([Type.Literal('hoj'), Type.Literal('icpc')])),
      }),
      produces: ['application/zip'],
      response: { 200: FileBytes },
    },
    config: { roles: PROBLEM_ADMINS },
  }, async (request, reply) => {
    const items: ZipItem[] = [];
    for (const pid of [...new Set(request.query.pid)]) {
      const row = await problemById(stores.problems, pid);
      const [languages, templates, tags, cases] = await Promise.all([
        stores.languages.exportNamesOf(pid),
        stores.languages.exportTemplatesOf(pid),
        stores.tags.namesOf(pid),
        stores.cases.fieldsOf(pid),
      ]);
      if (request.query.format === 'icpc') {
        const files = new Map((await testData.download(pid, row.testDataManifest ? JSON.parse(row.testDataManifest) : null)).map((f) => [f.path, f.data]));
        const typed = (c: { input: string; output: string }, i: number) => (row.isUploadCase ? c : { input: `${i + 1}.in`, output: `${i + 1}.out` });
        const list = cases.map((c, i) => ({ ...c, ...typed(c, i) }));
        items.push(...await icpcPackage(row.problemId, row, list, async (name) => files.get(name) ?? Buffer.alloc(0), languages));
        continue;
      }
      const folder = `problem_${pid}`;
      for (const item of await testData.download(pid, row.testDataManifest ? JSON.parse(row.testDataManifest) : null)) items.push({ path: `${folder}/${item.path}`, data: item.data });
      // typed cases are exported as the files they were written to (1.in, 1.out, …)
      const samples = cases.map((c, i) => ({
        input: row.isUploadCase ? c.input : `${i + 1}.in`,
        output: row.isUploadCase ? c.output : `${i + 1}.out`,
        score: c.score,
        groupNum: c.groupNum,
      }));
      items.push({ path: `${folder}.json`, data: Buffer.from(JSON.stringify(packageOf(row, languages, samples, templates, tags))) });
    }
    reply.header('Content-Type', 'application/zip');
    reply.header('Content-Disposition', `attachment; filename="problem_export_${Date.now()}.zip"`);
    return reply.send(await buildZip(items));
  });

  mountCall(ctx.http, problemFileCalls.importProblem, { config: { roles: PROBLEM_ADMINS }, tags: ['files'] }, async (request) => {
    const upload = await readZipUpload(request, zipLimits.maxZipBytes);
    // one call: the zip is extracted on this node and read from there
    const dir = await testData.uploads.scratch(randomBytes(16).toString('hex'));
    try {
      const paths = await extractZip(upload.bytes, dir, zipLimits, 2);
      const keys = paths.filter((p) => !p.includes('/') && p.endsWith('.json')).map((p) => p.slice(0, -5));
      if (keys.length === 0) throw new OjError('PROBLEMS_IMPORT_EMPTY');
      const stray = paths.find((p) => !p.includes('/') && !p.endsWith('.json'));
      if (stray) throw new OjError('PROBLEMS_IMPORT_INVALID', 400, { name: stray });
      const languages = await stores.languages.programsOf(LOCAL_OJ);
      const lidOf = (name: string) => languages.find((l) => l.name === name)?.id;
      const inputs = [];
      for (const key of keys) {
        if (!paths.some((p) => p.startsWith(`${key}/`))) throw new OjError('PROBLEMS_IMPORT_NO_FOLDER', 400, { name: key });
        inputs.push({ key, input: inputOf(key, await readFile(join(dir, `${key}.json`), 'utf8'), lidOf) });
      }
      // every display id must be free before any problem is saved
      const ids = inputs.map((i) => i.input.problem.problemId);
      const taken = await stores.problems.firstTaken(ids);
      if (taken !== undefined) throw new OjError('PROBLEMS_DISPLAY_ID_EXISTS', 400, { problemId: taken });
      if (new Set(ids).size !== ids.length) throw new OjError('PROBLEMS_DISPLAY_ID_EXISTS', 400, { problemId: ids.find((id, i) => ids.indexOf(id) !== i)! });
      for (const { key, input } of inputs) {
        await saveProblem({ stores, testData, markdown: ctx.markdown }, request.user!, input, undefined, folderFiles(join(dir, key)));
      }
      return ok(null);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
