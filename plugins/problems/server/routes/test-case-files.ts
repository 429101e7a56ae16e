// Test data as files (reference §4.6): a zip uploaded before the problem is saved (its call is
// problemFileCalls.uploadTestCaseZip of shared/calls.ts), and the download of a problem's test
// data (a plain route: it answers a file, not an envelope).
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { FileBytes, OjError, mountCall, ok } from '@oj/sdk';
import { pairTestFiles } from '@oj/judge-engine';
import { problemFileCalls } from '../../shared/calls.ts';
import type { Deps } from '../deps.ts';
import { UPLOAD_TTL_MS } from '../limits.ts';
import { problemById } from '../problem-queries.ts';
import { extractZip } from '../test-data/zip-reader.ts';
import { buildZip } from '../test-data/zip-writer.ts';
import { readZipUpload } from '../upload.ts';
import { problemAdminGate, rawId } from './admin-problems.ts';

export function testCaseFileRoutes({ ctx, stores, zipLimits, testData }: Deps): void {
  // a group's admin uploads for the group's problems (spec 3 §7: ?gid=…&mode=…)
  mountCall(ctx.http, problemFileCalls.uploadTestCaseZip, {
    config: { auth: true },
    tags: ['files'],
    preValidation: problemAdminGate(ctx, (request) => rawId((request.query as { gid?: unknown }).gid)),
  }, async (request) => {
    const upload = await readZipUpload(request, zipLimits.maxZipBytes);
    // uploads older than a day were never saved into a problem
    await testData.uploads.sweep(UPLOAD_TTL_MS);
    const token = randomBytes(16).toString('hex');
    // extracted on this node, then kept where the save (maybe on another web node) finds it
    const dir = await testData.uploads.scratch(token);
    try {
      const names = await extractZip(upload.bytes, dir, zipLimits, 1);
      const pairs = pairTestFiles(names);
      if (pairs.length === 0) throw new OjError('PROBLEMS_ZIP_NO_CASES');
      const fileList = [];
      for (const pair of pairs) {
        // reference §4.6: a missing output is created empty
        const output = pair.outputName ?? `${pair.inputName.replace(/\.in$/, '').replace(/\.txt$/, '')}.out`;
        if (!pair.outputName) await writeFile(join(dir, output), '');
        fileList.push({ input: pair.inputName, output });
      }
      await testData.uploads.keep(token, dir, [...new Set([...names, ...fileList.map((f) => f.output)])]);
      return ok({ fileList, fileListDir: token });
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
  });

  ctx.http.get('/api/file/download-testcase', {
    schema: { tags: ['files'], querystring: Type.Object({ pid: Type.Integer() }), produces: ['application/zip'], response: { 200: FileBytes } },
    config: { auth: true },
    // a group's admins download its problems' data
    preValidation: problemAdminGate(ctx, async (request) => {
      const pid = rawId((request.query as { pid?: unknown }).pid);
      const row = pid ? await stores.problems.gidOf(pid) : undefined;
      return row?.gid ?? null;
    }),
  }, async (request, reply) => {
    const row = await problemById(stores.problems, request.query.pid);
    const items = await testData.download(row.id, row.testDataManifest ? JSON.parse(row.testDataManifest) : null);
    if (items.length === 0) throw new OjError('PROBLEMS_NO_TEST_DATA');
    const zip = await buildZip(items);
    reply.header('Content-Type', 'application/zip');
    reply.header('Content-Disposition', `attachment; filename="problem_${row.id}_testcase.zip"`);
    return reply.send(zip);
  });
}
