// Moving problems between sites in the reference's zip format (reference §2 "Files":
// import-problem, export-problem). The admin's "batch operation" page uses these; spec 2 §2 lists
// that page (problem/batch-operation) for every admin role, not among the super admin's, and an
// admin may already create problems and download their test data, so every admin role may call
// them (the reference allowed root only).
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { EmptyEnvelope, Envelope, FileBytes, OjError, ok } from '@oj/sdk';
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

export function problemExchangeRoutes({ ctx, db, t, zipLimits, testData }: Deps): void {
  ctx.http.get('/api/file/export-problem', {
    schema: {
      tags: ['files'],
      querystring: Type.Object({ pid: Type.Array(Type.Integer(), { minItems: 1, maxItems: MAX_EXPORT }) }),
      produces: ['application/zip'],
      response: { 200: FileBytes },
    },
    config: { roles: PROBLEM_ADMINS },
  }, async (request, reply) => {
    const items: ZipItem[] = [];
    for (const pid of [...new Set(request.query.pid)]) {
      const row = await problemById(db, t, pid);
      const [languages, templates, tags, cases] = await Promise.all([
        db(`${t.problemLanguage} as pl`).join(`${t.language} as l`, 'l.id', 'pl.lid').where('pl.pid', pid).orderBy('l.seq').pluck('l.name'),
        db(`${t.codeTemplate} as c`).join(`${t.language} as l`, 'l.id', 'c.lid').where('c.pid', pid).select('l.name as language', 'c.code'),
        db(`${t.problemTag} as pt`).join(`${t.tag} as tg`, 'tg.id', 'pt.tid').where('pt.pid', pid).orderBy('tg.id').pluck('tg.name'),
        db(t.case).where({ pid }).orderBy('seq').select('input', 'output', 'score', 'groupNum'),
      ]);
      const folder = `problem_${pid}`;
      for (const item of await testData.download(pid, row.testDataManifest ? JSON.parse(row.testDataManifest) : null)) items.push({ path: `${folder}/${item.path}`, data: item.data });
      // typed cases are exported as the files they were written to (1.in, 1.out, …)
      const samples = cases.map((c: { input: string; output: string; score: number | null; groupNum: number | null }, i: number) => ({
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

  ctx.http.post('/api/file/import-problem', {
    schema: { tags: ['files'], consumes: ['multipart/form-data'], response: { 200: EmptyEnvelope } },
    config: { roles: PROBLEM_ADMINS },
  }, async (request) => {
    const upload = await readZipUpload(request, zipLimits.maxZipBytes);
    // one call: the zip is extracted on this node and read from there
    const dir = await testData.uploads.scratch(randomBytes(16).toString('hex'));
    try {
      const paths = await extractZip(upload.bytes, dir, zipLimits, 2);
      const keys = paths.filter((p) => !p.includes('/') && p.endsWith('.json')).map((p) => p.slice(0, -5));
      if (keys.length === 0) throw new OjError('PROBLEMS_IMPORT_EMPTY');
      const stray = paths.find((p) => !p.includes('/') && !p.endsWith('.json'));
      if (stray) throw new OjError('PROBLEMS_IMPORT_INVALID', 400, { name: stray });
      const languages: { id: number; name: string }[] = await db(t.language).where({ oj: LOCAL_OJ, isSpj: false }).select('id', 'name');
      const lidOf = (name: string) => languages.find((l) => l.name === name)?.id;
      const inputs = [];
      for (const key of keys) {
        if (!paths.some((p) => p.startsWith(`${key}/`))) throw new OjError('PROBLEMS_IMPORT_NO_FOLDER', 400, { name: key });
        inputs.push({ key, input: inputOf(key, await readFile(join(dir, `${key}.json`), 'utf8'), lidOf) });
      }
      // every display id must be free before any problem is saved
      const ids = inputs.map((i) => i.input.problem.problemId);
      const taken = await db(t.problem).whereIn('problemId', ids).first('problemId');
      if (taken) throw new OjError('PROBLEMS_DISPLAY_ID_EXISTS', 400, { problemId: taken.problemId });
      if (new Set(ids).size !== ids.length) throw new OjError('PROBLEMS_DISPLAY_ID_EXISTS', 400, { problemId: ids.find((id, i) => ids.indexOf(id) !== i)! });
      for (const { key, input } of inputs) {
        await saveProblem({ db, t, testData, markdown: ctx.markdown }, request.user!, input, undefined, folderFiles(join(dir, key)));
      }
      return ok(null);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
